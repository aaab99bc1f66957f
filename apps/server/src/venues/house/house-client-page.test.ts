/**
 * The house venue's game page (api-contract.md House venue: getGameUrl → /venue/house/?platType=…&gameCode=…&ticket=…)
 * is the web build's second page, apps/web/dist/venue/house/index.html, served by the static handler beside the
 * member app; its /api/ stays the API, and loading the page does not spend the player's API rate limit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'venue', 'house'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>member app</title>');
  fs.writeFileSync(path.join(dist, 'venue', 'house', 'index.html'), '<!doctype html><title>house client</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'house-abc.js'), 'export {};');
  t = await createTestApp({ WEB_DIST: dist, RATE_LIMIT_MAX: '3' });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('house client page', () => {
  it('serves venue/house/index.html at the launch URL, revalidated on every load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/venue/house/?platType=house_live&gameCode=baccarat&ticket=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('house client');
    expect(res.headers['cache-control']).toBe('no-cache');
    const direct = await t.app.inject({ method: 'GET', url: '/venue/house/index.html' });
    expect(direct.body).toContain('house client');
  });

  it('keeps the member app at / and the hashed assets immutable', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('member app');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/house-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers /venue/house/api/* as the API (an envelope, never the page)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/venue/house/api/session', payload: { ticket: 'nope' } });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(typeof res.json<{ code: number }>().code).toBe('number');
    expect(res.body).not.toContain('house client');
  });

  it('does not count page loads against the API rate limit (RATE_LIMIT_MAX = 3 here)', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/venue/house/?gameCode=roulette&i=${i}`, remoteAddress: '10.9.9.9' });
      expect(res.statusCode).toBe(200);
    }
  });
});
