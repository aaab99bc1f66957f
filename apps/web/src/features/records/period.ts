/** The periods of the record screens' filter (spec.md §3 bet record: today, 7 days, 30 days or custom dates). */
import dayjs from 'dayjs';

export const PERIODS = ['today', 'days7', 'days30', 'custom'] as const;
export type Period = (typeof PERIODS)[number];
const PERIOD_DAYS: Record<Exclude<Period, 'custom'>, number> = { today: 1, days7: 7, days30: 30 };

/** Whole local days: from the start of the first to the end of the last, as ISO 8601 (api-contract startTime/endTime). */
export function periodRange(period: Period, custom: [Date, Date] | null, now = new Date()): { startTime: string; endTime: string } {
  const [first, last] =
    period === 'custom' && custom ? custom : [dayjs(now).subtract(PERIOD_DAYS[period === 'custom' ? 'days7' : period] - 1, 'day').toDate(), now];
  return { startTime: dayjs(first).startOf('day').toISOString(), endTime: dayjs(last).endOf('day').toISOString() };
}
