import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { as, createPlayer, type Player } from '../../../test/wallet-helpers.js';

/**
 * `npm run admin -- message:send` (issue 17): the real shell on an embedded data directory sends through the
 * operator route's service; the player then reads it in the app on the same directory. Embedded database only.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'message-cli-'));
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
  const t = await createTestApp({ DATA_DIR: dataDir }, undefined, undefined, database);
  try {
    return await use(t);
  } finally {
    await t.app.close();
    await database.close();
  }
}

describe.runIf(TEST_DB === 'pglite')('message:send from the shell', () => {
  it('sends to one player, to everyone and to a VIP range; a bad target is refused', async () => {
    const p = await withApp<Player>((t) => createPlayer(t, 'cli'));
    const one = await admin(['message:send', '--to', p.username, '--category', 'notice', '--title', '维护', '--content', '今晚维护']);
    expect(one.code, one.stderr).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({ recipients: 1 });
    const all = await admin(['message:send', 'all', '公告', '欢迎']);
    expect(all.code, all.stderr).toBe(0);
    const vip = await admin(['message:send', '--to', 'vip:1-1', '--include-later', '--title', 'VIP1', '--content', '你好']);
    expect(vip.code, vip.stderr).toBe(0);
    const bad = await admin(['message:send', '--to', 'vip:5-2', '--title', 'x', '--content', 'y']);
    expect([bad.code, bad.stderr.trim()]).toEqual([1, 'error 1000: Invalid parameters']);
    const list = await withApp((t) => as(t, p)<{ list: { title: string; category: string }[] }>('/web/message/list', { page: 1, size: 10 }));
    expect(list.body.data.list.map((m) => [m.category, m.title])).toEqual([
      ['announcement', 'VIP1'],
      ['announcement', '公告'],
      ['notice', '维护'],
    ]);
  }, 240_000);
});
