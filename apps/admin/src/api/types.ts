/**
 * Inputs and answers of the operator API (issue 14). Inputs, and the answers packages/shared describes, are the
 * shared zod schemas' inferred types (one source: the server parses with the same schemas); the answers the
 * server does not publish a schema for are written here, as its views return them. Money is a decimal string
 * ("1234.50"), times are ISO strings.
 */
import type {
  // offers (issue 16)
  adminActivityCostInput,
  adminActivityCostOutput,
  adminActivitySaveInput,
  adminActivitySchema,
  adminApplyListInput,
  adminApplySchema,
  ActivityApplyStatus,
} from '@app/shared';
import type { input as ZodInput } from 'zod';
import type { adminFeedbackItem, ChatConversation, ChatMessage, FeedbackStatus as SharedFeedbackStatus } from '@app/shared';
import type {
  adminHelpArticleSchema,
  adminHelpListOutput,
  adminHelpUpdateInput,
  adminAuditItem,
  adminMessageItemSchema,
  adminMessageListInput,
  adminMessageSendInput,
  adminMessageSendOutput,
  adminAuditListInput,
  adminLoginAttacksOutput,
  adminBannerSaveInput,
  adminDashboardByGameTypeOutput,
  adminDashboardDailyOutput,
  adminDashboardRangeInput,
  adminDashboardSummaryOutput,
  adminDepositListInput,
  adminGameListInput,
  adminGameUpdateInput,
  adminLoginInput,
  adminMeOutput,
  adminMethodSaveInput,
  adminNoticeListInput,
  adminNoticeSaveInput,
  adminOperatorCreateInput,
  adminOperatorItem,
  adminOperatorUpdateInput,
  adminPlayerDetailOutput,
  adminPlayerSearchInput,
  adminPlayerSearchItem,
  adminPlayersInput,
  adminReportGameRow,
  adminReportPlayersOutput,
  adminReportVenueRow,
  adminPlayersItem,
  adminProviderUpdateInput,
  adminReconciliationInput,
  adminSettingSetInput,
  adminCashboxSummaryOutput,
  adminTotpEnableOutput,
  adminTotpSetupOutput,
  adminUploadImageOutput,
  adminVenueUpdateInput,
  adminWalletAdjustInput,
  adminWebsiteSetInput,
  adminWithdrawListInput,
  DepositStatus,
  Infer,
  LangCode,
  NOTICE_TYPES,
  PLAYER_REVEAL_FIELDS,
  VENUE_STATUSES,
  VipRebateKey,
  WelfareKind,
  WelfareStatus,
  WithdrawStatus,
} from '@app/shared';

export { OPERATOR_ROLES, type OperatorRole, type OperatorStatus } from '@app/shared';
/** Issue 15: the rebate keys, level range, welfare kinds and statuses as the shared contract lists them. */
export { VIP_LEVEL_MAX, VIP_LEVEL_MIN, VIP_REBATE_KEYS, WELFARE_KINDS, WELFARE_STATUSES, type VipRebateKey, type WelfareKind, type WelfareStatus } from '@app/shared';

/** An operator list's request and answer, as the server pages them (packages/shared/src/page.ts). */
import type { Page, PageInput } from '@app/shared';
export type { Page, PageInput };

// ——— Session and second factor (ops-auth) ———
export type LoginInput = Infer<typeof adminLoginInput>;
export type Me = Infer<typeof adminMeOutput>;
export type TotpSetup = Infer<typeof adminTotpSetupOutput>;
export type TotpEnabled = Infer<typeof adminTotpEnableOutput>;

/**
 * The second-factor codes the login form and the shell react to (ops-auth adds them to ERROR_CODES after 3100
 * operatorLoginLocked). Looked up by name first so the console follows the catalogue; the numbers are the agreed
 * order, used while this branch's catalogue does not have them yet.
 */
export const OTP_CODE_NAMES = {
  otpRequired: { names: ['operatorOtpRequired'], fallback: 3101 },
  otpWrong: { names: ['operatorOtpWrong'], fallback: 3102 },
  otpReplayed: { names: ['operatorOtpReplayed'], fallback: 3103 },
  enrolRequired: { names: ['operatorEnrolmentRequired'], fallback: 3104 },
  loginLocked: { names: ['operatorLoginLocked'], fallback: 3100 },
} as const;

// ——— Finance ———
export type DepositListInput = Infer<typeof adminDepositListInput>;
export interface DepositItem {
  orderNo: string;
  userId: number;
  username: string;
  methodId: number;
  methodType: string;
  provider: string | null;
  status: DepositStatus;
  amount: string;
  currency: string;
  creditAmount: string;
  paidAmount: string | null;
  flag: string | null;
  depositorName: string | null;
  coinType: string | null;
  protocol: string | null;
  /** Private upload paths (/uploads/…): fetched with the operator token. */
  vouchers: string[];
  cancelReason: string | null;
  remark: string | null;
  rejectReason: string | null;
  reviewedBy: string | null;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
}
export type WithdrawListInput = Infer<typeof adminWithdrawListInput>;
export interface WithdrawItem {
  orderNo: string;
  userId: number;
  username: string;
  method: string;
  account: Record<string, string | null>;
  amount: string;
  extraAmount: string;
  extraRate: string;
  type: string;
  slot: string | null;
  scheduledAt: string | null;
  status: WithdrawStatus;
  rejectReason: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
  /** What the player still has to bet before withdrawing ("0.00" when met). */
  turnoverRemaining: string;
}
/** wallet/adjust: a signed amount on the player's central wallet (positive credits, negative debits). */
export type WalletAdjustInput = Infer<typeof adminWalletAdjustInput>;
export interface WalletAdjusted {
  orderNo: string;
  username: string;
  amount: string;
  central: string;
}
export interface LedgerReport {
  accounts: number;
  journals: number;
  postings: number;
  violations: string[];
}

// ——— Dashboard (ops-players) ———
/** YYYY-MM-DD, inclusive, in the server's business timezone; at most 366 days. */
export type DateRange = Infer<typeof adminDashboardRangeInput>;
export type DashboardFigures = Infer<typeof adminDashboardSummaryOutput>;
export type DailyRow = Infer<typeof adminDashboardDailyOutput>['list'][number];
export type GameTypeRow = Infer<typeof adminDashboardByGameTypeOutput>['list'][number];

// ——— Players (ops-players) ———
export type PlayerSearchInput = Infer<typeof adminPlayerSearchInput>;
export type PlayerSearchItem = Infer<typeof adminPlayerSearchItem>;
/** player/list (issue 24): filters (paging and sort included) and rows with the latest login. */
export type PlayersInput = ZodInput<typeof adminPlayersInput>;
export type PlayersItem = Infer<typeof adminPlayersItem>;
/** Reports (issue 24): profit and loss per player, game and venue. */
export type ReportPlayersPage = Infer<typeof adminReportPlayersOutput>;
export type ReportPlayerRow = ReportPlayersPage['list'][number];
export type ReportGameRow = Infer<typeof adminReportGameRow>;
export type ReportVenueRow = Infer<typeof adminReportVenueRow>;
export type PlayerDetail = Infer<typeof adminPlayerDetailOutput>;
export type RevealField = (typeof PLAYER_REVEAL_FIELDS)[number];
/** The player 360 tabs: each `/admin/api/player/<list> {userId, page, size}` → a page of rows. */
export const PLAYER_LISTS = ['postings', 'transfers', 'deposits', 'withdrawals', 'bets', 'logins', 'payoutAccounts'] as const;
export type PlayerList = (typeof PLAYER_LISTS)[number];
/** Rows of the player lists: fields "as the tables hold them" (COMMON-14.md), so the console shows them generically. */
export type PlayerListRow = Record<string, unknown>;
/** Column names of the player lists that have a title in both languages (player.col.*); any other shows as sent. */
export const PLAYER_LIST_COLUMNS = ['id', 'accountName', 'amount', 'balanceAfter', 'orderNo', 'kind', 'createdAt', 'mode', 'status', 'methodType', 'currency', 'creditAmount', 'completedAt', 'method', 'extraAmount', 'type', 'rejectReason', 'reviewedAt', 'platType', 'gameType', 'gameCode', 'sourceRef', 'stake', 'validBet', 'payout', 'winLoss', 'placedAt', 'settledAt', 'ip', 'device', 'name', 'account', 'holder'] as const;
/** Ledger wallet kinds with a name in both languages (player.walletName.*); venue wallets show their platType. */
export const WALLET_KINDS = ['central', 'locked', 'welfare', 'cashbox'] as const;
/** Player actions taking a username (+ reason where the API has one). */
export type PlayerAction =
  | 'freeze'
  | 'unfreeze'
  | 'freezeWithdraw'
  | 'unfreezeWithdraw'
  | 'resetWithdrawPassword'
  | 'unbindPhone'
  | 'logout'
  | 'markAgent';
export const ACTIONS_WITH_REASON: readonly PlayerAction[] = ['freeze', 'freezeWithdraw'];

// ——— Operators and audit (ops-auth) ———
export type OperatorItem = Infer<typeof adminOperatorItem>;
/** As the server's schema (ops-auth): usernames 3–32 of letters, digits, `_.-`; passwords 10–200 characters. */
export const OPERATOR_NAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const OPERATOR_PASSWORD_MIN = 10;
export type OperatorCreateInput = Infer<typeof adminOperatorCreateInput>;
export type OperatorUpdateInput = Infer<typeof adminOperatorUpdateInput>;
export type AuditListInput = Infer<typeof adminAuditListInput>;
/** Names locked by failed logins in the last 24 hours (owner's dashboard alert, issue 23 item 6). */
export type LoginAttacks = Infer<typeof adminLoginAttacksOutput>;
export type AuditItem = Infer<typeof adminAuditItem>;

// ——— Content (notices, banners, website info, settings) ———
/** Texts per language as the server keeps them ({ zh: '…', en: '…' }). */
export type LangTexts = Partial<Record<LangCode, string>>;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export type NoticeListInput = Infer<typeof adminNoticeListInput>;
export type NoticeSaveInput = Infer<typeof adminNoticeSaveInput>;
export interface NoticeItem {
  id: number;
  type: NoticeType;
  title: LangTexts;
  content: LangTexts;
  sort: number;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
}
export type BannerSaveInput = Infer<typeof adminBannerSaveInput>;
export interface BannerItem {
  id: number;
  title: LangTexts;
  image: string;
  link: string;
  sort: number;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
}
/** An uploaded operator image: its public /media/ URL (banners, payment QR codes). */
export type UploadedImage = Infer<typeof adminUploadImageOutput>;
export type WebsiteSetInput = Infer<typeof adminWebsiteSetInput>;
export type WebsiteEntry = WebsiteSetInput;
export type SettingSetInput = Infer<typeof adminSettingSetInput>;
export type CashboxSummary = Infer<typeof adminCashboxSummaryOutput>;
export interface SettingEntry {
  key: string;
  value: string;
  defaultValue: string;
  remark: string;
  isPublic: boolean;
}

// ——— Lobby (venues and games) ———
export type VenueStatus = (typeof VENUE_STATUSES)[number];
export type VenueUpdateInput = Infer<typeof adminVenueUpdateInput>;
/** lobby/names: venue and game names per language (issue 24). */
export interface LobbyNames {
  venues: { platType: string; name: LangTexts; gameType: string }[];
  games: { platType: string; gameCode: string; name: LangTexts }[];
}

export interface VenueItem {
  platType: string;
  name: LangTexts;
  gameType: string;
  provider: string;
  status: VenueStatus;
  sort: number;
}
export type GameListInput = Infer<typeof adminGameListInput>;
export type GameUpdateInput = Infer<typeof adminGameUpdateInput>;
export interface GameItem {
  id: number;
  platType: string;
  gameCode: string;
  name: LangTexts;
  gameType: string;
  hot: boolean;
  sort: number;
  status: VenueStatus;
}

// ——— Payment methods and providers ———
export type MethodSaveInput = Infer<typeof adminMethodSaveInput>;
/** The receiving account fields a method may show players (the server keeps the ones filled in). */
export const ACCOUNT_FIELDS = ['bankName', 'accountName', 'accountNo', 'branch', 'address', 'protocol', 'qrImage'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];
export interface MethodItem {
  id: number;
  type: string;
  name: LangTexts;
  currency: string;
  minAmount: string;
  maxAmount: string;
  needVoucher: boolean;
  provider: string | null;
  account: Partial<Record<AccountField, string>>;
  sort: number;
  enabled: boolean;
}
export type ProviderUpdateInput = Infer<typeof adminProviderUpdateInput>;
export interface ProviderItem {
  code: string;
  name: string;
  enabled: boolean;
}

// ——— Ledger tools ———
export interface JournalItem {
  journalId: number;
  type: string;
  reference: string;
  actor: string | null;
  createdAt: string;
  postings: { accountId: number; account: string; kind?: string; username?: string | null; amount: string; balanceAfter: string }[];
}
/** Reconciliation columns between opening and closing, in the server's order. */
export const RECONCILIATION_COLUMNS = ['opening', 'deposits', 'withdrawals', 'adjustments', 'gameResults', 'transfers', 'other', 'closing'] as const;
export type ReconciliationRow = { day: string; transfersNetZero: boolean } & Record<(typeof RECONCILIATION_COLUMNS)[number], string>;
export type ReconciliationInput = Infer<typeof adminReconciliationInput>;
export interface Reconciliation {
  currency: string;
  list: ReconciliationRow[];
}

// ——— Rewards (issue 15: VIP table, level history, welfare items, jobs) ———

/**
 * One row of the VIP table (vip/levels; REWARDS.md "Operator API"): money as "100.00" strings, the rebate ratios and
 * the promotion bonus as percent strings ("0.40" = 0.40%), the promotion turnover as a multiple ("10").
 */
export interface AdminVipLevel {
  level: number;
  requiredBet: string;
  keepBet: string;
  upgradeGift: string;
  birthdayGift: string;
  weeklyRedPacket: string;
  dailyWithdrawCount: number;
  dailyWithdrawLimit: string;
  rebate: Record<VipRebateKey, string>;
  promoMinTransfer: string;
  promoBonusPercent: string;
  promoMaxBonus: string;
  promoTurnoverMultiple: string;
  promoDays: number;
  /** The venue (plat type) the promotion discount applies to; null = any. */
  promoVenue: string | null;
  updatedAt: string;
}
/** vip/level/update: the whole row but its time. */
export type VipLevelUpdateInput = Omit<AdminVipLevel, 'updatedAt'>;
export const VIP_CHANGE_REASONS = ['promotion', 'demotion', 'operator'] as const;
export type VipChangeReason = (typeof VIP_CHANGE_REASONS)[number];
export interface VipHistoryItem {
  id: number;
  fromLevel: number;
  toLevel: number;
  reason: VipChangeReason;
  /** The platform day the review judged (YYYY-MM-DD); an operator's set has the day it was made. */
  day: string;
  operator: string | null;
  note: string | null;
  createdAt: string;
}
export interface VipSetLevelInput {
  userId: number;
  level: number;
  reason: string;
}
export interface VipLevelSet {
  userId: number;
  fromLevel: number;
  level: number;
}

export interface WelfareListFilter {
  username?: string;
  kind?: WelfareKind;
  status?: WelfareStatus;
  /** Days (YYYY-MM-DD) of the items' creation, inclusive. */
  from?: string;
  to?: string;
}
export type WelfareListInput = WelfareListFilter & PageInput;
export interface WelfareAdminItem {
  id: number;
  userId: number;
  username: string;
  kind: WelfareKind;
  type: 'virtual' | 'physical';
  amount: string;
  turnoverMultiple: string;
  status: WelfareStatus;
  periodKey: string;
  opensAt: string;
  expiresAt: string;
  createdAt: string;
  receivedAt: string | null;
}
/** welfare/summary: the bonus cost of a range of days, per kind (counts and money strings). */
export interface WelfareSummaryRow {
  kind: WelfareKind;
  offeredCount: number;
  offered: string;
  receivedCount: number;
  received: string;
  expiredCount: number;
  expired: string;
}

export interface JobItem {
  name: string;
  description: string;
  /** Cron pattern read in `timezone`. */
  pattern: string;
  timezone: string;
  /** Once per period (claimed in job_runs) rather than on every trigger. */
  periodic: boolean;
  lastRuns: { period: string; ranAt: string }[];
}
export interface JobOutcome {
  job: string;
  /** null for a job that works on every trigger (no period). */
  period: string | null;
  /** false: the period had already run (note says so). */
  ran: boolean;
  note?: string;
  result?: unknown;
}

// ——— Feedback (issue 17) ———
export type { FeedbackStatus } from '@app/shared';
export { FEEDBACK_STATUSES } from '@app/shared';
/** Keys of the feedbackType dictionary (seed 0001-foundation), named in the console's texts. */
export const FEEDBACK_TYPES = ['deposit', 'withdraw', 'suggestion', 'game', 'promotion', 'login', 'dataUpdate', 'turnover', 'other'] as const;
export interface FeedbackListFilter {
  status?: SharedFeedbackStatus;
  type?: string;
  username?: string;
}
export type FeedbackAdminItem = Infer<typeof adminFeedbackItem>;
// ——— Help centre (issue 17) ———
export type HelpArticleItem = Infer<typeof adminHelpArticleSchema>;
export type HelpListAnswer = Infer<typeof adminHelpListOutput>;
export type HelpUpdateInput = Infer<typeof adminHelpUpdateInput>;
// ——— message centre (issue 17) ———
export type MessageSendInput = Infer<typeof adminMessageSendInput>;
export type MessageSent = Infer<typeof adminMessageSendOutput>;
export type MessageListInput = Infer<typeof adminMessageListInput>;
export type MessageItem = Infer<typeof adminMessageItemSchema>;

// Offers (issue 16): the editor, the review queue and the bonus cost report.
export type OfferItem = Infer<typeof adminActivitySchema>;
export type OfferSaveInput = ZodInput<typeof adminActivitySaveInput>;
export type OfferApplyItem = Infer<typeof adminApplySchema> & { orderNo: string };
export type OfferApplyListInput = ZodInput<typeof adminApplyListInput>;
export type OfferApplyStatus = ActivityApplyStatus;
export type OfferCostInput = Infer<typeof adminActivityCostInput>;
export type OfferCostRow = Infer<typeof adminActivityCostOutput>['list'][number];

// ——— Customer-service chat (issue 17): the shared schemas' shapes ———
export type ChatConversationItem = ChatConversation;
export type ChatMessageItem = ChatMessage;
export interface ChatDuty {
  onDuty: boolean;
  operatorsOnDuty: number;
}
export interface CannedReply {
  id: number;
  title: string;
  text: string;
  sort: number;
}
