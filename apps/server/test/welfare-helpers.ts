import { and, asc, eq } from 'drizzle-orm';
import { playerDailyBets, users, vipLevelChanges, welfareItems } from '../src/db/schema/index.js';
import type { TestApp } from './helpers.js';
import type { Player } from './wallet-helpers.js';

/**
 * The scene of a rewards test, written straight into the tables the VIP programme keeps (the review job and the
 * settleBet consumer are their own module's): a player's level now, a level change at a chosen instant, a day's
 * valid bets, a registration time and a birthday.
 */
export function rewardsScene(t: TestApp) {
  const db = () => t.database.db;
  return {
    async player(p: Player, set: { level?: number; registeredAt?: Date | string; birthday?: string | null }) {
      await db()
        .update(users)
        .set({
          ...(set.level !== undefined ? { vipLevel: set.level } : {}),
          ...(set.registeredAt !== undefined ? { createdAt: new Date(set.registeredAt) } : {}),
          ...(set.birthday !== undefined ? { birthday: set.birthday } : {}),
        })
        .where(eq(users.id, p.userId));
    },
    async levelChange(p: Player, from: number, to: number, at: Date | string) {
      const createdAt = new Date(at);
      await db()
        .insert(vipLevelChanges)
        .values({ userId: p.userId, fromLevel: from, toLevel: to, reason: to > from ? 'promotion' : 'demotion', day: createdAt.toISOString().slice(0, 10), createdAt });
    },
    async dailyBet(p: Player, day: string, gameType: string, validBet: bigint | number) {
      await db().insert(playerDailyBets).values({ day, userId: p.userId, gameType, validBet: BigInt(validBet), betCount: 1 });
    },
    items(p: Player, kind?: string) {
      return db()
        .select()
        .from(welfareItems)
        .where(and(eq(welfareItems.userId, p.userId), kind ? eq(welfareItems.kind, kind) : undefined))
        .orderBy(asc(welfareItems.id));
    },
  };
}

/** A clock the test sets to any instant (jobs run as of chosen times; receives happen at chosen times). */
export function settableClock(start: string) {
  let now = new Date(start);
  return {
    now: () => new Date(now.getTime()),
    set(at: Date | string) {
      now = new Date(at);
    },
  };
}
