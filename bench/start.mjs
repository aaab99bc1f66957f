// Start-up budget (DEVELOPERS.md): first start (migrate + seed + serve) < 15 s, restart < 3 s.
// Runs `node scripts/start.mjs` twice on a new embedded database and times until the API answers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));

async function timeStart(label, budgetMs) {
  const port = await freePort();
  const began = performance.now();
  const child = startProcess([path.join(root, 'scripts/start.mjs')], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/web/guest/index/getWebsiteBasicInfo`, { method: 'POST' });
      if (res.ok) break;
    } catch {
      // not yet listening
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - began;
  console.log(`${label.padEnd(12)}: ${(ms / 1000).toFixed(2)} s (budget ${budgetMs / 1000} s) ${ms < budgetMs ? 'OK' : 'OVER BUDGET'}`);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

try {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) console.log('note: web app not built yet; the first start includes the build');
  await timeStart('first start', 15_000);
  await timeStart('restart', 3_000);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
