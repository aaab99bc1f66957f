import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from '../src/db/schema/index.js';
import { houseVenue } from '../src/venues/house/adapter.js';
import { issueTicket } from '../src/venues/house/service.js';
import type { TestApp } from './helpers.js';
import { as, fund, type Player } from './wallet-helpers.js';

export interface HouseSession {
  session: string;
  balance: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface PlayAnswer {
  roundId: string;
  status: string;
  outcome: unknown;
  payout: string;
  balance: string;
  betAmount: string;
  validBet: string;
  winLoss: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  drawNo?: string;
}

/** The ticket the lobby's getGameUrl would hand out (the house adapter's launchUrl). */
export async function launchTicket(t: TestApp, p: Player, platType: string, gameCode: string): Promise<string> {
  const url = await houseVenue.launchUrl(t.database.db, { userId: p.userId, platType, gameCode, now: t.app.deps.now() });
  expect(url.startsWith('/venue/house/?')).toBe(true);
  const q = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  expect(q.get('platType')).toBe(platType);
  expect(q.get('gameCode')).toBe(gameCode);
  return q.get('ticket')!;
}

/** A game session; with `now` (a test clock) the ticket is issued at that time instead of through launchUrl. */
export async function openHouse(t: TestApp, p: Player, platType: string, gameCode: string, now?: Date): Promise<HouseSession> {
  const ticket = now ? await issueTicket(t.database.db, { userId: p.userId, platType, gameCode }, now) : await launchTicket(t, p, platType, gameCode);
  const res = await t.call<HouseSession>('/venue/house/api/session', { ticket });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

/** Money into a venue wallet the way a player does it: funded central, then convertMoney. */
export async function fundVenue(t: TestApp, p: Player, platType: string, amount: number): Promise<void> {
  await fund(t, p, String(amount));
  const res = await as(t, p)('/web/apiCode/convertMoney', { from: 'central', to: platType, amount });
  expect(res.body.code).toBe(0);
}

export function play(t: TestApp, session: string, gameCode: string, bets: { type: string; amount: string | number }[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return t.call<PlayAnswer>('/venue/house/api/play', { session, gameCode, bets, ...extra }, headers);
}

/** Signed postings of a round's journals on each account kind (player wallet, house account). */
export async function roundPostings(t: TestApp, roundId: string) {
  return t.database.db
    .select({ type: ledgerJournals.type, kind: ledgerAccounts.kind, userId: ledgerAccounts.userId, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerPostings.journalId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(eq(ledgerJournals.reference, roundId));
}

export async function venueBalance(t: TestApp, p: Player, platType: string): Promise<string> {
  const res = await as(t, p)<{ balance: string }>(`/web/apiCode/getUserPlatBalance/${platType}`);
  return res.body.data.balance;
}
