import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { ERRORS, errorMessage, LANG_CODES } from '@app/shared';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { createSession } from '../modules/session/service.js';
import { conventionsPlugin } from './conventions-plugin.js';
import { post, useRouteCompilers } from './route.js';
import { z } from 'zod';
import { useTestApp } from '../../test/helpers.js';

const t = useTestApp();

describe('envelope for every answer (design.md §4)', () => {
  it('unknown route: 404 envelope with the message in the caller language', async () => {
    const zh = await t.call('/web/guest/index/noSuchThing');
    const en = await t.call('/web/guest/index/noSuchThing', undefined, { lang: 'en' });
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({ code: 1002, msg: '接口不存在', data: null });
    expect(en.body.msg).toBe('This interface does not exist');
  });

  it('GET of an API path and of an unknown page are envelopes too, never HTML', async () => {
    for (const url of ['/web/guest/index/getNotice', '/whatever/else']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ code: 1002, data: null });
    }
  });

  it('malformed JSON: code 1001, HTTP 200, no stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/guest/index/getNotice',
      headers: { 'content-type': 'application/json', lang: 'en' },
      payload: '{"page": 1,',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1001, msg: 'The request body is not valid JSON', data: null });
    expect(res.body).not.toMatch(/at .*\.ts|SyntaxError/);
  });

  it('unsupported content type is an envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/guest/index/getNotice',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.json()).toMatchObject({ code: 1004 });
  });

  it('validation error names the field and is localized', async () => {
    const zh = await t.call('/web/guest/index/getNotice', { page: 0 });
    const th = await t.call('/web/guest/index/getNotice', { page: 0 }, { lang: 'th' });
    expect(zh.status).toBe(200);
    expect(zh.body.code).toBe(1000);
    expect(zh.body.msg).toBe('参数错误');
    expect(th.body.msg).toBe('พารามิเตอร์ไม่ถูกต้อง');
    expect(zh.body.data).toEqual({ fields: [expect.objectContaining({ field: 'page' })] });
  });

  it('an unknown lang header falls back to zh', async () => {
    const res = await t.call('/nope', undefined, { lang: 'xx' });
    expect(res.body.msg).toBe('接口不存在');
  });

  it('every language gives its own message for the 401', async () => {
    const msgs = new Set<string>();
    for (const lang of LANG_CODES) {
      const res = await t.call('/web/user/getUserInfo', undefined, { lang });
      expect(res.status).toBe(401);
      msgs.add(res.body.msg);
    }
    // cny shares zh's text; the other eight differ from each other.
    expect(msgs.size).toBe(8);
  });
});

describe('token auth hook (spec.md §7)', () => {
  it('missing token on a member path: HTTP 401 and code 401', async () => {
    const res = await t.call('/web/user/getUserInfo');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: '登录已失效，请重新登录', data: null });
  });

  it('forged, empty and oversized tokens: 401', async () => {
    for (const token of ['forged-token', '', 'x'.repeat(500)]) {
      const res = await t.call('/web/recharge/recharge', {}, { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });

  it('a live session passes the hook; revoked and expired sessions do not', async () => {
    const [user] = await t.database.db.insert(users).values({ username: 'probe01', passwordHash: 'x' }).returning();
    const live = await createSession(t.database.db, { userId: user!.id, ttlMs: 60_000, now: new Date() });
    const expired = await createSession(t.database.db, { userId: user!.id, ttlMs: -1, now: new Date() });
    // A live token reaches routing: this member path has no endpoint yet, so 1002 — not 401.
    const ok = await t.call('/web/user/noEndpointYet', undefined, { token: live.token });
    expect(ok.body.code).toBe(1002);
    const bank = await t.call('/web/sys/sysbank/getSysBank', undefined, { token: live.token, lang: 'en' });
    expect(bank.body.code).toBe(0);
    const stale = await t.call('/web/sys/sysbank/getSysBank', undefined, { token: expired.token });
    expect(stale.body.code).toBe(401);
  });

  it('guest paths need no token', async () => {
    const res = await t.call('/web/guest/index/getSilde');
    expect(res.body.code).toBe(0);
  });
});

describe('payload placement: query string, JSON body, path suffix (spec.md §7)', () => {
  it('reads the same field from the query string', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web/sys/sysConfig/getSysConfigValue?key=area_code' });
    expect(res.json()).toEqual({ code: 0, msg: 'success', data: { sysConfigValue: '+86' } });
  });

  it('from a JSON body', async () => {
    const res = await t.call('/web/sys/sysConfig/getSysConfigValue', { key: 'area_code' });
    expect(res.body.data).toEqual({ sysConfigValue: '+86' });
  });

  it('from a form body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/sys/sysConfig/getSysConfigValue',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'key=sms_switch',
    });
    expect(res.json().data).toEqual({ sysConfigValue: 'on' });
  });

  it('from a path suffix', async () => {
    const res = await t.call('/web/sys/sysConfig/getSysConfigValue/sms_switch');
    expect(res.body.data).toEqual({ sysConfigValue: 'on' });
  });

  it('empty query values count as absent (the client sends them as empty strings)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web/guest/index/getNotice?page=&size=&type=' });
    expect(res.json()).toMatchObject({ code: 0, data: { page: 1, size: 20 } });
  });

  it('query-string numbers are coerced; a bad one is a validation error', async () => {
    const good = await t.app.inject({ method: 'POST', url: '/web/guest/index/getNotice?page=1&size=2' });
    expect(good.json().data).toMatchObject({ page: 1, size: 2 });
    expect(good.json().data.list).toHaveLength(2);
    const bad = await t.app.inject({ method: 'POST', url: '/web/guest/index/getNotice?size=abc' });
    expect(bad.json().code).toBe(1000);
  });

  it('the body wins over the query for the same field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/sys/sysConfig/getSysConfigValue?key=area_code',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ key: 'sms_switch' }),
    });
    expect(res.json().data).toEqual({ sysConfigValue: 'on' });
  });

  it('an empty JSON body is an empty payload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/guest/index/getNotice',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.json().code).toBe(0);
  });
});

describe('faults', () => {
  it('a thrown fault is a 500 envelope without its text or stack', async () => {
    // A standalone app with the same conventions and a route that throws.
    const app = Fastify({ logger: false });
    useRouteCompilers(app);
    await app.register(conventionsPlugin);
    await app.register(async (child) => {
      post(child, {
        path: '/boom',
        summary: 'fault probe',
        tags: [],
        input: z.object({ a: z.string().optional() }),
        handler: () => {
          throw new Error('secret database detail');
        },
      });
    });
    const res = await app.inject({ method: 'POST', url: '/boom', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: 'The system is busy, please try again later', data: null });
    expect(res.body).not.toContain('secret');
    await app.close();
  });
});

describe('requests Node refuses before Fastify sees them answer the envelope too (issue 11)', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Writes raw bytes to the listening app and reads everything until it closes the connection. */
  async function rawRequest(request: string): Promise<{ status: number; headers: string; body: string }> {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), headers: head, body };
  }

  it('a 20 KB URL and a 20 KB header: 431 with the envelope, in the default language', async () => {
    const longUrl = await rawRequest(`POST /web/guest/index/getNotice?page=1&x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nlang: en\r\nContent-Length: 0\r\n\r\n`);
    const longHeader = await rawRequest(`POST /web/guest/index/getNotice HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nContent-Length: 0\r\n\r\n`);
    for (const res of [longUrl, longHeader]) {
      expect(res.status).toBe(431);
      expect(res.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
      expect(JSON.parse(res.body)).toEqual({ code: ERRORS.payloadTooLarge.code, msg: errorMessage('payloadTooLarge'), data: null });
      expect(res.headers).toContain(`Content-Length: ${Buffer.byteLength(res.body)}`);
    }
  });

  it("a path suffix over the router's limit: 414 with the envelope (was Fastify's text echoing the URL); a bad escape: 400", async () => {
    const long = await t.app.inject({ method: 'POST', url: `/web/sys/sysConfig/getSysConfigValue/${'a'.repeat(20_000)}`, headers: { lang: 'en' } });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: ERRORS.payloadTooLarge.code, msg: 'The request is too large', data: null });
    const bad = await t.app.inject({ method: 'POST', url: '/web/sys/sysConfig/getSysConfigValue/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: ERRORS.invalidParams.code, msg: errorMessage('invalidParams'), data: null });
  });

  it('bytes that are not HTTP: 400 with the envelope', async () => {
    const res = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ code: ERRORS.invalidParams.code, msg: errorMessage('invalidParams'), data: null });
  });

  it('an ordinary client (http.request) reads the envelope of an over-long URL', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: `/web/guest/index/getNotice?x=${'a'.repeat(20_000)}` }, (r) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c.toString('utf8')));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ code: ERRORS.payloadTooLarge.code, data: null });
  });
});
