/**
 * One name per house game (issue 13 "Names that disagree": the lobby said 龙虎斗, the game 龙虎): the house client's
 * title and the lobby's name come from the same key, packages/games GAME_NAMES[gameCode][lang]. The lobby's names are
 * the server's `games` rows, which the seed fills from GAME_NAMES (the seed file carries no names of its own for them;
 * the server's lobby test checks the seeded rows); the client draws its title from GAME_NAMES, not from its locale texts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_CODES, GAME_NAMES, gameName, type GameCode } from '@app/games';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HouseApp } from './app';
import { initHouseI18n } from './i18n';
import { openSession, readLaunch } from './launch';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const PLAT: Record<GameCode, string> = {
  baccarat: 'house_live',
  roulette: 'house_live',
  sicbo: 'house_live',
  dragonTiger: 'house_chess',
  happy8: 'house_lottery',
  scheduledLottery: 'house_lottery',
  slot: 'house_slots',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The house client's navigation-bar title for a game in a language, from the real client against a stubbed session. */
async function clientTitle(gameCode: GameCode, lang: string): Promise<string> {
  const platType = PLAT[gameCode];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.endsWith('/session')
        ? { session: 'S1', balance: '10.00', platType, gameCode, serverSeedHash: 'h', clientSeed: 'c', nonce: 0 }
        : { list: [], total: 0, page: 1, size: 10 };
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  window.history.replaceState(null, '', `/venue/house/?platType=${platType}&gameCode=${gameCode}&ticket=T1&lang=${lang}`);
  const inst = await initHouseI18n(lang as never);
  const launch = readLaunch();
  render(
    <I18nextProvider i18n={inst}>
      <HouseApp launch={launch} opening={openSession(launch)} />
    </I18nextProvider>,
  );
  await screen.findByTestId('balance');
  const title = document.querySelector('.adm-nav-bar-title')?.textContent ?? '';
  cleanup();
  return title;
}

describe('house game names: one key for the lobby and the client', () => {
  it('the lobby seed leaves every house game’s name to GAME_NAMES', () => {
    const seed = JSON.parse(readFileSync(join(ROOT, 'apps/server/src/db/seed/data/0006-lobby.json'), 'utf8')) as {
      games: { platType: string; gameCode: string; name?: unknown }[];
    };
    const house = seed.games.filter((g) => g.platType.startsWith('house_'));
    expect(house.map((g) => g.gameCode).sort()).toEqual([...GAME_CODES].sort());
    expect(house.filter((g) => g.name !== undefined)).toEqual([]);
  });

  it('the client’s locale texts hold no game names of their own (no second source)', () => {
    for (const lang of ['zh', 'en', 'hk', 'th', 'vn', 'pg', 'fp', 'md', 'cny']) {
      const texts = JSON.parse(readFileSync(join(ROOT, `apps/web/src/i18n/locales/house/${lang}.json`), 'utf8')) as { house: Record<string, unknown> };
      expect(texts.house.game, lang).toBeUndefined();
    }
  });

  it.each(['zh', 'en', 'th'])('the client’s title is GAME_NAMES in %s (龙虎, 3D彩票, 水果老虎机 in zh)', { timeout: 60_000 }, async (lang) => {
    for (const code of GAME_CODES) expect(await clientTitle(code, lang)).toBe(gameName(code, lang));
    if (lang === 'zh') expect([GAME_NAMES.dragonTiger.zh, GAME_NAMES.scheduledLottery.zh, GAME_NAMES.slot.zh]).toEqual(['龙虎', '3D彩票', '水果老虎机']);
  });
});
