import { z } from 'zod';
import { moneyString } from './common.js';

/**
 * The cashbox (api-contract-wave2.md "Cashbox"; issue 16): interest on the player's cashbox wallet. Rates are
 * percent strings ("0.80" = 0.80 % a year); money as decimal strings.
 */
const percentString = z.string().describe('percent a year, e.g. "0.80"');

export const queryBusCashboxConfigOutput = z.object({
  annualRate: percentString,
  minAmount: moneyString.describe('smallest amount a player may switch into the cashbox'),
  minHoldHours: z.number().int().describe('hours money stays in the cashbox before it earns interest'),
});

export const CASHBOX_ESTIMATE_MAX_DAYS = 3650;
export const getCashboxIncomeInput = z.object({
  amount: moneyString,
  days: z.coerce.number().int().min(1).max(CASHBOX_ESTIMATE_MAX_DAYS),
});
export const getCashboxIncomeOutput = z.object({ income: moneyString.describe('interest the amount would earn over the days at the current rate') });

export const getCashboxInfoOutput = z.object({
  balance: moneyString,
  annualRate: percentString,
  yesterdayIncome: moneyString,
  totalIncome: moneyString,
});

export const CASHBOX_DIRECTIONS = ['in', 'out'] as const;
export const switchToCashboxInput = z.object({ direction: z.enum(CASHBOX_DIRECTIONS), amount: moneyString });
export const switchToCashboxOutput = z.object({ central: moneyString, cashbox: moneyString });

/** Not in the contract (issue 16 "income history"): the last `days` platform days, oldest first, zero where none. */
export const CASHBOX_HISTORY_MAX_DAYS = 90;
export const getCashboxIncomeListInput = z.object({ days: z.coerce.number().int().min(1).max(CASHBOX_HISTORY_MAX_DAYS).default(7) });
export const getCashboxIncomeListOutput = z.array(z.object({ day: z.string().describe('platform day YYYY-MM-DD'), income: moneyString }));

/** Operator console: the cashbox page's totals. */
export const adminCashboxSummaryOutput = z.object({
  held: moneyString.describe('money in every cashbox now'),
  holders: z.number().int().describe('players with money in the cashbox'),
  paidTotal: moneyString.describe('interest paid since the start'),
  paidYesterday: moneyString,
  yesterday: z.string(),
  annualRate: percentString,
  minAmount: moneyString,
  minHoldHours: z.number().int(),
});
