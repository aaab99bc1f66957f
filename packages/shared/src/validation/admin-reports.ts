import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.js';
import { adminDashboardRangeInput } from './admin-dashboard.js';

/**
 * Operator reports (issue 24 item 11): profit and loss per player, per game and per venue over whole platform days
 * (Asia/Shanghai; `from` and `to` inclusive, at most 366 days, as the dashboard). From the platform's side: GGR =
 * settled stake − payout; bonuses = what the platform paid players without a bet (welfare received, offer bonuses,
 * redemption codes, cashbox interest); net = GGR − bonuses. Manual adjustments are shown apart (they may be
 * corrections, such as a deposit credited by hand). Money as strings ("1234.50").
 */
export const REPORT_PLAYER_SORTS = ['ggr', 'net', 'stake', 'deposits'] as const;
export type ReportPlayerSort = (typeof REPORT_PLAYER_SORTS)[number];

export const adminReportRangeInput = adminDashboardRangeInput;
export type AdminReportRangeInput = z.infer<typeof adminReportRangeInput>;

export const adminReportPlayersInput = z.intersection(
  adminDashboardRangeInput,
  z.object({
    sort: z.enum(REPORT_PLAYER_SORTS).default('ggr'),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  }),
);
export type AdminReportPlayersInput = z.infer<typeof adminReportPlayersInput>;
/** An export: the range and the sort of the list (every row, no paging). */
export const adminReportPlayersExportInput = z.intersection(adminDashboardRangeInput, z.object({ sort: z.enum(REPORT_PLAYER_SORTS).default('ggr') }));

const money = z.string().describe('decimal string, e.g. "1234.50"');
const play = {
  bets: z.number().describe('settled bets'),
  stake: money,
  validBet: money,
  payout: money,
  ggr: money.describe('stake − payout: what the platform won'),
};

export const adminReportPlayerRow = z.object({
  userId: z.number(),
  username: z.string(),
  vipLevel: z.number(),
  ...play,
  bonuses: money.describe('welfare received, offer bonuses, redemption codes, cashbox interest'),
  adjustments: money.describe('manual adjustments, net'),
  net: money.describe('ggr − bonuses'),
  deposits: money,
  withdrawals: money,
});
export const adminReportPlayersOutput = z.object({ list: z.array(adminReportPlayerRow), total: z.number(), page: z.number(), size: z.number(), totals: adminReportPlayerRow.omit({ userId: true, username: true, vipLevel: true }) });

export const adminReportGameRow = z.object({ platType: z.string(), gameType: z.string(), gameCode: z.string(), players: z.number(), ...play, rtp: z.string().describe('payout ÷ stake in percent, two decimals ("96.50"); "0.00" without stake') });
export const adminReportGamesOutput = z.object({ list: z.array(adminReportGameRow) });

export const adminReportVenueRow = z.object({ platType: z.string(), gameType: z.string(), players: z.number(), ...play, rtp: z.string() });
export const adminReportVenuesOutput = z.object({ list: z.array(adminReportVenueRow) });

export type AdminReportPlayerRow = z.infer<typeof adminReportPlayerRow>;
export type AdminReportGameRow = z.infer<typeof adminReportGameRow>;
export type AdminReportVenueRow = z.infer<typeof adminReportVenueRow>;
