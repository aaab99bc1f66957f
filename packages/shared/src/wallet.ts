import { z } from 'zod';
import { WELFARE_KINDS } from './contracts/rewards.js';
import { pageFields } from './validation/paging.js';

/**
 * Request schemas of the wallet calls (api-contract.md Member/Wallet/Records), shared by the
 * server routes and the web forms. Amounts stay raw here (number or string): the server parses
 * them with toMinor so that each refusal gets its own money error code (2001/2002).
 */
const amount = z.union([z.string().max(40), z.number()]);
/** `central` or a platType (letters, digits, underscore). */
export const WALLET_CENTRAL = 'central';
const walletName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);

export const convertMoneyInput = z.object({ from: walletName, to: walletName, amount });
export const getUserPlatBalanceInput = z.object({ platType: walletName });
export const changeWalletTypeInput = z.object({
  type: z.enum(['auto', 'manual']),
  /** Free-transfer (wallet-free) mode, spec.md §4; unchanged when absent. */
  walletFree: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
});

export const TRANSACTION_TYPES = ['deposit', 'withdraw', 'transfer', 'bonus', 'rebate', 'adjust'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/**
 * The cashbox as one side of a transfer record's mode (`central→cashbox`, `cashbox→central`); a venue's side is its
 * platType, the central wallet's WALLET_CENTRAL.
 */
export const WALLET_CASHBOX = 'cashbox';
/**
 * What a bonus or rebate record's mode names (the players' transaction records show it in words, issue 24): the
 * welfare kind it came from (a redemption code and an offer's bonus are kinds too), or the cashbox's daily interest.
 */
export const BONUS_RECORD_MODES = [...WELFARE_KINDS, 'cashboxInterest'] as const;
export type BonusRecordMode = (typeof BONUS_RECORD_MODES)[number];
export const TRANSACTION_STATUSES = ['pending', 'success', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
/** spec.md §9: transaction history covers 30 days. */
export const TRANSACTION_HISTORY_DAYS = 30;

export const queryTransactionRecordListInput = z.object({
  ...pageFields,
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  startTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
});
export const getTransactionRecordInfoInput = z.object({ orderNo: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export const adminWalletAdjustInput = z.object({
  username: z.string().min(1).max(64),
  amount,
  reason: z.string().trim().min(1).max(200),
});
