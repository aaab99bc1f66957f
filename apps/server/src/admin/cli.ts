import os from 'node:os';
import { errorMessage } from '@app/shared';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { adjustWallet } from './service.js';

/**
 * `npm run admin -- <action> [args]` (api-contract.md Operator API): operator actions from a shell,
 * through the same services as the operator API. Audited as `cli:<os user>`.
 */
const USAGE = `usage: npm run admin -- wallet:adjust <username> <amount> <reason…>
  amount is signed: 100 credits 100.00, -25.50 debits 25.50`;

const [action, ...args] = process.argv.slice(2);
if (action !== 'wallet:adjust' || args.length < 3) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const [username, amount, ...reason] = args as [string, string, ...string[]];
  const result = await adjustWallet(database.db, {
    operator: null,
    operatorName: `cli:${os.userInfo().username}`,
    idempotencyKey: null,
    username,
    amount,
    reason: reason.join(' '),
  });
  console.log(JSON.stringify(result));
} catch (err) {
  if (err instanceof AppError) {
    console.error(`error ${err.code}: ${errorMessage(err.key, 'en')}`);
    process.exitCode = 1;
  } else throw err;
} finally {
  await database.close();
}
