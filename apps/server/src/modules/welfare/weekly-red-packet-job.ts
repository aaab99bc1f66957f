import { offerWeeklyRedPackets, saturdayOf } from './index.js';
import { platformDay } from '../../lib/platform-time.js';
import type { PeriodJob } from '../../platform/index.js';

/**
 * Weekly red packets (spec.md §6): Saturday 00:05 platform time, by the level held on Friday 23:59:59; they open
 * Saturday 01:00 (VIP1-5) or 13:00 (VIP6-10) and can be received until Wednesday 23:59:59. The period is the
 * Saturday; a run later in the week (at start, by hand) still offers that Saturday's packets once.
 */
export const weeklyRedPacketJob: PeriodJob = {
  name: 'weekly-red-packet',
  description: "offers this week's red packets by the VIP level held on Friday 23:59:59 (period: the Saturday)",
  pattern: '5 0 * * 6',
  runOnStart: true,
  period: (at) => saturdayOf(platformDay(at)),
  runPeriod: (tx, saturday, at) => offerWeeklyRedPackets(tx, saturday, at),
};
