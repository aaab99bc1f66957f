import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerPlayer } from '../../../test/account-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { jpegBytes, pngBytes, storedBytes, uploadFile } from '../../../test/upload-helpers.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerPlayer(t, 'upload01')).token;
});
afterAll(async () => {
  await t.close();
});

const PNG = pngBytes('rest of a png');
const JPG = jpegBytes('rest of a jpeg');

const upload = (content: Buffer, filename: string, headers: Record<string, string> = { token }) => uploadFile(t, content, filename, headers);

it('png and jpeg are stored under random names and served back under /uploads/ to their uploader', async () => {
  for (const [content, ext] of [[PNG, 'png'], [JPG, 'jpg']] as const) {
    const res = await upload(content, 'holiday.png');
    expect(res.json()).toMatchObject({ code: 0 });
    const url = res.json().data.url as string;
    expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`));
    const kept = await storedBytes(content);
    expect(fs.readFileSync(path.join(t.config.DATA_DIR, url))).toEqual(kept);
    const served = await t.app.inject({ method: 'GET', url, headers: { token } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(kept);
  }
});

it('other bytes are refused whatever the name says; nothing is stored', async () => {
  const before = fs.readdirSync(path.join(t.config.DATA_DIR, 'uploads')).length;
  const res = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'evil.png');
  expect(res.json()).toMatchObject({ code: 1124 });
  expect(fs.readdirSync(path.join(t.config.DATA_DIR, 'uploads'))).toHaveLength(before);
});

it('over 15 MB is refused (413); guests get 401', async () => {
  const big = Buffer.concat([PNG, Buffer.alloc(15 * 1024 * 1024)]);
  const res = await upload(big, 'big.png');
  expect(res.json()).toMatchObject({ code: 1003 });
  expect((await upload(PNG, 'a.png', {})).statusCode).toBe(401);
});
