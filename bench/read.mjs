// Public read throughput (DEVELOPERS.md budgets): getWebsiteBasicInfo through the real app versus a
// bare Fastify route, measured in the same run on the same machine. Prints requests/s, p99 and ratio.
// Usage: npm run bench [-- --duration 10 --connections 32]; DATABASE_URL selects PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, load, startProcess, waitForPort } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : Number(process.argv[i + 1]);
};
const duration = arg('duration', 10);
const connections = arg('connections', 32);

const barePort = await freePort();
const appPort = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-read-'));
const bare = startProcess([path.join(root, 'bench/bare-server.mjs')], { PORT: String(barePort) });
const app = startProcess(['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  PORT: String(appPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // The limiter stays on (its cost is part of the figure) with a ceiling the load cannot reach.
  RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
try {
  await Promise.all([waitForPort(barePort), waitForPort(appPort)]);
  const opts = { duration, connections, headers: { lang: 'en' } };
  // Warm both up (JIT, caches, connections) before measuring.
  await load(`http://127.0.0.1:${barePort}/bare`, { ...opts, duration: 2 });
  await load(`http://127.0.0.1:${appPort}/web/guest/index/getWebsiteBasicInfo`, { ...opts, duration: 2 });
  const b = await load(`http://127.0.0.1:${barePort}/bare`, opts);
  const a = await load(`http://127.0.0.1:${appPort}/web/guest/index/getWebsiteBasicInfo`, opts);
  const ratio = a.rps / b.rps;
  console.log(`bare Fastify route      : ${b.rps.toFixed(0)} req/s, p99 ${b.p99} ms, errors ${b.errors}`);
  console.log(`getWebsiteBasicInfo     : ${a.rps.toFixed(0)} req/s, p99 ${a.p99} ms, errors ${a.errors}`);
  console.log(`ratio app/bare          : ${ratio.toFixed(2)} (target >= 0.50) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`);
  console.log(`(${connections} connections, ${duration} s each, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, log level ${process.env.LOG_LEVEL ?? 'warn'})`);
} finally {
  bare.kill();
  app.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
