import { formatMinor, TRANSACTION_HISTORY_DAYS, type LangCode } from '@app/shared';
import type { getBetRecordInput, getSumBetRecordInput } from '@app/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { gameName } from '../../venues/house/games.js';
import * as repo from './repo.js';

/**
 * The player's bet records (api-contract.md Member getBetRecord / getSumBetRecord), always the
 * caller's own. Like the transaction history, the last 30 days are shown (spec.md §9).
 */
function range(userId: number, input: z.infer<typeof getSumBetRecordInput>, now: Date): repo.BetFilter {
  const oldest = new Date(now.getTime() - TRANSACTION_HISTORY_DAYS * 24 * 3600_000);
  const start = input.startTime ? new Date(input.startTime) : oldest;
  return { userId, platType: input.platType, from: start < oldest ? oldest : start, to: input.endTime ? new Date(input.endTime) : now };
}

export async function betRecords(db: DbOrTx, userId: number, input: z.infer<typeof getBetRecordInput>, lang: LangCode, now: Date) {
  const { rows, total } = await repo.pageBets(db, range(userId, input, now), input.page, input.size);
  return {
    list: rows.map((r) => ({
      betId: r.roundId,
      platType: r.platType,
      gameCode: r.gameCode,
      gameName: gameName(r.gameCode, lang),
      betAmount: formatMinor(r.betAmount),
      validBet: formatMinor(r.validBet),
      winLoss: formatMinor(r.winLoss),
      status: r.status,
      betTime: r.createdAt.toISOString(),
    })),
    total,
    page: input.page,
    size: input.size,
  };
}

export async function sumBetRecords(db: DbOrTx, userId: number, input: z.infer<typeof getSumBetRecordInput>, now: Date) {
  const s = await repo.sumBets(db, range(userId, input, now));
  return { betCount: s.betCount, betAmount: formatMinor(s.betAmount), validBet: formatMinor(s.validBet), winLoss: formatMinor(s.winLoss) };
}
