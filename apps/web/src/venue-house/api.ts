/**
 * The house venue's own API (api-contract.md "House venue": /venue/house/api/). Every call is a POST with a JSON body
 * carrying the venue `session` (not the member `token`), answered with the `{ code, msg, data }` envelope of
 * design.md §4. Errors reject with HouseApiError so each screen decides how to show them (a Toast, as a rule).
 */
import {
  ERROR_CODES,
  parseLang,
  type houseHistoryRoundSchema,
  type housePlayOutput,
  type houseRevealOutput,
  type houseSessionOutput,
  type Infer,
} from '@app/shared';

export const HOUSE_API = '/venue/house/api';

export interface HouseBet {
  type: string;
  /** Decimal string in major units (design.md §4). */
  amount: string;
}

/** The session, with the seed commitment shown before the first round (decisions.md "House venue play API"). */
export type SessionAnswer = Infer<typeof houseSessionOutput>;
/** Game outcome per api-contract.md; null while a scheduled-lottery bet waits for its draw. */
export type PlayAnswer = Infer<typeof housePlayOutput>;
export type RevealAnswer = Infer<typeof houseRevealOutput>;
/**
 * One round of the history panel: a round of `history` (`serverSeed` shows once the seed is revealed or the lottery
 * draw drawn), or one the client just played and lists before `history` returns it (only some fields known).
 */
export type HistoryRound = Pick<Infer<typeof houseHistoryRoundSchema>, 'roundId' | 'gameCode'> & Partial<Infer<typeof houseHistoryRoundSchema>>;
export type Page<T> = { list: T[]; total: number; page: number; size: number };

export class HouseApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Code of a network failure or a non-envelope answer (no server code exists for it). */
export const NETWORK_ERROR = -1;

/** Only a new launch helps: the ticket or the house session is gone. */
export const RELAUNCH_CODES: ReadonlySet<number> = new Set([ERROR_CODES.houseTicketInvalid, ERROR_CODES.houseSessionInvalid, ERROR_CODES.notLoggedIn]);

function currentLang(): string {
  try {
    return parseLang(new URLSearchParams(window.location.search).get('lang') ?? localStorage.getItem('lang'));
  } catch {
    return parseLang(null);
  }
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function call<T>(name: string, body: Record<string, unknown>, idempotent = false): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', lang: currentLang() };
  // play moves money: one key per tap, so a retried request is settled once (design.md §5).
  if (idempotent) headers['Idempotency-Key'] = newKey();
  let envelope: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    const response = await fetch(`${HOUSE_API}/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new HouseApiError(NETWORK_ERROR, '');
  }
  if (typeof envelope?.code !== 'number') throw new HouseApiError(NETWORK_ERROR, '');
  if (envelope.code !== 0) throw new HouseApiError(envelope.code, typeof envelope.msg === 'string' ? envelope.msg : '');
  return envelope.data as T;
}

export const houseApi = {
  session: (ticket: string) => call<SessionAnswer>('session', { ticket }),
  play: (input: { session: string; gameCode: string; bets: HouseBet[]; clientSeed?: string }) =>
    call<PlayAnswer>('play', input, true),
  reveal: (session: string) => call<RevealAnswer>('reveal', { session }),
  history: (session: string, page: number, size: number) => call<Page<HistoryRound>>('history', { session, page, size }),
};
