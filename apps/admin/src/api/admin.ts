/** Every operator route the console calls, by its agreed name (COMMON-14.md); nothing else builds a path. */
import { ERROR_CODES, type AdminRedeemBatch, type adminRedeemGenerateInput, platformTimeZone } from '@app/shared';
import type { z } from 'zod';
import { ApiError, download, newIdempotencyKey, request, upload } from './request';
import type { CannedReply, ChatConversationItem, ChatDuty, ChatMessageItem } from './types';
import {
  type OfferApplyItem,
  type OfferApplyListInput,
  type OfferCostInput,
  type OfferCostRow,
  type OfferItem,
  type OfferSaveInput,
  OTP_CODE_NAMES,
  type AuditItem,
  type BannerItem,
  type BannerSaveInput,
  type CashboxSummary,
  type GameItem,
  type GameListInput,
  type GameUpdateInput,
  type JournalItem,
  type MethodItem,
  type MethodSaveInput,
  type HelpArticleItem,
  type HelpListAnswer,
  type HelpUpdateInput,
  type MessageItem,
  type MessageListInput,
  type MessageSendInput,
  type MessageSent,
  type NoticeItem,
  type NoticeListInput,
  type NoticeSaveInput,
  type ProviderItem,
  type ProviderUpdateInput,
  type Reconciliation,
  type ReconciliationInput,
  type SettingEntry,
  type SettingSetInput,
  type UploadedImage,
  type VenueItem,
  type LobbyNames,
  type VenueUpdateInput,
  type WebsiteEntry,
  type WebsiteSetInput,
  type FeedbackAdminItem,
  type FeedbackListFilter,
  type AuditListInput,
  type LoginAttacks,
  type DailyRow,
  type DashboardFigures,
  type DateRange,
  type DepositItem,
  type DepositListInput,
  type GameTypeRow,
  type LedgerReport,
  type LoginInput,
  type Me,
  type OperatorCreateInput,
  type OperatorItem,
  type OperatorUpdateInput,
  type Page,
  type PageInput,
  type PlayerAction,
  type PlayerDetail,
  type PlayerList,
  type PlayerListRow,
  type PlayerSearchInput,
  type PlayerSearchItem,
  type PlayersInput,
  type ReportGameRow,
  type ReportPlayersPage,
  type ReportVenueRow,
  type PlayersItem,
  type RevealField,
  type TotpEnabled,
  type TotpSetup,
  type WalletAdjustInput,
  type WalletAdjusted,
  type WithdrawItem,
  type WithdrawListInput,
  type AdminVipLevel,
  type JobItem,
  type JobOutcome,
  type VipHistoryItem,
  type VipLevelSet,
  type VipLevelUpdateInput,
  type VipSetLevelInput,
  type WelfareAdminItem,
  type WelfareListFilter,
  type WelfareListInput,
  type WelfareSummaryRow,
} from './types';

/** The number of a second-factor code: the catalogue's, once it has one of the agreed names. */
export function otpCode(kind: keyof typeof OTP_CODE_NAMES): number {
  const codes = ERROR_CODES as Record<string, number>;
  const entry = OTP_CODE_NAMES[kind];
  for (const name of entry.names) if (typeof codes[name] === 'number') return codes[name];
  return entry.fallback;
}

export const login = (input: LoginInput) =>
  request<{ token: string }>('login', input, { quiet: [otpCode('otpRequired')] });
/** Ends the session `token` at the server (the console forgets it first, AppLayout). */
export const logout = (token: string) => request<null>('logout', {}, { token });

/**
 * The operator's identity and permissions. A server without `/admin/api/me` (before the operator accounts work
 * lands) answers "not found": the console then shows every page and lets the server's own 403 decide.
 */
export async function me(username: string | null): Promise<Me> {
  try {
    return await request<Me>('me', {}, { quiet: [ERROR_CODES.notFound] });
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.notFound) {
      return { operatorId: 0, username: username ?? '', role: 'owner', permissions: ['owner', 'finance', 'support', 'marketing'], totpEnabled: false, mustEnrol: false, timeZone: platformTimeZone() };
    }
    throw error;
  }
}
export const totpSetup = () => request<TotpSetup>('totp/setup');
export const totpEnable = (otp: string) => request<TotpEnabled>('totp/enable', { otp });

export const depositList = (input: DepositListInput) => request<Page<DepositItem>>('deposit/list', input);
export const depositApprove = (orderNo: string) => request<{ orderNo: string; status: string }>('deposit/approve', { orderNo }, { idempotencyKey: newIdempotencyKey() });
export const depositReject = (orderNo: string, reason: string) => request<{ orderNo: string; status: string }>('deposit/reject', { orderNo, reason });
export const withdrawList = (input: WithdrawListInput) => request<Page<WithdrawItem>>('withdraw/list', input);
export const withdrawApprove = (orderNo: string) => request<{ orderNo: string; status: string }>('withdraw/approve', { orderNo });
export const withdrawReject = (orderNo: string, reason: string) => request<{ orderNo: string; status: string }>('withdraw/reject', { orderNo, reason });
export const walletAdjust = (input: WalletAdjustInput, idempotencyKey: string) => request<WalletAdjusted>('wallet/adjust', input, { idempotencyKey });
export const ledgerCheck = () => request<LedgerReport>('ledger/check');
export const ledgerJournal = (orderNo: string) => request<{ list: JournalItem[] }>('ledger/journal', { orderNo });
export const ledgerReconciliation = (input: ReconciliationInput) => request<Reconciliation>('ledger/reconciliation', input);
/** CSV exports: the list's own filter (paging is ignored by the server), saved as a file. */
export const depositExport = (filter: Omit<DepositListInput, 'page' | 'size'>) => download('deposit/export', filter, 'deposits.csv');
export const withdrawExport = (filter: Omit<WithdrawListInput, 'page' | 'size'>) => download('withdraw/export', filter, 'withdrawals.csv');
/** The player 360 lists that export (payout accounts are a handful of rows, shown only). */
export const playerListExport = (list: Exclude<PlayerList, 'payoutAccounts'>, filter: { userId: number }) => download(`player/${list}/export`, filter, `player-${filter.userId}-${list}.csv`);
export const dashboardDailyExport = (range: DateRange) => download('dashboard/daily/export', range, 'dashboard-daily.csv');
export const reconciliationExport = (range: ReconciliationInput) => download('ledger/reconciliation/export', range, 'reconciliation.csv');
export const methodList = () => request<{ list: MethodItem[] }>('deposit/method/list');
export const methodSave = (input: MethodSaveInput) => request<MethodItem>('deposit/method/save', input);
/** A deposit method's QR code / account image (finance): its public /media/ URL, for the account's qrImage. */
export const methodImageUpload = (file: File) => upload<UploadedImage>('deposit/method/uploadImage', file);
export const providerList = () => request<{ list: ProviderItem[] }>('deposit/provider/list');
export const providerUpdate = (input: ProviderUpdateInput) => request<ProviderItem>('deposit/provider/update', input);

export const noticeList = (input: NoticeListInput) => request<Page<NoticeItem>>('content/notice/list', input);
export const noticeSave = (input: NoticeSaveInput) => request<NoticeItem>('content/notice/save', input);
export const helpList = () => request<HelpListAnswer>('help/list', {});
export const helpUpdate = (input: HelpUpdateInput) => request<HelpArticleItem>('help/update', input);
export const noticeDelete = (id: number) => request<null>('content/notice/delete', { id });
export const bannerList = (input: PageInput) => request<Page<BannerItem>>('content/banner/list', input);
export const bannerSave = (input: BannerSaveInput) => request<BannerItem>('content/banner/save', input);
/** Banner art (marketing): its public /media/ URL, for the banner's image path. */
export const bannerImageUpload = (file: File) => upload<UploadedImage>('content/uploadImage', file);
export const bannerDelete = (id: number) => request<null>('content/banner/delete', { id });
export const websiteList = () => request<{ list: WebsiteEntry[] }>('content/website/list');
export const websiteSet = (input: WebsiteSetInput) => request<WebsiteEntry>('content/website/set', input);
export const settingList = () => request<{ list: SettingEntry[] }>('settings/list');
export const settingSet = (input: SettingSetInput) => request<{ key: string; value: string }>('settings/set', input);

/** The name of every venue and game in every language (any operator): the console's catalogue of their codes. */
export const lobbyNames = () => request<LobbyNames>('lobby/names');
export const venueList = () => request<{ list: VenueItem[] }>('lobby/venue/list');
export const venueUpdate = (input: VenueUpdateInput) => request<VenueItem>('lobby/venue/update', input);
export const gameList = (input: GameListInput) => request<Page<GameItem>>('lobby/game/list', input);
export const gameUpdate = (input: GameUpdateInput) => request<GameItem>('lobby/game/update', input);

export const dashboardSummary = (range: DateRange) => request<DashboardFigures>('dashboard/summary', range);
export const dashboardDaily = (range: DateRange) => request<{ list: DailyRow[] }>('dashboard/daily', range);
export const dashboardByGameType = (range: DateRange) => request<{ list: GameTypeRow[] }>('dashboard/byGameType', range);

// ——— Reports (issue 24 item 11; permission finance) ———
export type ReportSort = 'ggr' | 'net' | 'stake' | 'deposits';
export const reportPlayers = (input: DateRange & PageInput & { sort: ReportSort }) => request<ReportPlayersPage>('report/players', input);
export const reportPlayersExport = (input: DateRange & { sort?: ReportSort }) => download('report/players/export', input, `report-players-${input.from}-${input.to}.csv`);
export const reportGames = (range: DateRange) => request<{ list: ReportGameRow[] }>('report/games', range);
export const reportGamesExport = (range: DateRange) => download('report/games/export', range, `report-games-${range.from}-${range.to}.csv`);
export const reportVenues = (range: DateRange) => request<{ list: ReportVenueRow[] }>('report/venues', range);
export const reportVenuesExport = (range: DateRange) => download('report/venues/export', range, `report-venues-${range.from}-${range.to}.csv`);

export const playerSearch = (input: PlayerSearchInput) => request<Page<PlayerSearchItem>>('player/search', input);
export const playersList = (input: PlayersInput) => request<Page<PlayersItem>>('player/list', input);
export const playerDetail = (userId: number) => request<PlayerDetail>('player/detail', { userId });
export const playerReveal = (userId: number, field: RevealField) => request<{ value: string | null }>('player/reveal', { userId, field });
export const playerList = (list: PlayerList, input: { userId: number } & PageInput) => request<Page<PlayerListRow>>(`player/${list}`, input);
export const playerAction = (action: PlayerAction, input: { username: string; reason?: string; isAgent?: boolean }) => request<unknown>(`player/${action}`, input);
export const playerNote = (userId: number, text: string) => request<unknown>('player/note', { userId, text });

export const operatorList = (input: PageInput) => request<Page<OperatorItem>>('operator/list', input);
export const operatorCreate = (input: OperatorCreateInput) => request<OperatorItem>('operator/create', input);
export const operatorUpdate = (input: OperatorUpdateInput) => request<OperatorItem>('operator/update', input);
export const operatorResetPassword = (operatorId: number, password: string) => request<unknown>('operator/resetPassword', { operatorId, password });
export const operatorResetTotp = (operatorId: number) => request<unknown>('operator/resetTotp', { operatorId });
export const operatorUnlock = (username: string) => request<unknown>('operator/unlock', { username });
export const auditList = (input: AuditListInput) => request<Page<AuditItem>>('audit/list', input);
export const loginAttacks = () => request<LoginAttacks>('operator/loginAttacks');

// ——— Rewards (issue 15) ———
export const vipLevels = () => request<{ list: AdminVipLevel[] }>('vip/levels');
export const vipLevelUpdate = (input: VipLevelUpdateInput) => request<AdminVipLevel>('vip/level/update', input);
export const vipHistory = (input: { userId: number } & PageInput) => request<Page<VipHistoryItem>>('vip/history', input);
export const vipSetLevel = (input: VipSetLevelInput) => request<VipLevelSet>('vip/setLevel', input);
export const welfareList = (input: WelfareListInput) => request<Page<WelfareAdminItem>>('welfare/list', input);
export const welfareExport = (filter: WelfareListFilter) => download('welfare/export', filter, 'welfare.csv');
export const cashboxSummary = () => request<CashboxSummary>('cashbox/summary');
export const welfareSummary = (range: DateRange) => request<{ list: WelfareSummaryRow[] }>('welfare/summary', range);
// ——— Redemption codes (issue 16) ———
export const redeemBatches = (input: PageInput) => request<Page<AdminRedeemBatch>>('redeem/batches', input);
export const redeemGenerate = (input: z.input<typeof adminRedeemGenerateInput>) => request<{ batch: AdminRedeemBatch; codes: string[] }>('redeem/generate', input);
export const redeemDisable = (id: number) => request<{ batch: AdminRedeemBatch }>('redeem/disable', { id });
export const redeemExport = (id: number) => download('redeem/export', { id }, `redeem-batch-${id}.csv`);
// ——— Feedback (issue 17) ———
export const feedbackList = (input: FeedbackListFilter & PageInput) => request<Page<FeedbackAdminItem>>('feedback/list', input);
export const feedbackInfo = (id: number) => request<FeedbackAdminItem>('feedback/info', { id });
export const feedbackReply = (id: number, reply: string) => request<FeedbackAdminItem>('feedback/reply', { id, reply });
export const feedbackClose = (id: number) => request<FeedbackAdminItem>('feedback/close', { id });
export const jobList = () => request<{ list: JobItem[] }>('jobs/list');
/** Runs a job as if its trigger fired at `at` (an ISO instant, not in the future). */
export const jobRun = (name: string, at: string) => request<{ outcomes: JobOutcome[] }>('jobs/run', { name, at });

// ——— message centre (issue 17) ———
export const messageSend = (input: MessageSendInput) => request<MessageSent>('message/send', input);
export const messageList = (input: MessageListInput) => request<Page<MessageItem>>('message/list', input);
export const messageWithdraw = (id: number) => request<null>('message/withdraw', { id });

// Offers (issue 16; permission marketing). The review queue's rows carry `orderNo` (the application id as text), the
// key the shared ReviewQueue works by.
export const offerList = (input: { page: number; size: number }) => request<Page<OfferItem>>('activities/list', input);
export const offerSave = (input: OfferSaveInput) => request<OfferItem>('activities/save', input);
export const offerPublish = (id: number, published: boolean) => request<OfferItem>('activities/publish', { id, published });
export const offerApplyList = async (input: OfferApplyListInput): Promise<Page<OfferApplyItem>> => {
  const page = await request<Page<Omit<OfferApplyItem, 'orderNo'>>>('activities/apply/list', input);
  return { ...page, list: page.list.map((row) => ({ ...row, orderNo: String(row.id) })) };
};
export const offerApplyExport = (filter: Omit<OfferApplyListInput, 'page' | 'size'>) => download('activities/apply/export', filter, 'offer-applications.csv');
export const offerApprove = (orderNo: string) => request<{ id: number; status: string }>('activities/apply/approve', { id: Number(orderNo) });
export const offerReject = (orderNo: string, reason: string) => request<{ id: number; status: string }>('activities/apply/reject', { id: Number(orderNo), reason });
export const offerCost = (range: OfferCostInput) => request<{ list: OfferCostRow[] }>('activities/cost', range);
export const offerCostExport = (range: OfferCostInput) => download('activities/cost/export', range, 'offer-cost.csv');

// ——— Customer-service chat (issue 17; docs/chat-protocol.md) ———
export type ChatQueueFilter = 'queued' | 'mine' | 'assigned' | 'closed';
export const chatConversations = (input: { status?: ChatQueueFilter } & PageInput) => request<Page<ChatConversationItem>>('chat/conversations', input);
export const chatHistory = (input: { conversationId: number } & PageInput) => request<Page<ChatMessageItem>>('chat/history', input);
export const chatReply = (conversationId: number, text: string) => request<{ id: number; at: string }>('chat/reply', { conversationId, text, clientId: newIdempotencyKey() });
export const chatClaim = (conversationId: number) => request<ChatConversationItem>('chat/claim', { conversationId });
export const chatClose = (conversationId: number) => request<ChatConversationItem>('chat/close', { conversationId });
export const chatRead = (conversationId: number, upTo: number) => request<null>('chat/read', { conversationId, upTo });
export const chatDutyGet = () => request<ChatDuty>('chat/duty/get');
export const chatDutySet = (onDuty: boolean) => request<ChatDuty>('chat/duty', { onDuty });
export const chatCannedList = () => request<CannedReply[]>('chat/canned/list');
export const chatCannedSave = (input: { id?: number; title: string; text: string; sort: number }) => request<CannedReply>('chat/canned/save', input);
export const chatCannedDelete = (id: number) => request<null>('chat/canned/delete', { id });
