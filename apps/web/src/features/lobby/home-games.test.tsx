import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi, type ApiCall } from '../../test/app';
import { HomeGames, hotFirst } from './home-games';
import { GAMES, catalogueRoutes } from './test-fixtures';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
});

let calls: ApiCall[];
let autoTransfer: boolean;
beforeEach(() => {
  autoTransfer = true;
  calls = stubApi({ ...catalogueRoutes(), '/web/user/getUserTransInfo': () => ({ autoTransfer, walletFree: false }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function renderHomeGames(member: boolean): void {
  useSession.setState({ token: member ? 'tok' : null });
  renderMemberScreen(i18next, <HomeGames />, PATHS.home);
}

describe('home game tabs', () => {
  it('puts hot games first, each game once', () => {
    const [baccarat, roulette] = GAMES;
    expect(hotFirst([roulette!], [baccarat!, roulette!]).map((e) => [e.game.gameCode, e.hot])).toEqual([
      ['roulette', true],
      ['baccarat', false],
    ]);
  });

  it('opens the first category with a venue and shows its venues and games, hot first; other tabs load on demand', async () => {
    renderHomeGames(false);
    const live = await screen.findByTestId('home-games-live');
    await waitFor(() => expect(within(live).getAllByRole('button').map((b) => b.textContent)).toEqual(['Roulette', 'Baccarat', 'Sic Bo']));
    expect(within(live).getByTestId('home-venue-house_live').textContent).toBe('House Live');
    expect(calls.some((c) => c.query.get('gameType') === 'chess')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Card games' }));
    expect(await within(await screen.findByTestId('home-games-chess')).findByText('Dragon Tiger')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(await screen.findByTestId('home-games-empty-sports')).toBeTruthy();
  });

  it('asks a guest to log in instead of opening a game', async () => {
    renderHomeGames(false);
    fireEvent.click(await screen.findByTestId('home-game-baccarat'));
    expect(await screen.findByText('This function is for registered users only')).toBeTruthy();
    expect(window.location.hash).toBe('#/');
  });

  it('sends a member straight to play with auto-transfer on, and to gameMoney with it off', async () => {
    renderHomeGames(true);
    fireEvent.click(await screen.findByTestId('home-game-baccarat'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.play}?platType=house_live&gameCode=baccarat`));
    cleanup();
    autoTransfer = false;
    renderHomeGames(true);
    fireEvent.click(await screen.findByTestId('home-game-roulette'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.gameMoney}?platType=house_live&gameCode=roulette`));
  });
});
