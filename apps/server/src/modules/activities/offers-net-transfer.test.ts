import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, activityApplications, venueTransfers, welfareItems } from '../../db/schema/index.js';
import { activityScene } from '../../../test/activity-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { createPlayer, expectLedgerOk, fund, operatorToken, type Player } from '../../../test/wallet-helpers.js';

/**
 * Issue 23 finding 3: washing money through a venue must not satisfy a transfer offer. An offer's "transferred"
 * (eligibility minimum, ratio base, turnover base, the VIP transfer discount) is the money moved in during the
 * offer's window net of what was moved out, and at most what the venue still holds — never the sum of round trips.
 * Through the real app (convertMoney, applyActivity) on the seeded offers; ledger invariants after each test.
 */
const t = useTestApp();
let token = '';
const scene = activityScene(t, () => token);
beforeAll(async () => {
  token = await operatorToken(t);
});
const db = () => t.database.db;

/** `times` round trips central → venue → central of `amount` each. */
async function washes(p: Player, venue: string, amount: number, times: number) {
  for (let i = 0; i < times; i++) {
    expect((await scene.convert(p, 'central', venue, amount)).body.code).toBe(0);
    expect((await scene.convert(p, venue, 'central', amount)).body.code).toBe(0);
  }
}

describe('transfer offers count net money still held in the venue (issue 23 finding 3)', () => {
  it('20 round trips of 100 into house_slots do not earn "Transfer 500, get 168"; 500 moved in and kept does, on a base of 500', async () => {
    const id = await scene.seededOffer('Transfer 500, get 168');
    const p = await createPlayer(t, 'wash');
    await fund(t, p, '1000');
    await washes(p, 'house_slots', 100, 20);
    const refused = await scene.apply(p, id);
    expect(refused.body.code).toBe(2809);
    expect(await db().select().from(welfareItems).where(eq(welfareItems.userId, p.userId))).toEqual([]);
    // One more round trip ending inside: 100 held is still not 500.
    expect((await scene.convert(p, 'central', 'house_slots', 100)).body.code).toBe(0);
    expect((await scene.apply(p, id)).body.code).toBe(2809);
    expect((await scene.convert(p, 'central', 'house_slots', 400)).body.code).toBe(0);
    expect((await scene.apply(p, id)).body).toMatchObject({ code: 0, data: { status: 'approved', amount: '168.00' } });
    // The turnover base is the 500 held, not the 4,500 moved in: 12 × (168 + 500).
    const [app] = await db().select().from(activityApplications).where(eq(activityApplications.userId, p.userId));
    expect(app).toMatchObject({ baseAmount: 50000n, requiredTurnover: 801600n });
    await expectLedgerOk(t);
  });

  it('the VIP transfer discount pays 5 % of the net held (100 → 5.00), not of 20 round trips (2,000 → 100.00)', async () => {
    const id = await scene.seededOffer('VIP transfer discount');
    const p = await createPlayer(t, 'wash');
    await fund(t, p, '1000');
    await washes(p, 'house_slots', 100, 20);
    expect((await scene.apply(p, id)).body.code).toBe(2809);
    const washed = await t.call('/web/guest/activity/getActivityDetail', { id }, { token: p.token });
    expect(washed.body.data).toMatchObject({ eligible: false, progress: { measure: 'transfer', done: '0.00', required: '100.00' } }); // VIP1's minimum
    expect((await scene.convert(p, 'central', 'house_slots', 100)).body.code).toBe(0);
    expect((await scene.apply(p, id)).body).toMatchObject({ code: 0, data: { status: 'approved', amount: '5.00' } });
    const [item] = await db().select().from(welfareItems).where(eq(welfareItems.userId, p.userId));
    expect(item).toMatchObject({ amount: 500n, lockTurnover: 105000n }); // VIP1: 10 × (5 + 100)
    await expectLedgerOk(t);
  });

  it('the boundary: 500.00 held qualifies, 499.99 held (500 moved in, 0.01 lost) does not; the detail says why', async () => {
    const id = await scene.seededOffer('Transfer 500, get 168');
    const [held, short] = [await createPlayer(t, 'edge'), await createPlayer(t, 'edge')];
    for (const p of [held, short]) {
      await fund(t, p, '500');
      expect((await scene.convert(p, 'central', 'house_slots', 500)).body.code).toBe(0);
    }
    await scene.venueLoses(short, 'house_slots', 1n, `edge-loss-${short.userId}`);
    // The detail shows the player how far they are: net moved in and still held, against the minimum.
    const detail = await t.call<{ eligible: boolean; reason?: string }>('/web/guest/activity/getActivityDetail', { id }, { token: short.token, lang: 'en' });
    expect(detail.body.data).toMatchObject({ eligible: false, reason: 'activityTransferTooLow', progress: { measure: 'transfer', done: '499.99', required: '500.00' } });
    expect((await scene.apply(short, id)).body.code).toBe(2809);
    expect((await scene.apply(held, id)).body).toMatchObject({ code: 0, data: { amount: '168.00' } });
    await expectLedgerOk(t);
  });

  it('money already in the venue before the offer, moved out and back in, counts nothing', async () => {
    const id = await scene.offer({ startAt: '2099-01-01T00:00:00Z', eligibility: { minTransfer: '100' }, formula: { amount: '8', base: 'transfer', platType: 'house_live' } });
    const p = await createPlayer(t, 'wash');
    await fund(t, p, '700');
    expect((await scene.convert(p, 'central', 'house_live', 300)).body.code).toBe(0);
    // The offer starts just after that transfer.
    const [first] = await db().select({ at: venueTransfers.createdAt }).from(venueTransfers).where(eq(venueTransfers.userId, p.userId));
    await db().update(activities).set({ startAt: new Date(first!.at.getTime() + 1) }).where(eq(activities.id, id));
    await washes(p, 'house_live', 300, 1);
    expect((await scene.convert(p, 'central', 'house_live', 99)).body.code).toBe(0);
    expect((await scene.apply(p, id)).body.code).toBe(2809); // 300 out and 399 in during the offer: 99 net
    expect((await scene.convert(p, 'central', 'house_live', 1)).body.code).toBe(0);
    expect((await scene.apply(p, id)).body.code).toBe(0);
    await expectLedgerOk(t);
  });

  it('property: any sequence of whole-yuan transfers in and out whose net is under 500 never qualifies; at 500 or more it does', async () => {
    const id = await scene.seededOffer('Transfer 500, get 168');
    const step = fc.record({ into: fc.boolean(), amount: fc.integer({ min: 1, max: 400 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const p = await createPlayer(t, 'prop');
        await fund(t, p, '3000');
        let net = 0;
        for (const s of steps) {
          const res = await scene.convert(p, s.into ? 'central' : 'house_slots', s.into ? 'house_slots' : 'central', s.amount);
          // An out above what the venue holds is refused and moves nothing.
          if (res.body.code === 0) net += s.into ? s.amount : -s.amount;
          else expect(s.into).toBe(false);
        }
        const applied = await scene.apply(p, id);
        if (net < 500) expect(applied.body.code, JSON.stringify({ steps, net })).toBe(2809);
        else expect(applied.body.code, JSON.stringify({ steps, net })).toBe(0);
      }),
      { numRuns: 30 },
    );
    await expectLedgerOk(t);
  });
});

