import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi } from '../../test/app';
import { catalogueRoutes } from '../../features/lobby/test-fixtures';
import LiveLobby from './index';
import LiveIntroduce from './introduce';
import LiveList from './list';
import LiveViewList from './view-list';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('lobby');
  await loadTexts('wallet');
});

beforeEach(() => {
  useSession.setState({ token: null });
  stubApi(catalogueRoutes());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('live casino pages', () => {
  it('the lobby shows the live venues and every live table with its limits; Rules opens the game rules', async () => {
    renderMemberScreen(i18next, <LiveLobby />, PATHS.live);
    const table = await screen.findByTestId('live-table-roulette');
    expect(within(table).getByText('Limits ¥1.00 – ¥50000.00 per bet')).toBeTruthy();
    expect(screen.getAllByTestId(/^live-table-/).map((el) => el.dataset.testid)).toEqual([
      'live-table-baccarat',
      'live-table-roulette',
      'live-table-sicbo',
    ]);
    expect(screen.getByTestId('live-venue-house_live').textContent).toBe('House Live');
    expect(within(screen.getByTestId('live-venue-other_live')).getByText('Maintenance')).toBeTruthy();
    fireEvent.click(within(table).getByText('Rules'));
    expect(window.location.hash).toBe(`#${PATHS.liveIntroduce}?gameCode=roulette`);
  });

  it('the table list shows limits, bets per round and the main pays, narrowed by venue', async () => {
    renderMemberScreen(i18next, <LiveList />, PATHS.liveList);
    expect((await screen.findByTestId('live-pays-baccarat')).textContent).toBe('Banker 0.95:1 · Player 1:1 · Tie 8:1');
    expect(screen.getAllByText('Up to 40 bets per round')).toHaveLength(3);
    cleanup();
    renderMemberScreen(i18next, <LiveList />, `${PATHS.liveList}?platType=other_live`);
    expect(await screen.findByText('No live tables yet')).toBeTruthy();
  });

  it('the venue view lists each live venue with its state and tables', async () => {
    renderMemberScreen(i18next, <LiveViewList />, PATHS.liveViewList);
    const house = await screen.findByTestId('view-venue-house_live');
    await waitFor(() => expect(within(house).getByText('3 tables')).toBeTruthy());
    expect(within(house).getByText('Open')).toBeTruthy();
    expect(within(screen.getByTestId('view-venue-other_live')).getByText('Maintenance')).toBeTruthy();
    expect(screen.queryByTestId('view-venue-house_chess')).toBeNull();
  });

  it('the rules page shows how to play and the pay table of the asked game, and switches games', async () => {
    renderMemberScreen(i18next, <LiveIntroduce />, `${PATHS.liveIntroduce}?gameCode=sicbo`);
    const pays = await screen.findByTestId('pay-table-sicbo');
    expect(within(pays).getByText('Specific triple').nextSibling?.textContent).toBe('180:1');
    fireEvent.click(screen.getByRole('tab', { name: 'Baccarat' }));
    const baccarat = await screen.findByTestId('pay-table-baccarat');
    expect(within(baccarat).getByText('Banker').nextSibling?.textContent).toBe('0.95:1');
    expect(screen.getByText('Player draws a third card on 0–5 and stands on 6–7.')).toBeTruthy();
  });
});
