// `npm start` (design.md §7): builds the web app and the operator console when missing, then runs the server, which
// migrates and seeds its database before it listens.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!fs.existsSync(webIndex) && !process.env.WEB_DIST) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The operator console (apps/admin, issue 14) at /admin/, built the same way on first start.
const adminIndex = path.join(root, 'apps/admin/dist/index.html');
if (!fs.existsSync(adminIndex) && !process.env.ADMIN_DIST) {
  console.log('Building the operator console (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/admin'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
