import {
  formatMinor,
  hundredthsToMultiple,
  multipleToHundredths,
  percentToPpm,
  ppmToPercent,
  toMinor,
  VIP_REBATE_KEYS,
  type AdminVipLevel,
  type AdminVipLevelInput,
  type getVipInfoOutput,
  type VipRebateKey,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../core/errors.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { addDays, dayStart, platformDay } from '../../lib/platform-time.js';
import type { BetRow } from '../bets/service.js';
import { notify } from '../messages/index.js';
import { audit, operatorPage, type Actor, type PageInput } from '../../platform/index.js';
import { offerWelfare, welfareTerms } from '../welfare/index.js';
import * as repo from './repo.js';

/**
 * The VIP programme (issue 15; spec.md §3, §4, §6; docs/decisions.md "VIP table and level changes"): the table as
 * data (vip_levels, vip_rebate_ratios), valid bets per player and day (the settleBet consumer below), the daily
 * review that promotes and demotes (modules/vip/review-job.ts calls `review`), the player's view and the operator's tools.
 */

/** spec.md §4: the maintenance window. */
export const KEEP_WINDOW_DAYS = 90;

// ——— settled bets ———

/**
 * The settleBet consumer `vip` (modules/bets/consumers.ts): the bet's valid stake counts for its player on the
 * platform day (Asia/Shanghai) of its settlement, per game type. One statement.
 */
export async function onSettled(tx: Tx, bet: BetRow): Promise<void> {
  await repo.addDailyBet(tx, { day: platformDay(bet.settledAt ?? new Date(0)), userId: bet.userId, gameType: bet.gameType, validBet: bet.validBet });
}

// ——— the daily review ———

export interface ReviewResult {
  day: string;
  standingsCreated: number;
  playersCounted: number;
  promoted: number;
  demoted: number;
  windowsRenewed: number;
  upgradeGifts: number;
}

/**
 * Reviews the closed platform day `day` for every player, set-wise, inside the job's transaction: counts the valid
 * bets not counted yet (through `day`), promotes one level whoever reached the next level, demotes one level whoever
 * missed the keep of a window that ended with `day`, starts the next windows, and offers the upgrade gifts.
 * `countedBefore`: the last day an earlier review counted (days up to it are not read again), null to read all.
 */
export async function review(tx: Tx, day: string, at: Date, countedBefore: string | null): Promise<ReviewResult> {
  const standingsCreated = await repo.createStandings(tx, at);
  const playersCounted = await repo.countDays(tx, day, countedBefore, at);
  const promoted = await repo.promote(tx, day, at);
  const demoted = await repo.demote(tx, day, KEEP_WINDOW_DAYS, at);
  const windowsRenewed = await repo.renewWindows(tx, day, KEEP_WINDOW_DAYS, at);
  // The players told of their new level (modules/messages): one INSERT … SELECT per direction from the day's changes.
  if (promoted) await notify(tx, { kind: 'vipPromoted', at, source: repo.levelChangesOf(day, 'promotion', at), params: { level: sql`s.to_level` } });
  if (demoted) await notify(tx, { kind: 'vipDemoted', at, source: repo.levelChangesOf(day, 'demotion', at), params: { level: sql`s.to_level` } });
  // The gift carries the welfare centre's terms (welfare_valid_days, welfare_turnover_multiple) from the review's time.
  const terms = promoted ? await welfareTerms(tx, at) : null;
  const upgradeGifts = terms
    ? await offerWelfare(tx, {
        kind: 'upgradeGift',
        at,
        turnoverHundredths: terms.turnoverHundredths,
        source: repo.upgradeGiftSource(day, terms.opensAt, terms.expiresAt),
      })
    : 0;
  return { day, standingsCreated, playersCounted, promoted, demoted, windowsRenewed, upgradeGifts };
}

// ——— the table ———

type LevelView = z.input<typeof getVipInfoOutput>['levels'][number];

async function table(db: DbOrTx) {
  const [levels, ratios] = await Promise.all([repo.levels(db), repo.ratios(db)]);
  const rebateOf = (level: number) =>
    Object.fromEntries(VIP_REBATE_KEYS.map((k) => [k, ppmToPercent(ratios.find((r) => r.level === level && r.gameType === k)?.ratioPpm ?? 0)])) as Record<VipRebateKey, string>;
  return levels.map((l) => ({ row: l, rebate: rebateOf(l.level) }));
}

function levelView(t: { row: repo.VipLevelRow; rebate: Record<VipRebateKey, string> }): LevelView {
  const l = t.row;
  return {
    level: l.level,
    requiredBet: formatMinor(l.requiredBet),
    keepBet: formatMinor(l.keepBet),
    upgradeGift: formatMinor(l.upgradeGift),
    birthdayGift: formatMinor(l.birthdayGift),
    weeklyRedPacket: formatMinor(l.weeklyRedPacket),
    dailyWithdrawCount: l.dailyWithdrawCount,
    dailyWithdrawLimit: formatMinor(l.dailyWithdrawLimit),
    rebate: t.rebate,
  };
}

/** The daily withdrawal count and amount of a VIP level (withdrawals; a level below 1 reads VIP1). */
export async function withdrawLimitOf(db: DbOrTx, level: number): Promise<{ count: number; amount: bigint }> {
  const limit = await repo.withdrawLimit(db, level);
  if (!limit) throw new Error('the VIP table (vip_levels) is empty: seed data/0011-vip.json was not applied');
  return limit;
}

// ——— player ———

/** getVipInfo: the table for everyone; with a player also where they stand (counting the days the review has not yet). */
export async function vipInfo(db: Db, userId: number | null): Promise<z.input<typeof getVipInfoOutput>> {
  const t = await table(db);
  const levels = t.map(levelView);
  if (userId === null) return { levels };
  const s = await repo.standingOf(db, userId);
  if (!s) return { levels };
  const current = t.find((l) => l.row.level === s.level)?.row;
  const next = t.find((l) => l.row.level === s.level + 1)?.row;
  return {
    levels,
    current: {
      level: s.level,
      validBet: formatMinor(s.validBet),
      nextLevel: next?.level ?? null,
      nextRequiredBet: next ? formatMinor(next.requiredBet) : null,
      keepBet: formatMinor(current?.keepBet ?? 0n),
      keepValidBet: formatMinor(s.keepValidBet),
      keepWindowEnd: dayStart(addDays(s.keepWindowStart, KEEP_WINDOW_DAYS)).toISOString(),
    },
  };
}

export async function returnWaterList(db: Db) {
  return (await table(db)).flatMap((l) => VIP_REBATE_KEYS.map((gameType) => ({ level: l.row.level, gameType, ratio: l.rebate[gameType] })));
}

export async function waterStrategy(db: Db, gameType: VipRebateKey) {
  return (await table(db)).map((l) => ({ level: l.row.level, ratio: l.rebate[gameType] }));
}

// ——— operator ———

function adminView(t: { row: repo.VipLevelRow; rebate: Record<VipRebateKey, string> }): AdminVipLevel {
  const l = t.row;
  return {
    ...levelView(t),
    promoMinTransfer: formatMinor(l.promoMinTransfer),
    promoBonusPercent: ppmToPercent(l.promoBonusPpm),
    promoMaxBonus: formatMinor(l.promoMaxBonus),
    promoTurnoverMultiple: hundredthsToMultiple(l.promoTurnoverHundredths),
    promoDays: l.promoDays,
    promoVenue: l.promoVenue,
    updatedAt: l.updatedAt.toISOString(),
  };
}

export async function adminLevels(db: Db) {
  return { list: (await table(db)).map(adminView) };
}

const money = (v: string) => {
  const m = toMinor(v);
  if (m === null) throw new AppError('vipValueInvalid');
  return m as bigint;
};
const ppm = (v: string) => percentToPpm(v) ?? (() => { throw new AppError('vipValueInvalid'); })();

/**
 * vip/level/update: one level's row and rebate ratios, audited with before and after. The table must keep rising:
 * VIP1 needs 0 and each level more cumulative valid bet than the one below (rows locked, so two edits cannot cross).
 */
export async function updateLevel(db: Db, operator: Actor, input: AdminVipLevelInput, now: Date): Promise<AdminVipLevel> {
  return db.transaction(async (tx) => {
    const rows = await repo.levels(tx, { forUpdate: true });
    const before = rows.find((r) => r.level === input.level);
    if (!before) throw new AppError('recordNotFound');
    const row = {
      level: input.level,
      requiredBet: money(input.requiredBet),
      keepBet: money(input.keepBet),
      upgradeGift: money(input.upgradeGift),
      birthdayGift: money(input.birthdayGift),
      weeklyRedPacket: money(input.weeklyRedPacket),
      dailyWithdrawCount: input.dailyWithdrawCount,
      dailyWithdrawLimit: money(input.dailyWithdrawLimit),
      promoMinTransfer: money(input.promoMinTransfer),
      promoBonusPpm: ppm(input.promoBonusPercent),
      promoMaxBonus: money(input.promoMaxBonus),
      promoTurnoverHundredths: multipleToHundredths(input.promoTurnoverMultiple) ?? (() => { throw new AppError('vipValueInvalid'); })(),
      promoDays: input.promoDays,
      promoVenue: input.promoVenue,
    };
    const required = rows.map((r) => (r.level === row.level ? row.requiredBet : r.requiredBet));
    if (required[0] !== 0n || rows[0]!.level !== 1 || required.some((v, i) => i > 0 && v <= required[i - 1]!)) throw new AppError('vipLevelOrderInvalid');
    const ratioPpm = Object.fromEntries(VIP_REBATE_KEYS.map((k) => [k, ppm(input.rebate[k])]));
    const old = (await table(tx)).find((t) => t.row.level === input.level)!;
    await repo.updateLevel(tx, row, ratioPpm, now);
    const after = (await table(tx)).find((t) => t.row.level === input.level)!;
    const [beforeView, afterView] = [adminView(old), adminView(after)];
    await audit(tx, { operator, action: 'vip.level.update', target: `VIP${input.level}`, before: { ...beforeView, updatedAt: undefined }, after: { ...afterView, updatedAt: undefined } });
    return afterView;
  });
}

export async function history(db: Db, input: PageInput & { userId: number }) {
  return operatorPage(
    input,
    (w) => repo.historyPage(db, input.userId, w),
    (r) => ({
      id: r.id,
      fromLevel: r.fromLevel,
      toLevel: r.toLevel,
      reason: r.reason as 'promotion' | 'demotion' | 'operator',
      day: r.day,
      operator: r.operator,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
    }),
  );
}

/** A player's id by username (the shell names players by username). */
export function userIdOf(db: DbOrTx, username: string): Promise<number | null> {
  return repo.userIdByName(db, username);
}

/**
 * vip/setLevel (and `admin vip:set-level`): an operator sets a player's level, audited, with a history row
 * (reason operator, the operator's name, the reason as note). No upgrade gift; a new maintenance window starts today.
 */
export async function setLevel(db: Db, operator: Actor, input: { userId: number; level: number; reason: string }, now: Date) {
  return db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, input.userId);
    if (!user) throw new AppError('recordNotFound');
    if (user.level === input.level) throw new AppError('vipLevelUnchanged');
    await repo.setLevel(tx, { userId: input.userId, from: user.level, to: input.level, day: platformDay(now), operator: operator.operatorName, note: input.reason, at: now });
    await audit(tx, {
      operator,
      action: 'vip.setLevel',
      target: user.username,
      detail: { userId: input.userId, reason: input.reason },
      before: { level: user.level },
      after: { level: input.level },
    });
    return { userId: input.userId, fromLevel: user.level, level: input.level };
  });
}
