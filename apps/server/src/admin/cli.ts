import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { adminDepositListInput, adminMessageSendInput, adminRedeemGenerateInput, adminOperatorCreateInput, adminPlayerReasonInput, adminVipSetLevelInput, errorMessage, OPERATOR_ROLES, WITHDRAW_STATUSES, type WithdrawStatus } from '@app/shared';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { exitIfBusy } from '../db/data-dir-lock.js';
import { AppError } from '../core/errors.js';
import { jobsList, jobsRun } from '../jobs/cli-actions.js';
import { approveDeposit, listForOperator, rejectDeposit } from '../modules/deposit/service.js';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal } from '../modules/withdraw/service.js';
import { adjustWallet } from '../modules/wallet/service.js';
import * as messages from '../modules/messages/service.js';
import { createOperatorAccount, resetOperatorTotp, unlockOperator } from '../modules/operators/index.js';
import * as players from '../modules/players/index.js';
import * as vip from '../modules/vip/service.js';
import { generateBatch } from '../modules/redeem/service.js';
import { systemClock } from '../platform/index.js';
import { wireDomain } from '../wiring.js';

/**
 * `npm run admin -- <action> [args]` (api-contract.md Operator API): operator actions from a shell,
 * through the same services as the operator API. Audited as `cli:<os user>`.
 */
const USAGE = `usage: npm run admin -- <action> [args]
  wallet:adjust <username> <amount> <reason…>   amount is signed: 100 credits 100.00, -25.50 debits 25.50
  deposit:list [status] [page] [size]           status: awaiting_payment|under_review|completed|cancelled|rejected|expired
  deposit:approve <orderNo>                     credits the order (once)
  deposit:reject <orderNo> <reason…>
  withdraw:list [status] [page]                  status: ${WITHDRAW_STATUSES.join(' | ')}
  withdraw:approve <orderNo>                     pays the order (a reservation from its slot's start)
  withdraw:reject <orderNo> <reason…>            refunds the order to the player's central wallet
  jobs:list                                      the scheduled jobs (name, schedule, next run)
  jobs:run <job> [--at <ISO time>]               runs a job as of that time (default now); once per period
  operator:create <username> <role>              role: ${OPERATOR_ROLES.join(' | ')}; password from OPERATOR_PASSWORD,
                                                 or a generated one printed once
  operator:unlock <username>                     clears the login throttle of a name (locked after failed logins)
  operator:reset-2fa <username>                  removes the operator's second factor and ends its sessions;
                                                 it enrols again at its next login (the shell itself needs none)
  player:freeze <username> <reason…>             ends the player's sessions, refuses login (audited)
  player:unfreeze <username>                     lets the player log in again (audited)
  vip:set-level <username> <level> --reason <text…>  sets the player's VIP level (1-10; audited, no upgrade gift)
  message:send --to <username|all|vip:3-10> [--category notice] [--include-later] --title <t> --content <c>
                                                 a message in Chinese to one player, everyone or a VIP range (audited);
  message:send <username|all> <title> <content>  short form: private to a player, an announcement to everyone
  codes:generate --amount <amount> --count <n> [--expires <ISO time>] [--vip-min <level>] [--one-per-player]
                 [--turnover <multiple>]          a batch of redemption codes (audited), printed one a line, this once;
                 instead of --amount: --ratio <percent> --max <amount> [--base deposit|validBet] [--hours <n>]
                 [--many-per-player]              pays <percent> of what is left of the player's base of the last <n>
                                                  hours (24), at most <max>; one per player unless --many-per-player`;

const operatorName = `cli:${os.userInfo().username}`;
const op = { operatorId: null, operatorName };
const reviewer = () => ({ ...op, now: systemClock() });

/** Flags and positionals by node:util parseArgs; an unknown or malformed flag answers invalidParams like bad input. */
function parsed<T extends ParseArgsConfig['options']>(args: string[], options: T, allowPositionals = false) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch {
    throw new AppError('invalidParams');
  }
}

/** message:send's arguments → the operator route's input (the same schema validates both). */
function messageSendInput(args: string[]) {
  const { values: flags, positionals } = parsed(
    args,
    { to: { type: 'string' }, category: { type: 'string' }, 'include-later': { type: 'boolean' }, title: { type: 'string' }, content: { type: 'string' } },
    true,
  );
  const to = flags.to ?? positionals[0];
  const [title, content] = flags.to !== undefined ? [flags.title, flags.content] : [positionals[1], positionals[2]];
  const vip = /^vip:(\d+)-(\d+)$/.exec(to ?? '');
  const audience = to === 'all' ? 'all' : vip ? 'vip' : 'user';
  const category = flags.category ?? (audience === 'user' ? 'private' : 'announcement');
  return adminMessageSendInput.safeParse({
    category,
    audience,
    usernames: audience === 'user' ? [to] : undefined,
    vipFrom: vip ? Number(vip[1]) : undefined,
    vipTo: vip ? Number(vip[2]) : undefined,
    includeLater: flags['include-later'] === true,
    title: { zh: title },
    content: { zh: content },
  });
}

/** codes:generate's flags → the operator route's input (the same schema validates both). */
function codesGenerateInput(args: string[]) {
  const text = { type: 'string' } as const;
  const { values: flags } = parsed(args, {
    amount: text,
    ratio: text,
    max: text,
    base: text,
    hours: text,
    count: text,
    expires: text,
    'vip-min': text,
    turnover: text,
    'one-per-player': { type: 'boolean' },
    'many-per-player': { type: 'boolean' },
  });
  return adminRedeemGenerateInput.safeParse({
    amount: flags.amount,
    ratioPercent: flags.ratio,
    max: flags.max,
    base: flags.base,
    baseHours: flags.hours,
    count: flags.count,
    expiresAt: flags.expires,
    vipMin: flags['vip-min'],
    onePerPlayer: flags['one-per-player'] === true ? true : flags['many-per-player'] === true ? false : undefined,
    turnoverMultiple: flags.turnover,
  });
}

const ACTIONS: Record<string, { minArgs: number; run: (db: Db, args: string[]) => Promise<unknown> }> = {
  'wallet:adjust': {
    minArgs: 3,
    run: (db, [username, amount, ...reason]) =>
      adjustWallet(db, { operator: null, operatorName, idempotencyKey: null, username: username!, amount, reason: reason.join(' ') }),
  },
  'deposit:list': {
    minArgs: 0,
    run: (db, [status, page, size]) => {
      const input = adminDepositListInput.safeParse({ status: status || undefined, page, size });
      if (!input.success) throw new AppError('invalidParams');
      return listForOperator(db, input.data, systemClock());
    },
  },
  'deposit:approve': { minArgs: 1, run: (db, [orderNo]) => approveDeposit(db, op, orderNo!, systemClock()) },
  'deposit:reject': { minArgs: 2, run: (db, [orderNo, ...reason]) => rejectDeposit(db, op, orderNo!, reason.join(' '), systemClock()) },
  'withdraw:list': {
    minArgs: 0,
    run: (db, [status, page]) => {
      if (status && !WITHDRAW_STATUSES.includes(status as WithdrawStatus)) throw new AppError('invalidParams');
      return listWithdrawals(db, { status: status as WithdrawStatus | undefined, page: Math.max(1, Number(page) || 1), size: 100 });
    },
  },
  'withdraw:approve': { minArgs: 1, run: (db, [orderNo]) => approveWithdrawal(db, reviewer(), orderNo!) },
  'withdraw:reject': { minArgs: 2, run: (db, [orderNo, ...reason]) => rejectWithdrawal(db, reviewer(), orderNo!, reason.join(' ')) },
  'operator:create': {
    minArgs: 2,
    run: async (db, [username, role]) => {
      // An empty OPERATOR_PASSWORD counts as unset, like every variable the server reads.
      const given = process.env.OPERATOR_PASSWORD || null;
      const generated = given ? null : randomBytes(12).toString('base64url');
      const input = adminOperatorCreateInput.safeParse({ username, role, password: given ?? generated });
      if (!input.success) throw new AppError('invalidParams');
      const created = await createOperatorAccount(db, op, input.data);
      // Shown once: only its hash is stored.
      return generated ? { ...created, password: generated } : created;
    },
  },
  'operator:unlock': { minArgs: 1, run: (db, [username]) => unlockOperator(db, op, username!).then(() => ({ unlocked: username })) },
  'operator:reset-2fa': {
    minArgs: 1,
    run: (db, [username]) => resetOperatorTotp(db, op, { username: username! }, systemClock()).then(() => ({ secondFactorReset: username })),
  },
  'jobs:list': { minArgs: 0, run: async () => jobsList() },
  'jobs:run': { minArgs: 1, run: (db, args) => jobsRun(db, args) },
  'player:freeze': {
    minArgs: 2,
    run: (db, [username, ...reason]) => {
      const input = adminPlayerReasonInput.safeParse({ username, reason: reason.join(' ') });
      if (!input.success) throw new AppError('invalidParams');
      return players.freeze(db, { operator: op, now: systemClock() }, input.data.username, input.data.reason);
    },
  },
  'player:unfreeze': { minArgs: 1, run: (db, [username]) => players.unfreeze(db, { operator: op, now: systemClock() }, username!) },
  'vip:set-level': {
    minArgs: 4,
    run: async (db, [username, level, flag, ...reason]) => {
      const userId = flag === '--reason' ? await vip.userIdOf(db, username!) : null;
      if (userId === null) throw new AppError(flag === '--reason' ? 'recordNotFound' : 'invalidParams');
      const input = adminVipSetLevelInput.safeParse({ userId, level, reason: reason.join(' ') });
      if (!input.success) throw new AppError('invalidParams');
      return vip.setLevel(db, op, input.data, systemClock());
    },
  },
  'codes:generate': {
    minArgs: 4,
    run: async (db, args) => {
      const input = codesGenerateInput(args);
      if (!input.success) throw new AppError('invalidParams');
      // One code a line (api-contract-wave2.md); only their hashes are stored, so this is the one chance to keep them.
      return (await generateBatch(db, op, input.data, systemClock())).codes;
    },
  },
  'message:send': {
    minArgs: 3,
    run: (db, args) => {
      const input = messageSendInput(args);
      if (!input.success) throw new AppError('invalidParams');
      return messages.send(db, op, input.data, systemClock());
    },
  },
};

const [action, ...args] = process.argv.slice(2);
const chosen = action ? ACTIONS[action] : undefined;
if (!chosen || args.length < chosen.minArgs) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
wireDomain(config);
// While the server has the embedded database open, the shell must not go around it (issue 11 item 1): the same
// action is on its operator API (wallet:adjust → POST /admin/api/wallet/adjust …).
const OPERATOR_ROUTES: Record<string, string> = {
  'operator:create': 'operator/create',
  'operator:unlock': 'operator/unlock',
  'operator:reset-2fa': 'operator/resetTotp',
  'vip:set-level': 'vip/setLevel',
  'message:send': 'message/send',
  'codes:generate': 'redeem/generate',
};
const route = OPERATOR_ROUTES[action!] ?? (/^(wallet|deposit|withdraw|player):/.test(action!) ? action!.replace(':', '/') : '…');
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, role: 'admin' }).catch((err: unknown) =>
  exitIfBusy(err, `use its operator API: POST <server>/admin/api/${route} with an operator token (README "Operator API").`),
);
try {
  await database.migrate();
  const result = await chosen.run(database.db, args);
  if (action === 'codes:generate') console.log((result as string[]).join('\n'));
  else console.log(JSON.stringify(result, null, action!.endsWith(':list') ? 2 : undefined));
} catch (err) {
  if (err instanceof AppError) {
    console.error(`error ${err.code}: ${errorMessage(err.key, 'en')}`);
    process.exitCode = 1;
  } else throw err;
} finally {
  await database.close();
}
