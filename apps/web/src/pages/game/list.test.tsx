import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { Dialog } from '../../components/overlays';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi, type ApiCall } from '../../test/app';
import { GAMES, catalogueRoutes } from '../../features/lobby/test-fixtures';
import GameList from './list';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('lobby');
});

let calls: ApiCall[];
let favourites: string[];
beforeEach(() => {
  favourites = [];
  calls = stubApi({
    ...catalogueRoutes(),
    '/web/apiCode/getTop5PopularSearchGame': () => [GAMES[2], GAMES[0]],
    '/web/gameCollect/save': (call) => {
      favourites.unshift(call.query.get('gameCode')!);
      return { platType: call.query.get('platType'), gameCode: call.query.get('gameCode'), collected: true };
    },
    '/web/gameCollect/delete': (call) => {
      const before = favourites.length;
      favourites = favourites.filter((code) => code !== call.query.get('gameCode'));
      return { deleted: before - favourites.length };
    },
    '/web/gameCollect/list': () => {
      const list = favourites.map((code) => GAMES.find((g) => g.gameCode === code)!);
      return { list, total: list.length, page: 1, size: 100 };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const listCalls = (): ApiCall[] => calls.filter((c) => c.path === '/web/guest/apiCode/getGameList' && c.query.get('hot') !== 'true');
const rows = (): string[] => [...document.querySelectorAll('.game-row-name')].map((n) => n.textContent ?? '');

function renderList(member: boolean, path: string = PATHS.gameList): void {
  useSession.setState({ token: member ? 'tok' : null });
  renderMemberScreen(i18next, <GameList />, path);
}

function search(text: string): void {
  const input = screen.getByTestId('game-search').querySelector('input')!;
  fireEvent.change(input, { target: { value: text } });
}

describe('game list', () => {
  it('lists every game with its venue, the hot games, and (members) the popular searches', async () => {
    renderList(true);
    await waitFor(() => expect(rows()).toEqual(['Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger']));
    expect(within(screen.getByTestId('game-baccarat')).getByText('House Live')).toBeTruthy();
    expect(within(await screen.findByTestId('hot-games')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Roulette', 'Dragon Tiger']);
    const popular = await screen.findByTestId('popular-searches');
    fireEvent.click(within(popular).getByText('Baccarat'));
    expect((screen.getByTestId('game-search').querySelector('input')!).value).toBe('Baccarat');
  });

  it('searches once typing pauses (debounced), and finds "bacc" by name', async () => {
    renderList(false);
    await waitFor(() => expect(rows()).toHaveLength(4));
    const before = listCalls().length;
    search('b');
    search('ba');
    search('bacc');
    await waitFor(() => expect(rows()).toEqual(['Baccarat']));
    const keywords = listCalls().slice(before).map((c) => c.query.get('keyword'));
    expect(keywords).toEqual(['bacc']);
    expect(screen.queryByTestId('hot-games')).toBeNull();
    search('zzz');
    expect(await screen.findByText('No games found')).toBeTruthy();
  });

  it('filters by the category of the address and by venue', async () => {
    renderList(false, `${PATHS.gameList}?gameType=live`);
    await waitFor(() => expect(rows()).toEqual(['Baccarat', 'Roulette', 'Sic Bo']));
    expect(listCalls().at(-1)!.query.get('gameType')).toBe('live');
    fireEvent.click(within(screen.getByTestId('venue-filter')).getByText('Other Live'));
    await waitFor(() => expect(listCalls().at(-1)!.query.get('platType')).toBe('other_live'));
    expect(await screen.findByText('No games found')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Card games' }));
    await waitFor(() => expect(rows()).toEqual(['Dragon Tiger']));
  });

  it('a member hearts a game, sees it under favourites, and can remove it', async () => {
    renderList(true);
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(screen.getByTestId('fav-roulette'));
    expect(await screen.findByText('Added to favourites')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('fav-roulette').getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((c) => c.path === '/web/gameCollect/save')!.query.get('gameCode')).toBe('roulette');
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    await waitFor(() => expect(rows()).toEqual(['Roulette']));
    fireEvent.click(screen.getByTestId('fav-roulette'));
    expect(await screen.findByText('No favourites yet — tap ♡ on a game')).toBeTruthy();
  });

  it('asks a guest to log in for hearts and favourites', async () => {
    renderList(false);
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(screen.getByTestId('fav-baccarat'));
    expect(await screen.findByText('This function is for registered users only')).toBeTruthy();
    await act(async () => {
      Dialog.clear();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(calls.some((c) => c.path.startsWith('/web/gameCollect'))).toBe(false);
    expect(calls.some((c) => c.path === '/web/apiCode/getTop5PopularSearchGame')).toBe(false);
  });
});
