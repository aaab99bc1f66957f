import { GAME_NAMES, isGameCode } from '@app/games';
import { ERRORS } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games, venueLocks, venues, venueTransfers } from '../../db/schema/index.js';
import { addVenueLock } from '../wallet/service.js';
import { useTestApp, type TestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, fund, type Player } from '../../../test/wallet-helpers.js';

interface Game {
  gameCode: string;
  platType: string;
  name: string;
  icon: string;
  gameType: string;
}
interface GamePage {
  list: Game[];
  total: number;
  page: number;
  size: number;
}

const HOUSE_GAMES: [string, string][] = [
  ['house_live', 'baccarat'],
  ['house_live', 'roulette'],
  ['house_live', 'sicbo'],
  ['house_chess', 'dragonTiger'],
  ['house_lottery', 'happy8'],
  ['house_lottery', 'scheduledLottery'],
  ['house_slots', 'slot'],
];
const codes = (p: GamePage) => p.list.map((g) => g.gameCode);

function gameList(t: TestApp, body: Record<string, unknown>, lang = 'en') {
  return t.call<GamePage>('/web/guest/apiCode/getGameList', body, { lang });
}

async function balances(t: TestApp, p: Player) {
  return (await as(t, p)<{ userBalanceMap: Record<string, string> }>('/web/user/getUserBalance')).body.data.userBalanceMap;
}
async function platBalance(t: TestApp, p: Player, platType: string) {
  return (await as(t, p)<{ balance: string }>(`/web/apiCode/getUserPlatBalance/${platType}`)).body.data.balance;
}
function launch(t: TestApp, p: Player, platType: string, gameCode: string, lang = 'en') {
  return as(t, p)<{ url: string }>('/web/apiCode/getGameUrl', { platType, gameCode }, { lang });
}
async function transfersOf(t: TestApp, p: Player) {
  return t.database.db.select().from(venueTransfers).where(eq(venueTransfers.userId, p.userId));
}

describe('lobby lists for guests (spec.md §2, §6; api-contract.md Games)', () => {
  const t = useTestApp();

  it('venues, categories and the bet filter, localized', async () => {
    const plat = await t.call<Game[]>('/web/guest/apiCode/getAllPlatTypes', {}, { lang: 'en' });
    expect(plat.body.code).toBe(0);
    expect(plat.body.data.map((v) => v.platType)).toEqual(['house_live', 'house_chess', 'house_lottery', 'house_slots']);
    expect(plat.body.data[0]).toEqual({ platType: 'house_live', name: 'Royal Live Casino', gameType: 'live', icon: '/static/seed/icon.svg', status: 'normal' });
    const zh = await t.call<{ name: string }[]>('/web/guest/apiCode/getAllPlatTypes');
    expect(zh.body.data[0]!.name).toBe('皇家真人');

    const cats = await t.call<{ gameType: string; name: string; icon: string }[]>('/web/guest/api/apiGameCategory/getApiGameCategoryList', {}, { lang: 'th' });
    expect(cats.body.data.map((c) => c.gameType)).toEqual(['sports', 'live', 'chess', 'esports', 'lottery', 'slots']);
    expect(cats.body.data[0]).toMatchObject({ name: 'กีฬา', icon: '/static/seed/games/cat-sports.svg' });
    const icon = await t.app.inject({ method: 'GET', url: cats.body.data[5]!.icon });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');

    const bet = await t.call<{ platType: string; name: string }[]>('/web/guest/apiCode/getBetAllPlatTypes', {}, { lang: 'vn' });
    expect(bet.body.data).toHaveLength(4);
    expect(bet.body.data[3]).toEqual({ platType: 'house_slots', name: 'Slot Hoàng Gia', gameType: 'slots' });
  });

  it('the lobby endpoints are in the OpenAPI document; a guest list also answers a caller with a session', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/web/guest/apiCode/getAllPlatTypes',
        '/web/guest/apiCode/getGameList',
        '/web/guest/apiCode/getBetAllPlatTypes',
        '/web/guest/api/apiGameCategory/getApiGameCategoryList',
        '/web/apiCode/getGameListByGameType',
        '/web/apiCode/getGameUrl',
        '/web/apiCode/getTop5PopularSearchGame',
        '/web/gameCollect/save',
        '/web/gameCollect/delete',
        '/web/gameCollect/delete/1',
        '/web/gameCollect/list',
      ]),
    );
    const p = await createPlayer(t);
    expect((await as(t, p)<GamePage>('/web/guest/apiCode/getGameList', {})).body.data.total).toBe(7);
  });

  it('every house game is listed in display order with the contract fields; filters by venue and category', async () => {
    const all = await gameList(t, {});
    expect(all.body.code).toBe(0);
    expect(all.body.data).toMatchObject({ total: 7, page: 1, size: 20 });
    expect(all.body.data.list.map((g) => [g.platType, g.gameCode])).toEqual(HOUSE_GAMES);
    expect(all.body.data.list[0]).toEqual({ gameCode: 'baccarat', platType: 'house_live', name: 'Baccarat', icon: '/static/seed/games/baccarat.svg', gameType: 'live' });
    const img = await t.app.inject({ method: 'GET', url: all.body.data.list[6]!.icon });
    expect(img.statusCode).toBe(200);

    expect(codes((await gameList(t, { platType: 'house_live' })).body.data)).toEqual(['baccarat', 'roulette', 'sicbo']);
    expect(codes((await gameList(t, { gameType: 'lottery' })).body.data)).toEqual(['happy8', 'scheduledLottery']);
    expect(codes((await gameList(t, { gameType: 'live', platType: 'house_chess' })).body.data)).toEqual([]);
    // the hot row of the home page
    expect(codes((await gameList(t, { hot: true })).body.data)).toEqual(['baccarat', 'roulette', 'dragonTiger', 'slot']);
    expect(codes((await gameList(t, { hot: 'true', gameType: 'live' })).body.data)).toEqual(['baccarat', 'roulette']);
    expect((await gameList(t, { hot: false })).body.data.total).toBe(7);
    expect((await gameList(t, { hot: 'yes' })).body.code).toBe(1000);
    // categories without a venue yet answer an empty page, not an error
    expect((await gameList(t, { gameType: 'sports' })).body.data).toEqual({ list: [], total: 0, page: 1, size: 20 });
    // query-string payload (spec.md §7)
    const q = await t.app.inject({ method: 'POST', url: '/web/guest/apiCode/getGameList?gameType=slots&page=1&size=5', headers: { lang: 'zh' } });
    expect(q.json().data.list).toEqual([expect.objectContaining({ gameCode: 'slot', name: '水果老虎机' })]);
  });

  it('each house game is seeded with its one name of packages/games, in all nine languages (issue 13)', async () => {
    const rows = (await t.database.db.select({ code: games.gameCode, platType: games.platType, name: games.name }).from(games)).filter((r) => r.platType.startsWith('house_'));
    expect(rows).toHaveLength(Object.keys(GAME_NAMES).length);
    for (const row of rows) {
      if (!isGameCode(row.code)) throw new Error(`not a house game: ${row.code}`);
      expect(row.name, row.code).toEqual(GAME_NAMES[row.code]);
    }
  });

  it('paging: pages of 3, the last partial page, past the end keeps the total; size 100 allowed', async () => {
    const p1 = await gameList(t, { page: 1, size: 3 });
    const p2 = await gameList(t, { page: 2, size: 3 });
    const p3 = await gameList(t, { page: 3, size: 3 });
    expect(codes(p1.body.data)).toEqual(['baccarat', 'roulette', 'sicbo']);
    expect(codes(p2.body.data)).toEqual(['dragonTiger', 'happy8', 'scheduledLottery']);
    expect(p3.body.data).toMatchObject({ total: 7, page: 3, size: 3 });
    expect(codes(p3.body.data)).toEqual(['slot']);
    expect((await gameList(t, { page: 4, size: 3 })).body.data).toEqual({ list: [], total: 7, page: 4, size: 3 });
    expect((await gameList(t, { size: 100 })).body.data.total).toBe(7);
  });

  it('keyword matches names in the caller language and game codes, case-insensitively', async () => {
    expect(codes((await gameList(t, { keyword: 'ROUL' }, 'en')).body.data)).toEqual(['roulette']);
    expect(codes((await gameList(t, { keyword: '轮盘' }, 'zh')).body.data)).toEqual(['roulette']);
    // the Chinese name is not what an English caller sees
    expect((await gameList(t, { keyword: '轮盘' }, 'en')).body.data.total).toBe(0);
    // Traditional Chinese has its own names
    expect(codes((await gameList(t, { keyword: '輪盤' }, 'hk')).body.data)).toEqual(['roulette']);
    expect(codes((await gameList(t, { keyword: 'dragon' }, 'en')).body.data)).toEqual(['dragonTiger']);
    expect(codes((await gameList(t, { keyword: '龙虎' }, 'zh')).body.data)).toEqual(['dragonTiger']);
    // game codes match in any language
    expect(codes((await gameList(t, { keyword: 'HAPPY8' }, 'zh')).body.data)).toEqual(['happy8']);
    expect(codes((await gameList(t, { keyword: 'lottery' }, 'zh')).body.data)).toEqual(['scheduledLottery']);
    // Thai names
    expect(codes((await gameList(t, { keyword: 'สล็อต' }, 'th')).body.data)).toEqual(['slot']);
    // combined with a filter; blank keyword is no keyword; pattern characters are literal
    expect(codes((await gameList(t, { keyword: 'o', platType: 'house_live' }, 'en')).body.data)).toEqual(['roulette', 'sicbo']);
    expect((await gameList(t, { keyword: '   ' })).body.data.total).toBe(7);
    expect((await gameList(t, { keyword: '%' })).body.data.total).toBe(0);
    expect((await gameList(t, { keyword: '_' })).body.data.total).toBe(0);
  });

  it('bad input: an error envelope in the caller language', async () => {
    const badType = await gameList(t, { gameType: 'poker' }, 'en');
    expect(badType.body).toMatchObject({ code: 2402, msg: ERRORS.gameTypeInvalid.msg.en });
    expect((await gameList(t, { gameType: 'poker' }, 'th')).body.msg).toBe(ERRORS.gameTypeInvalid.msg.th);
    const long = await gameList(t, { keyword: 'x'.repeat(51) }, 'zh');
    expect(long.body).toMatchObject({ code: 2403, msg: ERRORS.gameKeywordInvalid.msg.zh });
    expect((await gameList(t, { keyword: 'x'.repeat(50) })).body.code).toBe(0);
    for (const body of [{ page: 0 }, { size: 101 }, { page: 'two' }, { platType: 'house live' }]) {
      const res = await gameList(t, body, 'vn');
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: 1000, msg: ERRORS.invalidParams.msg.vn });
    }
  });

  it('member calls answer 401 to guests; the guest lists do not need a session', async () => {
    for (const path of [
      '/web/apiCode/getGameListByGameType',
      '/web/apiCode/getGameUrl',
      '/web/apiCode/getTop5PopularSearchGame',
      '/web/gameCollect/save',
      '/web/gameCollect/delete',
      '/web/gameCollect/delete/1',
      '/web/gameCollect/list',
    ]) {
      const res = await t.call(path, { platType: 'house_live', gameCode: 'baccarat', gameType: 'live' });
      expect(res.status, path).toBe(401);
    }
    const p = await createPlayer(t);
    const byType = await as(t, p)<GamePage>('/web/apiCode/getGameListByGameType', { gameType: 'live' }, { lang: 'pg' });
    expect(byType.body.data).toMatchObject({ total: 3, page: 1, size: 20 });
    expect(byType.body.data.list.map((g) => g.name)).toEqual(['Bacará', 'Roleta', 'Sic Bo']);
    expect((await as(t, p)('/web/apiCode/getGameListByGameType', {}, { lang: 'en' })).body).toMatchObject({ code: 2402, msg: ERRORS.gameTypeInvalid.msg.en });
  });
});

describe('favourites (spec.md §7 gameCollect)', () => {
  const t = useTestApp();
  const list = (p: Player, body: Record<string, unknown> = {}, lang = 'en') => as(t, p)<GamePage>('/web/gameCollect/list', body, { lang });

  it('per player: save, repeat, list newest first, delete one, clear all; another player is untouched', async () => {
    const a = await createPlayer(t, 'a');
    const b = await createPlayer(t, 'b');
    expect((await list(a)).body.data).toEqual({ list: [], total: 0, page: 1, size: 20 });
    const saved = await as(t, a)('/web/gameCollect/save', { platType: 'house_live', gameCode: 'baccarat' });
    expect(saved.body).toMatchObject({ code: 0, data: { platType: 'house_live', gameCode: 'baccarat', collected: true } });
    expect((await as(t, a)('/web/gameCollect/save', { platType: 'house_slots', gameCode: 'slot' })).body.code).toBe(0);
    // saving again changes nothing
    expect((await as(t, a)('/web/gameCollect/save', { platType: 'house_live', gameCode: 'baccarat' })).body.code).toBe(0);
    // query-string payload
    const q = await t.app.inject({ method: 'POST', url: '/web/gameCollect/save?platType=house_chess&gameCode=dragonTiger', headers: { token: b.token } });
    expect(q.json().code).toBe(0);

    const la = await list(a, {}, 'zh');
    expect(la.body.data.total).toBe(2);
    expect(la.body.data.list).toEqual([
      { gameCode: 'slot', platType: 'house_slots', name: '水果老虎机', icon: '/static/seed/games/slot.svg', gameType: 'slots' },
      { gameCode: 'baccarat', platType: 'house_live', name: '百家乐', icon: '/static/seed/games/baccarat.svg', gameType: 'live' },
    ]);
    expect(codes((await list(a, { page: 2, size: 1 })).body.data)).toEqual(['baccarat']);
    expect((await list(a, { page: 3, size: 1 })).body.data).toEqual({ list: [], total: 2, page: 3, size: 1 });
    expect(codes((await list(b)).body.data)).toEqual(['dragonTiger']);

    // b cannot delete a's favourite: the delete is scoped to the caller
    expect((await as(t, b)('/web/gameCollect/delete', { platType: 'house_live', gameCode: 'baccarat' })).body.data).toEqual({ deleted: 0 });
    expect((await list(a)).body.data.total).toBe(2);
    expect((await as(t, a)('/web/gameCollect/delete', { platType: 'house_live', gameCode: 'baccarat' })).body.data).toEqual({ deleted: 1 });
    expect((await as(t, a)('/web/gameCollect/delete', { platType: 'house_live', gameCode: 'baccarat' })).body.data).toEqual({ deleted: 0 });
    expect(codes((await list(a)).body.data)).toEqual(['slot']);

    await as(t, a)('/web/gameCollect/save', { platType: 'house_lottery', gameCode: 'happy8' });
    expect((await as(t, a)('/web/gameCollect/delete/1')).body.data).toEqual({ deleted: 2 });
    expect((await list(a)).body.data.total).toBe(0);
    expect(codes((await list(b)).body.data)).toEqual(['dragonTiger']);
    expect((await as(t, a)('/web/gameCollect/delete/1')).body.data).toEqual({ deleted: 0 });
  });

  it('unknown games and bad input are refused in the caller language; nothing is saved', async () => {
    const p = await createPlayer(t);
    const unknown = await as(t, p)('/web/gameCollect/save', { platType: 'house_live', gameCode: 'poker' }, { lang: 'th' });
    expect(unknown.body).toMatchObject({ code: 2400, msg: ERRORS.gameNotFound.msg.th });
    const wrongVenue = await as(t, p)('/web/gameCollect/save', { platType: 'house_chess', gameCode: 'baccarat' }, { lang: 'en' });
    expect(wrongVenue.body).toMatchObject({ code: 2400, msg: ERRORS.gameNotFound.msg.en });
    for (const body of [{ platType: 'house_live' }, { gameCode: 'baccarat' }, { platType: 'house_live', gameCode: 'bac carat' }, { platType: 1, gameCode: 'baccarat' }]) {
      const res = await as(t, p)('/web/gameCollect/save', body, { lang: 'md' });
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: 1000, msg: ERRORS.invalidParams.msg.md });
    }
    expect((await as(t, p)('/web/gameCollect/delete', {}, { lang: 'fp' })).body).toMatchObject({ code: 1000, msg: ERRORS.invalidParams.msg.fp });
    expect((await list(p)).body.data.total).toBe(0);
  });
});

describe('popular searches (getTop5PopularSearchGame)', () => {
  const t = useTestApp();
  const top = async (p: Player, lang = 'en') => (await as(t, p)<Game[]>('/web/apiCode/getTop5PopularSearchGame', {}, { lang })).body.data;

  it('top five by search count, ties by display order; later pages and empty searches do not count', async () => {
    const p = await createPlayer(t);
    // nobody has searched: display order
    expect((await top(p)).map((g) => g.gameCode)).toEqual(['baccarat', 'roulette', 'sicbo', 'dragonTiger', 'happy8']);
    for (let i = 0; i < 3; i++) await gameList(t, { keyword: 'slot' }, 'en');
    for (let i = 0; i < 2; i++) await gameList(t, { keyword: '3D彩' }, 'zh');
    await gameList(t, { keyword: 'roulette' }, 'en');
    // page 2 of a search and a search that finds nothing count nothing
    await gameList(t, { keyword: 'a', page: 2, size: 1 }, 'en');
    await gameList(t, { keyword: 'nothing-like-this' }, 'en');
    const five = await top(p, 'zh');
    expect(five.map((g) => g.gameCode)).toEqual(['slot', 'scheduledLottery', 'roulette', 'baccarat', 'sicbo']);
    expect(five[0]).toEqual({ gameCode: 'slot', platType: 'house_slots', name: '水果老虎机', icon: '/static/seed/games/slot.svg', gameType: 'slots' });
    const counts = await t.database.db.select({ code: games.gameCode, n: games.searchCount }).from(games);
    expect(Object.fromEntries(counts.map((c) => [c.code, c.n]))).toMatchObject({ slot: 3, scheduledLottery: 2, roulette: 1, baccarat: 0, dragonTiger: 0 });
    // a guest search of one keyword counts once for every game it finds
    await gameList(t, { keyword: 'o', platType: 'house_live' }, 'en'); // Roulette, Sic Bo
    // roulette and scheduledLottery both at 2: display order breaks the tie
    expect((await top(p)).map((g) => g.gameCode)).toEqual(['slot', 'roulette', 'scheduledLottery', 'sicbo', 'baccarat']);
  });
});

describe('getGameUrl (api-contract.md Games, spec.md §4 auto-transfer)', () => {
  const t = useTestApp();

  it('every house game launches; the URL names its platType and game', async () => {
    const p = await createPlayer(t);
    for (const [platType, gameCode] of HOUSE_GAMES) {
      const res = await launch(t, p, platType, gameCode);
      expect(res.body.code, gameCode).toBe(0);
      expect(res.body.data.url).toContain(platType);
      expect(res.body.data.url).toContain(gameCode);
    }
    // manual transfer mode: nothing moves
    expect(await transfersOf(t, p)).toHaveLength(0);
  });

  it('unknown games, a game of another venue and bad input are refused in the caller language', async () => {
    const p = await createPlayer(t);
    expect((await launch(t, p, 'house_live', 'poker', 'vn')).body).toMatchObject({ code: 2400, msg: ERRORS.gameNotFound.msg.vn });
    expect((await launch(t, p, 'house_slots', 'baccarat', 'en')).body).toMatchObject({ code: 2400, msg: ERRORS.gameNotFound.msg.en });
    expect((await launch(t, p, 'nowhere', 'baccarat', 'zh')).body).toMatchObject({ code: 2400, msg: ERRORS.gameNotFound.msg.zh });
    const missing = await as(t, p)('/web/apiCode/getGameUrl', { platType: 'house_live' }, { lang: 'hk' });
    expect(missing.body).toMatchObject({ code: 1000, msg: ERRORS.invalidParams.msg.hk });
  });

  it('auto-transfer moves the whole-yuan central balance into the venue once; the fraction stays', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '1000.50');
    expect((await as(t, p)('/web/user/changeWalletType', { type: 'auto' })).body.code).toBe(0);
    expect((await launch(t, p, 'house_live', 'baccarat')).body.code).toBe(0);
    expect(await balances(t, p)).toMatchObject({ central: '0.50', venue: '1000.00', total: '1000.50' });
    expect(await platBalance(t, p, 'house_live')).toBe('1000.00');
    // launching again (same or other venue) finds nothing whole to move
    expect((await launch(t, p, 'house_live', 'roulette')).body.code).toBe(0);
    expect((await launch(t, p, 'house_slots', 'slot')).body.code).toBe(0);
    expect(await transfersOf(t, p)).toHaveLength(1);
    expect(await platBalance(t, p, 'house_slots')).toBe('0.00');
    // new money follows the player into the venue launched next
    await fund(t, p, '200');
    expect((await launch(t, p, 'house_slots', 'slot')).body.code).toBe(0);
    expect(await balances(t, p)).toMatchObject({ central: '0.50', venue: '1200.00', total: '1200.50' });
    expect(await platBalance(t, p, 'house_slots')).toBe('200.00');
    const rows = await transfersOf(t, p);
    expect(rows.map((r) => [r.platType, r.direction, r.amount, r.status])).toEqual([
      ['house_live', 'in', 1000_00n, 'confirmed'],
      ['house_slots', 'in', 200_00n, 'confirmed'],
    ]);
    await expectLedgerOk(t);
  });

  it('two launches at once move the balance exactly once', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '300');
    await as(t, p)('/web/user/changeWalletType', { type: 'auto' });
    const both = await Promise.all([launch(t, p, 'house_chess', 'dragonTiger'), launch(t, p, 'house_chess', 'dragonTiger')]);
    expect(both.map((r) => r.body.code)).toEqual([0, 0]);
    expect(await transfersOf(t, p)).toHaveLength(1);
    expect(await balances(t, p)).toMatchObject({ central: '0.00', venue: '300.00', total: '300.00' });
    await expectLedgerOk(t);
  });

  it('free-transfer mode: entering releases satisfied locks (judged before auto-transfer adds money)', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '100');
    await as(t, p)('/web/user/changeWalletType', { type: 'auto', walletFree: true });
    // turnover unmet, but the venue balance (0) is under 5: the lock no longer holds (spec.md §4)
    const id = await addVenueLock(t.database.db, { userId: p.userId, platType: 'house_lottery', requiredTurnover: 5000_00n, reason: 'bonus' });
    expect((await launch(t, p, 'house_lottery', 'happy8')).body.code).toBe(0);
    const [lock] = await t.database.db.select().from(venueLocks).where(eq(venueLocks.id, id));
    expect(lock).toMatchObject({ releaseReason: 'reentry' });
    expect(lock!.releasedAt).not.toBeNull();
    expect(await platBalance(t, p, 'house_lottery')).toBe('100.00');
    // a lock that still holds (balance 100 ≥ 5, turnover unmet) stays on re-entry
    const held = await addVenueLock(t.database.db, { userId: p.userId, platType: 'house_lottery', requiredTurnover: 5000_00n, reason: 'bonus' });
    expect((await launch(t, p, 'house_lottery', 'scheduledLottery')).body.code).toBe(0);
    const [still] = await t.database.db.select().from(venueLocks).where(eq(venueLocks.id, held));
    expect(still!.releasedAt).toBeNull();
    await expectLedgerOk(t);
  });

  it('a venue or game in maintenance is refused and nothing moves; back to normal it launches', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '50');
    await as(t, p)('/web/user/changeWalletType', { type: 'auto' });
    const db = t.database.db;
    await db.update(venues).set({ status: 'maintenance' }).where(eq(venues.platType, 'house_chess'));
    expect((await launch(t, p, 'house_chess', 'dragonTiger', 'en')).body).toMatchObject({ code: 2005, msg: ERRORS.venueMaintenance.msg.en });
    const plat = await t.call<Game[] & { status: string }[]>('/web/guest/apiCode/getAllPlatTypes');
    expect(plat.body.data.find((v) => v.platType === 'house_chess')).toMatchObject({ status: 'maintenance' });
    await db.update(venues).set({ status: 'normal' }).where(eq(venues.platType, 'house_chess'));

    await db.update(games).set({ status: 'maintenance' }).where(and(eq(games.platType, 'house_live'), eq(games.gameCode, 'roulette')));
    expect((await launch(t, p, 'house_live', 'roulette', 'th')).body).toMatchObject({ code: 2401, msg: ERRORS.gameMaintenance.msg.th });
    // the other games of the venue still launch
    expect(await transfersOf(t, p)).toHaveLength(0);
    expect((await balances(t, p)).central).toBe('50.00');
    expect((await launch(t, p, 'house_live', 'baccarat')).body.code).toBe(0);
    await db.update(games).set({ status: 'normal' }).where(and(eq(games.platType, 'house_live'), eq(games.gameCode, 'roulette')));
    expect((await launch(t, p, 'house_live', 'roulette')).body.code).toBe(0);
    expect((await launch(t, p, 'house_chess', 'dragonTiger')).body.code).toBe(0);
    expect(await balances(t, p)).toMatchObject({ central: '0.00', venue: '50.00' });
    await expectLedgerOk(t);
  });
});
