import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from '../db/schema/index.js';

export interface LedgerReport {
  accounts: number;
  journals: number;
  postings: number;
  /** Empty when every invariant of design.md §5 holds. */
  violations: string[];
}

/**
 * The ledger invariants of design.md §5: every journal and every currency sums to zero; each
 * account's balance equals the sum of its postings and its last balance_after; no player
 * account is negative. Sums are cast to text so PGlite and pg answer alike.
 */
export async function checkLedger(db: DbOrTx): Promise<LedgerReport> {
  const violations: string[] = [];
  const unbalancedJournals = await db
    .select({ journalId: ledgerPostings.journalId, sum: sql<string>`sum(${ledgerPostings.amount})::text` })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.journalId)
    .having(sql`sum(${ledgerPostings.amount}) <> 0`);
  for (const j of unbalancedJournals) violations.push(`journal ${j.journalId} sums to ${j.sum}`);

  const byCurrency = await db
    .select({ currency: ledgerAccounts.currency, sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerPostings.accountId}`)
    .groupBy(ledgerAccounts.currency);
  for (const c of byCurrency) if (c.sum !== '0') violations.push(`postings in ${c.currency} sum to ${c.sum}`);

  const posted = sql`coalesce((SELECT sum(p.amount) FROM ${ledgerPostings} p WHERE p.account_id = ${ledgerAccounts.id}), 0)`;
  const last = sql`(SELECT p.balance_after FROM ${ledgerPostings} p WHERE p.account_id = ${ledgerAccounts.id} ORDER BY p.id DESC LIMIT 1)`;
  const mismatched = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      balance: sql<string>`${ledgerAccounts.balance}::text`,
      posted: sql<string>`${posted}::text`,
      last: sql<string | null>`${last}::text`,
    })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.balance} <> ${posted} OR ${ledgerAccounts.balance} <> coalesce(${last}, ${ledgerAccounts.balance})`);
  for (const a of mismatched)
    violations.push(`account ${a.id} (${a.kind}) balance ${a.balance} but postings sum ${a.posted}, last balance_after ${a.last}`);

  const negative = await db
    .select({ id: ledgerAccounts.id, balance: sql<string>`${ledgerAccounts.balance}::text` })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.userId} IS NOT NULL AND ${ledgerAccounts.balance} < 0`);
  for (const a of negative) violations.push(`player account ${a.id} is negative: ${a.balance}`);

  const [counts] = await db
    .select({
      accounts: sql<string>`(SELECT count(*) FROM ${ledgerAccounts})::text`,
      journals: sql<string>`(SELECT count(*) FROM ${ledgerJournals})::text`,
      postings: sql<string>`(SELECT count(*) FROM ${ledgerPostings})::text`,
    })
    .from(sql`(SELECT 1) AS one`);
  return { accounts: Number(counts!.accounts), journals: Number(counts!.journals), postings: Number(counts!.postings), violations };
}
