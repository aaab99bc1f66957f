/**
 * Inputs and answers of the operator API as agreed for issue 14 (/work/wt/COMMON-14.md), written once here until the
 * server branches publish their zod schemas in packages/shared/src/validation/admin-*.ts: then these local types
 * are swapped for `z.infer` of the shared ones (same names, same fields). Money is a decimal string ("1234.50"),
 * times are ISO strings.
 */
import type { DepositStatus, WithdrawStatus } from '@app/shared';

export interface PageInput {
  page: number;
  size: number;
}
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

// ——— Session and second factor (ops-auth) ———
export type OperatorRole = 'owner' | 'finance' | 'support' | 'marketing';
export const OPERATOR_ROLES: readonly OperatorRole[] = ['owner', 'finance', 'support', 'marketing'];
export interface LoginInput {
  username: string;
  password: string;
  /** A 6-digit TOTP or a recovery code `xxxx-xxxx`. */
  otp?: string;
}
export interface Me {
  operatorId: number;
  username: string;
  role: OperatorRole;
  permissions: string[];
  totpEnabled: boolean;
  mustEnrol: boolean;
}
export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
}
export interface TotpEnabled {
  recoveryCodes: string[];
}

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
} as const;

// ——— Finance (main) ———
export interface DepositListInput extends PageInput {
  status?: DepositStatus;
}
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
export interface WithdrawListInput extends PageInput {
  status?: WithdrawStatus;
}
export interface WithdrawItem {
  orderNo: string;
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
}
export interface OrderInput {
  orderNo: string;
}
export interface RejectInput extends OrderInput {
  reason: string;
}
/** wallet/adjust: a signed amount on the player's central wallet (positive credits, negative debits). */
export interface WalletAdjustInput {
  username: string;
  amount: string;
  reason: string;
}
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
export interface DateRange {
  /** YYYY-MM-DD, inclusive, in the server's business timezone; at most 366 days. */
  from: string;
  to: string;
}
export interface DashboardFigures {
  deposits: string;
  withdrawals: string;
  netCash: string;
  bets: string;
  payouts: string;
  ggr: string;
  registrations: number;
  activePlayers: number;
  firstDepositors: number;
}
export interface DailyRow extends DashboardFigures {
  day: string;
}
export interface GameTypeRow {
  gameType: string;
  bets: string;
  payouts: string;
  ggr: string;
}

// ——— Players (ops-players) ———
export interface PlayerSearchInput extends PageInput {
  keyword: string;
}
export interface PlayerSearchItem {
  userId: number;
  username: string;
  vipLevel: number;
  status: string;
  registeredAt: string;
  central: string;
}
export interface PlayerDetail {
  userId: number;
  username: string;
  status: string;
  withdrawFrozen: boolean;
  vipLevel: number;
  isAgent: boolean;
  registeredAt: string;
  registeredIp: string | null;
  language: string | null;
  realName: string | null;
  phone: string | null;
  email: string | null;
  birthday: string | null;
  hasWithdrawPassword: boolean;
  wallets: { walletId: number; name: string; balance: string }[];
  totals: { deposits: string; withdrawals: string; bets: string; payouts: string };
  notes: { id: number; operatorName: string; text: string; createdAt: string }[];
}
export type RevealField = 'realName' | 'phone' | 'email';
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
export type OperatorStatus = 'active' | 'disabled';
export interface OperatorItem {
  operatorId: number;
  username: string;
  role: OperatorRole;
  status: OperatorStatus;
  totpEnabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}
/** As the server's schema (ops-auth): usernames 3–32 of letters, digits, `_.-`; passwords 10–200 characters. */
export const OPERATOR_NAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const OPERATOR_PASSWORD_MIN = 10;
export interface OperatorCreateInput {
  username: string;
  password: string;
  role: OperatorRole;
}
export interface OperatorUpdateInput {
  operatorId: number;
  role?: OperatorRole;
  status?: OperatorStatus;
}
export interface AuditListInput extends PageInput {
  operator?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}
export interface AuditItem {
  id: number;
  operatorName: string;
  action: string;
  target: string | null;
  detail: unknown;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}
