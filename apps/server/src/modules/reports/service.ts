import { formatMinor, type AdminReportPlayersInput, type AdminReportRangeInput } from '@app/shared';
import type { Db } from '../../db/client.js';
import { addDays, dayStart } from '../../lib/platform-time.js';
import { csvExport, keysetBatches, operatorPage } from '../../platform/index.js';
import * as repo from './repo.js';

/**
 * Operator reports (issue 24 item 11; docs/decisions.md "Operator reports"): profit and loss per player, per game and
 * per venue over whole platform days. The platform's side: GGR = stake − payout, net = GGR − bonuses.
 */

/** [start of `from`, start of the day after `to`): whole platform days. */
function spanOf(input: AdminReportRangeInput): repo.Span {
  return { start: dayStart(input.from), end: dayStart(addDays(input.to, 1)) };
}

/** payout ÷ stake as a percent with two decimals, rounded down ("96.50"); "0.00" without stake. */
export function rtp(stake: bigint, payout: bigint): string {
  return stake > 0n ? formatMinor((payout * 10_000n) / stake) : '0.00';
}

function play(r: { bets: number; stake: string; valid_bet: string; payout: string }) {
  const stake = BigInt(r.stake);
  const payout = BigInt(r.payout);
  return { bets: Number(r.bets), stake: formatMinor(stake), validBet: formatMinor(BigInt(r.valid_bet)), payout: formatMinor(payout), ggr: formatMinor(stake - payout) };
}

function money(r: Omit<repo.PlayerRow, 'user_id' | 'username' | 'vip_level'>) {
  const ggr = BigInt(r.stake) - BigInt(r.payout);
  return {
    ...play(r),
    bonuses: formatMinor(BigInt(r.bonuses)),
    adjustments: formatMinor(BigInt(r.adjustments)),
    net: formatMinor(ggr - BigInt(r.bonuses)),
    deposits: formatMinor(BigInt(r.deposits)),
    withdrawals: formatMinor(BigInt(r.withdrawals)),
  };
}

const playerView = (r: repo.PlayerRow) => ({ userId: Number(r.user_id), username: r.username, vipLevel: r.vip_level, ...money(r) });

/** report/players: a page of the period's players by GGR (or net, stake, deposits), and the period's totals. */
export async function players(db: Db, input: AdminReportPlayersInput) {
  const span = spanOf(input);
  let totals: ReturnType<typeof money> | null = null;
  const page = await operatorPage(
    input,
    async (w) => {
      const r = await repo.players(db, span, input.sort, w);
      totals = money(r.totals);
      return { rows: r.rows, total: r.total };
    },
    playerView,
  );
  return { ...page, totals: totals! };
}

/** Every player of the period as CSV, by user id, in keyset batches (the list's own columns). */
export function exportPlayers(db: Db, input: AdminReportRangeInput, now: Date) {
  const span = spanOf(input);
  return csvExport(`report-players-${input.from}-${input.to}`, keysetBatches((after, limit) => repo.playersAfter(db, span, after, limit), (r) => Number(r.user_id)), playerView, now);
}

const gameView = (r: repo.GameRow) => ({ platType: r.plat_type, gameType: r.game_type, gameCode: r.game_code, players: r.players, ...play(r), rtp: rtp(BigInt(r.stake), BigInt(r.payout)) });
const venueView = (r: Omit<repo.GameRow, 'game_code'>) => ({ platType: r.plat_type, gameType: r.game_type, players: r.players, ...play(r), rtp: rtp(BigInt(r.stake), BigInt(r.payout)) });

/** report/games: one row per game that had a settled bet in the period (bounded by the lobby's games). */
export async function games(db: Db, input: AdminReportRangeInput) {
  return { list: (await repo.games(db, spanOf(input))).map(gameView) };
}

/** report/venues: one row per venue that had a settled bet in the period. */
export async function venues(db: Db, input: AdminReportRangeInput) {
  return { list: (await repo.venues(db, spanOf(input))).map(venueView) };
}

/** The games and venues reports as CSV: bounded (one row per game or venue), computed first so a bad range is the JSON error. */
export async function exportGames(db: Db, input: AdminReportRangeInput, now: Date) {
  return csvExport(`report-games-${input.from}-${input.to}`, [(await games(db, input)).list], (r) => r, now);
}
export async function exportVenues(db: Db, input: AdminReportRangeInput, now: Date) {
  return csvExport(`report-venues-${input.from}-${input.to}`, [(await venues(db, input)).list], (r) => r, now);
}
