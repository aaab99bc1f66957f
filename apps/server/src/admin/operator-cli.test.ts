import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { callFrom } from '../../test/account-helpers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/helpers.js';

/**
 * `npm run admin -- operator:create | operator:unlock | operator:reset-2fa` (issue 14, issue 12 item 6): the real
 * shell on an embedded data directory, then the app on the same directory sees what it did. The shell needs no
 * second factor. Embedded database only (the commands open DATA_DIR/pglite).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function admin(args: string[], extra: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/admin/cli.ts'), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', OPERATOR_PASSWORD: '', ...extra },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The app (OPERATOR_2FA=optional, the test default) on the shell's data directory, closed after `use`. */
async function withApp(use: (t: TestApp) => Promise<void>): Promise<void> {
  const database = await openDatabase({ dataDir, role: 'test' });
  await database.migrate();
  const t = await createTestApp({ DATA_DIR: dataDir }, undefined, undefined, database);
  try {
    await use(t);
  } finally {
    await t.app.close();
    await database.close();
  }
}
let ip = 0;
const login = (t: TestApp, username: string, password: string, otp?: string) =>
  callFrom<{ token: string }>(t, `10.7.0.${ip++}`, '/admin/api/login', { username, password, ...(otp ? { otp } : {}) });

describe.runIf(TEST_DB === 'pglite')('operator shell commands', () => {
  it('operator:create (password from OPERATOR_PASSWORD or generated and printed once), operator:unlock, operator:reset-2fa', async () => {
    const created = await admin(['operator:create', 'shell-op', 'support'], { OPERATOR_PASSWORD: 'shell-secret-1' });
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ username: 'shell-op', role: 'support', status: 'active', totpEnabled: false });
    expect(created.stdout).not.toContain('shell-secret-1');
    const generated = await admin(['operator:create', 'shell-gen', 'finance']);
    expect(generated.code, generated.stderr).toBe(0);
    const { password } = JSON.parse(generated.stdout) as { password: string };
    expect(password.length).toBeGreaterThanOrEqual(16);
    const refused = await admin(['operator:create', 'shell-op', 'god']);
    expect([refused.code, refused.stderr.trim()]).toEqual([1, 'error 1000: Invalid parameters']);

    let secret = '';
    await withApp(async (t) => {
      expect((await login(t, 'shell-gen', password)).body.code).toBe(0);
      const token = (await login(t, 'shell-op', 'shell-secret-1')).body.data.token;
      secret = (await callFrom<{ secret: string }>(t, '10.7.1.1', '/admin/api/totp/setup', {}, { token })).body.data.secret;
      const otp = generateSync({ secret });
      expect((await callFrom(t, '10.7.1.1', '/admin/api/totp/enable', { otp }, { token })).body.code).toBe(0);
      for (let i = 0; i < 6; i++) await login(t, 'shell-op', `wrong-secret-${i}`);
      expect((await login(t, 'shell-op', 'shell-secret-1', generateSync({ secret }))).body.code).toBe(3100);
    });

    const unlocked = await admin(['operator:unlock', 'shell-op']);
    expect(unlocked.code, unlocked.stderr).toBe(0);
    const reset = await admin(['operator:reset-2fa', 'shell-op']);
    expect(reset.code, reset.stderr).toBe(0);
    expect((await admin(['operator:reset-2fa', 'nobody'])).stderr).toContain('error 1005');

    await withApp(async (t) => {
      // Unlocked, and no second factor any more: the password alone logs in (optional mode).
      expect((await login(t, 'shell-op', 'shell-secret-1')).body.code).toBe(0);
      const rows = await t.database.db.execute(sql`select operator_id, operator_name, action, target, ip from operator_audit where operator_name like 'cli:%' order by id`);
      expect((rows as unknown as { rows: Record<string, unknown>[] }).rows).toEqual(
        ['operator.create', 'operator.create', 'operator.unlock', 'operator.resetTotp'].map((action, i) =>
          expect.objectContaining({ operator_id: null, operator_name: `cli:${os.userInfo().username}`, action, target: i === 1 ? 'shell-gen' : 'shell-op', ip: null }),
        ),
      );
    });
  }, 300_000);
});
