// Home page budget (DEVELOPERS.md): Lighthouse mobile performance >= 90. Starts the server as
// `npm start` does on a fresh embedded database and runs Lighthouse 12 (fetched by npx from the
// npm registry on first use; not a project dependency) against Debian's Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, waitForPort } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
const port = await freePort();
const server = startProcess([path.join(root, 'scripts/start.mjs')], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' });
const report = path.join(dataDir, 'lighthouse.json');
try {
  await waitForPort(port, 120_000);
  const flags = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  const run = spawnSync(
    'npx',
    ['-y', 'lighthouse@12.8.2', `http://127.0.0.1:${port}/`, '--only-categories=performance', '--output=json', `--output-path=${report}`, `--chrome-flags=${flags}`, '--quiet'],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
  );
  if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status}`);
  const lh = JSON.parse(fs.readFileSync(report, 'utf8'));
  const score = Math.round(lh.categories.performance.score * 100);
  const audit = (id) => lh.audits[id]?.displayValue ?? '-';
  console.log(`Lighthouse mobile performance: ${score} (budget >= 90) ${score >= 90 ? 'OK' : 'BELOW BUDGET'}`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    console.log(`  ${id.padEnd(26)} ${audit(id)}`);
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
