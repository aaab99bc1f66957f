// The daily reward jobs on PostgreSQL (issue 15 "Must show"): 100k players and 1M bets settled on one platform day,
// seeded set-wise in SQL (with player_daily_bets filled as the settleBet consumer `vip` would), then the real jobs
// timed for that day through runJob, as the scheduler runs them: `vip-review` and, when the registry has it,
// `rebate-daily`. Every job is set-wise SQL (no per-player loop in JavaScript). Target: the whole day under 60 s.
// Usage: npm run bench:rewards   (TEST_DATABASE_URL, BENCH_DATABASE_URL or DATABASE_URL: a PostgreSQL server; a scratch
// database bench_rewards_… is created on it and dropped afterwards; BENCH_KEEP=1 keeps it). Options: --players --bets
import pg from 'pg';
import { scratchDatabase } from './money-lib.mjs';
import { fromPostgres } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/db/seed/seed.ts';
import { runJob } from '../apps/server/src/platform/index.ts';
import { findJob } from '../apps/server/src/jobs/registry.ts';
import { addDays, atHour, dayStart, platformDay } from '../apps/server/src/lib/platform-time.ts';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : Number(process.argv[i + 1]);
};
const PLAYERS = arg('players', 100_000);
const BETS = arg('bets', 1_000_000);
const TARGET_SECONDS = 60;
const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const secs = (t0) => (performance.now() - t0) / 1000;

// The day reviewed: the day before yesterday (platform time), so every job's `at` is in the past as `jobs:run` requires.
const DAY = addDays(platformDay(new Date()), -2);
const dayStartIso = dayStart(DAY).toISOString();

/** Players registered 100 days before; 1M bets over the day, each player's in four game types; every tenth player bets enough for VIP2. */
const steps = [
  [
    `${PLAYERS} players`,
    `INSERT INTO users (username, password_hash, phone, real_name, invite_code, created_at)
     SELECT 'r' || lpad(g::text, 6, '0'), 'x', '138' || lpad(g::text, 8, '0'), 'N' || g, 'R' || lpad(g::text, 7, '0'),
            '${dayStartIso}'::timestamptz - interval '100 days'
     FROM generate_series(1, ${PLAYERS}) g`,
  ],
  [
    `${BETS} bets settled on ${DAY}`,
    `INSERT INTO bets (plat_type, game_type, game_code, user_id, source_ref, stake, valid_bet, payout, win_loss, status, placed_at, settled_at)
     SELECT p.plat, p.gt, p.code, u.lo + (g::bigint * 7919) % ${PLAYERS}, 'rb' || g, s.stake, s.stake, 0, -s.stake, 'settled', s.at, s.at
     FROM generate_series(1, ${BETS}) g
     CROSS JOIN (SELECT min(id) AS lo FROM users) u
     CROSS JOIN LATERAL (SELECT ((100 + (g % 97) * 100) * CASE WHEN ((g::bigint * 7919) % ${PLAYERS}) % 10 = 0 THEN 200 ELSE 1 END)::bigint AS stake,
                                '${dayStartIso}'::timestamptz + ((g - 1) * 86399::bigint / ${BETS}) * interval '1 second' AS at) s
     CROSS JOIN LATERAL (SELECT 1 + (g / ${PLAYERS}) % 4 AS k) t
     CROSS JOIN LATERAL (SELECT (ARRAY['house_live', 'house_chess', 'house_slots', 'house_lottery'])[t.k] AS plat,
                                (ARRAY['live', 'chess', 'slots', 'lottery'])[t.k] AS gt,
                                (ARRAY['roulette', 'dragonTiger', 'slot', 'happy8'])[t.k] AS code) p`,
  ],
  [
    'player_daily_bets (what the consumer writes)',
    `INSERT INTO player_daily_bets (day, user_id, game_type, valid_bet, bet_count)
     SELECT (settled_at AT TIME ZONE 'Asia/Shanghai')::date, user_id, game_type, sum(valid_bet), count(*)
     FROM bets WHERE status = 'settled' GROUP BY 1, 2, 3`,
  ],
  ['ANALYZE', 'ANALYZE'],
];

const scratch = await scratchDatabase(baseUrl, 'bench_rewards');
const database = fromPostgres(scratch.url, 4);
try {
  let t = performance.now();
  await database.migrate();
  await seed(database.db);
  console.log(`database ${scratch.name}: migrated and seeded in ${secs(t).toFixed(1)} s`);

  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  // Bulk load: the bets table's secondary indexes are dropped and rebuilt around the insert (the same definitions).
  const { rows: betIndexes } = await client.query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'bets' AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'bets'::regclass)`,
  );
  for (const i of betIndexes) await client.query(`DROP INDEX ${i.indexname}`);
  steps.splice(2, 0, ...betIndexes.map((i, k) => [k === 0 ? `bets indexes rebuilt (${betIndexes.length})` : null, i.indexdef]));
  for (const [label, statement] of steps) {
    t = performance.now();
    await client.query(statement);
    if (label) console.log(`  seeded ${label} in ${secs(t).toFixed(1)} s`);
  }
  const { rows } = await client.query(`SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS players FROM player_daily_bets WHERE day = $1::date`, [DAY]);
  console.log(`  ${rows[0].n} player_daily_bets rows, ${rows[0].players} players with bets on ${DAY}`);

  // The review of the day before: the first review ever makes every player's standing (a steady day finds them made).
  const vip = findJob('vip-review');
  t = performance.now();
  const [prior] = await runJob(database.db, vip, atHour(DAY, 0, 10));
  console.log(`vip-review ${prior.period} (first review: standings for every player): ${secs(t).toFixed(2)} s ${JSON.stringify(prior.result)}`);

  const timed = [];
  for (const [name, minute] of [
    ['vip-review', 10],
    ['rebate-daily', 30],
  ]) {
    const job = findJob(name);
    if (!job) {
      console.log(`${name}: not in the job registry on this branch, skipped`);
      continue;
    }
    t = performance.now();
    const outcomes = await runJob(database.db, job, atHour(addDays(DAY, 1), 0, minute));
    const seconds = secs(t);
    timed.push(seconds);
    const mine = outcomes.find((o) => o.period === DAY) ?? outcomes.at(-1);
    console.log(
      `${name.padEnd(13)} ${DAY}: ${seconds.toFixed(2)} s, ${Math.round(PLAYERS / seconds).toLocaleString('en')} players/s, ${Math.round(BETS / seconds).toLocaleString('en')} bets/s  ${JSON.stringify(mine?.result ?? mine?.note)}`,
    );
  }
  const total = timed.reduce((a, b) => a + b, 0);
  console.log(`whole day: ${total.toFixed(2)} s for ${PLAYERS} players and ${BETS} bets (target < ${TARGET_SECONDS} s): ${total < TARGET_SECONDS ? 'OK' : 'OVER TARGET'}`);
  process.exitCode = total < TARGET_SECONDS ? 0 : 1;
  await client.end();
} finally {
  await database.close();
  if (process.env.BENCH_KEEP === '1') console.log(`kept database ${scratch.url}`);
  else await scratch.drop();
}
