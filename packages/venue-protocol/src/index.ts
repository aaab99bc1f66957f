import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The transfer-wallet venue protocol of docs/venue-protocol.md, as a game aggregator publishes it with an SDK: the
 * request and answer signatures and the message shapes. The venue simulator (apps/venue-sim) and our remote-venue
 * adapter both use this package, so the two sides cannot drift from the document.
 */

export const HEADER = {
  agent: 'x-venue-agent',
  time: 'x-venue-time',
  nonce: 'x-venue-nonce',
  sign: 'x-venue-sign',
} as const;

/** A request older or newer than this (by its x-venue-time) is refused: with the nonce cache, no replay. */
export const TIME_WINDOW_MS = 60_000;

export const CODE = {
  ok: 0,
  badSignature: 1001,
  staleTime: 1002,
  replayed: 1003,
  badRequest: 1004,
  unknownAgent: 1005,
  playerNotFound: 2001,
  insufficientBalance: 2002,
  orderConflict: 2003,
  duplicateOrder: 2004,
  currencyMismatch: 2005,
  transferNotFound: 3001,
  unavailable: 5000,
} as const;
export type VenueCode = (typeof CODE)[keyof typeof CODE];

export interface Envelope<T> {
  code: number;
  message: string;
  data?: T;
}

export type Direction = 'in' | 'out';
export type TransferStatus = 'succeeded' | 'failed';

/** Amounts are integer strings of minor units ("12550" is ¥125.50): no decimals, no floating point on either side. */
export type MinorString = string;
const MINOR = /^(0|[1-9]\d{0,17})$/;
export function parseMinor(value: unknown): bigint | undefined {
  return typeof value === 'string' && MINOR.test(value) ? BigInt(value) : undefined;
}

export interface TransferRequest {
  orderNo: string;
  playerId: string;
  direction: Direction;
  amount: MinorString;
  currency: string;
}
export interface TransferResult {
  orderNo: string;
  playerId: string;
  direction: Direction;
  amount: MinorString;
  currency: string;
  status: TransferStatus;
  /** The player's balance at the venue right after this transfer (succeeded) or when it was refused (failed). */
  balance: MinorString;
}

export interface FeedBet {
  /** Position in the feed: every new bet and every later change of a bet gets the next number. */
  seq: string;
  betId: string;
  /** Higher for each change of the same bet; the highest version is the bet's state. */
  version: number;
  playerId: string;
  gameCode: string;
  currency: string;
  stake: MinorString;
  validBet: MinorString;
  payout: MinorString;
  status: 'settled' | 'voided';
  placedAt: string;
  settledAt: string;
}
export interface FeedPage {
  bets: FeedBet[];
  /** Pass it back to read on; equal to the request's cursor when nothing is new. */
  cursor: string;
  more: boolean;
}

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

/** What a request signature covers: method, path, time, nonce and the body's hash (docs/venue-protocol.md §2). */
function requestText(method: string, path: string, time: string, nonce: string, body: string): string {
  return [method.toUpperCase(), path, time, nonce, sha256(body)].join('\n');
}

/** What an answer signature covers: the request's nonce binds the answer to its request, so an old answer cannot be replayed. */
function answerText(path: string, time: string, nonce: string, body: string): string {
  return ['ANSWER', path, time, nonce, sha256(body)].join('\n');
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export type SignedHeaders = Record<(typeof HEADER)[keyof typeof HEADER], string>;

export function signRequest(p: { secret: string; agent: string; method: string; path: string; body: string; now: number; nonce?: string }): SignedHeaders {
  const time = String(p.now);
  const nonce = p.nonce ?? randomBytes(16).toString('hex');
  return {
    [HEADER.agent]: p.agent,
    [HEADER.time]: time,
    [HEADER.nonce]: nonce,
    [HEADER.sign]: hmac(p.secret, requestText(p.method, p.path, time, nonce, p.body)),
  };
}

export type RequestCheck = { ok: true; nonce: string; time: number } | { ok: false; code: VenueCode };

/** Checks signature and time of a request; the caller refuses a nonce it has seen within TIME_WINDOW_MS. */
export function verifyRequest(p: {
  secret: string;
  method: string;
  path: string;
  body: string;
  now: number;
  header: (name: string) => string | undefined;
}): RequestCheck {
  const time = p.header(HEADER.time) ?? '';
  const nonce = p.header(HEADER.nonce) ?? '';
  const sign = p.header(HEADER.sign) ?? '';
  if (!/^\d{1,16}$/.test(time) || !/^[0-9A-Za-z_-]{16,64}$/.test(nonce) || !/^[0-9a-f]{64}$/.test(sign)) return { ok: false, code: CODE.badSignature };
  if (!sameHex(sign, hmac(p.secret, requestText(p.method, p.path, time, nonce, p.body)))) return { ok: false, code: CODE.badSignature };
  if (Math.abs(p.now - Number(time)) > TIME_WINDOW_MS) return { ok: false, code: CODE.staleTime };
  return { ok: true, nonce, time: Number(time) };
}

export function signAnswer(p: { secret: string; path: string; nonce: string; body: string; now: number }): { time: string; sign: string } {
  const time = String(p.now);
  return { time, sign: hmac(p.secret, answerText(p.path, time, p.nonce, p.body)) };
}

/** True when an answer was signed by the holder of the secret for the request with this nonce (and is not stale). */
export function verifyAnswer(p: { secret: string; path: string; nonce: string; body: string; time: string | undefined; sign: string | undefined; now: number }): boolean {
  if (!p.time || !p.sign || !/^\d{1,16}$/.test(p.time) || !/^[0-9a-f]{64}$/.test(p.sign)) return false;
  if (Math.abs(p.now - Number(p.time)) > TIME_WINDOW_MS) return false;
  return sameHex(p.sign, hmac(p.secret, answerText(p.path, p.time, p.nonce, p.body)));
}

/**
 * What a call to the venue came to. `answered` carries a verified envelope; every other kind means the venue's
 * state is unknown (it may or may not have applied the call): the caller keeps the operation pending and asks again
 * (transfer/check) later — it never treats "no answer" as "not applied".
 */
export type CallOutcome<T> =
  | { kind: 'answered'; envelope: Envelope<T> }
  | { kind: 'timeout' }
  | { kind: 'http-error'; status: number }
  | { kind: 'network-error'; message: string }
  | { kind: 'forged' };

export interface VenueClientOptions {
  baseUrl: string;
  agent: string;
  secret: string;
  timeoutMs: number;
  /** The outside world's time: signatures carry real time even where the platform runs a test clock. */
  now?: () => number;
}

/** The signed HTTP client of the protocol: signs each request, checks each answer's signature. */
export function venueClient(options: VenueClientOptions) {
  const now = options.now ?? Date.now;
  return async function call<T>(path: string, input: unknown): Promise<CallOutcome<T>> {
    const body = JSON.stringify(input);
    const headers = signRequest({ secret: options.secret, agent: options.agent, method: 'POST', path, body, now: now() });
    let res: Response;
    try {
      res = await fetch(new URL(path, options.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (e) {
      const err = e as Error;
      return err.name === 'TimeoutError' ? { kind: 'timeout' } : { kind: 'network-error', message: err.message };
    }
    let text: string;
    try {
      text = await res.text();
    } catch (e) {
      const err = e as Error;
      return err.name === 'TimeoutError' ? { kind: 'timeout' } : { kind: 'network-error', message: err.message };
    }
    if (res.status !== 200) return { kind: 'http-error', status: res.status };
    const signed = verifyAnswer({ secret: options.secret, path, nonce: headers[HEADER.nonce], body: text, time: res.headers.get(HEADER.time) ?? undefined, sign: res.headers.get(HEADER.sign) ?? undefined, now: now() });
    if (!signed) return { kind: 'forged' };
    try {
      return { kind: 'answered', envelope: JSON.parse(text) as Envelope<T> };
    } catch {
      return { kind: 'forged' };
    }
  };
}
export type VenueCall = ReturnType<typeof venueClient>;
