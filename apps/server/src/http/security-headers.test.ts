/**
 * Security headers (issue 12 item 7) on every kind of answer: API envelopes (success, 401, 404), the app's
 * index.html, a built asset, the house client page, a seed image, an upload, an operator's public image, the sandbox gateway
 * page and /docs;
 * /docs only where configured (API_DOCS, off by default when NODE_ENV=production).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../test/account-helpers.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { pngBytes, uploadFile, uploadTo } from '../../test/upload-helpers.js';
import { operatorToken } from '../../test/wallet-helpers.js';
import { loadConfig } from '../config.js';
import { GATEWAY_PAGE_STYLE } from '../modules/payments/routes.js';
import { inlineStyles, isConsolePage, styleHash } from './security-headers.js';

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = res.headers['content-security-policy'];
  expect(typeof csp, `CSP on ${res.raw.req.url}`).toBe('string');
  // The upload CSP is stricter (default-src 'none'; sandbox); everything else carries the app's.
  if (!String(csp).includes('sandbox')) {
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  }
  expect(csp).toContain("frame-ancestors 'self'");
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
}

const APP_STYLE = '\n      html, body { margin: 0; }\n    ';
const HOUSE_STYLE = 'body{background:#0b3d2e}';
let t: TestApp;
let dist: string;
let token: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'venue', 'house'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>member app</title><style>${APP_STYLE}</style>`);
  fs.writeFileSync(path.join(dist, 'venue', 'house', 'index.html'), `<!doctype html><title>house client</title><style>${HOUSE_STYLE}</style>`);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export {};');
  t = await createTestApp({ WEB_DIST: dist });
  token = (await registerPlayer(t, 'headers01')).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('headers on every kind of answer', () => {
  it('API envelopes: success, 401, validation error, 404', async () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: '{}' });
    const ok = await get('/web/sys/sysConfig/getSysConfigValue', {});
    expect(ok.statusCode).toBeLessThan(500);
    expectSecurityHeaders(ok);
    const unauthorized = await get('/web/user/getUserInfo');
    expect(unauthorized.statusCode).toBe(401);
    expectSecurityHeaders(unauthorized);
    const member = await get('/web/user/getUserInfo', { token });
    expect(member.json()).toMatchObject({ code: 0 });
    expectSecurityHeaders(member);
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/thing' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
  });

  it('the app: index.html, a built asset, the house client page, a seed image', async () => {
    for (const url of ['/', '/index.html', '/assets/index-abc.js', '/venue/house/?platType=house_live', '/static/seed/banner-1.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res);
    }
  });

  it('an upload (to its owner) and a refused one', async () => {
    const url = (await uploadFile(t, pngBytes('headers'), 'h.png', { token })).json().data.url as string;
    const mine = await t.app.inject({ method: 'GET', url, headers: { token } });
    expect(mine.statusCode).toBe(200);
    expectSecurityHeaders(mine);
    expect(mine.headers['content-security-policy']).toContain("default-src 'none'");
    const theirs = await t.app.inject({ method: 'GET', url });
    expect(theirs.statusCode).toBe(404);
    expectSecurityHeaders(theirs);
  });

  it('an operator’s public image (/media/): served to anyone with the headers; the app’s img-src admits it (same origin)', async () => {
    const operator = await operatorToken(t);
    const url = (await uploadTo(t, '/admin/api/content/uploadImage', pngBytes('public headers'), 'b.png', { token: operator })).json().data.url as string;
    expect(url).toMatch(/^\/media\//);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expectSecurityHeaders(image);
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(/img-src ([^;]*)/.exec(String(page.headers['content-security-policy']))![1]!.split(' ')).toContain("'self'");
  });

  it('the sandbox gateway page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/gateway/NOPE1' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expectSecurityHeaders(res);
  });

  it('/docs and its OpenAPI document when on (the development default)', async () => {
    expect(t.config.API_DOCS).toBe('on');
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    const final = page.statusCode === 302 ? await t.app.inject({ method: 'GET', url: page.headers.location as string }) : page;
    expect(final.statusCode).toBe(200);
    expectSecurityHeaders(final);
    const json = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expectSecurityHeaders(json);
  });
});

describe('style-src: no inline styles but ours (issue 12)', () => {
  const styleSrc = (res: LightMyRequestResponse) => /style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!.split(' ');

  it('the app and every API answer allow our files and the hashes of our inline <style> elements, no unsafe-inline', async () => {
    const expected = ["'self'", styleHash(APP_STYLE), styleHash(HOUSE_STYLE), styleHash(GATEWAY_PAGE_STYLE)];
    for (const url of ['/', '/venue/house/', '/sandbox/gateway/NOPE1', '/no/such/thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(styleSrc(res), url).toEqual(expected);
    }
    const api = await t.app.inject({ method: 'POST', url: '/web/sys/sysConfig/getSysConfigValue', payload: {} });
    expect(styleSrc(api)).toEqual(expected);
  });

  it('a hash is the base64 SHA-256 of the exact text between the tags (what Chromium computes)', () => {
    expect(inlineStyles(`<html><head><!-- this <style> is allowed --><style>${APP_STYLE}</style><STYLE media="x">a{b:c}</STYLE></head></html>`)).toEqual([APP_STYLE, 'a{b:c}']);
    // echo -n 'a{b:c}' | openssl dgst -sha256 -binary | base64
    expect(styleHash('a{b:c}')).toBe("'sha256-0cRUVYRKwNwnl1hkfkPGjkht16b039TjFdJzmXfFK2o='");
  });

  it('the operator console (/admin/, antd CSS-in-JS) gets inline styles; its API keeps the strict set', async () => {
    expect(isConsolePage('/admin/')).toBe(true);
    expect(isConsolePage('/admin/assets/index-1.js')).toBe(true);
    expect(isConsolePage('/admin/api/login')).toBe(false);
    expect(isConsolePage('/admins')).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: '/admin/' });
    expect(styleSrc(page)).toEqual(["'self'", "'unsafe-inline'"]);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const api = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: {} });
    expect(styleSrc(api)).not.toContain("'unsafe-inline'");
  });
});

describe('/docs is public only where configured', () => {
  it('API_DOCS defaults to off when NODE_ENV=production, on otherwise; explicit values win', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).API_DOCS).toBe('on');
    expect(loadConfig({}).API_DOCS).toBe('on');
    expect(loadConfig({ API_DOCS: 'off' }).API_DOCS).toBe('off');
  });

  it('off: /docs and /docs/json answer 404 (with the headers)', async () => {
    const off = await createTestApp({ API_DOCS: 'off' });
    try {
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        const res = await off.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expectSecurityHeaders(res);
      }
    } finally {
      await off.close();
    }
  });
});
