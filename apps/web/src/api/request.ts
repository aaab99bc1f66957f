/**
 * The one request helper of spec.md §7; every API call of the app goes through it.
 * - base URL from VITE_API_BASE (empty: same origin, which is how the server serves the app, design.md §7);
 * - a plain-object payload becomes the query string, a string payload a `/{value}` path suffix, and a payload
 *   flagged `json` the request body (design.md §4: sensitive calls are sent as JSON);
 * - headers `token` (or empty) and `lang`;
 * - 60 000 ms timeout; envelope `{ code, msg, data }` handled as spec.md §7 "Response handling".
 * It knows nothing of the app shell nor of any component: a 401 is handed to the handler the shell registers with
 * onUnauthorized, an error's text to the one it registers with onErrorMessage.
 */
import { REQUEST_TIMEOUT_MS, parseLang } from '@app/shared';
import { getItem } from '../storage';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export type Payload = Record<string, unknown> | string | undefined;

export interface RequestOptions {
  /** Send the (object) payload as a JSON body instead of the query string. */
  json?: boolean;
  /** Extra headers, e.g. Idempotency-Key on money calls (api-contract.md). */
  headers?: Record<string, string>;
  /** Overrides REQUEST_TIMEOUT_MS; only tests and uploads should need it. */
  timeoutMs?: number;
  /** Codes the caller handles itself without a toast (e.g. 1002 from an endpoint of a later issue). */
  quietCodes?: readonly number[];
  /** A background read the player did not ask for (an unread badge): no toast for any code; a 401 still ends the session. */
  silent?: boolean;
  /**
   * Sent as the `Idempotency-Key` header on calls that move money (api-contract.md Wallet): one fresh key per
   * user action, reused only to retry that same action, so a double tap or a retry moves money once.
   */
  idempotencyKey?: string;
}

let unauthorized: (() => void) | null = null;

/**
 * Registers what a 401 does (spec.md §4, §7: the session is gone). The shell registers it at start
 * (app/session-expiry.ts), so the request helper never imports the router or the session store's callers.
 * Returns the unregister function.
 */
export function onUnauthorized(handler: () => void): () => void {
  const previous = unauthorized;
  unauthorized = handler;
  return () => {
    // The last registration wins; undoing it brings back the one before (a test's stand-in, then the shell's).
    if (unauthorized === handler) unauthorized = previous;
  };
}

let errorShown: ((msg: string) => void) | null = null;

/**
 * Registers how a business error's `msg` is shown (spec.md §7: a plain toast). The shell registers it at start
 * (app/error-toasts.ts), so the request helper imports no component. Returns the unregister function.
 */
export function onErrorMessage(handler: (msg: string) => void): () => void {
  const previous = errorShown;
  errorShown = handler;
  return () => {
    if (errorShown === handler) errorShown = previous;
  };
}

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** URL of a server asset given as a path (`/static/…`), e.g. banner images; absolute URLs pass through. */
export function assetUrl(path: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(path) ? path : `${API_BASE}${path}`;
}

function queryValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  // Arrays and objects have no query form in spec.md §7; JSON keeps them readable for the server's parser.
  return JSON.stringify(value) ?? '';
}

/** Query string of spec.md §7: URL-encoded key=value pairs, empty/null/undefined values as empty strings. */
export function toQuery(payload: Record<string, unknown>): string {
  return Object.entries(payload)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(queryValue(value))}`)
    .join('&');
}

function buildUrl(path: string, payload: Payload, json: boolean): string {
  const url = `${API_BASE}${path}`;
  if (typeof payload === 'string') return `${url}/${encodeURIComponent(payload)}`;
  if (payload && !json) {
    const query = toQuery(payload);
    if (query) return `${url}${url.includes('?') ? '&' : '?'}${query}`;
  }
  return url;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** A fresh random Idempotency-Key (one per user action that moves money). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-http self-hosted installs still get 128 random bits.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function authHeaders(extra?: Record<string, string>): Record<string, string> {
  return { ...extra, token: getItem('token') ?? '', lang: parseLang(getItem('lang')) };
}

/** fetch with the timeout of spec.md §7, read as an envelope and handled by its "Response handling". */
async function send<T>(url: string, init: RequestInit, opts: RequestOptions): Promise<Envelope<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let body: unknown;
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    // Business errors and 401/429/500 all carry an envelope (design.md §4), so the HTTP status is not checked.
    body = await response.json();
  } catch {
    // spec.md §7: a network failure (or timeout, or a non-envelope answer) rejects with no message.
    throw new Error();
  } finally {
    clearTimeout(timer);
  }
  if (!isEnvelope(body)) throw new Error();

  const envelope = body as Envelope<T>;
  if (envelope.code === 401) {
    unauthorized?.();
  } else if (envelope.code !== 0 && !opts.silent && !opts.quietCodes?.includes(envelope.code)) {
    // spec.md §7: show msg as a plain toast (no icon); the caller still receives the envelope.
    errorShown?.(envelope.msg);
  }
  return envelope;
}

export async function request<T>(
  method: string,
  path: string,
  payload?: Payload,
  opts: RequestOptions = {},
): Promise<Envelope<T>> {
  const json = opts.json === true && typeof payload === 'object';
  const headers = authHeaders(opts.headers);
  if (json) headers['content-type'] = 'application/json';
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  return send<T>(buildUrl(path, payload, json), { method, headers, body: json ? JSON.stringify(payload) : undefined }, opts);
}

/**
 * A private file of the API (an upload under /uploads/, served only to its uploader and operators): fetched with
 * the session token, as an object URL for <img>. Rejects when refused or unreachable.
 */
export async function privateFileUrl(path: string): Promise<string> {
  const response = await fetch(`${API_BASE}${path}`, { headers: authHeaders() });
  if (!response.ok) throw new Error();
  return URL.createObjectURL(await response.blob());
}

/**
 * The upload variant (api-contract.md "Upload": multipart field `file` → { url }): same headers, timeout and
 * envelope handling as request(); the browser sets the multipart content-type with its boundary.
 */
export async function upload<T>(path: string, file: Blob, fileName: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const form = new FormData();
  form.append('file', file, fileName);
  return send<T>(`${API_BASE}${path}`, { method: 'POST', headers: authHeaders(opts.headers), body: form }, opts);
}
