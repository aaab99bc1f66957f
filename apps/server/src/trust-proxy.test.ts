import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { loadConfig } from './config.js';
import { createOperator } from './modules/operators/service.js';

/**
 * TRUST_PROXY (issue 12 item 4, README "Configuration"): a hop count or the proxies' addresses; the
 * client address is the one the outermost trusted proxy saw, whatever a client writes further left in
 * X-Forwarded-For. `true` (the leftmost entry, chosen by the client) is refused at start.
 */
describe('TRUST_PROXY is parsed at start', () => {
  const parse = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).TRUST_PROXY;

  it('off by default; a hop count; proxy addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('1')).toEqual({ hops: 1 });
    expect(parse('2')).toEqual({ hops: 2 });
    expect(parse('10.0.0.0/8')).toEqual({ addresses: ['10.0.0.0/8'] });
    expect(parse('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual({ addresses: ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback'] });
  });

  it('`true` is refused with the reason and what to write instead', () => {
    expect(() => parse('true')).toThrow(/TRUST_PROXY: `true` would let any client choose its IP.*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8/);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0', '1.2.3.4/8/1', '10.0.0.0/8,', 'fe80::/129', '11'])('%s is refused', (value) => {
    expect(() => parse(value)).toThrow(/^Invalid configuration: TRUST_PROXY: /);
  });
});

describe('behind one proxy (TRUST_PROXY=1): X-Forwarded-For entries left of the proxy’s are ignored', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  /** What the proxy (10.0.0.5) forwards: whatever the client sent, then the address it saw. */
  const viaProxy = (spoofed: string, seen: string, body: unknown, url = '/admin/api/login') =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: '10.0.0.5',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${spoofed}, ${seen}` },
      payload: JSON.stringify(body),
    });

  it('the audit records the address the proxy saw, not a forged one', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    await createOperator(t.database.db, { username: 'op-proxy', password: 'right-secret-1', role: 'finance' });
    const res = await viaProxy('6.6.6.6, 7.7.7.7', '203.0.113.50', { username: 'op-proxy', password: 'right-secret-1' });
    expect(res.json().code).toBe(0);
    const rows = (await t.database.db.execute(sql`select ip from operator_audit where target = 'op-proxy'`)) as unknown as { rows: { ip: string }[] };
    expect(rows.rows).toEqual([{ ip: '203.0.113.50' }]);
  });

  it('the per-IP rate limit counts the proxy-seen address: a new forged entry per request does not reset it', async () => {
    // /admin/api/login allows 10 a minute per client address.
    const codes = [];
    for (let i = 0; i < 12; i++) codes.push((await viaProxy(`198.18.0.${i}`, '203.0.113.60', { username: 'op-proxy', password: 'wrong' })).json().code);
    expect(codes.slice(0, 10).every((c) => c !== 429)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    // Another client behind the same proxy has its own budget.
    expect((await viaProxy('198.18.0.1', '203.0.113.61', { username: 'op-proxy', password: 'wrong' })).json().code).not.toBe(429);
  });

  it('the client address is the hop the proxy appended; without the header, the connection’s address', async () => {
    const seen = async (name: string, headers: Record<string, string>) => {
      await t.app.inject({
        method: 'POST',
        url: '/admin/api/login',
        remoteAddress: '10.0.0.5',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ username: name, password: 'wrong' }),
      });
      const rows = (await t.database.db.execute(sql`select ip from operator_audit where target = ${name}`)) as unknown as { rows: { ip: string }[] };
      return rows.rows.map((r) => r.ip);
    };
    expect(await seen('nobody-1', { 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 203.0.113.70' })).toEqual(['203.0.113.70']);
    expect(await seen('nobody-2', { 'x-forwarded-for': '203.0.113.71' })).toEqual(['203.0.113.71']);
    expect(await seen('nobody-3', {})).toEqual(['10.0.0.5']);
  });
});

describe('TRUST_PROXY with the proxies’ addresses', () => {
  it('entries are believed only from a listed proxy, and only as far as the chain stays within the list', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const ips: string[] = [];
      for (const [remoteAddress, xff] of [
        ['10.0.0.5', '6.6.6.6, 203.0.113.80'], // from the proxy: the address it saw
        ['10.0.0.5', '6.6.6.6, 203.0.113.81, 10.1.2.3'], // two proxies of ours: the first outside address
        ['198.51.100.9', '6.6.6.6, 203.0.113.82'], // a direct client: its header is not believed
      ] as const) {
        await createOperator(t.database.db, { username: `op-list-${ips.length}`, password: 'right-secret-1', role: 'finance' });
        const res = await t.app.inject({
          method: 'POST',
          url: '/admin/api/login',
          remoteAddress,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
          payload: JSON.stringify({ username: `op-list-${ips.length}`, password: 'right-secret-1' }),
        });
        expect(res.json().code).toBe(0);
        const rows = (await t.database.db.execute(sql`select ip from operator_audit where target = ${`op-list-${ips.length}`}`)) as unknown as { rows: { ip: string }[] };
        ips.push(rows.rows[0]!.ip);
      }
      expect(ips).toEqual(['203.0.113.80', '203.0.113.81', '198.51.100.9']);
    } finally {
      await t.close();
    }
  });
});
