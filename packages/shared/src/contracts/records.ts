import { z } from 'zod';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../wallet.js';
import { isoTime, moneyString, pageOf } from './common.js';

/** Answers of the transaction-record and bet-record calls (api-contract.md Records and Member). */

export const transactionRecordSchema = z.object({
  orderNo: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  mode: z.string().describe('transfer: central→house_live; adjust: the operator reason'),
  amount: moneyString.describe('signed: negative when money left the central wallet'),
  currency: z.enum(['CNY', 'USDT']),
  status: z.enum(TRANSACTION_STATUSES),
  time: isoTime,
});
export const queryTransactionRecordListOutput = pageOf(transactionRecordSchema);
export const getTransactionRecordInfoOutput = transactionRecordSchema;

export const betRecordSchema = z.object({
  betId: z.string(),
  platType: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  betAmount: moneyString,
  validBet: moneyString,
  winLoss: moneyString.describe("signed: the player's net result of the bet"),
  status: z.string(),
  betTime: isoTime,
  /** The game's outcome as the venue reports it (api-contract.md House venue shapes); null until settled. */
  outcome: z.unknown(),
});
export const getBetRecordOutput = pageOf(betRecordSchema);
export const getSumBetRecordOutput = z.object({ betCount: z.number(), betAmount: moneyString, validBet: moneyString, winLoss: moneyString });
