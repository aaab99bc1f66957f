import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/index.js';
import { registerPlayer } from '../../../test/account-helpers.js';
import { depositor } from '../../../test/deposit-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { jpegBytes, pngBytes, storedBytes, uploadFile, uploadTo, withPngMetadata } from '../../../test/upload-helpers.js';
import { as, operatorToken, roleToken } from '../../../test/wallet-helpers.js';

/**
 * Operators' public images (issue 14: banner art, deposit QR codes): the players' upload checks on one code path,
 * a content-hash name chosen by the server, served to anyone under /media/ with long cache and image-only headers.
 */
const t = useTestApp();
const BANNER = '/admin/api/content/uploadImage';
const PAYMENT = '/admin/api/deposit/method/uploadImage';
const tokens = { owner: '', marketing: '', finance: '', support: '' };
beforeAll(async () => {
  tokens.owner = await operatorToken(t);
  tokens.marketing = await roleToken(t, 'marketing', 'img-marketing');
  tokens.finance = await roleToken(t, 'finance', 'img-finance');
  tokens.support = await roleToken(t, 'support', 'img-support');
});

const mediaDir = () => path.join(t.config.DATA_DIR, 'media');
const stored = () => fs.readdirSync(mediaDir());
const auditOf = (action: string, target: string) =>
  t.database.db.select().from(operatorAudit).where(and(eq(operatorAudit.action, action), eq(operatorAudit.target, target)));
const upload = (url: string, content: Buffer, filename: string, token?: string) => uploadTo(t, url, content, filename, { lang: 'en', ...(token ? { token } : {}) });
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('operator image upload', () => {
  it('marketing uploads banner art: metadata dropped, named by the hash of what is stored, served to anyone with image-only headers; audited', async () => {
    const image = pngBytes('summer banner');
    const res = await upload(BANNER, withPngMetadata(image), 'summer banner.png', tokens.marketing);
    expect(res.json()).toMatchObject({ code: 0 });
    const url = res.json().data.url as string;
    const kept = await storedBytes(image);
    expect(url).toBe(`/media/${sha256(kept)}.png`);
    expect(fs.readFileSync(path.join(mediaDir(), path.basename(url)))).toEqual(kept);

    // No token: players' screens load it as a plain <img>.
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(kept);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cross-origin-resource-policy']).toBe('same-origin');

    expect(await auditOf('content.uploadImage', url)).toEqual([
      expect.objectContaining({ operatorName: 'img-marketing', detail: { name: 'summer banner.png', size: kept.length, type: 'image/png' } }),
    ]);
    // The URL is what the banner row stores; players see it on the home page.
    const saved = await t.call<{ id: number }>('/admin/api/content/banner/save', { title: { en: 'Summer' }, image: url }, { token: tokens.marketing });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const banners = await t.call('/web/guest/index/getSilde', {});
    expect(JSON.stringify(banners.body.data)).toContain(url);
  });

  it('a JPEG named .png is a JPEG: stored and served as one; the same picture twice is one file, audited twice', async () => {
    const jpeg = jpegBytes('qr code');
    const first = (await upload(BANNER, jpeg, 'qr.png', tokens.owner)).json();
    expect(first).toMatchObject({ code: 0 });
    const url = first.data.url as string;
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const before = stored().length;
    expect((await upload(BANNER, jpeg, 'again.jpg', tokens.owner)).json()).toMatchObject({ code: 0, data: { url } });
    expect(stored()).toHaveLength(before);
    expect((await auditOf('content.uploadImage', url)).map((r) => (r.detail as { name: string }).name)).toEqual(['qr.png', 'again.jpg']);
  });

  it('finance uploads a deposit QR code from the payments page; the method row keeps the URL and players see it', async () => {
    const qr = pngBytes('deposit qr');
    const res = await upload(PAYMENT, qr, 'alipay-qr.png', tokens.finance);
    expect(res.json()).toMatchObject({ code: 0 });
    const url = res.json().data.url as string;
    expect(await auditOf('deposit.uploadImage', url)).toEqual([expect.objectContaining({ operatorName: 'img-finance', detail: { name: 'alipay-qr.png', size: (await storedBytes(qr)).length, type: 'image/png' } })]);
    const methods = await t.call<{ list: { id: number; type: string }[] }>('/admin/api/deposit/method/list', {}, { token: tokens.finance });
    const bank = methods.body.data.list.find((m) => m.type === 'bankTransfer')!;
    expect((await t.call('/admin/api/deposit/method/save', { id: bank.id, account: { bankName: 'Demo Bank', qrImage: url } }, { token: tokens.finance })).body.code).toBe(0);
    const p = await depositor(t);
    const account = await as(t, p)<{ qrImage?: string }>('/web/recharge/getRechargeAccountInfo', { methodId: bank.id });
    expect(account.body.data.qrImage).toBe(url);
  });

  it('no token, a player’s token: 401; a role without the permission: 403; nothing stored, nothing audited', async () => {
    const player = (await registerPlayer(t, 'imgplay01')).token;
    const before = stored().length;
    const image = pngBytes('refused');
    const tries: [string, string | undefined, number][] = [
      [BANNER, undefined, 401],
      [BANNER, player, 401],
      [BANNER, tokens.finance, 403],
      [BANNER, tokens.support, 403],
      [PAYMENT, undefined, 401],
      [PAYMENT, player, 401],
      [PAYMENT, tokens.marketing, 403],
      [PAYMENT, tokens.support, 403],
    ];
    for (const [url, token, status] of tries) {
      const res = await upload(url, image, 'x.png', token);
      expect([res.statusCode, res.json().code], `${url} ${status}`).toEqual([status, status]);
    }
    expect(stored()).toHaveLength(before);
    expect(await auditOf('content.uploadImage', `/media/${sha256(await storedBytes(image))}.png`)).toEqual([]);
  });

  it('refuses HTML named .png, an SVG, a PNG signature followed by HTML, over 15 MB and a request without the file, in the envelope', async () => {
    const before = stored().length;
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    for (const [bytes, name] of [
      [html, 'banner.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'banner.svg'],
      [Buffer.concat([pngBytes().subarray(0, 8), html]), 'banner.png'],
    ] as const) {
      const res = await upload(BANNER, bytes, name, tokens.marketing);
      expect([res.statusCode, res.json()], name).toEqual([200, { code: 1124, msg: 'Only png, jpg and jpeg images are accepted', data: null }]);
    }
    const big = await upload(BANNER, pngBytes('big', 15 * 1024 * 1024), 'big.png', tokens.marketing);
    expect(big.json()).toMatchObject({ code: 1003, msg: 'The request is too large' });
    const json = await t.call(BANNER, { file: 'x' }, { token: tokens.marketing });
    expect(json.body.code).toBe(1000);
    // Nothing reached the folder, not even a temporary file; no audit row for a refusal.
    expect(stored()).toHaveLength(before);
    const uploads = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.operatorName, 'img-marketing'), eq(operatorAudit.action, 'content.uploadImage')));
    expect(uploads).toHaveLength(1);
  });

  it('the client’s file name never reaches the disk; only hash names are served; player uploads stay private', async () => {
    const image = pngBytes('traversal');
    const res = await upload(BANNER, image, '../../uploads/../../etc/passwd.png', tokens.marketing);
    const name = sha256(await storedBytes(image));
    expect(res.json()).toMatchObject({ code: 0, data: { url: `/media/${name}.png` } });
    expect(stored().every((n) => /^[0-9a-f]{64}\.(png|jpg)$/.test(n))).toBe(true);
    for (const url of ['/media/../uploads/x.png', '/media/%2e%2e%2fuploads%2fx.png', '/media/passwd.png', `/media/${name}.html`, `/media/${'0'.repeat(64)}.png`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // A player's upload is still served to its owner only, and is not under /media/.
    const player = (await registerPlayer(t, 'imgplay02')).token;
    const own = (await uploadFile(t, pngBytes('voucher'), 'v.png', { token: player })).json().data.url as string;
    expect((await t.app.inject({ method: 'GET', url: own })).statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: own, headers: { token: player } });
    expect([mine.statusCode, mine.headers['cache-control']]).toEqual([200, 'private, max-age=3600']);
    expect((await t.app.inject({ method: 'GET', url: own.replace('/uploads/', '/media/') })).statusCode).toBe(404);
  });
});
