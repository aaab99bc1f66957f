import { randomBytes } from 'node:crypto';
import {
  createRng,
  GAME_CATEGORY,
  games,
  hashSeed,
  isValidClientSeed,
  nextDrawTimes,
  drawId,
  tableLimits,
  type Bet,
  type BetError,
  type GameCode,
  type Settlement,
} from '@app/games';
import { formatMinor, toMinor, type ErrorKey } from '@app/shared';
import type { z } from 'zod';
import type { housePlayInput } from '@app/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { withIdempotency } from '../../platform/index.js';
import { balancesOf, ensureAccount, knownAccountId, postJournal, rememberAccountIds, type AccountRef } from '../../ledger/ledger.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { newOrderNo } from '../../lib/order-no.js';
import { placeBet, settleBet } from '../../modules/bets/service.js';
import * as venuesRepo from '../repo.js';
import { lockVenueWallet } from '../../modules/wallet/service.js';
import { gameOfVenue, LOTTERY_GAME } from './games.js';
import * as repo from './repo.js';

/** A launch ticket is spent at once by the game page; two minutes covers a slow load (design.md §6). */
export const TICKET_TTL_MS = 2 * 60_000;
/** A game session lasts a playing evening; the lobby issues a new ticket for the next visit. */
export const SESSION_TTL_MS = 12 * 3600_000;
/** Scheduled lottery bets close this long before the draw (docs/games/scheduled-lottery.md). */
export const LOTTERY_CLOSE_MS = 60_000;

export const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

/** The money accounts of a round: the player's venue wallet and the house's games account of that platType. */
function accountsOf(userId: number, platType: string): { player: AccountRef; house: AccountRef } {
  return { player: { userId, kind: `venue:${platType}` }, house: { userId: null, kind: `house:games:${platType}` } };
}

async function accountIds(db: Db, userId: number, platType: string) {
  const { player, house } = accountsOf(userId, platType);
  const playerId = knownAccountId(db, player) ?? (await ensureAccount(db, player));
  const houseId = knownAccountId(db, house) ?? (await ensureAccount(db, house));
  // Created outside the round's transaction (an empty account is harmless), so they are committed now.
  rememberAccountIds(db, [
    [player, playerId],
    [house, houseId],
  ]);
  return { playerId, houseId };
}

/** getGameUrl's house side: a one-time, short-lived ticket, stored hashed. */
export async function issueTicket(db: DbOrTx, p: { userId: number; platType: string; gameCode: string }, now: Date): Promise<string> {
  const ticket = newToken();
  await repo.insertTicket(db, { tokenHash: hashToken(ticket), userId: p.userId, platType: p.platType, gameCode: p.gameCode, expiresAt: new Date(now.getTime() + TICKET_TTL_MS) });
  return ticket;
}

async function ensureSeed(db: DbOrTx, userId: number, platType: string): Promise<repo.SeedRow> {
  const existing = await repo.openSeed(db, userId, platType);
  if (existing) return existing;
  const serverSeed = newServerSeed();
  await repo.insertSeedIfNone(db, { userId, platType, serverSeed, serverSeedHash: hashSeed(serverSeed), clientSeed: newClientSeed() });
  return (await repo.openSeed(db, userId, platType))!;
}

async function venueBalance(db: DbOrTx, userId: number, platType: string): Promise<bigint> {
  return (await balancesOf(db, userId, [`venue:${platType}`])).get(`venue:${platType}`)!;
}

/**
 * `session {ticket}`: spends the ticket and opens a game session of its platType. The answer also
 * carries the seed commitment (serverSeedHash, clientSeed, nonce) so it is shown before any round.
 */
export async function openSession(db: Db, ticket: string, now: Date) {
  const spent = await repo.consumeTicket(db, hashToken(ticket), now);
  if (!spent) throw new AppError('houseTicketInvalid');
  const session = newToken();
  await repo.insertSession(db, { tokenHash: hashToken(session), userId: spent.userId, platType: spent.platType, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  const seed = await ensureSeed(db, spent.userId, spent.platType);
  const balance = await venueBalance(db, spent.userId, spent.platType);
  return {
    session,
    balance: formatMinor(balance),
    platType: spent.platType,
    gameCode: spent.gameCode,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
  };
}

export async function requireSession(db: DbOrTx, session: string, now: Date) {
  const found = await repo.findSession(db, hashToken(session), now);
  if (!found) throw new AppError('houseSessionInvalid');
  return found;
}

const BET_ERRORS: Record<BetError, ErrorKey> = {
  unknownBetType: 'betTypeUnknown',
  invalidAmount: 'betAmountInvalid',
  betBelowMin: 'betBelowMin',
  betAboveMax: 'betAboveMax',
  noBets: 'betsInvalid',
  tooManyBets: 'betsInvalid',
};

/** Amounts to minor units and every bet checked against the game and its table limits, before money moves. */
function checkedBets(gameCode: GameCode, raw: z.infer<typeof housePlayInput>['bets']): Bet[] {
  const bets: Bet[] = [];
  for (let index = 0; index < raw.length; index++) {
    const amount = toMinor(raw[index]!.amount);
    if (amount === null || amount <= 0n) throw new AppError('betAmountInvalid', { index });
    bets.push({ type: raw[index]!.type, amount });
  }
  const checked = games[gameCode].validateBets(bets, tableLimits(2));
  if (!checked.ok) throw new AppError(BET_ERRORS[checked.error], checked.index === undefined ? null : { index: checked.index });
  // Canonical types (e.g. split:2-1 → split:1-2) are what the round records.
  return bets.map((b, i) => ({ type: checked.value[i]!, amount: b.amount }));
}

const betsJson = (bets: readonly Bet[]) => bets.map((b) => ({ type: b.type, amount: formatMinor(b.amount) }));
const settledJson = (s: Settlement) =>
  s.bets.map((b) => ({ type: b.type, amount: formatMinor(b.amount), payout: formatMinor(b.payout), validBet: formatMinor(b.validBet), result: b.result }));

export interface PlayCaller {
  idempotencyKey: string | null;
  now: Date;
}

/**
 * `play`: one round in ONE transaction. Lock order as in transfers (venue locks, then the wallet),
 * then the balance check, the seed, the draw, the round row and its bet (settleBet counts the turnover), and
 * last one journal for the stakes and one for the payout. Any refusal happens before the first write and changes nothing.
 */
export async function play(db: Db, input: z.infer<typeof housePlayInput>, caller: PlayCaller) {
  const { userId, platType } = await requireSession(db, input.session, caller.now);
  const venue = await venuesRepo.findVenue(db, platType);
  if (!venue || venue.provider !== 'house') throw new AppError('houseSessionInvalid');
  if (venue.status !== 'normal') throw new AppError('venueMaintenance');
  const gameCode = input.gameCode;
  if (!gameOfVenue(gameCode, venue.gameType)) throw new AppError('gameNotFound');
  const bets = checkedBets(gameCode, input.bets);
  if (input.clientSeed !== undefined && !isValidClientSeed(input.clientSeed)) throw new AppError('clientSeedInvalid');
  const stake = bets.reduce((s, b) => s + b.amount, 0n);
  if (gameCode === LOTTERY_GAME && !openDrawAt(caller.now)) throw new AppError('lotteryClosed');
  const { playerId, houseId } = await accountIds(db, userId, platType);

  return withIdempotency(db, { scope: `u:${userId}`, key: caller.idempotencyKey, route: 'house/play', input }, async (tx) => {
    // A lottery bet takes the draw first, in the draw job's order (draw, venue locks, wallets, house).
    const draw = gameCode === LOTTERY_GAME ? await lockOpenDraw(tx, caller.now) : null;
    const before = await lockVenueWallet(tx, userId, platType, playerId);
    if (stake > before) throw new AppError('betExceedsBalance');
    const roundId = newOrderNo('R');
    // The journals come last: the house account is shared by every player of the platType, so its row
    // lock is held only for the end of the transaction.
    const money = { playerId, houseId, roundId, userId, platType, stake };
    if (draw) {
      const answer = await lotteryBet(tx, draw, { userId, platType, roundId, bets, stake, now: caller.now });
      return { ...answer, balance: formatMinor(await postRoundJournals(tx, money, 0n)) };
    }

    let seed = (await repo.openSeed(tx, userId, platType, true)) ?? null;
    if (!seed) {
      await ensureSeed(tx, userId, platType);
      seed = (await repo.openSeed(tx, userId, platType, true))!;
    }
    const clientSeed = input.clientSeed ?? seed.clientSeed;
    const engine = games[gameCode];
    const stateBefore = gameCode === 'baccarat' ? await repo.tableState(tx, userId, gameCode) : null;
    const { outcome, state } = engine.draw(createRng({ serverSeed: seed.serverSeed, clientSeed, nonce: seed.nonce }), stateBefore);
    const settled = engine.settle(bets, outcome);
    if (!settled.ok) throw new Error(`settle refused checked bets: ${settled.error}`);
    const s = settled.value;
    let meta: unknown = null;
    if (gameCode === 'baccarat') {
      const shoe = state as { origin: unknown; position: number };
      const dealt = (outcome as { playerCards: string[]; bankerCards: string[] });
      // Where this coup started in its shoe: the verifier skips the cards of earlier coups.
      meta = { shoe: { origin: shoe.origin, firstCard: shoe.position - dealt.playerCards.length - dealt.bankerCards.length } };
      await repo.saveTableState(tx, userId, gameCode, state);
    }
    await repo.insertRound(tx, {
      roundId,
      userId,
      platType,
      gameCode,
      bets: settledJson(s),
      outcome,
      betAmount: s.stake,
      validBet: s.validBet,
      payout: s.payout,
      winLoss: s.payout - s.stake,
      status: 'settled',
      seedId: seed.id,
      serverSeedHash: seed.serverSeedHash,
      clientSeed,
      nonce: seed.nonce,
      meta,
      createdAt: caller.now,
      settledAt: caller.now,
    });
    await repo.updateSeed(tx, seed.id, { nonce: seed.nonce + 1, clientSeed });
    // The round is its bet, placed and settled at once; settleBet counts its turnover (modules/bets consumers).
    await placeBet(tx, { platType, gameType: GAME_CATEGORY[gameCode], gameCode, userId, sourceRef: roundId, stake: s.stake, placedAt: caller.now });
    await settleBet(tx, { platType, sourceRef: roundId, payout: s.payout, validBet: s.validBet, settledAt: caller.now, details: { bets: settledJson(s), outcome } });
    const balance = await postRoundJournals(tx, money, s.payout);
    return {
      roundId,
      gameCode,
      status: 'settled',
      outcome,
      bets: settledJson(s),
      betAmount: formatMinor(s.stake),
      validBet: formatMinor(s.validBet),
      payout: formatMinor(s.payout),
      winLoss: formatMinor(s.payout - s.stake),
      balance: formatMinor(balance),
      serverSeedHash: seed.serverSeedHash,
      clientSeed,
      nonce: seed.nonce,
    };
  });
}

/**
 * The round's money: one journal for the stakes (player's venue wallet → house games account) and
 * one for the payout when there is any (back). Returns the player's venue balance after them.
 */
async function postRoundJournals(
  tx: Tx,
  m: { playerId: number; houseId: number; roundId: string; userId: number; platType: string; stake: bigint },
  payout: bigint,
): Promise<bigint> {
  const staked = await postJournal(tx, {
    type: 'bet',
    idempotencyKey: `house:bet:${m.roundId}`,
    reference: m.roundId,
    actor: `user:${m.userId}`,
    postings: [
      { accountId: m.playerId, amount: -m.stake },
      { accountId: m.houseId, amount: m.stake },
    ],
  });
  if (payout <= 0n) return staked.balances.get(m.playerId)!;
  const paid = await postJournal(tx, {
    type: 'payout',
    idempotencyKey: `house:payout:${m.roundId}`,
    reference: m.roundId,
    actor: `venue:${m.platType}`,
    postings: [
      { accountId: m.houseId, amount: -payout },
      { accountId: m.playerId, amount: payout },
    ],
  });
  return paid.balances.get(m.playerId)!;
}

/** The draw that takes bets at `now`: the next one, unless it closes within LOTTERY_CLOSE_MS. */
export function openDrawAt(now: Date): { drawNo: string; drawAt: Date } | null {
  const [drawAt] = nextDrawTimes(now, 1);
  if (!drawAt || drawAt.getTime() - now.getTime() <= LOTTERY_CLOSE_MS) return null;
  return { drawNo: drawId(drawAt), drawAt };
}

/**
 * A scheduled-lottery bet (docs/games/scheduled-lottery.md): the stake is already debited; the round
 * waits, pending, for its draw, which settles it (lottery.ts). The draw's seed hash is the commitment.
 */
/** The open draw, created with its committed seed by the first bet, locked shared (the draw job locks it exclusively). */
async function lockOpenDraw(tx: Tx, now: Date): Promise<repo.DrawRow> {
  const open = openDrawAt(now);
  if (!open) throw new AppError('lotteryClosed');
  const serverSeed = newServerSeed();
  await repo.ensureDraw(tx, { ...open, serverSeed, serverSeedHash: hashSeed(serverSeed) });
  const draw = (await repo.findDraw(tx, open.drawNo, 'share'))!;
  if (draw.status !== 'open') throw new AppError('lotteryClosed');
  return draw;
}

/**
 * A scheduled-lottery bet (docs/games/scheduled-lottery.md): the round waits, pending, for its draw,
 * which settles it (lottery.ts); the caller debits the stakes at once. The draw's seed hash is the commitment.
 */
async function lotteryBet(tx: Tx, draw: repo.DrawRow, p: { userId: number; platType: string; roundId: string; bets: Bet[]; stake: bigint; now: Date }) {
  await repo.insertRound(tx, {
    roundId: p.roundId,
    userId: p.userId,
    platType: p.platType,
    gameCode: LOTTERY_GAME,
    bets: betsJson(p.bets),
    outcome: null,
    betAmount: p.stake,
    status: 'pending',
    serverSeedHash: draw.serverSeedHash,
    clientSeed: draw.drawNo,
    nonce: 0,
    drawNo: draw.drawNo,
    createdAt: p.now,
  });
  await placeBet(tx, {
    platType: p.platType,
    gameType: GAME_CATEGORY[LOTTERY_GAME],
    gameCode: LOTTERY_GAME,
    userId: p.userId,
    sourceRef: p.roundId,
    stake: p.stake,
    placedAt: p.now,
    details: { bets: betsJson(p.bets), outcome: null, drawNo: draw.drawNo },
  });
  return {
    roundId: p.roundId,
    gameCode: LOTTERY_GAME,
    status: 'pending',
    outcome: null,
    bets: betsJson(p.bets),
    betAmount: formatMinor(p.stake),
    validBet: formatMinor(0n),
    payout: formatMinor(0n),
    winLoss: formatMinor(0n),
    serverSeedHash: draw.serverSeedHash,
    clientSeed: draw.drawNo,
    nonce: 0,
    drawNo: draw.drawNo,
    drawAt: draw.drawAt.toISOString(),
  };
}

/** Settles one pending lottery round against its draw's result, in the draw's transaction. */
export async function settleLotteryRound(tx: Tx, round: repo.RoundRow, outcome: unknown, now: Date): Promise<void> {
  const bets = (round.bets as { type: string; amount: string }[]).map((b) => ({ type: b.type, amount: toMinor(b.amount)! }));
  const settled = games[LOTTERY_GAME].settle(bets, outcome);
  if (!settled.ok) throw new Error(`lottery round ${round.roundId} cannot be settled: ${settled.error}`);
  const s = settled.value;
  if (s.payout > 0n) {
    const { player, house } = accountsOf(round.userId, round.platType);
    await postJournal(tx, {
      type: 'payout',
      idempotencyKey: `house:payout:${round.roundId}`,
      reference: round.roundId,
      actor: 'job:lottery-draw',
      postings: [
        { accountId: await ensureAccount(tx, house), amount: -s.payout },
        { accountId: await ensureAccount(tx, player), amount: s.payout },
      ],
    });
  }
  await repo.updateRound(tx, round.id, {
    bets: settledJson(s),
    outcome,
    validBet: s.validBet,
    payout: s.payout,
    winLoss: s.payout - s.stake,
    status: 'settled',
    settledAt: now,
  });
  await settleBet(tx, { platType: round.platType, sourceRef: round.roundId, payout: s.payout, validBet: s.validBet, settledAt: now, details: { bets: settledJson(s), outcome, drawNo: round.drawNo } });
}

/**
 * `reveal`: ends the open seed, discloses it and commits the next one (docs/games/fairness.md).
 * Locked like a round (venue locks, wallet, seed), so no round can run under a seed being revealed.
 */
export async function reveal(db: Db, session: string, now: Date) {
  const { userId, platType } = await requireSession(db, session, now);
  const { playerId } = await accountIds(db, userId, platType);
  await ensureSeed(db, userId, platType);
  return db.transaction(async (tx) => {
    await lockVenueWallet(tx, userId, platType, playerId);
    const seed = (await repo.openSeed(tx, userId, platType, true))!;
    await repo.updateSeed(tx, seed.id, { revealedAt: now });
    const next = newServerSeed();
    const nextHash = hashSeed(next);
    await repo.insertSeedIfNone(tx, { userId, platType, serverSeed: next, serverSeedHash: nextHash, clientSeed: seed.clientSeed });
    return { serverSeed: seed.serverSeed, serverSeedHash: seed.serverSeedHash, nextServerSeedHash: nextHash, rounds: seed.nonce };
  });
}

/** `history`: the session player's rounds at this platType, newest first; seeds shown once revealed. */
export async function history(db: Db, input: { session: string; page: number; size: number }, now: Date) {
  const { userId, platType } = await requireSession(db, input.session, now);
  const { rows, total } = await repo.pageRounds(db, userId, platType, input.page, input.size);
  return {
    list: rows.map(({ round: r, serverSeed, revealedAt, drawSeed, drawStatus }) => ({
      roundId: r.roundId,
      gameCode: r.gameCode,
      status: r.status,
      bets: r.bets,
      outcome: r.outcome,
      betAmount: formatMinor(r.betAmount),
      validBet: formatMinor(r.validBet),
      payout: formatMinor(r.payout),
      winLoss: formatMinor(r.winLoss),
      serverSeedHash: r.serverSeedHash,
      serverSeed: r.drawNo ? (drawStatus === 'drawn' ? drawSeed : null) : revealedAt ? serverSeed : null,
      clientSeed: r.clientSeed,
      nonce: r.nonce,
      ...(r.drawNo ? { drawNo: r.drawNo } : {}),
      ...(r.meta ? { meta: r.meta } : {}),
      time: r.createdAt.toISOString(),
    })),
    total,
    page: input.page,
    size: input.size,
  };
}
