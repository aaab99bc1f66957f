import { ERROR_CODES, errorMessage } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../test/fetch-stub';
import { ApiError, configureRequest, getToken, privateFileUrl, request, sessionCallsAnswered, setToken } from './request';
import type { ConsoleLang } from '../i18n';

let lang: ConsoleLang = 'zh';
const onUnauthorized = vi.fn();
const onError = vi.fn();
let restore: () => void;
beforeEach(() => {
  lang = 'zh';
  onUnauthorized.mockReset();
  onError.mockReset();
  restore = configureRequest({ lang: () => lang, onUnauthorized, onError, onCode: () => false });
  // Every operator call but login needs a session (calls without one are not sent).
  setToken('tok-0');
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('request (the console’s one request function)', () => {
  it('POSTs JSON to /admin/api/<path> with the token and language, and unwraps the envelope', async () => {
    setToken('tok-1');
    const calls = stubApi({ 'deposit/list': ok({ list: [], total: 0, page: 1, size: 20 }) });
    lang = 'en';
    const data = await request('deposit/list', { page: 1, size: 20, status: 'under_review' }, { idempotencyKey: 'k-1' });
    expect(data).toEqual({ list: [], total: 0, page: 1, size: 20 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/admin/api/deposit/list');
    expect(calls[0]!.headers).toMatchObject({ token: 'tok-1', lang: 'en', 'content-type': 'application/json', 'Idempotency-Key': 'k-1' });
    expect(calls[0]!.body).toEqual({ page: 1, size: 20, status: 'under_review' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('401: forgets the token, sends the operator to login, shows no toast', async () => {
    setToken('tok-expired');
    stubApi({ me: { code: 401, msg: 'expired', data: null } });
    const error = await request('me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(401);
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it.each(['zh', 'en'] as const)('403: "no permission" from the shared catalogue in %s, the session kept', async (current) => {
    lang = current;
    setToken('tok-support');
    stubApi({ 'deposit/list': { code: 403, msg: 'forbidden', data: null } });
    const error = (await request('deposit/list').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(403);
    expect(error.message).toBe(errorMessage('permissionDenied', current));
    expect(onError).toHaveBeenCalledWith(error);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-support');
  });

  it('a catalogued code shows the catalogue text in the console’s language, never the bare code', async () => {
    stubApi({ 'wallet/adjust': { code: ERROR_CODES.insufficientBalance, msg: 'whatever the server said', data: null } });
    lang = 'en';
    const en = (await request('wallet/adjust').catch((e: unknown) => e)) as ApiError;
    expect(en.message).toBe(errorMessage('insufficientBalance', 'en'));
    lang = 'zh';
    const zh = (await request('wallet/adjust').catch((e: unknown) => e)) as ApiError;
    expect(zh.message).toBe(errorMessage('insufficientBalance', 'zh'));
    expect(zh.message).not.toMatch(/^\d+$/);
  });

  it('a code this build does not know yet shows the server’s text (sent in the console’s language)', async () => {
    stubApi({ 'player/freeze': { code: 3999, msg: 'Player already frozen', data: null } });
    const error = (await request('player/freeze').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Player already frozen');
    expect(error.code).toBe(3999);
  });

  it('quiet codes are left to the caller (no toast)', async () => {
    stubApi({ login: { code: 3101, msg: 'otp required', data: null } });
    await expect(request('login', {}, { quiet: [3101] })).rejects.toMatchObject({ code: 3101 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('a network failure or a non-envelope answer rejects with a readable message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('failed'))));
    const network = (await request('me').catch((e: unknown) => e)) as ApiError;
    expect(network.message).toMatch(/网络/);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 502 })));
    const html = (await request('me').catch((e: unknown) => e)) as ApiError;
    expect(html.message).toBe(errorMessage('serverError', 'zh'));
    expect(onError).toHaveBeenCalledTimes(2);
  });
});

describe('no call without its session (issue 22)', () => {
  it('a call that needs a session is not sent once the token is gone: refused as 401, the operator sent to login', async () => {
    setToken(null);
    const calls = stubApi({ 'dashboard/summary': ok({}) });
    const error = (await request('dashboard/summary').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(ERROR_CODES.notLoggedIn);
    expect(error.message).not.toMatch(/^\d+$/);
    await expect(privateFileUrl('/uploads/v.png')).rejects.toMatchObject({ code: ERROR_CODES.notLoggedIn });
    expect(calls).toEqual([]);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('login is the one call sent without a session; a given token is sent instead of the kept one', async () => {
    setToken(null);
    const calls = stubApi({ login: ok({ token: 't' }), logout: ok(null) });
    await request('login', { username: 'a', password: 'b' });
    await request('logout', {}, { token: 'tok-forgotten' });
    expect(calls.map((c) => [c.url, c.headers.token])).toEqual([
      ['/admin/api/login', ''],
      ['/admin/api/logout', 'tok-forgotten'],
    ]);
  });

  it('sessionCallsAnswered waits for every call already sent with a session, not for later sessionless ones', async () => {
    setToken('tok-1');
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const pending = request('deposit/list');
    let answered = false;
    const waited = sessionCallsAnswered().then(() => (answered = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(answered).toBe(false);
    answer(new Response(JSON.stringify({ code: 0, msg: 'success', data: [] })));
    await waited;
    expect(answered).toBe(true);
    await expect(pending).resolves.toEqual([]);
    await sessionCallsAnswered();
  });
});

