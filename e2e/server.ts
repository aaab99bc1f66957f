import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Starting the app as `npm start` does (scripts/start.mjs) for end-to-end tests: the shared server of global-setup.ts
 * and the few files that need a server of their own (a PostgreSQL database the operator shell can open beside it).
 */

export const ROOT = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/web/guest/index/getWebsiteBasicInfo`, { method: 'POST' });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready within ${timeoutMs} ms`);
}

/**
 * Settings the e2e server runs with (sys_config keys of apps/server/src/modules/settings/keys.ts), set the operator's
 * way (POST /admin/api/settings/set, audited) once the server is up: waits that server tests already prove at their
 * production values (apps/server/src/modules/codes, modules/security) are cut to seconds here, and the flows wait what
 * the server answers (`data.countdown`, `data.retryAfterSeconds`), never a fixed time. docs/decisions.md "Test-time settings".
 */
export const E2E_SETTINGS: Record<string, string> = {
  /** SMS / e-mail resend countdown (production 60 s, then 30 s). */
  code_first_countdown_seconds: '3',
  code_resend_countdown_seconds: '3',
  /** The wait after the free failed logins of one IP on an account (production 30 s, doubling). */
  auth_delay_base_seconds: '2',
};

export async function applySettings(url: string, adminPassword: string, settings: Record<string, string> = E2E_SETTINGS) {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
    const envelope = (await res.json()) as { code: number; msg: string; data: { token?: string } | null };
    if (envelope.code !== 0) throw new Error(`[e2e] ${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
  const token = (await post('/admin/api/login', { username: 'admin', password: adminPassword }))?.token;
  if (!token) throw new Error('[e2e] operator login gave no token');
  for (const [key, value] of Object.entries(settings)) await post('/admin/api/settings/set', { key, value }, token);
  await post('/admin/api/logout', {}, token);
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * The test settings every e2e server runs with: no captcha, the operator `admin` with a known password and an optional
 * second factor, and a per-IP limit one browser loading every chunk of every page never reaches.
 */
export function e2eServerEnv(adminPassword: string): Record<string, string> {
  return {
    CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: adminPassword,
    // The flows log `admin` in with its password (e2e/players.ts); an operator that enrols a TOTP needs it from then on.
    OPERATOR_2FA: 'optional',
    // Every test browser is one IP (127.0.0.1) loading every chunk of every page: the per-IP limit of 600 a minute
    // (server tests cover it) would refuse the later tests' page loads.
    RATE_LIMIT_MAX: '100000',
    // Likewise the code-sending limit of 20 a client IP per 10 minutes (captcha.test.ts covers it): every player of
    // every e2e file binds its phone from 127.0.0.1, so the 21st code of a run was refused and the flows after it
    // failed (CI of stop 30: withdraw and player-flows, "operation too frequent").
    CODE_RATE_LIMIT_MAX: '100000',
    // And the operator login limit of 10 a client IP per minute (operator-security.test.ts covers it): the files of a
    // worker follow each other on its server, each signing `admin` in, and a flood test's sign-in came 11th.
    OPERATOR_LOGIN_RATE_LIMIT_MAX: '100000',
  };
}

/**
 * Starts scripts/start.mjs on a free port with a new data directory; `env` adds to (and overrides) the process's.
 * With ADMIN_PASSWORD in `env`, the test settings (E2E_SETTINGS) are applied once it is up.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, server, 60_000);
  if (env.ADMIN_PASSWORD) await applySettings(url, env.ADMIN_PASSWORD);
  return {
    url,
    dataDir,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
    },
  };
}
