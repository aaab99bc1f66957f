// Operator console read paths on PostgreSQL (issue 14 "Must show"): 100k players and 1M settled bets over the
// last 30 days (written in time order, as a live table grows) (plus 200k credited deposits and 50k paid withdrawals) seeded set-wise in SQL, the real server
// started on that database, then p95 latency of dashboard/summary (today, 30 days) and player/search (username
// prefix, phone, order number) over a few hundred sequential requests each. Target: p95 < 200 ms each.
// Usage: npm run bench:admin   (TEST_DATABASE_URL, BENCH_DATABASE_URL or DATABASE_URL: a PostgreSQL server;
// a fresh scratch database is created on it and dropped afterwards). Options: --requests 300 --players 100000 --bets 1000000
import pg from 'pg';
import { freePort, startProcess, waitForPort } from './lib.mjs';
import { call, root, scratchDatabase } from './money-lib.mjs';
import path from 'node:path';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : Number(process.argv[i + 1]);
};
const REQUESTS = arg('requests', 300);
const PLAYERS = arg('players', 100_000);
const BETS = arg('bets', 1_000_000);
const DEPOSITS = Math.round(PLAYERS * 2);
const WITHDRAWALS = Math.round(PLAYERS / 2);
const TARGET_MS = 200;
const ADMIN_PASSWORD = 'bench-admin-password';
const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function startServer(databaseUrl) {
  const port = await freePort();
  const child = startProcess(['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD,
    OPERATOR_2FA: 'optional',
    RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  await waitForPort(port, 120_000);
  return { child, base: `http://127.0.0.1:${port}` };
}
async function stop(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const secs = (t0) => ((performance.now() - t0) / 1000).toFixed(1);

/** The whole data set, set-wise (generate_series), indexes in place as in production. */
async function seedData(db) {
  const steps = [
    [
      `${PLAYERS} players (+ central wallets)`,
      `INSERT INTO users (username, password_hash, phone, real_name, invite_code, created_at)
       SELECT 'p' || lpad(g::text, 6, '0'), 'x', '139' || lpad(g::text, 8, '0'), 'N' || g, 'B' || lpad(g::text, 7, '0'),
              now() - ((${PLAYERS} - g) * 5184000::bigint / ${PLAYERS}) * interval '1 second'
       FROM generate_series(1, ${PLAYERS}) g`,
    ],
    [null, `INSERT INTO ledger_accounts (user_id, kind) SELECT id, 'central' FROM users`],
    [
      `${BETS} settled bets over 30 days`,
      `INSERT INTO bets (plat_type, game_type, game_code, user_id, source_ref, stake, valid_bet, payout, win_loss, status, placed_at, settled_at)
       SELECT p.plat, p.gt, p.code, u.lo + (g::bigint * 7919) % ${PLAYERS}, 'bench' || g, s.stake, s.stake, s.payout, s.payout - s.stake, 'settled', s.at, s.at
       FROM generate_series(1, ${BETS}) g
       CROSS JOIN (SELECT min(id) AS lo FROM users) u
       CROSS JOIN LATERAL (SELECT (100 + (g % 97) * 100)::bigint AS stake,
                                  CASE WHEN g % 2 = 0 THEN (200 + (g % 97) * 190)::bigint ELSE 0::bigint END AS payout,
                                  now() - ((${BETS} - g) * 2592000::bigint / ${BETS}) * interval '1 second' AS at) s
       CROSS JOIN LATERAL (SELECT (ARRAY['house_live', 'house_chess', 'house_slots', 'house_lottery'])[1 + g % 4] AS plat,
                                  (ARRAY['live', 'chess', 'slots', 'lottery'])[1 + g % 4] AS gt,
                                  (ARRAY['roulette', 'dragonTiger', 'slot', 'happy8'])[1 + g % 4] AS code) p`,
    ],
    [
      `${DEPOSITS} credited deposits`,
      `INSERT INTO deposit_orders (order_no, user_id, method_id, method_type, amount, currency, credit_amount, status, expires_at, created_at, completed_at)
       SELECT 'BD' || lpad(g::text, 8, '0'), u.lo + (g::bigint * 31) % ${PLAYERS}, m.id, m.type, 10000 + g % 100 * 100, 'CNY', 10000 + g % 100 * 100, 'completed',
              s.at + interval '30 minutes', s.at, s.at + interval '5 minutes'
       FROM generate_series(1, ${DEPOSITS}) g
       CROSS JOIN (SELECT min(id) AS lo FROM users) u
       CROSS JOIN (SELECT id, type FROM payment_methods ORDER BY id LIMIT 1) m
       CROSS JOIN LATERAL (SELECT now() - ((${DEPOSITS} - g) * 2592000::bigint / ${DEPOSITS}) * interval '1 second' - interval '5 minutes' AS at) s`,
    ],
    [
      `${WITHDRAWALS} paid withdrawals`,
      `INSERT INTO ledger_journals (type, reference, idempotency_key, actor)
       SELECT 'withdraw', 'BW' || lpad(g::text, 8, '0'), 'bench:BW' || g, 'bench' FROM generate_series(1, ${WITHDRAWALS}) g`,
    ],
    [
      null,
      `INSERT INTO withdrawals (order_no, user_id, method, account_id, account, amount, type, status, day, request_journal_id, reviewed_by, reviewed_at, created_at)
       SELECT j.reference, u.lo + (j.id * 13) % ${PLAYERS}, 'bankCard', 0, '{}'::jsonb, 10000, 'instant', 'paid', '', j.id, 'bench', s.at + interval '10 minutes', s.at
       FROM ledger_journals j
       CROSS JOIN (SELECT min(id) AS lo FROM users) u
       CROSS JOIN LATERAL (SELECT now() - ((${WITHDRAWALS} - j.id % ${WITHDRAWALS}) * 2592000::bigint / ${WITHDRAWALS}) * interval '1 second' - interval '10 minutes' AS at) s
       WHERE j.actor = 'bench'`,
    ],
    ['ANALYZE', 'ANALYZE'],
  ];
  const t0 = performance.now();
  // Bulk load: the bets table's secondary indexes are dropped and rebuilt around the insert (the same definitions).
  const { rows: betIndexes } = await db.query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'bets' AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'bets'::regclass)`,
  );
  for (const i of betIndexes) await db.query(`DROP INDEX ${i.indexname}`);
  steps.splice(steps.length - 1, 0, ...betIndexes.map((i, k) => [k === 0 ? `bets indexes rebuilt (${betIndexes.length})` : null, i.indexdef]));
  for (const [label, statement] of steps) {
    const t = performance.now();
    await db.query(statement);
    if (label) console.log(`  seeded ${label} in ${secs(t)} s`);
  }
  return Number(secs(t0));
}

function p95(samples) {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
}

async function measure(base, token, url, bodyOf) {
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const body = bodyOf(i);
    const t = performance.now();
    const res = await call(base, url, body, { token });
    times.push(performance.now() - t);
    if (res.code !== 0) throw new Error(`${url} ${JSON.stringify(body)}: ${JSON.stringify(res)}`);
    if (i === 0) measure.last = res.data;
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  return { p50: median, p95: p95(times) };
}

const platformDay = (d) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(d);

const scratch = await scratchDatabase(baseUrl, 'admin_bench');
let server;
try {
  console.log(`database ${scratch.name}: migrating (first server start)…`);
  server = await startServer(scratch.url);
  await stop(server.child);
  server = null;

  const db = new pg.Client({ connectionString: scratch.url });
  db.on('error', (err) => console.error(`seeding connection: ${err.message}`));
  await db.connect();
  const seedSeconds = await seedData(db);
  console.log(`seeding took ${seedSeconds} s`);

  // The real server on the seeded database; its stats-daily job rolls up the closed days at start.
  let t = performance.now();
  server = await startServer(scratch.url);
  const today = platformDay(new Date());
  const from30 = platformDay(new Date(Date.now() - 29 * 86_400_000));
  for (;;) {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM stats_daily WHERE day >= $1::date AND day < $2::date`, [from30, today]);
    if (rows[0].n >= 29) break;
    if (performance.now() - t > 300_000) throw new Error('the stats-daily rollup did not finish within 5 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`server up and closed days rolled up in ${secs(t)} s`);
  await db.end();

  const login = await call(server.base, '/admin/api/login', { username: 'admin', password: ADMIN_PASSWORD });
  if (login.code !== 0) throw new Error(`operator login: ${JSON.stringify(login)}`);
  const token = login.data.token;

  const rnd = (i, n) => 1 + ((i * 2654435761) % n);
  const cases = [
    ['dashboard/summary today', '/admin/api/dashboard/summary', () => ({ from: today, to: today })],
    ['dashboard/summary 30 days', '/admin/api/dashboard/summary', () => ({ from: from30, to: today })],
    ['dashboard/daily 30 days', '/admin/api/dashboard/daily', () => ({ from: from30, to: today })],
    ['dashboard/byGameType 30 days', '/admin/api/dashboard/byGameType', () => ({ from: from30, to: today })],
    ['player/search username prefix', '/admin/api/player/search', (i) => ({ keyword: `p${String(rnd(i, PLAYERS)).padStart(6, '0').slice(0, 4)}`, page: 1, size: 20 })],
    ['player/search phone', '/admin/api/player/search', (i) => ({ keyword: `139${String(rnd(i, PLAYERS)).padStart(8, '0')}`, page: 1, size: 20 })],
    ['player/search order number', '/admin/api/player/search', (i) => ({ keyword: `BD${String(rnd(i, DEPOSITS)).padStart(8, '0')}`, page: 1, size: 20 })],
  ];
  const results = [];
  for (const [name, url, body] of cases) {
    // A few warm-up calls (connection pool, prepared plans), then the measured ones.
    for (let i = 0; i < 5; i++) await call(server.base, url, body(i + 7), { token });
    t = performance.now();
    const r = await measure(server.base, token, url, body);
    results.push({ name, ...r });
    console.log(`${name.padEnd(32)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   (${REQUESTS} requests, ${secs(t)} s)`);
  }
  const summary30 = await call(server.base, '/admin/api/dashboard/summary', { from: from30, to: today }, { token });
  console.log('30-day summary:', JSON.stringify(summary30.data));
  const failing = results.filter((r) => r.p95 >= TARGET_MS);
  console.log(failing.length ? `OVER TARGET (p95 ≥ ${TARGET_MS} ms): ${failing.map((r) => r.name).join(', ')}` : `all p95 < ${TARGET_MS} ms`);
  process.exitCode = failing.length ? 1 : 0;
} finally {
  if (server) await stop(server.child);
  // BENCH_KEEP=1 keeps the database for EXPLAIN ANALYZE by hand.
  if (process.env.BENCH_KEEP === '1') console.log(`kept database ${scratch.url}`);
  else await scratch.drop();
}
