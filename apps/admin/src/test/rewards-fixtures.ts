/**
 * Answers of the issue-15 operator routes exactly as REWARDS.md "Operator API" gives them (the server side is written
 * at the same time): the console's tests stub these.
 */
import type { AdminVipLevel, JobItem, VipHistoryItem, WelfareAdminItem, WelfareSummaryRow } from '../api/types';

const yuan = (n: number) => n.toFixed(2);

/** The ten levels: VIP n needs 10 000 × (n−1)² yuan, rebate 0.40% + 0.05% a level, etc. */
export function vipLevel(level: number): AdminVipLevel {
  const ratio = (0.4 + 0.05 * (level - 1)).toFixed(2);
  return {
    level,
    requiredBet: yuan(10_000 * (level - 1) ** 2),
    keepBet: yuan(3_000 * (level - 1) ** 2),
    upgradeGift: yuan(level === 1 ? 0 : 18 * level),
    birthdayGift: yuan(level === 1 ? 0 : 18 * level),
    weeklyRedPacket: yuan(level === 1 ? 0 : 8 * level),
    dailyWithdrawCount: 5 + level,
    dailyWithdrawLimit: yuan(50_000 * level),
    rebate: { sports: ratio, esports: ratio, basketball: ratio, live: ratio, chess: ratio, slots: ratio, lottery: ratio },
    promoMinTransfer: '100.00',
    promoBonusPercent: (4 + level).toFixed(2),
    promoMaxBonus: yuan(88 * level),
    promoTurnoverMultiple: '10',
    promoDays: 7,
    promoVenue: null,
    updatedAt: '2026-11-20T08:00:00.000Z',
  };
}
export const VIP_TABLE: AdminVipLevel[] = Array.from({ length: 10 }, (_v, i) => vipLevel(i + 1));

export const VIP_HISTORY: VipHistoryItem[] = [
  { id: 12, fromLevel: 3, toLevel: 2, reason: 'demotion', day: '2026-11-22', operator: null, note: null, createdAt: '2026-11-22T16:10:00.000Z' },
  { id: 11, fromLevel: 2, toLevel: 3, reason: 'operator', day: '2026-11-10', operator: 'support-op', note: 'complaint #88', createdAt: '2026-11-10T03:00:00.000Z' },
  { id: 10, fromLevel: 1, toLevel: 2, reason: 'promotion', day: '2026-11-01', operator: null, note: null, createdAt: '2026-11-01T16:10:00.000Z' },
];

export function welfareItem(over: Partial<WelfareAdminItem> = {}): WelfareAdminItem {
  return {
    id: 501,
    userId: 7,
    username: 'player7',
    kind: 'dailyRebate',
    type: 'virtual',
    amount: '12.34',
    turnoverMultiple: '1',
    status: 'success',
    periodKey: '2026-11-23',
    opensAt: '2026-11-23T16:30:00.000Z',
    expiresAt: '2026-11-26T16:30:00.000Z',
    createdAt: '2026-11-23T16:30:00.000Z',
    receivedAt: null,
    ...over,
  };
}

export const WELFARE_SUMMARY: WelfareSummaryRow[] = [
  { kind: 'dailyRebate', offeredCount: 120, offered: '1520.40', receivedCount: 90, received: '1100.10', expiredCount: 10, expired: '80.00' },
  { kind: 'weeklyRedPacket', offeredCount: 30, offered: '480.00', receivedCount: 20, received: '320.00', expiredCount: 5, expired: '60.00' },
];

export const JOBS: JobItem[] = [
  {
    name: 'rebate-daily',
    description: 'Daily rebate of yesterday’s valid bets',
    pattern: '30 0 * * *',
    timezone: 'Asia/Shanghai',
    periodic: true,
    lastRuns: [
      { period: '2026-11-22', ranAt: '2026-11-22T16:30:00.000Z' },
      { period: '2026-11-21', ranAt: '2026-11-21T16:30:01.000Z' },
    ],
  },
  { name: 'welfare-expiry', description: 'Marks welfare items past their validity expired', pattern: '*/5 * * * *', timezone: 'Asia/Shanghai', periodic: false, lastRuns: [] },
];
