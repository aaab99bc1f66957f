import { describe, expect, it } from 'vitest';
import { callFrom } from '../../../test/account-helpers.js';
import { useTestApp } from '../../../test/helpers.js';

/** Issue 12 item 11 (docs/decisions.md "Password rule"): 8-64 characters with symbols; the spec's 8-12 letters+digits still pass. */
const t = useTestApp();
const SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const LONG = `Ab1${SYMBOLS}${'z9'.repeat(64)}`.slice(0, 64);

const register = (username: string, password: string) =>
  callFrom<{ token: string }>(t, '10.3.0.1', '/web/guest/user/register', { username, password, confirmPassword: password, agree: true });
const login = (username: string, password: string) => callFrom<{ token: string }>(t, '10.3.0.2', '/web/guest/user/login', { username, password });

describe('password length and symbols (register, login, change)', () => {
  it('64 characters with every ASCII symbol: registers, logs in; the 65th character is refused', async () => {
    expect(LONG).toHaveLength(64);
    expect((await register('longpw01', LONG)).body.code).toBe(0);
    expect((await login('longpw01', LONG)).body.code).toBe(0);
    expect((await login('longpw01', LONG.slice(0, 63))).body.code).toBe(1113);
    const tooLong = await register('longpw02', `${LONG}x`);
    expect([tooLong.body.code, tooLong.body.msg]).toEqual([1101, expect.stringContaining('8-64')]);
    // login refuses 65 as a failed login, without verifying
    expect((await login('longpw01', `${LONG}x`)).body.code).toBe(1113);
  });

  it('the spec’s 8-12 letters and digits still register and log in; 7, letters only and a space are refused', async () => {
    for (const [name, pw] of [['spec08aa', 'abcd1234'], ['spec12aa', 'abcdefgh1234']] as const) {
      expect((await register(name, pw)).body.code, pw).toBe(0);
      expect((await login(name, pw)).body.code, pw).toBe(0);
    }
    for (const pw of ['abc1234', 'abcdefgh', 'abcd 1234', 'abcd1234é']) expect((await register('badpw01', pw)).body.code, pw).toBe(1101);
  });

  it('changing to a 64-character password with symbols, then logging in with it', async () => {
    const { token } = (await register('change64', 'pass1234')).body.data;
    const next = LONG.split('').reverse().join('');
    const res = await callFrom(t, '10.3.0.3', '/web/user/modifyPassword', { oldPassword: 'pass1234', password: next, confirmPassword: next }, { token });
    expect(res.body.code).toBe(0);
    expect((await login('change64', next)).body.code).toBe(0);
  });
});
