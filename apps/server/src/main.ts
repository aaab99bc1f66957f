import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { displayHost, readyLine } from './ready-line.js';
import { ensureAdminOperator } from './modules/operators/service.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { BUSY_EXIT_CODE, DataDirBusyError } from './db/data-dir-lock.js';
import { seed } from './db/seed/seed.js';
import { logOutput } from './http/log-output.js';
import { JOBS } from './jobs/registry.js';
import { startScheduler } from './jobs/scheduler.js';

/** Starts the server: migrate, seed what is missing, listen (design.md §7). */
const started = performance.now();
const config = loadConfig();
// Restart budget (< 3 s): open the database (PGlite compiles its WebAssembly off the main
// thread) while the app's modules load, instead of one after the other.
const opening = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, role: 'server' });
// Awaited below; without this a refusal would be reported as an unhandled rejection while app.js loads.
opening.catch(() => {});
const { buildApp } = await import('./app.js');
const database = await opening.catch((err: unknown) => {
  // Another process has the embedded database open (issue 11 item 1): a second server would fork the books.
  if (!(err instanceof DataDirBusyError)) throw err;
  console.error(`refused to start: ${err.message}. Stop it first, or set DATABASE_URL (PostgreSQL) to run several servers.`);
  process.exit(BUSY_EXIT_CODE);
});
await database.migrate();
const seeded = await seed(database.db);
// Log lines to stdout that never block nor outlive the process (a reader that has gone: issue 23 item 11).
const logs = logOutput();
const app = await buildApp({ config, database, logStream: logs.stream });
if (seeded.length) app.log.info({ seeded }, 'seed data applied');
const adminPassword = await ensureAdminOperator(database.db, config.ADMIN_PASSWORD);
// Printed once, on the start that created the operator, and never logged (api-contract.md Operator API).
if (adminPassword) console.log(`\nOperator "admin" created. Password (shown only now): ${adminPassword}\n`);

const stopScheduler = startScheduler(database.db, JOBS, app.log, app.deps.now);
// The sandbox provider credits deposits without real money: say so where an operator will see it.
if (config.PAYMENT_SANDBOX === 'on') app.log.warn('sandbox payment provider is on (PAYMENT_SANDBOX=off for production)');

/**
 * Stopping (SIGTERM / SIGINT) finishes within SHUTDOWN_MS whatever hangs (issue 23 item 11): requests in flight get
 * DRAIN_MS to finish, then their connections are cut; the database gets DATABASE_CLOSE_MS to close; pending log lines
 * LOG_DRAIN_MS. A step that overruns makes the exit code 1; the deadline timer exits in any case (nothing on the main
 * thread blocks: logs are asynchronous, log-output.ts). A second signal exits at once.
 */
const SHUTDOWN_MS = 10_000;
const DRAIN_MS = 5_000;
const DATABASE_CLOSE_MS = 3_000;
const LOG_DRAIN_MS = 1_000;

/** Whether `work` settled within `ms` (a rejection counts as settled: the step is over, badly). */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const done = work.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) process.exit(1);
  closing = true;
  setTimeout(() => process.exit(1), SHUTDOWN_MS);
  app.log.info({ signal }, 'shutting down');
  stopScheduler();
  const closingApp = app.close();
  let clean = await within(closingApp, DRAIN_MS);
  if (!clean) {
    app.log.warn({ ms: DRAIN_MS }, 'requests still open: closing their connections');
    app.server.closeAllConnections();
    await within(closingApp, 1_000);
  }
  if (!(await within(database.close(), DATABASE_CLOSE_MS))) clean = false;
  await logs.drain(LOG_DRAIN_MS);
  process.exit(clean ? 0 : 1);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const { port } = app.server.address() as AddressInfo;
const localHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
// A shell command refused by the lock names this address, where the operator API is.
database.lock?.announce(`http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${port}`);
app.log.info(
  { database: database.kind, dataDir: database.kind === 'pglite' ? config.DATA_DIR : undefined, ms: Math.round(performance.now() - started) },
  'ready',
);
// One plain line for a person (issue 24: the log is JSON only): where the apps are and where development codes go.
console.log(readyLine({ baseUrl: `http://${displayHost(config.HOST)}:${port}`, outbox: path.join(config.DATA_DIR, 'outbox.jsonl'), sms: config.SMS_PROVIDER, email: config.EMAIL_PROVIDER }));
