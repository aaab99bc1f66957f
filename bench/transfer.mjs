// Money throughput: convertMoney round trips (central → house_live → central) per second over
// HTTP with 32 concurrent players against PostgreSQL, and pgbench -N on the same server in the
// same run as the baseline. Prints both and the ratio.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/transfer.mjs [--duration 10] [--players 32]
import { spawnSync } from 'node:child_process';
import { call, createPlayers, ledgerCheck, requireBaseUrl, scratchDatabase, startServer } from './money-lib.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : Number(process.argv[i + 1]);
};
const duration = arg('duration', 10);
const players = arg('players', 32);
const baseUrl = requireBaseUrl();

function pgbench(url) {
  const u = new URL(url);
  const common = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const db = u.pathname.slice(1);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) };
  const init = spawnSync('pgbench', [...common, '-i', '-q', '-s', '1', db], { env, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync('pgbench', [...common, '-N', '-c', String(players), '-j', '4', '-T', String(duration), db], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
  return Number(m[1]);
}

async function roundTrips(base, list, seconds) {
  const until = Date.now() + seconds * 1000;
  let trips = 0;
  let errors = 0;
  await Promise.all(
    list.map(async (p) => {
      const h = { token: p.token };
      while (Date.now() < until) {
        const a = await call(base, '/web/apiCode/convertMoney', { from: 'central', to: 'house_live', amount: 1 }, h);
        const b = await call(base, '/web/apiCode/convertMoney', { from: 'house_live', to: 'central', amount: 1 }, h);
        if (a.code === 0 && b.code === 0) trips += 1;
        else errors += 1;
      }
    }),
  );
  return { perSecond: trips / seconds, trips, errors };
}

const app = await scratchDatabase(baseUrl, 'bench_transfer');
const baseline = await scratchDatabase(baseUrl, 'bench_pgbench');
let server;
try {
  server = await startServer(app.url);
  const list = await createPlayers(app.url, server.base, players, '1000');
  await roundTrips(server.base, list, 2); // warm-up
  const r = await roundTrips(server.base, list, duration);
  const tps = pgbench(baseline.url);
  const check = await ledgerCheck(app.url);
  console.log(`convertMoney round trips : ${r.perSecond.toFixed(0)} /s (${(r.perSecond * 2).toFixed(0)} transfers/s), errors ${r.errors}`);
  console.log(`pgbench -N               : ${tps.toFixed(0)} tps`);
  console.log(`ratio round trips/pgbench: ${(r.perSecond / tps).toFixed(3)} (transfers/pgbench ${((r.perSecond * 2) / tps).toFixed(3)})`);
  console.log(`ledger check             : ${check.code === 0 ? 'all invariants hold' : `FAILED\n${check.out}`}`);
  console.log(`(${players} players/connections, ${duration} s each, same PostgreSQL server)`);
} finally {
  server?.child.kill();
  await new Promise((r) => setTimeout(r, 500));
  await app.drop();
  await baseline.drop();
}
