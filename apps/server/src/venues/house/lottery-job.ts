import { DRAW_JOB, drawLottery, dueDrawNos, latestDrawNo } from './lottery.js';
import type { PeriodJob } from '../../platform/index.js';

/**
 * Scheduled lottery draws (spec.md §9: Tuesday, Thursday, Saturday 21:30 Asia/Shanghai), once per
 * draw (period = the draw number, the Shanghai date). A timer can fire a moment early, so a draw
 * counts as due within a few seconds of its time; open draws whose time passed while no server ran
 * are owed and run first (runOnStart catches them up).
 */
const EARLY_FIRE_MS = 5_000;
const due = (at: Date) => new Date(at.getTime() + EARLY_FIRE_MS);

export const lotteryDrawJob: PeriodJob = {
  name: DRAW_JOB,
  description: 'draws the scheduled lottery and settles its bets (catches up missed draws)',
  pattern: '30 21 * * 2,4,6',
  timezone: 'Asia/Shanghai',
  runOnStart: true,
  period: (at) => latestDrawNo(due(at)),
  owed: (db, at) => dueDrawNos(db, due(at)),
  runPeriod: (tx, drawNo, at) => drawLottery(tx, drawNo, due(at)),
};
