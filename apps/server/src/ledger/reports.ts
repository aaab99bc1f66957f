import { formatMinor, type Currency } from '@app/shared';
import { addDays, dayStart, platformDaySql } from '../lib/platform-time.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { ledgerAccounts, ledgerJournals, ledgerPostings, users } from '../db/schema/index.js';

/**
 * Operator views of the books (issue 14 "Ledger tools"): a journal looked up by its order number, and the daily cash
 * reconciliation of what the platform owes its players. Read-only; amounts are formatted from integer minor units.
 */

/** Every journal of a business reference (an order number), with its postings and whose accounts they moved. */
export async function journalsByReference(db: DbOrTx, reference: string) {
  const journals = await db.select().from(ledgerJournals).where(eq(ledgerJournals.reference, reference)).orderBy(asc(ledgerJournals.id)).limit(50);
  if (journals.length === 0) return { list: [] };
  const postings = await db
    .select({
      journalId: ledgerPostings.journalId,
      accountId: ledgerPostings.accountId,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      username: users.username,
      amount: ledgerPostings.amount,
      balanceAfter: ledgerPostings.balanceAfter,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .leftJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(inArray(ledgerPostings.journalId, journals.map((j) => j.id)))
    .orderBy(asc(ledgerPostings.id));
  return {
    list: journals.map((j) => ({
      journalId: j.id,
      type: j.type,
      reference: j.reference,
      actor: j.actor,
      createdAt: j.createdAt.toISOString(),
      postings: postings
        .filter((p) => p.journalId === j.id)
        .map((p) => ({
          accountId: p.accountId,
          account: p.username ? `${p.username} · ${p.kind}` : p.kind,
          // The parts of `account`, for a console that names the wallet in words (issue 24).
          kind: p.kind,
          username: p.username,
          amount: formatMinor(p.amount, p.currency as Currency),
          balanceAfter: formatMinor(p.balanceAfter, p.currency as Currency),
        })),
    })),
  };
}

/** How a journal type moves what players hold (the rows of the reconciliation). */
const CATEGORY: Record<string, 'deposits' | 'withdrawals' | 'adjustments' | 'gameResults' | 'transfers'> = {
  deposit: 'deposits',
  withdraw: 'withdrawals',
  adjust: 'adjustments',
  bet: 'gameResults',
  payout: 'gameResults',
  transfer: 'transfers',
};
type Category = (typeof CATEGORY)[string] | 'other';
const CATEGORIES: Category[] = ['deposits', 'withdrawals', 'adjustments', 'gameResults', 'transfers', 'other'];

const nextDay = (day: string) => addDays(day, 1);

/**
 * Daily cash reconciliation (issue 14): for each business day of [from, to], what players held at the start
 * (opening), what moved their money by category, and what they held at the end (closing = opening + movements).
 * The opening of `from` is derived backwards from today's balances (player account balances minus every posting since
 * `from`), so no query scans the history before the period; each closing is the next day's opening. That balances
 * equal their postings is the invariant check's job (ledger/invariants.ts). Transfers move money between a player's
 * own wallets and must net to zero each day (`transfersNetZero`). Journals are found through ledger_journals_created.
 */
export async function dailyReconciliation(db: DbOrTx, from: string, to: string, currency: Currency = 'CNY') {
  const start = dayStart(from);
  const end = dayStart(nextDay(to));
  const playerAccount = and(sql`${ledgerAccounts.userId} IS NOT NULL`, eq(ledgerAccounts.currency, currency));
  const [held] = await db.select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` }).from(ledgerAccounts).where(playerAccount);
  const day = platformDaySql(ledgerJournals.createdAt);
  const moves = await db
    .select({ day, type: ledgerJournals.type, amount: sql<string>`sum(${ledgerPostings.amount})::text` })
    .from(ledgerJournals)
    .innerJoin(ledgerPostings, eq(ledgerPostings.journalId, ledgerJournals.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(and(sql`${ledgerJournals.createdAt} >= ${start.toISOString()}`, playerAccount))
    .groupBy(day, ledgerJournals.type);
  const byDay = new Map<string, Map<Category, bigint>>();
  let sinceStart = 0n;
  for (const m of moves) {
    const amount = BigInt(m.amount);
    sinceStart += amount;
    if (m.day > to) continue;
    const cats = byDay.get(m.day) ?? new Map<Category, bigint>();
    const cat: Category = CATEGORY[m.type] ?? 'other';
    cats.set(cat, (cats.get(cat) ?? 0n) + amount);
    byDay.set(m.day, cats);
  }
  const now = BigInt(held!.total);
  let opening = now - sinceStart;
  const list = [];
  for (let d = from; d <= to && dayStart(d) < end; d = nextDay(d)) {
    const cats = byDay.get(d) ?? new Map<Category, bigint>();
    const movement = CATEGORIES.reduce((sum, c) => sum + (cats.get(c) ?? 0n), 0n);
    const closing = opening + movement;
    list.push({
      day: d,
      opening: formatMinor(opening, currency),
      ...(Object.fromEntries(CATEGORIES.map((c) => [c, formatMinor(cats.get(c) ?? 0n, currency)])) as Record<Category, string>),
      closing: formatMinor(closing, currency),
      transfersNetZero: (cats.get('transfers') ?? 0n) === 0n,
    });
    opening = closing;
  }
  return { currency, list };
}
