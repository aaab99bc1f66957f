import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf as rows } from '../../db/rows.js';

/**
 * SQL of the operator reports (issue 24 item 11). Each report is one set-wise statement over a span of platform days:
 * settled bets through bets_settled (settled_at), ledger movements through ledger_journals_created, deposits and
 * withdrawals through their completion indexes. Sums are answered as text (bigint keeps every digit on pg and PGlite).
 */

export interface Span {
  start: Date;
  end: Date;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Journal types whose money reaches players without a bet: what the platform gives away. */
export const BONUS_JOURNALS = ['welfare', 'bonus', 'redeemCode', 'interest'] as const;

function settled(s: Span): SQL {
  return sql`status = 'settled' AND settled_at >= ${ts(s.start)} AND settled_at < ${ts(s.end)}`;
}

export interface PlayerRow {
  user_id: string;
  username: string;
  vip_level: number;
  bets: number;
  stake: string;
  valid_bet: string;
  payout: string;
  bonuses: string;
  adjustments: string;
  deposits: string;
  withdrawals: string;
}

/** The per-player figures of a span, as CTEs ending in `r`: every player with a bet, a bonus, an adjustment, a deposit or a withdrawal in it. */
function playerFigures(s: Span): SQL {
  const bonusTypes = sql.join(
    BONUS_JOURNALS.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql`
    b AS (SELECT user_id, count(*)::int AS bets, sum(stake) AS stake, sum(valid_bet) AS valid_bet, sum(payout) AS payout
      FROM bets WHERE ${settled(s)} GROUP BY user_id),
    g AS (SELECT a.user_id,
        coalesce(sum(p.amount) FILTER (WHERE j.type IN (${bonusTypes})), 0) AS bonuses,
        coalesce(sum(p.amount) FILTER (WHERE j.type = 'adjust'), 0) AS adjustments
      FROM ledger_journals j JOIN ledger_postings p ON p.journal_id = j.id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE j.created_at >= ${ts(s.start)} AND j.created_at < ${ts(s.end)} AND a.user_id IS NOT NULL AND j.type IN (${bonusTypes}, 'adjust')
      GROUP BY a.user_id),
    d AS (SELECT user_id, sum(credit_amount) AS deposits FROM deposit_orders
      WHERE status = 'completed' AND completed_at >= ${ts(s.start)} AND completed_at < ${ts(s.end)} GROUP BY user_id),
    w AS (SELECT user_id, sum(amount + extra_amount) AS withdrawals FROM withdrawals
      WHERE status = 'paid' AND reviewed_at >= ${ts(s.start)} AND reviewed_at < ${ts(s.end)} GROUP BY user_id),
    ids AS (SELECT user_id FROM b UNION SELECT user_id FROM g UNION SELECT user_id FROM d UNION SELECT user_id FROM w),
    r AS (
      SELECT ids.user_id, u.username, u.vip_level,
        coalesce(b.bets, 0) AS bets, coalesce(b.stake, 0) AS stake, coalesce(b.valid_bet, 0) AS valid_bet, coalesce(b.payout, 0) AS payout,
        coalesce(g.bonuses, 0) AS bonuses, coalesce(g.adjustments, 0) AS adjustments,
        coalesce(d.deposits, 0) AS deposits, coalesce(w.withdrawals, 0) AS withdrawals
      FROM ids JOIN users u ON u.id = ids.user_id
      LEFT JOIN b ON b.user_id = ids.user_id LEFT JOIN g ON g.user_id = ids.user_id
      LEFT JOIN d ON d.user_id = ids.user_id LEFT JOIN w ON w.user_id = ids.user_id)`;
}

const playerColumns = sql`r.user_id::text AS user_id, r.username, r.vip_level, r.bets, r.stake::text AS stake, r.valid_bet::text AS valid_bet,
  r.payout::text AS payout, r.bonuses::text AS bonuses, r.adjustments::text AS adjustments, r.deposits::text AS deposits, r.withdrawals::text AS withdrawals`;

export type PlayerSort = 'ggr' | 'net' | 'stake' | 'deposits';
const ORDER: Record<PlayerSort, SQL> = {
  ggr: sql`(r.stake - r.payout) DESC`,
  net: sql`(r.stake - r.payout - r.bonuses) DESC`,
  stake: sql`r.stake DESC`,
  deposits: sql`r.deposits DESC`,
};

/** One page of the players of a span (those with a bet, a bonus, an adjustment, a deposit or a withdrawal in it), with the span's totals. */
export async function players(db: DbOrTx, s: Span, sort: PlayerSort, w: { limit: number; offset: number }) {
  const res = await db.execute(sql`
    WITH ${playerFigures(s)}
    SELECT ${playerColumns}, count(*) OVER ()::int AS total FROM r
    ORDER BY ${ORDER[sort]}, r.user_id LIMIT ${w.limit} OFFSET ${w.offset}`);
  const totals = await db.execute(sql`
    WITH ${playerFigures(s)}
    SELECT count(*)::int AS n, coalesce(sum(bets), 0)::int AS bets, coalesce(sum(stake), 0)::text AS stake, coalesce(sum(valid_bet), 0)::text AS valid_bet,
      coalesce(sum(payout), 0)::text AS payout, coalesce(sum(bonuses), 0)::text AS bonuses, coalesce(sum(adjustments), 0)::text AS adjustments,
      coalesce(sum(deposits), 0)::text AS deposits, coalesce(sum(withdrawals), 0)::text AS withdrawals FROM r`);
  const list = rows<PlayerRow & { total: number }>(res);
  const sum = rows<Omit<PlayerRow, 'user_id' | 'username' | 'vip_level'> & { n: number }>(totals)[0]!;
  return { rows: list, total: Number(sum.n), totals: sum };
}

/** The players of a span after `afterId`, by id (the CSV export's keyset batches). */
export async function playersAfter(db: DbOrTx, s: Span, afterId: number, limit: number): Promise<PlayerRow[]> {
  const res = await db.execute(sql`
    WITH ${playerFigures(s)}
    SELECT ${playerColumns} FROM r WHERE r.user_id > ${afterId} ORDER BY r.user_id LIMIT ${limit}`);
  return rows<PlayerRow>(res);
}

export interface GameRow {
  plat_type: string;
  game_type: string;
  game_code: string;
  players: number;
  bets: number;
  stake: string;
  valid_bet: string;
  payout: string;
}

/** Settled play per game of each venue over a span (one row per game that had a settled bet). */
export async function games(db: DbOrTx, s: Span): Promise<GameRow[]> {
  const res = await db.execute(sql`
    SELECT plat_type, game_type, game_code, count(DISTINCT user_id)::int AS players, count(*)::int AS bets,
      sum(stake)::text AS stake, sum(valid_bet)::text AS valid_bet, sum(payout)::text AS payout
    FROM bets WHERE ${settled(s)}
    GROUP BY plat_type, game_type, game_code ORDER BY sum(stake) - sum(payout) DESC, plat_type, game_code`);
  return rows<GameRow>(res);
}

/** Settled play per venue over a span. */
export async function venues(db: DbOrTx, s: Span): Promise<Omit<GameRow, 'game_code'>[]> {
  const res = await db.execute(sql`
    SELECT b.plat_type, coalesce(v.game_type, min(b.game_type)) AS game_type, count(DISTINCT b.user_id)::int AS players, count(*)::int AS bets,
      sum(b.stake)::text AS stake, sum(b.valid_bet)::text AS valid_bet, sum(b.payout)::text AS payout
    FROM bets b LEFT JOIN venues v ON v.plat_type = b.plat_type
    WHERE b.status = 'settled' AND b.settled_at >= ${ts(s.start)} AND b.settled_at < ${ts(s.end)}
    GROUP BY b.plat_type, v.game_type ORDER BY sum(b.stake) - sum(b.payout) DESC, b.plat_type`);
  return rows<Omit<GameRow, 'game_code'>>(res);
}
