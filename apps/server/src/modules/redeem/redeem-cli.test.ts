import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { seed } from '../../db/seed/seed.js';
import { operatorAudit, redeemBatches, redeemCodes } from '../../db/schema/index.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, type Player } from '../../../test/wallet-helpers.js';

/**
 * `npm run admin -- codes:generate` (issue 16; api-contract-wave2.md): the real shell on an embedded data directory
 * prints one new code a line; a player then redeems one in the app on the same directory. Embedded database only.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redeem-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function admin(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/admin/cli.ts'), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function withApp<T>(use: (t: TestApp) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, role: 'test' });
  await database.migrate();
  await seed(database.db); // as the server does at start (a formula reads the VIP levels with the player's facts)
  const t = await createTestApp({ DATA_DIR: dataDir }, undefined, undefined, database);
  try {
    return await use(t);
  } finally {
    await t.app.close();
    await database.close();
  }
}

describe.runIf(TEST_DB === 'pglite')('codes:generate from the shell', () => {
  it('prints one code a line, audited as cli:<user>; each redeems once; bad flags are refused', { timeout: 120_000 }, async () => {
    const p = await withApp<Player>((t) => createPlayer(t, 'cli'));
    const out = await admin(['codes:generate', '--amount', '12.50', '--count', '3', '--expires', '2099-01-01T00:00:00Z']);
    expect(out.code, out.stderr).toBe(0);
    const codes = out.stdout.trim().split('\n');
    expect(codes).toHaveLength(3);
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Set(codes).size).toBe(3);
    const bad = await admin(['codes:generate', '--amount', 'ten', '--count', '3']);
    expect([bad.code, bad.stderr.trim()]).toEqual([1, 'error 1000: Invalid parameters']);
    await withApp(async (t) => {
      const first = await as(t, p)<{ amount: string }>('/web/user/redeemCode/use', { code: codes[0] });
      expect(first.body).toMatchObject({ code: 0, data: { amount: '12.50', central: '12.50' } });
      expect((await as(t, p)('/web/user/redeemCode/use', { code: codes[0] })).body.code).toBe(2852);
      const [audit] = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'redeem.generate'));
      expect(audit!.operatorName).toBe(`cli:${os.userInfo().username}`);
      const stored = await t.database.db.select().from(redeemCodes);
      expect(stored).toHaveLength(3);
      for (const c of codes) expect(JSON.stringify(stored)).not.toContain(c.replace(/-/g, ''));
      await expectLedgerOk(t);
    });
  });

  it('--ratio with --max (and --base, --hours) instead of --amount: a formula batch; both, or half of one, are refused', { timeout: 120_000 }, async () => {
    const p = await withApp<Player>((t) => createPlayer(t, 'clif'));
    const out = await admin(['codes:generate', '--ratio', '10', '--max', '100', '--base', 'deposit', '--hours', '48', '--count', '1']);
    expect(out.code, out.stderr).toBe(0);
    const [code] = out.stdout.trim().split('\n');
    for (const bad of [
      ['--amount', '5', '--ratio', '10', '--max', '100'],
      ['--ratio', '10'],
      ['--ratio', '10', '--max', '100', '--base', 'transfer'],
    ]) {
      const res = await admin(['codes:generate', ...bad, '--count', '1']);
      expect([res.code, res.stderr.trim()]).toEqual([1, 'error 1000: Invalid parameters']);
    }
    await withApp(async (t) => {
      const [batch] = await t.database.db.select().from(redeemBatches).orderBy(desc(redeemBatches.id)).limit(1);
      expect([batch!.amount, batch!.formula]).toEqual([null, { kind: 'ratio', ratioBp: 1000, max: '10000', base: 'deposit', baseHours: 48 }]);
      expect((await as(t, p)('/web/user/redeemCode/use', { code })).body.code).toBe(2856);
      await expectLedgerOk(t);
    });
  });
});
