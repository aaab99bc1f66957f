/**
 * The console's one request function (issue 14): every operator call is `POST /admin/api/<path>` with a JSON body
 * and the operator token in the `token` header (kept in sessionStorage: a closed tab ends the console session),
 * answered in the envelope `{ code, msg, data }` (code 0 = success, design.md §4).
 * - 401: the session is gone (logged out, idle timeout decided by the server) → the token is forgotten and the
 *   registered handler sends the operator to the login page. A call that needs a session is not sent at all once
 *   the token is gone (it is refused here the same way): nothing reaches the server without its session (issue 22);
 * - 403: the role lacks the route's permission → "no permission" in the current language;
 * - any other code: the shared catalogue's text in the current language (the server's own text for codes the
 *   catalogue of this build does not know yet), never the bare number.
 * It knows no screen: the app registers what a 401 and an error toast do (configureRequest).
 */
import { ERROR_CODES, ERRORS, errorMessage, REQUEST_TIMEOUT_MS, type ErrorKey } from '@app/shared';
import { i18n, type ConsoleLang } from '../i18n';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A refused call: `code` for the caller's logic, `message` already in the operator's language. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestHandlers {
  /** The session ended (401): go to login. */
  onUnauthorized?: () => void;
  /** Show a refusal (a toast); not called for codes the caller declared `quiet`. */
  onError?: (error: ApiError) => void;
  /** Codes with their own screen (e.g. "second factor enrolment required" → the enrolment page). */
  onCode?: (error: ApiError) => boolean;
  /** The console's language, sent as `lang` and used for messages. */
  lang?: () => ConsoleLang;
}

let handlers: RequestHandlers = {};

/** Wires the request layer to the app shell (main.tsx) or a test; returns a function restoring the previous wiring. */
export function configureRequest(next: RequestHandlers): () => void {
  const previous = handlers;
  handlers = { ...handlers, ...next };
  return () => {
    handlers = previous;
  };
}

const TOKEN_KEY = 'admin.token';

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}
export function setToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

function currentLang(): ConsoleLang {
  return handlers.lang?.() ?? 'zh';
}

const NAME_OF_CODE = new Map<number, string>(Object.entries(ERROR_CODES).map(([name, code]) => [code, name]));

/** The catalogue's text for `code` in `lang`; the server's `msg` when this build's catalogue lacks the code. */
export function errorText(code: number, lang: ConsoleLang, serverMsg = '', data?: unknown): string {
  const name = NAME_OF_CODE.get(code);
  if (name && name in ERRORS) return errorMessage(name as ErrorKey, lang, data);
  if (serverMsg) return serverMsg;
  return i18n.t('request.failed', { lng: lang, code });
}

export interface RequestOptions {
  /** The session to send instead of the kept one (the logout of a session the console has already forgotten). */
  token?: string;
  /** Sent as `Idempotency-Key` on calls that move money: one key per operator action. */
  idempotencyKey?: string;
  /** Codes the caller shows itself (no toast), e.g. "otp required" on the login form. */
  quiet?: readonly number[];
  timeoutMs?: number;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function fail(error: ApiError, opts: RequestOptions): never {
  if (!opts.quiet?.includes(error.code) && !handlers.onCode?.(error)) handlers.onError?.(error);
  throw error;
}

/** The only operator call made without a session (api-contract.md "Operator API"). */
const SESSIONLESS = new Set(['login']);

/** A call that needs the session the console no longer has: refused as the server would (401), without sending it. */
function noSession(): never {
  handlers.onUnauthorized?.();
  throw new ApiError(ERROR_CODES.notLoggedIn, errorText(ERROR_CODES.notLoggedIn, currentLang()));
}

/** Calls sent with a session whose answer has not arrived yet (see `sessionCallsAnswered`). */
const sessionCalls = new Set<Promise<unknown>>();

/**
 * Resolves once every call already sent with a session has its answer (or failed): the logout waits for it, so the
 * server never ends a session while a call made under it is still on its way (that call would answer 401).
 */
export async function sessionCallsAnswered(): Promise<void> {
  await Promise.allSettled([...sessionCalls]);
}

/** `fetch`, counted in `sessionCalls` until the answer's headers arrive when it carries a session. */
async function sessionFetch(url: string, init: RequestInit, token: string): Promise<Response> {
  const sent = fetch(url, init);
  if (!token) return sent;
  sessionCalls.add(sent);
  try {
    return await sent;
  } finally {
    sessionCalls.delete(sent);
  }
}

/**
 * POSTs to /admin/api/<path>; a network failure or timeout becomes the "network error" refusal. The timeout also
 * covers reading the body: `done` ends it once the answer is read.
 */
async function post(path: string, body: object | FormData, opts: RequestOptions): Promise<{ response: Response; done: () => void }> {
  const lang = currentLang();
  const token = opts.token ?? getToken() ?? '';
  if (!token && !SESSIONLESS.has(path)) noSession();
  const multipart = body instanceof FormData;
  // A FormData body sets its own multipart content type (with the boundary).
  const headers: Record<string, string> = { ...(multipart ? {} : { 'content-type': 'application/json' }), lang, token };
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    const init = { method: 'POST', headers, body: multipart ? body : JSON.stringify(body), signal: controller.signal };
    const response = await sessionFetch(`/admin/api/${path}`, init, token);
    return { response, done: () => clearTimeout(timer) };
  } catch {
    clearTimeout(timer);
    return fail(new ApiError(-1, networkText(lang)), opts);
  }
}

function networkText(lang: ConsoleLang): string {
  return i18n.t('request.network', { lng: lang });
}

/** An envelope answer: `data` of code 0; otherwise the refusal (401 forgets the session). */
async function settle<T>({ response, done }: { response: Response; done: () => void }, opts: RequestOptions): Promise<T> {
  const lang = currentLang();
  // 401/403/4xx answers carry an envelope too (design.md §4): the HTTP status is not what decides.
  const answer: unknown = await response.json().catch(() => null);
  done();
  if (!isEnvelope(answer)) return fail(new ApiError(-1, errorText(ERROR_CODES.serverError, lang)), opts);
  if (answer.code === 0) return answer.data as T;
  const error = new ApiError(answer.code, errorText(answer.code, lang, answer.msg, answer.data), answer.data);
  if (answer.code === ERROR_CODES.notLoggedIn) {
    setToken(null);
    handlers.onUnauthorized?.();
    throw error;
  }
  return fail(error, opts);
}

/** POST /admin/api/<path> with `body`; resolves with `data` of a code-0 answer, rejects with an ApiError otherwise. */
export async function request<T>(path: string, body: object = {}, opts: RequestOptions = {}): Promise<T> {
  return settle<T>(await post(path, body, opts), opts);
}

/**
 * POST /admin/api/<path> with one file in multipart field `file` (operator image uploads); answered and refused like
 * `request` (a refused image comes back as the catalogue's text). A 15 MB upload on a slow line gets longer than a call.
 */
export async function upload<T>(path: string, file: File, opts: RequestOptions = {}): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  return settle<T>(await post(path, body, { timeoutMs: 5 * 60_000, ...opts }), opts);
}

/** The file name of an `attachment; filename="…"` answer, or `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]!) : fallback;
}

/**
 * A file answer (CSV exports, issue 14 "Reports"): POST like every call, with the token; the server streams the file,
 * which is saved through an object URL and an <a download> (the only way to send the token header along). A refusal
 * (bad filter, 401, 403) comes as the usual envelope and is handled as `request` does. Answers the file name.
 */
export async function download(path: string, body: object = {}, fallbackName = 'export.csv', opts: RequestOptions = {}): Promise<string> {
  // Streams of 100k rows take longer than an ordinary call.
  const answer = await post(path, body, { timeoutMs: 10 * 60_000, ...opts });
  const { response } = answer;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    await settle<unknown>(answer, opts);
    return fail(new ApiError(-1, errorText(ERROR_CODES.serverError, currentLang())), opts);
  }
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
  const file = await response.blob().catch(() => null);
  answer.done();
  if (!file) return fail(new ApiError(-1, networkText(currentLang())), opts);
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; a later revoke lets it finish reading.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return name;
}

/**
 * A private upload (deposit vouchers under /uploads/: served to its uploader or an operator only), fetched with the
 * operator token and handed out as an object URL for <img>; the caller revokes it.
 */
export async function privateFileUrl(path: string): Promise<string> {
  const token = getToken();
  if (!token) noSession();
  const response = await sessionFetch(path, { headers: { token } }, token);
  if (!response.ok) throw new ApiError(response.status, errorText(response.status === 401 ? 401 : ERROR_CODES.notFound, currentLang()));
  return URL.createObjectURL(await response.blob());
}

/** A fresh Idempotency-Key (one per operator action that moves money). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a LAN install over plain http still gets 128 random bits.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
