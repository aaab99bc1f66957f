import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { exitIfBusy } from '../db/data-dir-lock.js';
import { checkLedger } from './invariants.js';

/** `npm run ledger:check`: checks the ledger invariants (design.md §5); exit code 1 on a violation. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, role: 'ledger:check' }).catch((err: unknown) =>
  exitIfBusy(err, 'ask it: POST <server>/admin/api/ledger/check with an operator token (README "Operator API").'),
);
try {
  const report = await checkLedger(database.db);
  console.log(`ledger: ${report.accounts} accounts, ${report.journals} journals, ${report.postings} postings`);
  for (const v of report.violations) console.error(`VIOLATION: ${v}`);
  console.log(report.violations.length ? `${report.violations.length} violation(s)` : 'all invariants hold');
  process.exitCode = report.violations.length ? 1 : 0;
} finally {
  await database.close();
}
