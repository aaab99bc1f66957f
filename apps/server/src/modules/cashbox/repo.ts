import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { cashboxIncome, cashboxMoves, cashboxState, ledgerAccounts } from '../../db/schema/index.js';

/** SQL of the cashbox (modules/cashbox). Balances live in the ledger; these are the accrual's own tables. */

/** 1 fen in the accrual's sub-fen units: 10 000 basis points × 365 days (docs/decisions.md "Cashbox"). */
export const UNITS_PER_FEN = 3_650_000n;

export function insertMove(db: DbOrTx, m: typeof cashboxMoves.$inferInsert): Promise<unknown> {
  return db.insert(cashboxMoves).values(m);
}

export async function stateOf(db: DbOrTx, userId: number): Promise<{ carry: bigint; totalIncome: bigint }> {
  const [row] = await db.select({ carry: cashboxState.carry, totalIncome: cashboxState.totalIncome }).from(cashboxState).where(eq(cashboxState.userId, userId));
  return row ?? { carry: 0n, totalIncome: 0n };
}

export async function incomeOfDay(db: DbOrTx, userId: number, day: string): Promise<bigint> {
  const [row] = await db.select({ income: cashboxIncome.income }).from(cashboxIncome).where(and(eq(cashboxIncome.userId, userId), eq(cashboxIncome.day, day)));
  return row?.income ?? 0n;
}

/** A player's income rows from `fromDay` on (days without a row earned nothing). */
export function incomeSince(db: DbOrTx, userId: number, fromDay: string) {
  return db
    .select({ day: cashboxIncome.day, income: cashboxIncome.income })
    .from(cashboxIncome)
    .where(and(eq(cashboxIncome.userId, userId), gte(cashboxIncome.day, fromDay)))
    .orderBy(desc(cashboxIncome.day));
}

export interface AccrualParams {
  day: string;
  /** Start of the holding window: a day earns on the lowest balance held from here … */
  windowStart: Date;
  /** … to here (the end of the day, exclusive). */
  cutoff: Date;
  rateBp: number;
  at: Date;
}

/**
 * The day's accrual for every player in ONE statement: the eligible balance (the balance at the window's start,
 * lowered by any lower balance inside the window, so money must have stayed the whole window), the exact interest
 * in sub-fen units added to the carried remainder, whole fen paid and the rest carried (cashbox_state), and the
 * income row. Moves are ordered by id: a player's switches are serialised by the ledger's account locks and write
 * their move after the lock, so id order is balance order. Returns the players accrued.
 */
export async function accrueDay(tx: DbOrTx, p: AccrualParams): Promise<number> {
  const ws = p.windowStart.toISOString();
  const cut = p.cutoff.toISOString();
  const result = await tx.execute(sql`
    WITH start_bal AS (
      SELECT DISTINCT ON (user_id) user_id, balance_after AS b
      FROM cashbox_moves WHERE at <= ${ws}::timestamptz
      ORDER BY user_id, id DESC
    ), low AS (
      SELECT user_id, min(balance_after) AS b
      FROM cashbox_moves WHERE at > ${ws}::timestamptz AND at < ${cut}::timestamptz
      GROUP BY user_id
    ), elig AS (
      SELECT s.user_id, LEAST(s.b, coalesce(l.b, s.b)) AS e
      FROM start_bal s LEFT JOIN low l USING (user_id)
      WHERE s.b > 0
    ), pay AS (
      SELECT e.user_id, e.e, coalesce(st.carry, 0) + e.e * ${p.rateBp}::bigint AS acc
      FROM elig e LEFT JOIN cashbox_state st USING (user_id)
      WHERE e.e > 0
    ), st AS (
      INSERT INTO cashbox_state (user_id, carry, total_income)
      SELECT user_id, acc % ${UNITS_PER_FEN}::bigint, acc / ${UNITS_PER_FEN}::bigint FROM pay
      ON CONFLICT (user_id) DO UPDATE SET carry = excluded.carry, total_income = cashbox_state.total_income + excluded.total_income
    ), ins AS (
      INSERT INTO cashbox_income (user_id, day, eligible, income, rate_bp, created_at)
      SELECT user_id, ${p.day}, e, acc / ${UNITS_PER_FEN}::bigint, ${p.rateBp}, ${p.at.toISOString()}::timestamptz FROM pay
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM ins`);
  return Number(rowsOf<{ n: number }>(result)[0]!.n);
}

/** The day's paid interest as `user_id, amount` (the ledger's set-wise credit reads it). */
export function dayCredits(day: string): SQL {
  return sql`SELECT user_id, income AS amount FROM cashbox_income WHERE day = ${day} AND income > 0`;
}

/** The player's transaction history: one record per paid day (order number CI<day><user id>). */
export async function recordDay(tx: DbOrTx, day: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO wallet_records (order_no, user_id, type, mode, amount, status, detail)
    SELECT 'CI' || replace(day, '-', '') || user_id::text, user_id, 'bonus', 'cashboxInterest', income, 'success',
           jsonb_build_object('day', day)
    FROM cashbox_income WHERE day = ${day} AND income > 0
    ON CONFLICT (order_no) DO NOTHING`);
}

export async function summary(db: DbOrTx, yesterday: string): Promise<{ held: bigint; holders: number; paidTotal: bigint; paidYesterday: bigint }> {
  const [held] = await db
    .select({ held: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text`, holders: sql<number>`count(*) FILTER (WHERE ${ledgerAccounts.balance} > 0)::int` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, 'cashbox'));
  const [paid] = await db
    .select({
      total: sql<string>`coalesce(sum(${cashboxIncome.income}), 0)::text`,
      yesterday: sql<string>`coalesce(sum(${cashboxIncome.income}) FILTER (WHERE ${cashboxIncome.day} = ${yesterday}), 0)::text`,
    })
    .from(cashboxIncome);
  return { held: BigInt(held?.held ?? 0), holders: Number(held?.holders ?? 0), paidTotal: BigInt(paid?.total ?? 0), paidYesterday: BigInt(paid?.yesterday ?? 0) };
}

/** The last platform day the accrual ran for (job_runs), if any. */
export async function lastAccruedDay(db: DbOrTx, job: string): Promise<string | null> {
  const result = await db.execute(sql`SELECT max(period) AS p FROM job_runs WHERE job = ${job}`);
  return rowsOf<{ p: string | null }>(result)[0]?.p ?? null;
}
