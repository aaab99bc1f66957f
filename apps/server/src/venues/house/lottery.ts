import { createRng, drawId, games, hashSeed, nextDrawTimes } from '@app/games';
import type { Db, Tx } from '../../db/client.js';
import { runOncePerPeriod } from '../../platform/index.js';
import { ensureAccount } from '../../ledger/ledger.js';
import { lockVenueWallet } from '../../modules/wallet/service.js';
import { LOTTERY_GAME } from './games.js';
import * as repo from './repo.js';
import { newServerSeed, settleLotteryRound } from './service.js';

export const DRAW_JOB = 'lottery-draw';

/** The draw time of a draw number (the Shanghai date), or null when that date has no draw. */
export function drawTimeOf(drawNo: string): Date | null {
  const [at] = nextDrawTimes(new Date(`${drawNo}T00:00:00+08:00`), 1);
  return at && drawId(at) === drawNo ? at : null;
}

/** The latest draw whose time is at or before `at` (the draw a run at `at` stands for). */
export function latestDrawNo(at: Date): string {
  // Draws are at most three days apart, so the last eight days hold at least one.
  const times = nextDrawTimes(new Date(at.getTime() - 8 * 86400_000), 10).filter((d) => d <= at);
  return drawId(times[times.length - 1]!);
}

/** Open draws whose time has come: draws missed while no server ran, caught up by the job. */
export async function dueDrawNos(db: Db, at: Date): Promise<string[]> {
  return (await repo.dueDraws(db, at)).map((d) => d.drawNo);
}

/**
 * Draws one scheduled-lottery draw and settles its pending bets, inside the caller's job_runs claim
 * (lottery-draw, drawNo) (jobs/job-runs.ts), so several servers or a double trigger settle nothing
 * twice. A draw nobody bet on is created here and drawn all the same: the claim is final, and a bet
 * arriving later finds the draw closed instead of waiting forever. The digits come from the draw's
 * committed seed, clientSeed = drawNo, nonce 0 (docs/games/scheduled-lottery.md), so anyone can
 * recompute them once the seed is published.
 */
export async function drawLottery(tx: Tx, drawNo: string, now: Date): Promise<{ drawNo: string; result: unknown; settled: number }> {
  const drawAt = drawTimeOf(drawNo);
  if (!drawAt) throw new Error(`no lottery draw on ${drawNo}`);
  const serverSeed = newServerSeed();
  await repo.ensureDraw(tx, { drawNo, drawAt, serverSeed, serverSeedHash: hashSeed(serverSeed) });
  const draw = (await repo.findDraw(tx, drawNo, 'update'))!;
  if (draw.status !== 'open') return { drawNo, result: draw.result, settled: 0 };
  const { outcome } = games[LOTTERY_GAME].draw(createRng({ serverSeed: draw.serverSeed, clientSeed: draw.drawNo, nonce: 0 }));
  const rounds = await repo.pendingRoundsOfDraw(tx, drawNo);
  // Lock order as in a round (venue locks, then wallets) for every player before the house account
  // is touched by the first payout, so a round played meanwhile cannot deadlock with the draw.
  for (const userId of [...new Set(rounds.map((r) => r.userId))]) {
    for (const platType of new Set(rounds.filter((r) => r.userId === userId).map((r) => r.platType))) {
      await lockVenueWallet(tx, userId, platType, await ensureAccount(tx, { userId, kind: `venue:${platType}` }));
    }
  }
  for (const round of rounds) await settleLotteryRound(tx, round, outcome, now);
  await repo.updateDraw(tx, drawNo, { status: 'drawn', result: outcome, drawnAt: now });
  return { drawNo, result: outcome, settled: rounds.length };
}

/** One draw, once, if its time has come at `now` (the job runs this through the registry; tests call it directly). */
export async function runDraw(db: Db, drawNo: string, now: Date): Promise<{ ran: boolean; settled: number }> {
  const drawAt = drawTimeOf(drawNo);
  if (!drawAt || drawAt > now) return { ran: false, settled: 0 };
  const r = await runOncePerPeriod(db, DRAW_JOB, drawNo, (tx) => drawLottery(tx, drawNo, now));
  return r.ran ? { ran: true, settled: r.result.settled } : { ran: false, settled: 0 };
}
