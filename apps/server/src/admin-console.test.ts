/**
 * The operator console (apps/admin, issue 14) is served by the API server at /admin/: its files, index.html for its
 * client-side routes, and /admin/api/* stays the API (an unknown path answers the JSON 404 envelope, not the page).
 * Page loads do not spend the API rate limit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>operator console</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export {};');
  t = await createTestApp({ ADMIN_DIST: dist, RATE_LIMIT_MAX: '3' });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.8.8.8' });

describe('operator console at /admin/', () => {
  it('serves index.html at /admin/ and /admin, revalidated on every load', async () => {
    for (const url of ['/admin/', '/admin', '/admin/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('operator console');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers index.html for the console routes (SPA fallback), query kept out of the way', async () => {
    for (const url of ['/admin/players/1', '/admin/deposits?status=under_review', '/admin/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('operator console');
    }
  });

  it('serves hashed assets as immutable; a missing asset is a 404, not the page', async () => {
    const asset = await get('/admin/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await get('/admin/assets/nope.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('operator console');
  });

  it('keeps /admin/api/* the API: unknown paths and GETs answer the JSON 404 envelope', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/admin/api/unknown', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
    expect(unknown.json()).toMatchObject({ code: 1002 });
    const got = await get('/admin/api/unknown');
    expect(got.statusCode).toBe(404);
    expect(got.headers['content-type']).toMatch(/application\/json/);
    expect(got.json()).toMatchObject({ code: 1002 });
    // A real route is still the API.
    const login = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { username: 'nobody', password: 'wrong-password' } });
    expect(login.headers['content-type']).toMatch(/application\/json/);
    expect(login.json<{ code: number }>().code).not.toBe(0);
  });

  it('does not count console page loads against the API rate limit (RATE_LIMIT_MAX = 3 here)', async () => {
    for (let i = 0; i < 6; i++) expect((await get(`/admin/players/${i}`)).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) expect((await get('/admin/assets/index-abc.js')).statusCode).toBe(200);
  });
});
