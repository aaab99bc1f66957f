import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';

const t = useTestApp();

describe('a player-app path without its hash opens the app (issue 13)', () => {
  it('GET /pages/help/help redirects to the same route behind the hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pages/help/help' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/#/pages/help/help');
  });

  it('keeps the query, and covers the location pages outside /pages/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pages/finance/transfer?from=my&x=1' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/#/pages/finance/transfer?from=my&x=1');
    const loc = await t.app.inject({ method: 'GET', url: '/choose-location' });
    expect(loc.statusCode).toBe(302);
    expect(loc.headers.location).toBe('/#/choose-location');
  });

  it('API paths and unknown non-page paths keep the JSON envelope, never a redirect', async () => {
    // /web/unknown asks for a login first (401 envelope); the others are plain 404 envelopes.
    const expected: Record<string, [number, number]> = {
      '/web/unknown': [401, 401],
      '/web/guest/unknown': [404, 1002],
      // /admin/<x> is the operator console's own route once it is built (admin-console.test.ts); its API stays JSON.
      '/admin/api/unknown': [404, 1002],
      '/venue/unknown': [404, 1002],
      '/whatever/else': [404, 1002],
      '/pagesx/help': [404, 1002],
    };
    for (const [url, [status, code]] of Object.entries(expected)) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers.location, url).toBeUndefined();
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect([res.statusCode, res.json().code], url).toEqual([status, code]);
      expect(res.json().data, url).toBeNull();
    }
  });

  it('a POST to a page path is not redirected', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/pages/help/help' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1002 });
  });
});
