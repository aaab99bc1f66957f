import { z } from 'zod';
import { isoTime, moneyString, pageOf } from './common.js';

/**
 * Answers of the house venue's game API (api-contract.md House venue, /venue/house/api/): the game client's
 * own calls, authenticated by its house session. Outcomes are game-specific (api-contract.md lists them).
 */

/** A bet of a round; settled rounds add what each bet paid, its valid turnover and its result. */
export const houseRoundBetSchema = z.object({
  type: z.string(),
  amount: moneyString,
  payout: moneyString.optional(),
  validBet: moneyString.optional(),
  result: z.string().optional(),
});
export type HouseRoundBet = z.infer<typeof houseRoundBetSchema>;

export const houseSessionOutput = z.object({
  session: z.string(),
  balance: moneyString.describe("the player's wallet at this venue"),
  platType: z.string(),
  gameCode: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
});

/** A played round (status settled), or a scheduled-lottery bet waiting for its draw (status pending, drawNo, drawAt). */
export const housePlayOutput = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  status: z.string().describe('settled, or pending until the lottery draw'),
  outcome: z.unknown().describe('game-specific; null while a lottery bet waits for its draw'),
  bets: z.array(houseRoundBetSchema),
  betAmount: moneyString,
  validBet: moneyString,
  payout: moneyString.describe('everything credited back for the round ("0.00" when all lose)'),
  winLoss: moneyString,
  balance: moneyString,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  drawNo: z.string().optional(),
  drawAt: isoTime.optional(),
});

export const houseRevealOutput = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string().describe('lowercase hex SHA-256 of serverSeed'),
  nextServerSeedHash: z.string(),
  rounds: z.number(),
});

export const houseHistoryRoundSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  status: z.string(),
  bets: z.array(houseRoundBetSchema),
  outcome: z.unknown(),
  betAmount: moneyString,
  validBet: moneyString,
  payout: moneyString,
  winLoss: moneyString,
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable().describe('shown once the seed is revealed (or the lottery draw drawn)'),
  clientSeed: z.string(),
  nonce: z.number(),
  drawNo: z.string().optional(),
  meta: z.unknown().optional(),
  time: isoTime,
});
export const houseHistoryOutput = pageOf(houseHistoryRoundSchema);
