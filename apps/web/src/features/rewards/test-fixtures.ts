/** Answers shared by the rewards screen tests, shaped as packages/shared/src/contracts/rewards.ts says (test/contract.ts checks). */
import { VIP_REBATE_KEYS } from '@app/shared';
import type { ReturnWater, VipCurrent, VipInfo, VipLevel } from './api/vip';
import type { WelfareItem } from './api/welfare';

const REQUIRED = ['0.00', '10000.00', '50000.00', '200000.00', '500000.00', '1500000.00', '5000000.00', '15000000.00', '40000000.00', '100000000.00'];
const RED_PACKET = ['0.00', '8.00', '18.00', '38.00', '58.00', '88.00', '188.00', '388.00', '888.00', '1888.00'];

export const LEVELS: VipLevel[] = REQUIRED.map((requiredBet, i) => ({
  level: i + 1,
  requiredBet,
  keepBet: i === 0 ? '0.00' : (Number(requiredBet) * 0.3).toFixed(2),
  upgradeGift: i === 0 ? '0.00' : `${(i + 1) * 100}.00`,
  birthdayGift: i === 0 ? '0.00' : `${(i + 1) * 50}.00`,
  weeklyRedPacket: RED_PACKET[i]!,
  dailyWithdrawCount: 5 + i,
  dailyWithdrawLimit: `${(i + 1) * 50000}.00`,
  rebate: Object.fromEntries(VIP_REBATE_KEYS.map((k, j) => [k, (0.4 + i * 0.1 + j * 0.01).toFixed(2)])) as VipLevel['rebate'],
}));

export function current(overrides: Partial<VipCurrent> = {}): VipCurrent {
  return {
    level: 3,
    validBet: '80000.00',
    nextLevel: 4,
    nextRequiredBet: '200000.00',
    keepBet: '15000.00',
    keepValidBet: '6000.00',
    keepWindowEnd: '2027-01-31T15:59:59.000Z',
    ...overrides,
  };
}

export const vipInfo = (withCurrent?: VipCurrent): VipInfo => (withCurrent ? { levels: LEVELS, current: withCurrent } : { levels: LEVELS });

export const RETURN_WATER: ReturnWater = LEVELS.flatMap((l) => VIP_REBATE_KEYS.map((k) => ({ level: l.level, gameType: k, ratio: l.rebate[k] })));

export function welfareItem(overrides: Partial<WelfareItem> = {}): WelfareItem {
  return {
    id: 1,
    kind: 'dailyRebate',
    title: 'Daily rebate 2026-11-23',
    type: 'virtual',
    amount: '12.34',
    turnoverMultiple: '1',
    status: 'success',
    createdAt: '2026-11-24T00:30:00.000Z',
    opensAt: '2026-11-24T00:30:00.000Z',
    expiresAt: '2026-11-27T00:30:00.000Z',
    ...overrides,
  };
}
