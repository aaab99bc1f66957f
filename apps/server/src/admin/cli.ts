import os from 'node:os';
import { adminDepositListInput, errorMessage } from '@app/shared';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { approveDeposit, listForOperator, rejectDeposit } from '../modules/deposit/service.js';
import { adjustWallet } from './service.js';

/**
 * `npm run admin -- <action> [args]` (api-contract.md Operator API): operator actions from a shell,
 * through the same services as the operator API. Audited as `cli:<os user>`.
 */
const USAGE = `usage: npm run admin -- <action> [args]
  wallet:adjust <username> <amount> <reason…>   amount is signed: 100 credits 100.00, -25.50 debits 25.50
  deposit:list [status] [page] [size]           status: awaiting_payment|under_review|completed|cancelled|rejected|expired
  deposit:approve <orderNo>
  deposit:reject <orderNo> <reason…>`;

const [action, ...args] = process.argv.slice(2);
const arity: Record<string, number> = { 'wallet:adjust': 3, 'deposit:list': 0, 'deposit:approve': 1, 'deposit:reject': 2 };
if (!action || arity[action] === undefined || args.length < arity[action]!) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const operatorName = `cli:${os.userInfo().username}`;
const op = { operatorId: null, operatorName };
try {
  await database.migrate();
  const db = database.db;
  let result: unknown;
  if (action === 'wallet:adjust') {
    const [username, amount, ...reason] = args as [string, string, ...string[]];
    result = await adjustWallet(db, { operator: null, operatorName, idempotencyKey: null, username, amount, reason: reason.join(' ') });
  } else if (action === 'deposit:list') {
    const [status, page, size] = args;
    const input = adminDepositListInput.safeParse({ status: status || undefined, page, size });
    if (!input.success) throw new AppError('invalidParams');
    result = await listForOperator(db, input.data, new Date());
  } else if (action === 'deposit:approve') {
    result = await approveDeposit(db, op, args[0]!, new Date());
  } else {
    const [orderNo, ...reason] = args as [string, ...string[]];
    result = await rejectDeposit(db, op, orderNo, reason.join(' '), new Date());
  }
  console.log(JSON.stringify(result, null, action === 'deposit:list' ? 2 : undefined));
} catch (err) {
  if (err instanceof AppError) {
    console.error(`error ${err.code}: ${errorMessage(err.key, 'en')}`);
    process.exitCode = 1;
  } else throw err;
} finally {
  await database.close();
}
