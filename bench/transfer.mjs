// Money throughput: convertMoney calls per second over HTTP — each call one request/response round
// trip and one transfer, alternating central → house_live and back, each with its own
// Idempotency-Key as the web app sends — with 32 concurrent players (one connection each) against
// PostgreSQL, and pgbench -N (one transaction per round trip) on the same server in the same run
// as the baseline. Prints both, the ratio, and where the CPU went per transfer (Linux /proc).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/transfer.mjs [--duration 10] [--players 32]
import { execSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { createPlayers, ledgerCheck, requireBaseUrl, scratchDatabase, startServer } from './money-lib.mjs';

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

/** CPU ticks (1/100 s) of a process, or of every process of the postgres user; null off Linux. */
function cpuTicks(pid) {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return null;
  }
}
function postgresTicks() {
  try {
    return execSync('pgrep -u postgres', { encoding: 'utf8' }).trim().split('\n').reduce((s, pid) => s + (cpuTicks(pid) ?? 0), 0);
  } catch {
    return null;
  }
}

/** One autocannon connection per player, so no two requests of a player are in flight at once. */
async function transfers(base, list, seconds) {
  let done = 0;
  let errors = 0;
  const codes = {};
  const bodies = [
    { from: 'central', to: 'house_live', amount: 1 },
    { from: 'house_live', to: 'central', amount: 1 },
  ];
  await Promise.all(
    list.map((p) =>
      autocannon({
        url: base,
        connections: 1,
        duration: seconds,
        requests: bodies.map((b) => ({
          method: 'POST',
          path: '/web/apiCode/convertMoney',
          setupRequest: (req) => ({
            ...req,
            headers: { 'content-type': 'application/json', token: p.token, 'idempotency-key': randomUUID() },
            body: JSON.stringify(b),
          }),
          onResponse: (status, body) => {
            const code = status === 200 ? JSON.parse(body).code : `HTTP ${status}`;
            if (code === 0) done += 1;
            else {
              errors += 1;
              codes[code] = (codes[code] ?? 0) + 1;
            }
          },
        })),
      }),
    ),
  );
  return { perSecond: done / seconds, done, errors, codes };
}

const app = await scratchDatabase(baseUrl, 'bench_transfer');
const baseline = await scratchDatabase(baseUrl, 'bench_pgbench');
let server;
try {
  server = await startServer(app.url);
  const list = await createPlayers(app.url, server.base, players, '1000');
  await transfers(server.base, list, 2); // warm-up
  const before = { server: cpuTicks(server.child.pid), pg: postgresTicks(), client: process.cpuUsage() };
  const r = await transfers(server.base, list, duration);
  const after = { server: cpuTicks(server.child.pid), pg: postgresTicks(), client: process.cpuUsage(before.client) };
  const tps = pgbench(baseline.url);
  const check = await ledgerCheck(app.url);
  const perTransfer = (ticks) => (ticks === null || !r.done ? 'n/a' : `${((ticks * 10_000) / r.done).toFixed(0)} µs`);
  console.log(`convertMoney over HTTP    : ${r.perSecond.toFixed(0)} /s (${r.done} transfers, errors ${r.errors}${r.errors ? ` ${JSON.stringify(r.codes)}` : ''})`);
  console.log(`pgbench -N                : ${tps.toFixed(0)} tps`);
  console.log(`ratio convertMoney/pgbench: ${(r.perSecond / tps).toFixed(3)}`);
  console.log(
    `CPU per transfer          : server ${perTransfer(before.server === null ? null : after.server - before.server)}, ` +
      `postgres ${perTransfer(before.pg === null ? null : after.pg - before.pg)}, ` +
      `load client ${((after.client.user + after.client.system) / Math.max(r.done, 1)).toFixed(0)} µs`,
  );
  console.log(`ledger check              : ${check.code === 0 ? 'all invariants hold' : `FAILED\n${check.out}`}`);
  console.log(`(${players} players/connections, ${duration} s each, same PostgreSQL server, ${(await import('node:os')).cpus().length} CPUs)`);
} finally {
  server?.child.kill();
  await new Promise((r) => setTimeout(r, 500));
  await app.drop();
  await baseline.drop();
}
