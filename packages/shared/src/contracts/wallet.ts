import { z } from 'zod';
import { moneyString } from './common.js';

/** Answers of the wallet calls (api-contract.md Member and Wallet; spec.md §4). */

export const userBalanceMapSchema = z.object({
  central: moneyString,
  locked: moneyString,
  welfare: moneyString,
  cashbox: moneyString,
  venue: moneyString.describe('sum of the venue wallets'),
  total: moneyString,
});
export const getUserBalanceOutput = z.object({ userBalanceMap: userBalanceMapSchema });
export const venueWalletSchema = z.object({
  platType: z.string(),
  name: z.string(),
  gameType: z.string(),
  status: z.string(),
  balance: moneyString.nullable().describe('null when the venue could not be asked'),
  locked: z.boolean(),
  lockReason: z.string().optional().describe('a code such as firstDepositBonus (spec.md §4 venue lock)'),
  /** Issue 24: how far the lock's turnover is (added later; absent from older servers and on an open venue). */
  lockTurnover: z
    .object({ required: moneyString, done: moneyString })
    .optional()
    .describe('locked venue: the valid bets the lock asks for and those made there so far (it also opens below the unlock balance)'),
});
export const getTransWalletBalanceInfoOutput = z.object({ central: moneyString, list: z.array(venueWalletSchema) });
export const convertMoneyOutput = z.object({ orderNo: z.string(), status: z.string(), central: moneyString, venueBalance: moneyString.nullable() });
export const getUserPlatBalanceOutput = z.object({ platType: z.string(), balance: moneyString });
export const recoveryItemSchema = z.object({
  platType: z.string(),
  name: z.string(),
  amount: moneyString,
  status: z.enum(['recovered', 'pending', 'skipped']),
  reason: z.enum(['maintenance', 'locked', 'unavailable']).optional(),
});
export const oneTouchTransferOutput = z.object({ central: moneyString, recovered: moneyString, list: z.array(recoveryItemSchema) });
/** getUserTransInfo and changeWalletType. */
export const transInfoOutput = z.object({ autoTransfer: z.boolean(), walletFree: z.boolean() });
