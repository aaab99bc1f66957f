/**
 * Launch of the house client: `/venue/house/?platType=…&gameCode=…&ticket=…` (api-contract.md House venue,
 * getGameUrl). The one-time ticket is exchanged for a session at once and dropped from the address bar, and the
 * session is kept in sessionStorage so a reload (which no longer has the ticket) keeps playing in this tab.
 */
import { isGameCode, type GameCode } from '@app/games';
import { houseApi } from './api';

export interface Launch {
  platType: string;
  gameCode: GameCode | null;
  ticket: string | null;
}

export interface StoredSession {
  session: string;
  platType: string;
  /** Last balance seen (the contract has no balance call; every play answers the new one). */
  balance: string;
  clientSeed: string;
  /** Commitment of the current server seed and the next round's nonce (from the last play or reveal). */
  serverSeedHash?: string | null;
  nextNonce?: number | null;
}

const KEY = 'house.session';

export function readLaunch(search = window.location.search): Launch {
  const q = new URLSearchParams(search);
  const code = q.get('gameCode');
  return { platType: q.get('platType') ?? '', gameCode: isGameCode(code) ? code : null, ticket: q.get('ticket') };
}

export function loadSession(): StoredSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as StoredSession) : null;
    return value && typeof value.session === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function saveSession(value: StoredSession): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage disabled (private mode): the session lives as long as the page.
  }
}

export function clearSession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** A fresh random client seed (fairness.md: 1-64 printable ASCII), so the player always knows the seed of a round. */
export function randomClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Removes the ticket from the address bar without a navigation (a reload must not replay a spent ticket). */
export function dropTicketFromUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('ticket')) return;
  url.searchParams.delete('ticket');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The session to play with: a ticket in the URL is exchanged (and replaces any stored session); without one the stored
 * session of this tab is reused; null when there is neither (the player must relaunch from the lobby).
 */
export async function openSession(launch: Launch): Promise<StoredSession | null> {
  if (launch.ticket) {
    const ticket = launch.ticket;
    // Drop it first: even if the exchange fails, a spent or bad ticket must not be retried by a reload.
    dropTicketFromUrl();
    const answer = await houseApi.session(ticket);
    const stored: StoredSession = {
      session: answer.session,
      platType: launch.platType,
      balance: answer.balance,
      clientSeed: loadSession()?.clientSeed ?? answer.clientSeed ?? randomClientSeed(),
      // The server answers the open seed's commitment with the session, so it shows before the first round.
      serverSeedHash: answer.serverSeedHash ?? null,
      nextNonce: answer.nonce ?? null,
    };
    saveSession(stored);
    return stored;
  }
  const stored = loadSession();
  return stored && (!launch.platType || stored.platType === launch.platType) ? stored : null;
}
