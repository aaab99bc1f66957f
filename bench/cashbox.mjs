// The cashbox's daily interest on PostgreSQL (issue 16): 100k players holding money in the cashbox (and 20k of them
// switching during the day), seeded set-wise in SQL, then the real job `cashbox-interest` timed through runJob for two
// consecutive days, as the scheduler runs it. The accrual is a few set-wise statements (no per-player loop in
// JavaScript): the eligible balances, carries and income rows in one, the payment as ONE journal house:interest →
// central in one, the records in one. Target: a day under 30 s.
// Usage: node --import tsx bench/cashbox.mjs [--players N]   (TEST_DATABASE_URL, BENCH_DATABASE_URL or DATABASE_URL: a
// PostgreSQL server; a scratch database bench_cashbox_… is created and dropped afterwards; BENCH_KEEP=1 keeps it).
// The seeded balances are written straight into ledger_accounts with one balancing seed journal, so the books hold.
import pg from 'pg';
import { scratchDatabase } from './money-lib.mjs';
import { fromPostgres } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/db/seed/seed.ts';
import { runJob } from '../apps/server/src/platform/index.ts';
import { findJob } from '../apps/server/src/jobs/registry.ts';
import { checkLedger } from '../apps/server/src/ledger/invariants.ts';
import { addDays, atHour, dayStart, platformDay } from '../apps/server/src/lib/platform-time.ts';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : Number(process.argv[i + 1]);
};
const PLAYERS = arg('players', 100_000);
const TARGET_SECONDS = 30;
const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const secs = (t0) => (performance.now() - t0) / 1000;

// The first day paid: three days ago (platform time), so every run's `at` is in the past.
const DAY = addDays(platformDay(new Date()), -3);
const before = new Date(dayStart(DAY).getTime() - 2 * 3_600_000).toISOString();
const midDay = new Date(dayStart(DAY).getTime() + 12 * 3_600_000).toISOString();

const steps = [
  [`${PLAYERS} players`, `INSERT INTO users (username, password_hash) SELECT 'c' || lpad(g::text, 7, '0'), 'x' FROM generate_series(1, ${PLAYERS}) g`],
  [
    'cashbox accounts (100.00 … 1 000 000.00) and a seed journal balancing them',
    `WITH a AS (
       INSERT INTO ledger_accounts (user_id, kind, balance) SELECT id, 'cashbox', 10000 + (id * 7919) % 100000000 FROM users RETURNING id, balance
     ), h AS (INSERT INTO ledger_accounts (user_id, kind, balance) VALUES (NULL, 'house:bench', -(SELECT sum(balance) FROM a)) RETURNING id, balance),
     j AS (INSERT INTO ledger_journals (type, reference, idempotency_key, actor) VALUES ('bench', 'bench', 'bench-seed', 'cli') RETURNING id)
     INSERT INTO ledger_postings (journal_id, account_id, amount, balance_after)
     SELECT j.id, a.id, a.balance, a.balance FROM a, j UNION ALL SELECT j.id, h.id, h.balance, h.balance FROM h, j`,
  ],
  ['central accounts', `INSERT INTO ledger_accounts (user_id, kind) SELECT id, 'central' FROM users`],
  [
    'one move in per player before the day, and a dip by a fifth of the players at midday',
    `INSERT INTO cashbox_moves (user_id, order_no, amount, balance_after, at)
     SELECT a.user_id, 'B' || a.user_id, a.balance, a.balance, '${before}'::timestamptz FROM ledger_accounts a WHERE a.kind = 'cashbox'
     UNION ALL
     SELECT a.user_id, 'D' || a.user_id, -(a.balance / 2), a.balance - a.balance / 2, '${midDay}'::timestamptz FROM ledger_accounts a
     WHERE a.kind = 'cashbox' AND a.user_id % 5 = 0`,
  ],
  ['ANALYZE', 'ANALYZE'],
];

const scratch = await scratchDatabase(baseUrl, 'bench_cashbox');
const database = fromPostgres(scratch.url, 4);
try {
  let t = performance.now();
  await database.migrate();
  await seed(database.db);
  console.log(`database ${scratch.name}: migrated and seeded in ${secs(t).toFixed(1)} s`);
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  for (const [label, statement] of steps) {
    t = performance.now();
    await client.query(statement);
    console.log(`  seeded ${label} in ${secs(t).toFixed(1)} s`);
  }
  await client.query(`UPDATE sys_config SET value = '3.65' WHERE key = 'cashbox_annual_rate'`);
  const job = findJob('cashbox-interest');
  const timed = [];
  for (const day of [DAY, addDays(DAY, 1)]) {
    t = performance.now();
    const outcomes = await runJob(database.db, job, atHour(addDays(day, 1), 0, 10));
    const seconds = secs(t);
    timed.push(seconds);
    const mine = outcomes.find((o) => o.period === day);
    console.log(`cashbox-interest ${day}: ${seconds.toFixed(2)} s, ${Math.round(PLAYERS / seconds).toLocaleString('en')} players/s  ${JSON.stringify(mine?.result ?? mine?.note)}`);
  }
  t = performance.now();
  const report = await checkLedger(database.db);
  console.log(`ledger check: ${report.violations.length ? report.violations.slice(0, 3).join('; ') : 'all invariants hold'} (${secs(t).toFixed(1)} s)`);
  const worst = Math.max(...timed);
  console.log(`slowest day: ${worst.toFixed(2)} s for ${PLAYERS} players (target < ${TARGET_SECONDS} s): ${worst < TARGET_SECONDS ? 'OK' : 'OVER TARGET'}`);
  process.exitCode = worst < TARGET_SECONDS && !report.violations.length ? 0 : 1;
  await client.end();
} finally {
  await database.close();
  if (process.env.BENCH_KEEP === '1') console.log(`kept database ${scratch.url}`);
  else await scratch.drop();
}
