/**
 * The one request helper of spec.md §7; every API call of the app goes through it.
 * - base URL from VITE_API_BASE (empty: same origin, which is how the server serves the app, design.md §7);
 * - a plain-object payload becomes the query string, a string payload a `/{value}` path suffix, and a payload
 *   flagged `json` the request body (design.md §4: sensitive calls are sent as JSON);
 * - headers `token` (or empty) and `lang`;
 * - 60 000 ms timeout; envelope `{ code, msg, data }` handled as spec.md §7 "Response handling".
 */
import { REQUEST_TIMEOUT_MS, parseLang } from '@app/shared';
import { relaunch } from '../app/navigation';
import { loadOverlays } from '../components/load-overlays';
import { PATHS } from '../app/paths';
import { useSession } from '../stores/session';
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
  /**
   * Sent as the `Idempotency-Key` header on calls that move money (api-contract.md Wallet): one fresh key per
   * user action, reused only to retry that same action, so a double tap or a retry moves money once.
   */
  idempotencyKey?: string;
  /** Overrides REQUEST_TIMEOUT_MS; only tests and uploads should need it. */
  timeoutMs?: number;
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

export async function request<T>(
  method: string,
  path: string,
  payload?: Payload,
  opts: RequestOptions = {},
): Promise<Envelope<T>> {
  const json = opts.json === true && typeof payload === 'object';
  const headers: Record<string, string> = {
    ...opts.headers,
    token: getItem('token') ?? '',
    lang: parseLang(getItem('lang')),
  };
  if (json) headers['content-type'] = 'application/json';
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let body: unknown;
  try {
    const response = await fetch(buildUrl(path, payload, json), {
      method,
      headers,
      body: json ? JSON.stringify(payload) : undefined,
      signal: controller.signal,
    });
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
    // spec.md §4, §7: the session is gone — forget it and relaunch to login.
    useSession.getState().clear();
    relaunch(PATHS.login);
  } else if (envelope.code !== 0) {
    // spec.md §7: show msg as a plain toast (no icon); the caller still receives the envelope.
    void loadOverlays().then(({ Toast }) => Toast.show({ content: envelope.msg }));
  }
  return envelope;
}
