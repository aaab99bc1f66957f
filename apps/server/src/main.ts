import { ensureAdminOperator } from './modules/operators/service.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seed } from './db/seed/seed.js';
import { JOBS } from './jobs/registry.js';
import { startScheduler } from './jobs/scheduler.js';

/** Starts the server: migrate, seed what is missing, listen (design.md §7). */
const started = Date.now();
const config = loadConfig();
// Restart budget (< 3 s): open the database (PGlite compiles its WebAssembly off the main
// thread) while the app's modules load, instead of one after the other.
const opening = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const { buildApp } = await import('./app.js');
const database = await opening;
await database.migrate();
const seeded = await seed(database.db);
const app = await buildApp({ config, database });
if (seeded.length) app.log.info({ seeded }, 'seed data applied');
const adminPassword = await ensureAdminOperator(database.db, config.ADMIN_PASSWORD);
// Printed once, on the start that created the operator, and never logged (api-contract.md Operator API).
if (adminPassword) console.log(`\nOperator "admin" created. Password (shown only now): ${adminPassword}\n`);

const stopScheduler = startScheduler(database.db, JOBS, app.log, app.deps.now);
// The sandbox provider credits deposits without real money: say so where an operator will see it.
if (config.PAYMENT_SANDBOX === 'on') app.log.warn('sandbox payment provider is on (PAYMENT_SANDBOX=off for production)');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopScheduler();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  { database: database.kind, dataDir: database.kind === 'pglite' ? config.DATA_DIR : undefined, ms: Date.now() - started },
  'ready',
);
