import { createRng, games } from '@app/games';
import type { Db } from '../../db/client.js';
import { ensureAccount } from '../../ledger/ledger.js';
import { lockVenueWallet } from '../../modules/wallet/service.js';
import { LOTTERY_GAME } from './games.js';
import * as repo from './repo.js';
import { settleLotteryRound } from './service.js';

export const DRAW_JOB = 'lottery-draw';

/**
 * Runs one scheduled-lottery draw and settles its pending bets, in one transaction, once: the draw
 * row is locked (concurrent runners wait, then find it drawn) and the run is claimed in job_runs
 * under UNIQUE (job, period = drawNo) (design.md §2), so several servers or a double trigger settle
 * nothing twice. The digits come from the draw's committed seed, clientSeed = drawNo, nonce 0
 * (docs/games/scheduled-lottery.md), so anyone can recompute them once the seed is published.
 */
export async function runDraw(db: Db, drawNo: string, now: Date): Promise<{ ran: boolean; settled: number }> {
  return db.transaction(async (tx) => {
    const draw = await repo.findDraw(tx, drawNo, 'update');
    if (!draw || draw.status !== 'open' || draw.drawAt > now) return { ran: false, settled: 0 };
    if (!(await repo.claimJobRun(tx, DRAW_JOB, drawNo))) return { ran: false, settled: 0 };
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
    await repo.finishJobRun(tx, DRAW_JOB, drawNo, { settled: rounds.length, result: outcome });
    return { ran: true, settled: rounds.length };
  });
}

/** Every open draw whose time has come (the cron trigger, and the catch-up after a start or an outage). */
export async function runDueDraws(db: Db, now: Date): Promise<{ drawNo: string; settled: number }[]> {
  const out: { drawNo: string; settled: number }[] = [];
  for (const draw of await repo.dueDraws(db, now)) {
    const r = await runDraw(db, draw.drawNo, now);
    if (r.ran) out.push({ drawNo: draw.drawNo, settled: r.settled });
  }
  return out;
}
