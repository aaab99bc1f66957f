import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized, request, toQuery } from './request';
import { PATHS } from '../app/paths';
import { useSession } from '../stores/session';
import { getItem, setItem } from '../storage';

const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: typeof url === 'string' ? url : '', init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, userInfo: null, endedAt: null });
  window.location.hash = '';
  fetchMock.mockReset();
  // A fresh Response per call: a body can be read only once.
  fetchMock.mockImplementation(() => Promise.resolve(answer({ code: 0, msg: 'ok', data: { value: 1 } })));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('request (spec.md §7)', () => {
  it('puts a plain-object payload in the query string, empty values as empty strings', async () => {
    await request('POST', '/web/guest/index/getNotice', { page: 1, size: 20, q: 'a b&c', empty: '', none: null, gone: undefined });
    const { url, init } = lastCall();
    expect(url).toBe('/web/guest/index/getNotice?page=1&size=20&q=a%20b%26c&empty=&none=&gone=');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });

  it('appends a string payload as an encoded path segment', async () => {
    await request('POST', '/web/apiCode/getUserPlatBalance', 'house live/1');
    expect(lastCall().url).toBe('/web/apiCode/getUserPlatBalance/house%20live%2F1');
  });

  it('sends a payload flagged json as the body with content-type application/json', async () => {
    await request('POST', '/web/guest/user/login', { username: 'player1', password: 'secret123' }, { json: true });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/web/guest/user/login');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'player1', password: 'secret123' });
  });

  it('sends an empty token header for guests and the stored token otherwise', async () => {
    await request('POST', '/web/user/getUserInfo');
    expect(lastCall().headers.token).toBe('');
    setItem('token', 'tok-123');
    await request('POST', '/web/user/getUserInfo');
    expect(lastCall().headers.token).toBe('tok-123');
  });

  it('sends the stored language as the lang header, zh by default', async () => {
    await request('POST', '/web/guest/index/getSilde');
    expect(lastCall().headers.lang).toBe('zh');
    setItem('lang', 'th');
    await request('POST', '/web/guest/index/getSilde');
    expect(lastCall().headers.lang).toBe('th');
  });

  it('resolves a code-0 envelope without a toast', async () => {
    const show = vi.spyOn(Toast, 'show');
    await expect(request('POST', '/web/x')).resolves.toEqual({ code: 0, msg: 'ok', data: { value: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(show).not.toHaveBeenCalled();
  });

  it('on 401 removes token and userInfo and relaunches to login', async () => {
    useSession.getState().signIn('tok-1', { username: 'player1' });
    setItem('lang', 'en');
    fetchMock.mockResolvedValue(answer({ code: 401, msg: 'expired', data: null }, 401));
    const envelope = await request('POST', '/web/user/getUserBalance');
    expect(envelope.code).toBe(401);
    expect(getItem('token')).toBeNull();
    expect(getItem('userInfo')).toBeNull();
    expect(getItem('lang')).toBe('en');
    expect(useSession.getState().token).toBeNull();
    expect(window.location.hash).toBe(`#${PATHS.login}`);
  });

  it('hands a 401 to the handler the shell registered, without a toast (api/ knows no shell)', async () => {
    const show = vi.spyOn(Toast, 'show');
    const handler = vi.fn();
    const unregister = onUnauthorized(handler);
    try {
      fetchMock.mockResolvedValue(answer({ code: 401, msg: 'expired', data: null }, 401));
      await request('POST', '/web/user/getUserBalance');
      expect(handler).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(show).not.toHaveBeenCalled();
    } finally {
      unregister();
    }
  });

  it('on any other code shows msg as a toast without icon and still resolves the envelope', async () => {
    const show = vi.spyOn(Toast, 'show');
    fetchMock.mockResolvedValue(answer({ code: 1001, msg: '用户名格式错误', data: null }));
    await expect(request('POST', '/web/guest/user/register', { username: 'x' }, { json: true })).resolves.toEqual({
      code: 1001,
      msg: '用户名格式错误',
      data: null,
    });
    // The toast chunk loads on first use, so the call lands a moment later.
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith({ content: '用户名格式错误' }));
    // The real toast renders (React 19 patch in the test setup) and carries no icon.
    await vi.waitFor(() => expect(document.body.textContent).toContain('用户名格式错误'));
    expect(document.querySelector('.adm-toast-icon')).toBeNull();
  });

  it('a silent call (a background badge read) shows no toast for any code but still hands over a 401', async () => {
    const show = vi.spyOn(Toast, 'show');
    const handler = vi.fn();
    const unregister = onUnauthorized(handler);
    try {
      fetchMock.mockResolvedValueOnce(answer({ code: 1001, msg: 'busy', data: null }));
      await expect(request('POST', '/web/message/getUnReadMessageCount', undefined, { silent: true })).resolves.toMatchObject({ code: 1001 });
      fetchMock.mockResolvedValueOnce(answer({ code: 401, msg: 'expired', data: null }, 401));
      await request('POST', '/web/message/getUnReadMessageCount', undefined, { silent: true });
      expect(handler).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(show).not.toHaveBeenCalled();
    } finally {
      unregister();
    }
  });

  it('rejects with an Error without message on network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error: unknown = await request('POST', '/web/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('');
  });

  it('aborts after the timeout and rejects with an Error without message', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.useFakeTimers();
    const pending = request('POST', '/web/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await pending;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('');
  });
});

describe('toQuery', () => {
  it('encodes keys and values', () => {
    expect(toQuery({ 'a b': 'ü', n: 0, f: false })).toBe('a%20b=%C3%BC&n=0&f=false');
  });
});
