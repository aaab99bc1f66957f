import { z } from 'zod';
import { CARD_TYPES, THIRD_PART_TYPES, USDT_PROTOCOLS, WITHDRAW_METHODS, WITHDRAW_SLOTS, WITHDRAW_STATUSES } from '../validation/payout.js';
import { moneyString } from './common.js';

/** Answers of the payout-account and withdrawal calls (api-contract.md Accounts and Withdraw). */

/** bind and modify of every payout account: the account's id. */
export const payoutAccountCreatedOutput = z.object({ id: z.number() });
export const bankCardSchema = z.object({
  id: z.number(),
  bankName: z.string(),
  cardNo: z.string().describe('masked: last 4 digits'),
  cardType: z.enum(CARD_TYPES),
  cardholder: z.string(),
});
export const queryBankCardOutput = z.array(bankCardSchema);
export const blockchainAccountSchema = z.object({
  id: z.number(),
  alias: z.string(),
  address: z.string().describe('masked: first 4 and last 4'),
  coinType: z.string(),
  protocol: z.enum(USDT_PROTOCOLS),
});
export const queryBlockchainOutput = z.array(blockchainAccountSchema);
export const thirdPartAccountSchema = z.object({
  id: z.number(),
  type: z.enum(THIRD_PART_TYPES),
  alias: z.string(),
  account: z.string(),
  qrImage: z.string().nullable(),
});
export const queryThirdPartAccountOutput = z.array(thirdPartAccountSchema);

export const withdrawMethodSchema = z.object({
  type: z.enum(WITHDRAW_METHODS),
  name: z.string(),
  minAmount: moneyString,
  maxAmount: moneyString,
  available: z.boolean(),
  reason: z.enum(['firstWithdrawalRequired', 'noAccount']).optional().describe('why the method is unavailable (a code the client translates)'),
});
export const getWithdrawMethodOutput = z.array(withdrawMethodSchema);
export const getWithdrawExtraRuleOutput = z.object({
  slots: z.array(z.object({ slot: z.enum(WITHDRAW_SLOTS), extraRate: z.string().describe('fraction, "0.0010" = 0.1%') })),
  todayCount: z.number(),
  todayCountLimit: z.number(),
  todayAmountLimit: moneyString,
  todayRemaining: moneyString,
  turnoverRemaining: moneyString,
});
export const checkIsQuickWithdrawOutput = z.object({ instant: z.boolean() });
export const withdrawOutput = z.object({ orderNo: z.string(), status: z.enum(WITHDRAW_STATUSES) });
