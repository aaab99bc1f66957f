// Read throughput (DEVELOPERS.md budgets): a public read (getWebsiteBasicInfo) and an authenticated
// read (getUserInfo with a player's token) through the real app, versus a bare Fastify route,
// measured in the same run on the same machine. Prints requests/s, p99 and the ratios.
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
  CAPTCHA: 'off',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
try {
  await Promise.all([waitForPort(barePort), waitForPort(appPort)]);
  const api = `http://127.0.0.1:${appPort}`;
  const reg = await fetch(`${api}/web/guest/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench01', password: 'bench1234', confirmPassword: 'bench1234', agree: true }),
  }).then((r) => r.json());
  if (reg.code !== 0) throw new Error(`register failed: ${JSON.stringify(reg)}`);
  const opts = { duration, connections, headers: { lang: 'en' } };
  const targets = [
    ['bare Fastify route', `http://127.0.0.1:${barePort}/bare`, opts],
    ['getWebsiteBasicInfo', `${api}/web/guest/index/getWebsiteBasicInfo`, opts],
    ['getUserInfo (token)', `${api}/web/user/getUserInfo`, { ...opts, headers: { ...opts.headers, token: reg.data.token } }],
  ];
  // Warm everything up (JIT, caches, connections) before measuring.
  for (const [, url, o] of targets) await load(url, { ...o, duration: 2 });
  const results = [];
  for (const [label, url, o] of targets) results.push([label, await load(url, o)]);
  const bareRps = results[0][1].rps;
  for (const [label, r] of results) {
    const ratio = r.rps / bareRps;
    const verdict = label.startsWith('bare') ? '' : `ratio ${ratio.toFixed(2)} (target >= 0.50) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`;
    console.log(`${label.padEnd(22)}: ${r.rps.toFixed(0).padStart(6)} req/s, p99 ${r.p99} ms, errors ${r.errors}  ${verdict}`);
  }
  console.log(`(${connections} connections, ${duration} s each, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, log level ${process.env.LOG_LEVEL ?? 'warn'})`);
} finally {
  bare.kill();
  app.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
