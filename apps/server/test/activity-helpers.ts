import { eq } from 'drizzle-orm';
import { activities, users } from '../src/db/schema/index.js';
import { ensureAccount, postJournal } from '../src/ledger/ledger.js';
import type { TestApp } from './helpers.js';
import { as, type Player } from './wallet-helpers.js';

/** Offers tests (issue 16): the operator editor's calls, a player's transfers and applications. */
export function activityScene(t: TestApp, token: () => string) {
  const op = <T = unknown>(path: string, body: unknown) => t.call<T>(`/admin/api/activities/${path}`, body, { token: token() });
  return {
    op,
    /** A published offer saved through the editor; `over` replaces parts of a plain auto offer of 10 for everyone. */
    async offer(over: { eligibility?: Record<string, unknown>; formula?: Record<string, unknown>; [k: string]: unknown } = {}) {
      const { eligibility, formula, ...rest } = over;
      const saved = await op<{ id: number }>('save', {
        classification: 'daily',
        title: { zh: '测试活动', en: 'Test offer' },
        content: { en: 'Terms' },
        cover: '/static/seed/activities/daily.svg',
        startAt: '2026-01-01T00:00:00+08:00',
        applyMode: 'auto',
        ...rest,
        eligibility: { window: 'offer', limit: 'once', ...eligibility },
        formula: { kind: 'fixed', amount: '10', destination: 'welfare', validDays: 7, ...formula },
      });
      if (saved.body.code !== 0) throw new Error(`save: ${JSON.stringify(saved.body)}`);
      await op('publish', { id: saved.body.data.id, published: true });
      return saved.body.data.id;
    },
    convert(p: Player, from: string, to: string, amount: number) {
      return as(t, p)<{ central: string; venueBalance: string }>('/web/apiCode/convertMoney', { from, to, amount });
    },
    apply(p: Player, activityId: number) {
      return as(t, p)<{ applyId: number; status: string; amount: string }>('/web/activity/activityApply/applyActivity', { activityId });
    },
    async seededOffer(titleEn: string) {
      const rows = await t.database.db.select({ id: activities.id, title: activities.title }).from(activities);
      return rows.find((r) => r.title.en === titleEn)!.id;
    },
    async setPlayer(p: Player, set: { vipLevel?: number; createdAt?: Date }) {
      await t.database.db.update(users).set(set).where(eq(users.id, p.userId));
    },
    /** The venue loses money as a lost round would (a house-side journal, as a settled bet writes). */
    async venueLoses(p: Player, platType: string, minor: bigint, key: string) {
      const db = t.database.db;
      const venueId = await ensureAccount(db, { userId: p.userId, kind: `venue:${platType}` });
      const houseId = await ensureAccount(db, { userId: null, kind: `house:venue_pool:${platType}` });
      await postJournal(db, { type: 'bet', idempotencyKey: key, reference: key, actor: 'test', postings: [{ accountId: venueId, amount: -minor }, { accountId: houseId, amount: minor }] });
    },
  };
}
