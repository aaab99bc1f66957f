import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sysConfig } from '../../db/schema/index.js';
import * as settings from './service.js';
import { useTestApp } from '../../../test/helpers.js';

const t = useTestApp();
const writeRaw = (key: string, value: string) => t.database.db.update(sysConfig).set({ value }).where(eq(sysConfig.key, key));

afterEach(() => {
  vi.useRealTimers();
});

describe('settings (modules/settings: the one sys_config reader)', () => {
  it('known keys read typed, with their defaults for a missing row or text that does not parse', async () => {
    const db = t.database.db;
    expect(await settings.get(db, 'withdraw_turnover_multiple')).toBe(1);
    expect(await settings.get(db, 'withdraw_instant')).toBe(true);
    expect(await settings.get(db, 'deposit_order_ttl_minutes')).toBe(30);
    await settings.set(db, 'withdraw_turnover_multiple', 1.5);
    expect(await settings.get(db, 'withdraw_turnover_multiple')).toBe(1.5);
    await writeRaw('withdraw_turnover_multiple', '-2');
    await writeRaw('deposit_cancel_daily_limit', '2.5');
    await db.delete(sysConfig).where(eq(sysConfig.key, 'deposit_order_ttl_minutes'));
    await settings.set(db, 'sms_switch', true); // clears the cache after the raw writes
    expect(await settings.get(db, 'withdraw_turnover_multiple')).toBe(1);
    expect(await settings.get(db, 'deposit_cancel_daily_limit')).toBe(5);
    expect(await settings.get(db, 'deposit_order_ttl_minutes')).toBe(30);
    // set creates a missing row with its public flag
    await settings.set(db, 'deposit_order_ttl_minutes', 45);
    const [row] = await db.select().from(sysConfig).where(eq(sysConfig.key, 'deposit_order_ttl_minutes'));
    expect(row).toMatchObject({ value: '45', isPublic: true });
    await settings.set(db, 'withdraw_turnover_multiple', 1);
    await settings.set(db, 'deposit_cancel_daily_limit', 5);
    await settings.set(db, 'deposit_order_ttl_minutes', 30);
    // a value the reader would refuse is never written
    await expect(settings.set(db, 'deposit_cancel_daily_limit', -1)).rejects.toThrow();
    expect(await settings.get(db, 'deposit_cancel_daily_limit')).toBe(5);
  });

  it('cached for the TTL outside a transaction, invalidated by set, read fresh inside a transaction', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    const db = t.database.db;
    expect(await settings.get(db, 'withdraw_instant')).toBe(true);
    await writeRaw('withdraw_instant', 'off'); // as another server (or psql) would
    expect(await settings.get(db, 'withdraw_instant')).toBe(true);
    expect(await db.transaction((tx) => settings.get(tx, 'withdraw_instant'))).toBe(false);
    vi.advanceTimersByTime(settings.SETTINGS_TTL_MS + 1);
    expect(await settings.get(db, 'withdraw_instant')).toBe(false);
    await settings.set(db, 'withdraw_instant', true);
    expect(await settings.get(db, 'withdraw_instant')).toBe(true);
    // the player route answers through the same reader
    expect((await t.call<{ sysConfigValue: string }>('/web/sys/sysConfig/getSysConfigValue', { key: 'withdraw_instant' })).body.data.sysConfigValue).toBe('on');
  });

  it('players read public keys only; private and unknown keys read as null', async () => {
    const db = t.database.db;
    expect(await settings.publicText(db, 'area_code')).toBe('+86');
    expect(await settings.publicText(db, 'withdraw_turnover_multiple')).toBeNull();
    expect(await settings.publicText(db, 'no_such_key')).toBeNull();
  });

  it('textOrCreate stores a private value once and answers the stored one after', async () => {
    const db = t.database.db;
    const first = await settings.textOrCreate(db, 'test_secret', () => 'one', 'test');
    const second = await settings.textOrCreate(db, 'test_secret', () => 'two', 'test');
    expect([first, second]).toEqual(['one', 'one']);
    expect(await settings.publicText(db, 'test_secret')).toBeNull();
  });
});
