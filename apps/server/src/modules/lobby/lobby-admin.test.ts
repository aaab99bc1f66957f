import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@app/shared';
import { games, operatorAudit } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/helpers.js';
import { as, createPlayer, operatorToken } from '../../../test/wallet-helpers.js';

/** Venues and games in the operator console (issue 14): maintenance, hot flags and order, audited; players see it. */
const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await operatorToken(t);
});
const op = <T = unknown>(path: string, body: unknown) => t.call<T>(`/admin/api/lobby/${path}`, body, { token, lang: 'en' });

describe('lobby admin (issue 14)', () => {
  it('a venue in maintenance refuses launches until it is back; audited before → after', async () => {
    const p = await createPlayer(t);
    const launch = () => as(t, p)('/web/apiCode/getGameUrl', { platType: 'house_live', gameCode: 'baccarat' });
    expect((await launch()).body.code).toBe(0);
    const down = await op<{ status: string }>('venue/update', { platType: 'house_live', status: 'maintenance' });
    expect(down.body).toMatchObject({ code: 0, data: { status: 'maintenance' } });
    expect((await launch()).body.code).toBe(ERROR_CODES.venueMaintenance);
    expect((await op('venue/update', { platType: 'house_live', status: 'normal' })).body.code).toBe(0);
    expect((await launch()).body.code).toBe(0);
    const rows = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, 'house_live'));
    expect(rows.map((r) => [r.action, (r.before as { status: string }).status, (r.after as { status: string }).status])).toEqual([
      ['venue.update', 'normal', 'maintenance'],
      ['venue.update', 'maintenance', 'normal'],
    ]);
  });

  it('one game into maintenance, hot and reordered; lists page; bad input changes nothing', async () => {
    const list = await op<{ list: { id: number; gameCode: string; hot: boolean }[]; total: number }>('game/list', { platType: 'house_live', page: 1, size: 50 });
    expect(list.body.code).toBe(0);
    const roulette = list.body.data.list.find((g) => g.gameCode === 'roulette')!;
    expect(roulette).toBeDefined();
    const p = await createPlayer(t);
    expect((await op('game/update', { id: roulette.id, status: 'maintenance', hot: true, sort: 7 })).body.code).toBe(0);
    expect((await as(t, p)('/web/apiCode/getGameUrl', { platType: 'house_live', gameCode: 'roulette' })).body.code).toBe(ERROR_CODES.gameMaintenance);
    expect((await as(t, p)('/web/apiCode/getGameUrl', { platType: 'house_live', gameCode: 'baccarat' })).body.code).toBe(0);
    const [row] = await t.database.db.select().from(games).where(eq(games.id, roulette.id));
    expect([row!.status, row!.hot, row!.sort]).toEqual(['maintenance', true, 7]);
    for (const body of [{ id: roulette.id }, { id: roulette.id, status: 'broken' }, { id: roulette.id, sort: -1 }, { id: 'x', hot: true }]) {
      expect((await op('game/update', body)).body.code, JSON.stringify(body)).toBe(1000);
    }
    expect((await op('game/update', { id: 999_999, hot: true })).body.code).toBe(1005);
    expect((await op('venue/update', { platType: 'nowhere', status: 'normal' })).body.code).toBe(1005);
    const [same] = await t.database.db.select().from(games).where(eq(games.id, roulette.id));
    expect([same!.status, same!.hot, same!.sort]).toEqual(['maintenance', true, 7]);
    const venues = await op<{ list: { platType: string }[] }>('venue/list', {});
    expect(venues.body.data.list.map((v) => v.platType)).toContain('house_chess');
  });
});
