import { formatMinor, TRANSACTION_HISTORY_DAYS, type LangCode } from '@app/shared';
import type { getBetRecordInput, getSumBetRecordInput } from '@app/shared';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.js';
import { gameName } from '../../venues/house/games.js';
import * as repo from './repo.js';

/**
 * Bets of every venue (issue 11 item 3). A venue calls placeBet when it takes a bet and settleBet
 * when the bet's result is known, both in its own transaction (the one that moves the money).
 * settleBet is the one place a settled bet is seen: it hands the bet to every consumer registered
 * with onBetSettled (modules/bets/consumers.ts lists them), in the same transaction.
 */

export type BetRow = repo.BetRow;
export type { DailyTotal } from './repo.js';

export interface PlaceBet {
  platType: string;
  /** The game's lobby category (GAME_TYPES). */
  gameType: string;
  gameCode: string;
  userId: number;
  /** The venue's id of the bet, unique per platType. */
  sourceRef: string;
  stake: bigint;
  placedAt: Date;
  details?: unknown;
}

export interface SettleBet {
  platType: string;
  sourceRef: string;
  payout: bigint;
  /** The stake that counts as turnover (pushes and hedged stakes left out by the venue). */
  validBet: bigint;
  settledAt: Date;
  /** Replaces the placed bet's details when given (e.g. with the outcome). */
  details?: unknown;
}

/** Sees a settled bet inside its transaction; throwing rolls back the bet and everything the venue did with it. */
export type BetConsumer = (tx: Tx, bet: BetRow) => Promise<void>;

const consumers: { name: string; consume: BetConsumer }[] = [];

/**
 * Registers a consumer of settled bets; they run in registration order. Registering a name again
 * replaces its function in place (an app built twice in one process registers the same names).
 * Returns a function that removes it (tests).
 */
export function onBetSettled(name: string, consume: BetConsumer): () => void {
  const existing = consumers.find((c) => c.name === name);
  if (existing) existing.consume = consume;
  else consumers.push({ name, consume });
  return () => {
    const at = consumers.findIndex((c) => c.name === name && c.consume === consume);
    if (at >= 0) consumers.splice(at, 1);
  };
}

/** The names of the registered consumers, in the order they run. */
export function betConsumers(): string[] {
  return consumers.map((c) => c.name);
}

/**
 * Records a placed bet. Idempotent on (platType, sourceRef): a repeat returns the first row; the
 * same reference for another player or stake is a venue bug and throws.
 */
export async function placeBet(tx: DbOrTx, bet: PlaceBet): Promise<BetRow> {
  if (bet.stake < 0n) throw new Error(`bet ${bet.platType}/${bet.sourceRef}: negative stake`);
  const inserted = await repo.insertPlaced(tx, bet);
  if (inserted) return inserted;
  const existing = (await repo.findBySource(tx, bet.platType, bet.sourceRef))!;
  if (existing.userId !== bet.userId || existing.stake !== bet.stake) throw new Error(`bet ${bet.platType}/${bet.sourceRef} was placed with other values`);
  return existing;
}

/**
 * Settles a placed bet (winLoss = payout − stake) and fans it out to every consumer, once: a bet
 * already settled or void changes nothing and reaches no consumer (returns null). A bet never
 * placed throws. Call it in the transaction that pays the bet out, so money, bet and consumers
 * commit or roll back together.
 */
export async function settleBet(tx: Tx, s: SettleBet): Promise<BetRow | null> {
  // Turnover is always a consumer: an empty list means the process never called wireDomain() (wiring.ts),
  // and settling anyway would lose the turnover for good.
  if (consumers.length === 0) throw new Error('no settled-bet consumers: call wireDomain() (wiring.ts) at start');
  if (s.payout < 0n || s.validBet < 0n) throw new Error(`bet ${s.platType}/${s.sourceRef}: negative payout or valid bet`);
  const settled = await repo.markSettled(tx, s);
  if (!settled) {
    if (!(await repo.findBySource(tx, s.platType, s.sourceRef))) throw new Error(`bet ${s.platType}/${s.sourceRef} was never placed`);
    return null;
  }
  for (const c of [...consumers]) await c.consume(tx, settled);
  return settled;
}

/** Settled bets per player, game type and platform day in one indexed query (repo.dailyTotals). */
export function dailyTotals(db: DbOrTx, q: { from: Date; to: Date; userId?: number }) {
  return repo.dailyTotals(db, q);
}

/**
 * The player's bet records (api-contract.md Member getBetRecord / getSumBetRecord), always the
 * caller's own. Like the transaction history, the last 30 days are shown (spec.md §9).
 */
function range(userId: number, input: z.infer<typeof getSumBetRecordInput>, now: Date): repo.BetFilter {
  const oldest = new Date(now.getTime() - TRANSACTION_HISTORY_DAYS * 24 * 3600_000);
  const start = input.startTime ? new Date(input.startTime) : oldest;
  return { userId, platType: input.platType, from: start < oldest ? oldest : start, to: input.endTime ? new Date(input.endTime) : now };
}

/** The records' word for a bet awaiting its result is `pending` (as the house round's status always was). */
const recordStatus = (status: string) => (status === 'placed' ? 'pending' : status);

export async function betRecords(db: DbOrTx, userId: number, input: z.infer<typeof getBetRecordInput>, lang: LangCode, now: Date) {
  const { rows, total } = await repo.pageBets(db, range(userId, input, now), input.page, input.size);
  return {
    list: rows.map((r) => ({
      betId: r.sourceRef,
      platType: r.platType,
      gameCode: r.gameCode,
      gameName: gameName(r.gameCode, lang),
      betAmount: formatMinor(r.stake),
      validBet: formatMinor(r.validBet),
      winLoss: formatMinor(r.winLoss),
      status: recordStatus(r.status),
      betTime: r.placedAt.toISOString(),
      // The record screen draws it (cards, numbers, dice); null while the bet awaits its result.
      outcome: (r.details as { outcome?: unknown } | null)?.outcome ?? null,
    })),
    total,
    page: input.page,
    size: input.size,
  };
}

export async function sumBetRecords(db: DbOrTx, userId: number, input: z.infer<typeof getSumBetRecordInput>, now: Date) {
  const s = await repo.sumBets(db, range(userId, input, now));
  return { betCount: s.betCount, betAmount: formatMinor(s.betAmount), validBet: formatMinor(s.validBet), winLoss: formatMinor(s.winLoss) };
}
