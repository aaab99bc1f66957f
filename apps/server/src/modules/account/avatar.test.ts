import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { registerPlayer } from '../../../test/account-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { pngBytes, uploadFile } from '../../../test/upload-helpers.js';

/** Issue 12 item 10: the avatar is one of the player's own uploads, never an outside address. */
const t = useTestApp();

async function upload(token: string, label: string): Promise<string> {
  const res = await uploadFile(t, pngBytes(label), 'a.png', { token });
  expect(res.json()).toMatchObject({ code: 0 });
  return (res.json() as { data: { url: string } }).data.url;
}

it('refuses an external URL, an upload that does not exist and another player’s upload; accepts the player’s own', async () => {
  const p = await registerPlayer(t, 'avatar01');
  const q = await registerPlayer(t, 'avatar02');
  const h = { token: p.token, lang: 'en' };
  const own = await upload(p.token, 'mine');
  const theirs = await upload(q.token, 'theirs');
  for (const avatar of [
    'https://cdn.example.com/a.jpg',
    'http://127.0.0.1:8080/uploads/x.png',
    '/uploads/0123456789abcdef0123456789abcdef.png',
    '/uploads/abc.png',
    theirs,
  ]) {
    const res = await t.call('/web/user/modifyUserInfo', { avatar }, h);
    expect(res.body, avatar).toMatchObject({ code: 1116 });
    expect(res.body.msg).not.toBe('');
  }
  const [before] = await t.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, p.userId));
  expect(before!.avatar).toBeNull();
  const ok = await t.call<{ userInfo: { avatar: string } }>('/web/user/modifyUserInfo', { avatar: own }, h);
  expect(ok.body.code).toBe(0);
  expect(ok.body.data.userInfo.avatar).toBe(own);
  // The same value again is harmless (nothing to change).
  expect((await t.call('/web/user/modifyUserInfo', { avatar: own }, h)).body.code).toBe(0);
});
