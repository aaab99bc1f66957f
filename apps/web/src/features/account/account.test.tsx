/**
 * Accounts issue, unit level: the register form validates with the shared zod schemas (catalogue messages, no
 * request while invalid), the code countdown waits 60 s then 30 s, and the post-login flow (session, balance that
 * may not exist yet, secondary-password reminder).
 */
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { afterLogin } from './hooks/after-login';
import { FIRST_WAIT_S, RESEND_WAIT_S, useCountdown } from './hooks/use-countdown';
import type { UserInfo } from './api/types';
import { renderAppAt } from '../../test/render-app';
import { checkStubbedAnswer } from '../../test/contract';

let i18next: i18n;
const fetchMock = vi.fn<typeof fetch>();

/** What the app shell and the login screen read on every page. */
const SHELL = {
  '/web/guest/index/getWebsiteBasicInfo': { data: { websiteBasicList: [] } },
  '/web/guest/user/getCaptcha': { data: { captchaId: 'c1', image: 'data:image/png;base64,iVBORw0KGgo=', required: true } },
};

/** Answers by path; anything unlisted is the 1002 "interface does not exist" of design.md §4 (naming the path, so a toast tells which call it came from). */
function serve(routes: Record<string, { code?: number; msg?: string; data?: unknown }>): void {
  const all: Record<string, { code?: number; msg?: string; data?: unknown }> = { ...SHELL, ...routes };
  fetchMock.mockImplementation((input) => {
    const path = new URL(String(input), 'http://x').pathname;
    const answer = all[path] ?? { code: 1002, msg: `interface does not exist: ${path}`, data: null };
    const envelope = { code: 0, msg: 'ok', data: null, ...answer };
    if (envelope.code === 0) checkStubbedAnswer(path, envelope.data);
    return Promise.resolve(new Response(JSON.stringify(envelope), { status: 200 }));
  });
}

function calls(path: string): RequestInit[] {
  return fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path).map(([, init]) => init ?? {});
}

const USER: UserInfo = {
  userId: 7,
  username: 'player7',
  realName: null,
  sex: null,
  birthday: null,
  phone: null,
  email: null,
  avatar: null,
  vipLevel: 1,
  inviteCode: 'ABCD1234',
  isAgent: false,
  phoneBound: false,
  emailBound: false,
  hasWithdrawPassword: false,
  profileConfirmed: false,
  language: 'en',
  registeredAt: '2026-01-01T00:00:00Z',
};

beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('account');
});

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, userInfo: null, endedAt: null });
  fetchMock.mockReset();
  serve({});
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  // Unmount (vitest runs without globals, so Testing Library cannot register this itself): a screen left mounted
  // would keep fetching into the next test.
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function renderAt(path: string): Promise<void> {
  return renderAppAt(i18next, path);
}

function type(container: HTMLElement, testId: string, value: string): void {
  const input = within(container).getByTestId(testId).querySelector('input') ?? within(container).getByTestId(testId);
  fireEvent.change(input, { target: { value } });
}

describe('register form (shared zod rules)', () => {
  it('opens on the register tab from ?tab=register and shows the catalogue messages without calling register', async () => {
    await renderAt(`${PATHS.login}?tab=register`);
    // The first route of the file loads its page chunk cold.
    const form = await screen.findByTestId('register-form');
    await waitFor(() => expect(within(form).getByTestId('captcha-input')).toBeTruthy());
    type(form, 'register-username', '1ab');
    type(form, 'new-password', 'abcdefgh');
    type(form, 'confirm-password', 'abcdefgX');
    fireEvent.click(within(form).getByTestId('form-submit'));
    expect(await within(form).findByText(/Username must be 4-11 letters and digits/)).toBeTruthy();
    expect(within(form).getByText(/Password must be 8-64 characters/)).toBeTruthy();
    expect(within(form).getByText('Please enter the verification code')).toBeTruthy();
    expect(within(form).getByText(/agree/i, { selector: '.adm-form-item-feedback-error' })).toBeTruthy();
    expect(calls('/web/guest/user/register')).toHaveLength(0);
  });

  it('reports a mismatched confirmation and a password equal to the username on their fields', async () => {
    await renderAt(`${PATHS.login}?tab=register`);
    // The first route of the file loads its page chunk cold.
    const form = await screen.findByTestId('register-form');
    type(form, 'register-username', 'abcd1234');
    type(form, 'new-password', 'abcd1234');
    type(form, 'confirm-password', 'abcd12345');
    fireEvent.click(within(form).getByTestId('form-submit'));
    expect(await within(form).findByText('The password cannot be the same as the username')).toBeTruthy();
    expect(within(form).getByText('The two passwords are inconsistent')).toBeTruthy();
  });

  it('sends a valid registration as a JSON body with the captcha and then runs the post-login flow', async () => {
    serve({
      '/web/guest/user/register': { data: { token: 'tok-9', userInfo: USER } },
      '/web/user/checkIsSetWidthPassword': { msg: 'yes', data: { set: true } },
    });
    await renderAt(`${PATHS.login}?tab=register`);
    // The first route of the file loads its page chunk cold.
    const form = await screen.findByTestId('register-form');
    await waitFor(() => expect(within(form).getByTestId('captcha-input')).toBeTruthy());
    type(form, 'register-username', 'player7');
    type(form, 'new-password', 'secret123');
    type(form, 'confirm-password', 'secret123');
    type(form, 'captcha-input', '2345');
    fireEvent.click(within(form).getByTestId('agree').querySelector('input') ?? within(form).getByTestId('agree'));
    fireEvent.click(within(form).getByTestId('form-submit'));
    await waitFor(() => expect(calls('/web/guest/user/register')).toHaveLength(1));
    const [init] = calls('/web/guest/user/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'player7',
      password: 'secret123',
      confirmPassword: 'secret123',
      agree: true,
      captchaId: 'c1',
      captcha: '2345',
    });
    await waitFor(() => expect(useSession.getState().token).toBe('tok-9'));
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });
});

describe('login remember password', () => {
  it('keeps the username only, and asks for a 30-day session', async () => {
    serve({
      '/web/guest/user/login': { data: { token: 'tok-1', userInfo: USER } },
      '/web/user/checkIsSetWidthPassword': { msg: 'yes', data: { set: true } },
    });
    await renderAt(PATHS.login);
    const form = await screen.findByTestId('login-form');
    await waitFor(() => expect(within(form).getByTestId('captcha-input')).toBeTruthy());
    type(form, 'login-username', 'player7');
    type(form, 'login-password', 'secret123');
    type(form, 'captcha-input', '2345');
    fireEvent.click(within(form).getByTestId('remember').querySelector('input') ?? within(form).getByTestId('remember'));
    fireEvent.click(within(form).getByTestId('form-submit'));
    await waitFor(() => expect(useSession.getState().token).toBe('tok-1'));
    expect(JSON.parse(String(calls('/web/guest/user/login')[0]?.body))).toMatchObject({ remember: true });
    expect(localStorage.getItem('rememberedUsername')).toBe('player7');
    expect(JSON.stringify(localStorage)).not.toContain('secret123');
  });
});

describe('captcha field (issue 12 item 5, issue 13)', () => {
  const captchaInput = (form: HTMLElement) => within(form).getByTestId('captcha-input').querySelector('input')!;

  it('is numeric, has a labelled refresh button, and both it and the picture load a new image', async () => {
    await renderAt(PATHS.login);
    const form = await screen.findByTestId('login-form');
    await waitFor(() => expect(within(form).getByTestId('captcha-input')).toBeTruthy());
    expect(captchaInput(form).getAttribute('inputmode')).toBe('numeric');
    expect(captchaInput(form).getAttribute('pattern')).toBe('[0-9]*');
    const before = calls('/web/guest/user/getCaptcha').length;
    fireEvent.click(within(form).getByRole('button', { name: 'New picture' }));
    await waitFor(() => expect(calls('/web/guest/user/getCaptcha')).toHaveLength(before + 1));
    fireEvent.click(within(form).getByTestId('captcha-image'));
    await waitFor(() => expect(calls('/web/guest/user/getCaptcha')).toHaveLength(before + 2));
  });

  it('appears after a 3003 although the server asked for none at first; a later failure clears it, loads a new image and focuses it', async () => {
    serve({
      '/web/guest/user/getCaptcha': { data: { captchaId: 'c1', image: 'data:image/png;base64,iVBORw0KGgo=', required: false } },
      '/web/guest/user/login': { code: 3003, msg: 'Please enter the captcha' },
    });
    await renderAt(PATHS.login);
    const form = await screen.findByTestId('login-form');
    await waitFor(() => expect(calls('/web/guest/user/getCaptcha')).toHaveLength(1));
    expect(within(form).queryByTestId('captcha-input')).toBeNull();
    serve({
      '/web/guest/user/getCaptcha': { data: { captchaId: 'c2', image: 'data:image/png;base64,iVBORw0KGgo=', required: false } },
      '/web/guest/user/login': { code: 3003, msg: 'Please enter the captcha' },
    });
    type(form, 'login-username', 'player7');
    type(form, 'login-password', 'secret123');
    fireEvent.click(within(form).getByTestId('form-submit'));
    await waitFor(() => expect(within(form).getByTestId('captcha-input')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(captchaInput(form)));
    expect(JSON.parse(String(calls('/web/guest/user/login')[0]?.body))).not.toHaveProperty('captchaId');
    await waitFor(() => expect(calls('/web/guest/user/getCaptcha')).toHaveLength(2));

    serve({
      '/web/guest/user/getCaptcha': { data: { captchaId: 'c3', image: 'data:image/png;base64,iVBORw0KGgo=', required: false } },
      '/web/guest/user/login': { code: 1110, msg: 'The captcha is wrong or has expired' },
    });
    type(form, 'captcha-input', '2a345');
    fireEvent.click(within(form).getByTestId('form-submit'));
    await waitFor(() => expect(calls('/web/guest/user/login')).toHaveLength(2));
    expect(JSON.parse(String(calls('/web/guest/user/login')[1]?.body))).toMatchObject({ captchaId: 'c2', captcha: '2345' });
    await waitFor(() => expect(captchaInput(form).value).toBe(''));
    await waitFor(() => expect(calls('/web/guest/user/getCaptcha')).toHaveLength(3));
    expect(document.activeElement).toBe(captchaInput(form));
  });
});

describe('code countdown (spec.md §4)', () => {
  it('waits 60 s after the first code and 30 s after each later one, or the server figure when given', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    expect(result.current.left).toBe(FIRST_WAIT_S);
    for (let i = 0; i < FIRST_WAIT_S; i++) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(0);
    act(() => result.current.start());
    expect(result.current.left).toBe(RESEND_WAIT_S);
    act(() => result.current.start(42));
    expect(result.current.left).toBe(42);
  });
});

describe('after login (spec.md §4)', () => {
  it('stores the session, ignores a missing balance endpoint silently and offers to set the secondary password', async () => {
    serve({ '/web/user/checkIsSetWidthPassword': { msg: 'no', data: { set: false } } });
    const show = vi.spyOn(Toast, 'show');
    // About makes no calls of its own, so any toast would come from the post-login flow.
    await renderAt(PATHS.about);
    await act(async () => {
      void afterLogin({ token: 'tok-2', userInfo: USER }, createQueryClient());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(localStorage.getItem('token')).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ username: 'player7' });
    // The reminder waits for two calls and a lazily loaded dialog: allow for a loaded machine.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Secondary password not set, go to settings?')).toBeTruthy();
    // The balance is fetched by the screen that shows it (home's member strip), never twice for one login.
    expect(calls('/web/user/getUserBalance').length).toBeLessThanOrEqual(1);
    // Silent: no toast about the balance call (on a loaded machine, late answers of earlier tests may toast meanwhile).
    expect(show.mock.calls.map(([props]) => JSON.stringify(props)).filter((text) => text.includes('getUserBalance'))).toEqual([]);
    fireEvent.click(within(dialog).getByText('Go to settings'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.secondaryPassword}`));
  });

  it('shows no reminder when the secondary password is set', async () => {
    serve({
      '/web/user/checkIsSetWidthPassword': { msg: 'yes', data: { set: true } },
      '/web/user/getUserBalance': { data: { userBalanceMap: { central: '1.00', locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '0.00', total: '1.00' } } },
    });
    await renderAt(PATHS.login);
    await act(async () => {
      await afterLogin({ token: 'tok-3', userInfo: USER }, createQueryClient());
    });
    expect(calls('/web/user/checkIsSetWidthPassword')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('security verification (spec.md §5)', () => {
  const bound = { ...USER, phone: '139****5678', phoneBound: true };
  const signedIn = () => useSession.setState({ token: 'tok', userInfo: bound, endedAt: null });

  it('asks the server to check the middle four digits and goes on only when they are right', async () => {
    serve({ '/web/user/getUserInfo': { data: { userInfo: bound } }, '/web/user/checkPhoneMiddle': { code: 3008, msg: 'wrong digits' } });
    signedIn();
    await renderAt(PATHS.verification);
    const form = await screen.findByTestId('verification');
    type(form, 'phone-middle', '0000');
    fireEvent.click(within(form).getByTestId('form-submit'));
    await waitFor(() => expect(calls('/web/user/checkPhoneMiddle')).toHaveLength(1));
    expect(JSON.parse(String(calls('/web/user/checkPhoneMiddle')[0]!.body))).toEqual({ digits: '0000' });
    expect(window.location.hash).toBe(`#${PATHS.verification}`);

    serve({ '/web/user/getUserInfo': { data: { userInfo: bound } }, '/web/user/checkPhoneMiddle': { data: { verified: true } } });
    type(form, 'phone-middle', '1234');
    fireEvent.click(within(form).getByTestId('form-submit'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.secondaryPassword}`));
  });
});
