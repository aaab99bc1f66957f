import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.js';
import { toMinor } from '../money.js';
import { isIsoDate } from './account.js';

/**
 * Operator player tools (api-contract-wave2.md "Operators", issue 14): search, the player view with
 * masked PII, its lists, and the audited actions. Money amounts are strings ("1234.50"), times ISO.
 */
const page = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};
const userId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const username = z.string().trim().min(1).max(64);
const reason = z.string().trim().min(1).max(200);
const money = z.string().describe('decimal string, e.g. "100.00"');
const time = z.string().describe('ISO time');

export const adminPlayerSearchInput = z.object({ keyword: z.string().trim().min(1).max(64), ...page });

/**
 * player/list (issue 24): players without a keyword, newest first (or by latest login or central balance), filtered
 * by status, VIP range, registration and latest-login days (platform days, both ends included) and a central-balance
 * range (money in yuan, both ends included). Every filter is optional.
 */
export const PLAYER_LIST_SORTS = ['registered', 'lastLogin', 'balance'] as const;
const day = z.string().refine(isIsoDate, 'a date YYYY-MM-DD');
const yuan = z.string().trim().refine((v) => toMinor(v) !== null, 'an amount such as 100 or 88.50');
export const adminPlayersInput = z
  .object({
    status: z.enum(['active', 'frozen']).optional(),
    vipMin: z.coerce.number().int().min(1).max(10).optional(),
    vipMax: z.coerce.number().int().min(1).max(10).optional(),
    registeredFrom: day.optional(),
    registeredTo: day.optional(),
    lastLoginFrom: day.optional(),
    lastLoginTo: day.optional(),
    balanceMin: yuan.optional(),
    balanceMax: yuan.optional(),
    sort: z.enum(PLAYER_LIST_SORTS).default('registered'),
    ...page,
  })
  .refine((v) => v.vipMin === undefined || v.vipMax === undefined || v.vipMin <= v.vipMax, { message: 'vipMin ≤ vipMax', path: ['vipMax'] })
  .refine((v) => !v.registeredFrom || !v.registeredTo || v.registeredFrom <= v.registeredTo, { message: 'registeredFrom ≤ registeredTo', path: ['registeredTo'] })
  .refine((v) => !v.lastLoginFrom || !v.lastLoginTo || v.lastLoginFrom <= v.lastLoginTo, { message: 'lastLoginFrom ≤ lastLoginTo', path: ['lastLoginTo'] })
  .refine((v) => v.balanceMin === undefined || v.balanceMax === undefined || toMinor(v.balanceMin)! <= toMinor(v.balanceMax)!, { message: 'balanceMin ≤ balanceMax', path: ['balanceMax'] });
export type AdminPlayersInput = z.infer<typeof adminPlayersInput>;
export const adminPlayerIdInput = z.object({ userId });
export const adminPlayerListInput = z.object({ userId, ...page });
export const PLAYER_REVEAL_FIELDS = ['realName', 'phone', 'email'] as const;
export const adminPlayerRevealInput = z.object({ userId, field: z.enum(PLAYER_REVEAL_FIELDS) });
export const adminPlayerReasonInput = z.object({ username, reason });
export const adminPlayerUsernameInput = z.object({ username });
export const adminPlayerMarkAgentInput = z.object({ username, isAgent: z.boolean() });
export const adminPlayerNoteInput = z.object({ userId, text: z.string().trim().min(1).max(1000) });
export type AdminPlayerSearchInput = z.infer<typeof adminPlayerSearchInput>;
export type AdminPlayerListInput = z.infer<typeof adminPlayerListInput>;
export type AdminPlayerRevealInput = z.infer<typeof adminPlayerRevealInput>;

const pageOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number(), page: z.number(), size: z.number() });

export const adminPlayerSearchItem = z.object({
  userId: z.number(),
  username: z.string(),
  vipLevel: z.number(),
  status: z.string(),
  registeredAt: time,
  central: money,
});
export const adminPlayerSearchOutput = pageOf(adminPlayerSearchItem);
export const adminPlayersItem = adminPlayerSearchItem.extend({ lastLoginAt: time.nullable() });
export const adminPlayersOutput = pageOf(adminPlayersItem);

export const adminPlayerNote = z.object({ id: z.number(), operatorName: z.string(), text: z.string(), createdAt: time });
export const adminPlayerDetailOutput = z.object({
  userId: z.number(),
  username: z.string(),
  status: z.string(),
  withdrawFrozen: z.boolean(),
  vipLevel: z.number(),
  isAgent: z.boolean(),
  registeredAt: time,
  registeredIp: z.string(),
  language: z.string(),
  realName: z.string().nullable().describe('masked'),
  phone: z.string().nullable().describe('masked'),
  email: z.string().nullable().describe('masked'),
  birthday: z.string().nullable(),
  hasWithdrawPassword: z.boolean(),
  wallets: z.array(z.object({ walletId: z.number(), name: z.string(), balance: money })),
  totals: z.object({ deposits: money, withdrawals: money, bets: money, payouts: money }),
  notes: z.array(adminPlayerNote),
});
export type AdminPlayerDetail = z.infer<typeof adminPlayerDetailOutput>;
export const adminPlayerRevealOutput = z.object({ value: z.string().nullable() });

export const adminPlayerPostingsOutput = pageOf(
  z.object({ id: z.number(), accountName: z.string(), amount: money, balanceAfter: money, orderNo: z.string(), kind: z.string(), createdAt: time }),
);
export const adminPlayerTransfersOutput = pageOf(
  z.object({ orderNo: z.string(), mode: z.string(), amount: money, status: z.string(), createdAt: time }),
);
export const adminPlayerDepositsOutput = pageOf(
  z.object({
    orderNo: z.string(),
    methodType: z.string(),
    amount: z.string(),
    currency: z.string(),
    creditAmount: money,
    status: z.string(),
    createdAt: time,
    completedAt: time.nullable(),
  }),
);
export const adminPlayerWithdrawalsOutput = pageOf(
  z.object({
    orderNo: z.string(),
    method: z.string(),
    amount: money,
    extraAmount: money,
    type: z.string(),
    status: z.string(),
    rejectReason: z.string().nullable(),
    createdAt: time,
    reviewedAt: time.nullable(),
  }),
);
export const adminPlayerBetsOutput = pageOf(
  z.object({
    id: z.number(),
    platType: z.string(),
    gameType: z.string(),
    gameCode: z.string(),
    sourceRef: z.string(),
    stake: money,
    validBet: money,
    payout: money,
    winLoss: money,
    status: z.string(),
    placedAt: time,
    settledAt: time.nullable(),
  }),
);
export const adminPlayerLoginsOutput = pageOf(z.object({ ip: z.string(), device: z.string(), createdAt: time }));
export const adminPlayerPayoutAccountsOutput = pageOf(
  z.object({
    id: z.number(),
    kind: z.string().describe('bankCard | blockchain | ebpay | koipay | alipay | wechat | other'),
    name: z.string().describe('bank name or alias'),
    account: z.string().describe('masked'),
    holder: z.string().nullable().describe('masked'),
    createdAt: time,
  }),
);

export const adminPlayerActionOutput = z.object({ username: z.string(), before: z.record(z.string(), z.unknown()), after: z.record(z.string(), z.unknown()) });
export const adminPlayerNoteOutput = adminPlayerNote;

/** Real name (and cardholder) for operators: the first character shown, the rest hidden (spec.md §5 masking). */
export function maskRealName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}
