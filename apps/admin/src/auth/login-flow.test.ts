import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest, getToken } from '../api/request';
import { ok, stubApi } from '../test/fetch-stub';
import { isOtpShaped, recoveryCodesFile, submitLogin } from './login-flow';

const me = (over: object = {}) => ok({ operatorId: 1, username: 'boss', role: 'owner', permissions: ['owner', 'finance', 'support', 'marketing'], totpEnabled: true, mustEnrol: false, timeZone: 'Asia/Shanghai', ...over });
const onError = vi.fn();
let restore: () => void;
beforeEach(() => {
  onError.mockReset();
  restore = configureRequest({ lang: () => 'en', onError, onUnauthorized: () => undefined, onCode: () => false });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('login steps', () => {
  it('password alone: session stored, me read, console opens', async () => {
    const calls = stubApi({ login: ok({ token: 't-1' }), me: me({ totpEnabled: false }) });
    const outcome = await submitLogin({ username: ' boss ', password: 'secret-pass' });
    expect(outcome.step).toBe('done');
    expect(getToken()).toBe('t-1');
    expect(calls[0]!.body).toEqual({ username: 'boss', password: 'secret-pass' });
    expect(calls[1]!.headers.token).toBe('t-1');
  });

  it('the server asks for the second factor: otp step, no session, no toast; then the code is sent with the password', async () => {
    const calls = stubApi({
      login: (body) => (body.otp === '123456' ? ok({ token: 't-2' }) : { code: 3101, msg: 'Enter the code', data: null }),
      me: me(),
    });
    expect(await submitLogin({ username: 'boss', password: 'pw-1234567' })).toEqual({ step: 'otp' });
    expect(getToken()).toBeNull();
    expect(onError).not.toHaveBeenCalled();
    const outcome = await submitLogin({ username: 'boss', password: 'pw-1234567', otp: ' 123456 ' });
    expect(outcome.step).toBe('done');
    expect(calls[1]!.body).toEqual({ username: 'boss', password: 'pw-1234567', otp: '123456' });
  });

  it('a name locked by failed logins: its message is shown and the code field offered; the password with the code goes through (issue 23 item 6)', async () => {
    const calls = stubApi({
      login: (body) => (body.otp === '654321' ? ok({ token: 't-lock' }) : { code: 3100, msg: 'Too many failed logins: with the code from your authenticator app you can still log in', data: { retryAfterSeconds: 600 } }),
      me: me(),
    });
    expect(await submitLogin({ username: 'boss', password: 'pw-1234567' })).toEqual({ step: 'otp' });
    expect(onError).toHaveBeenCalledOnce();
    expect(getToken()).toBeNull();
    expect((await submitLogin({ username: 'boss', password: 'pw-1234567', otp: '654321' })).step).toBe('done');
    expect(calls[1]!.body).toEqual({ username: 'boss', password: 'pw-1234567', otp: '654321' });
    // A code that does not get through is refused with the same message, the field stays.
    await expect(submitLogin({ username: 'boss', password: 'pw-1234567', otp: '000000' })).rejects.toMatchObject({ code: 3100 });
  });

  it('a wrong or replayed code is refused with its message; no session', async () => {
    stubApi({ login: { code: 3102, msg: 'Wrong code', data: null } });
    await expect(submitLogin({ username: 'boss', password: 'pw-1234567', otp: '000000' })).rejects.toMatchObject({ code: 3102 });
    expect(getToken()).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('an operator without a second factor where one is required goes to enrolment', async () => {
    stubApi({ login: ok({ token: 't-3' }), me: me({ totpEnabled: false, mustEnrol: true }) });
    const outcome = await submitLogin({ username: 'newbie', password: 'pw-1234567' });
    expect(outcome).toMatchObject({ step: 'enrol', me: { mustEnrol: true } });
    expect(getToken()).toBe('t-3');
  });

  it('a server without /admin/api/me (before operator accounts): the console opens as the name typed', async () => {
    stubApi({ login: ok({ token: 't-4' }) });
    const outcome = await submitLogin({ username: 'admin', password: 'pw-1234567' });
    expect(outcome).toMatchObject({ step: 'done', me: { username: 'admin', mustEnrol: false } });
    expect(onError).not.toHaveBeenCalled();
  });

  it('code shapes and the recovery-codes file', () => {
    expect(isOtpShaped('123456')).toBe(true);
    expect(isOtpShaped('ab2c-9xyz')).toBe(true);
    expect(isOtpShaped('12345')).toBe(false);
    expect(isOtpShaped('abcd9xyz')).toBe(false);
    expect(recoveryCodesFile('boss', ['aaaa-bbbb', 'cccc-dddd'])).toBe('boss\naaaa-bbbb\ncccc-dddd\n');
  });
});
