import type { Db } from '../db/client.js';
import { runDueDraws } from '../venues/house/lottery.js';
import type { ScheduledJob } from './scheduler.js';

/**
 * Scheduled lottery draws (spec.md §9: Tuesday, Thursday, Saturday 21:30 Asia/Shanghai). A timer can
 * fire a moment early, so a draw counts as due within a few seconds of its time; runDueDraws also
 * catches up on draws whose time passed while no server ran (runOnStart).
 */
const EARLY_FIRE_MS = 5_000;

export function lotteryDrawJob(db: Db): ScheduledJob {
  return {
    name: 'lottery-draw',
    pattern: '30 21 * * 2,4,6',
    timezone: 'Asia/Shanghai',
    runOnStart: true,
    run: (now) => runDueDraws(db, new Date(now.getTime() + EARLY_FIRE_MS)),
  };
}
