import {
  adminPlayerActionOutput,
  adminPlayerBetsOutput,
  adminPlayerDepositsOutput,
  adminPlayerDetailOutput,
  adminPlayerIdInput,
  adminPlayerListInput,
  adminPlayerLoginsOutput,
  adminPlayerMarkAgentInput,
  adminPlayerNoteInput,
  adminPlayerNoteOutput,
  adminPlayerPayoutAccountsOutput,
  adminPlayerPostingsOutput,
  adminPlayerReasonInput,
  adminPlayerRevealInput,
  adminPlayerRevealOutput,
  adminPlayerSearchInput,
  adminPlayerSearchOutput,
  adminPlayerTransfersOutput,
  adminPlayerUsernameInput,
  adminPlayerWithdrawalsOutput,
  adminPlayersInput,
  adminPlayersOutput,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, operatorPost } from '../../platform/index.js';
import * as players from './service.js';

const tags = ['admin'];

/**
 * Player tools (api-contract-wave2.md "Operators", issue 14), mounted under /admin/api/player/: reading is
 * `support`, the reveal of a full value `owner`, marking an agent `marketing`; every write is audited.
 */
export async function playerAdminRoutes(app: FastifyInstance) {
  const ctx = (req: FastifyRequest): players.ActionCtx => ({ operator: actorOf(req), now: app.deps.now() });

  operatorPost(app, {
    path: '/search',
    permission: 'support',
    summary: 'Players by username prefix, exact phone, exact real name, or a deposit/withdrawal order number',
    tags,
    input: adminPlayerSearchInput,
    output: adminPlayerSearchOutput,
    handler: (_req, input) => players.search(app.db, input),
  });
  operatorPost(app, {
    path: '/list',
    permission: 'support',
    summary: 'Players without a keyword, newest first (or by latest login or balance), by status, VIP, registration and login days, central balance',
    tags,
    input: adminPlayersInput,
    output: adminPlayersOutput,
    handler: (_req, input) => players.list(app.db, input),
  });
  operatorPost(app, {
    path: '/export',
    permission: 'support',
    summary: 'Every player (the search list’s columns) as a CSV file, oldest first, streamed',
    tags,
    handler: () => players.exportPlayers(app.db, app.deps.now()),
  });
  operatorPost(app, {
    path: '/detail',
    permission: 'support',
    summary: 'A player: profile (PII masked), wallets, lifetime totals, notes',
    tags,
    input: adminPlayerIdInput,
    output: adminPlayerDetailOutput,
    handler: (_req, input) => players.detail(app.db, input.userId),
  });
  operatorPost(app, {
    path: '/reveal',
    permission: 'owner',
    summary: 'One unmasked field of a player (real name, phone, e-mail); audited',
    tags,
    input: adminPlayerRevealInput,
    output: adminPlayerRevealOutput,
    handler: (req, input) => players.reveal(app.db, actorOf(req), input),
  });

  const lists = [
    ['/postings', 'Ledger postings of the player’s wallets', adminPlayerPostingsOutput, players.postings, players.exportPostings],
    ['/transfers', 'Wallet transfers (central ↔ venues)', adminPlayerTransfersOutput, players.transfers, players.exportTransfers],
    ['/deposits', 'Deposit orders', adminPlayerDepositsOutput, players.deposits, players.exportDeposits],
    ['/withdrawals', 'Withdrawal orders', adminPlayerWithdrawalsOutput, players.withdrawals, players.exportWithdrawals],
    ['/bets', 'Bets of every venue', adminPlayerBetsOutput, players.bets, players.exportBets],
    ['/logins', 'Logins (sessions) with IP and device', adminPlayerLoginsOutput, players.logins, players.exportLogins],
  ] as const;
  for (const [path, summary, output, list, exportList] of lists) {
    operatorPost(app, { path, permission: 'support', summary: `${summary}, newest first`, tags, input: adminPlayerListInput, output, handler: (_req, input) => list(app.db, input) });
    operatorPost(app, {
      path: `${path}/export`,
      permission: 'support',
      summary: `${summary} as a CSV file (the list’s columns), oldest first, streamed`,
      tags,
      input: adminPlayerIdInput,
      handler: (_req, input) => exportList(app.db, input.userId, app.deps.now()),
    });
  }
  operatorPost(app, {
    path: '/payoutAccounts',
    permission: 'support',
    summary: 'Bank cards and other payout accounts, numbers masked',
    tags,
    input: adminPlayerListInput,
    output: adminPlayerPayoutAccountsOutput,
    handler: (req, input) => players.payoutAccounts(app.db, input, req.lang),
  });

  operatorPost(app, {
    path: '/freeze',
    endsSessions: 'player',
    permission: 'support',
    summary: 'Freeze a player: every session ends at once, login is refused; audited',
    tags,
    input: adminPlayerReasonInput,
    output: adminPlayerActionOutput,
    handler: (req, input) => players.freeze(app.db, ctx(req), input.username, input.reason),
  });
  operatorPost(app, {
    path: '/unfreeze',
    permission: 'support',
    summary: 'Unfreeze a player (they may log in again); audited',
    tags,
    input: adminPlayerUsernameInput,
    output: adminPlayerActionOutput,
    handler: (req, input) => players.unfreeze(app.db, ctx(req), input.username),
  });
  operatorPost(app, {
    path: '/freezeWithdraw',
    permission: 'support',
    summary: 'Refuse the player’s withdrawals until unfrozen; audited',
    tags,
    input: adminPlayerReasonInput,
    output: adminPlayerActionOutput,
    handler: (req, input) => players.freezeWithdraw(app.db, ctx(req), input.username, input.reason),
  });
  operatorPost(app, {
    path: '/unfreezeWithdraw',
    permission: 'support',
    summary: 'Allow the player’s withdrawals again; audited',
    tags,
    input: adminPlayerUsernameInput,
    output: adminPlayerActionOutput,
    handler: (req, input) => players.unfreezeWithdraw(app.db, ctx(req), input.username),
  });
  operatorPost(app, {
    path: '/resetWithdrawPassword',
    permission: 'support',
    summary: 'Remove the secondary password (the player sets a new one with an SMS code); audited',
    tags,
    input: adminPlayerUsernameInput,
    output: adminPlayerActionOutput,
    handler: (req, input) => players.resetWithdrawPassword(app.db, ctx(req), input.username),
  });
  operatorPost(app, {
    path: '/unbindPhone',
    permission: 'support',
    summary: 'Unbind the player’s phone; audited',
    tags,
    input: adminPlayerUsernameInput,
    output: adminPlayerActionOutput,
    handler: (req, input) => players.unbindPhone(app.db, ctx(req), input.username),
  });
  operatorPost(app, {
    path: '/logout',
    endsSessions: 'player',
    permission: 'support',
    summary: 'End every session of the player; audited',
    tags,
    input: adminPlayerUsernameInput,
    output: adminPlayerActionOutput,
    handler: (req, input) => players.logout(app.db, ctx(req), input.username),
  });
  operatorPost(app, {
    path: '/markAgent',
    permission: 'marketing',
    summary: 'Mark or unmark the player as an agent; audited',
    tags,
    input: adminPlayerMarkAgentInput,
    output: adminPlayerActionOutput,
    handler: (req, input) => players.markAgent(app.db, ctx(req), input.username, input.isAgent),
  });
  operatorPost(app, {
    path: '/note',
    permission: 'support',
    summary: 'Add a note to the player; audited',
    tags,
    input: adminPlayerNoteInput,
    output: adminPlayerNoteOutput,
    handler: (req, input) => players.note(app.db, ctx(req), input.userId, input.text),
  });
}
