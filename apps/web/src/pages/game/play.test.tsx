import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { useUserBalance } from '../../api/wallet';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi, type ApiCall } from '../../test/app';
import Play from './play';
import PlayH5 from './play-h5';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('lobby');
});

let calls: ApiCall[];
let refuse: boolean;
beforeEach(() => {
  refuse = false;
  useSession.setState({ token: 'tok' });
  calls = stubApi({
    '/web/user/getUserBalance': () => ({
      userBalanceMap: { central: '0.00', locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '0.00', total: '0.00' },
    }),
    '/web/apiCode/getGameUrl': (call) =>
      refuse ? Promise.reject(new TypeError('Failed to fetch')) : { url: `/venue/house/?ticket=t${urlCalls().length}&game=${call.query.get('gameCode')}` },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const urlCalls = (): ApiCall[] => calls.filter((c) => c.path === '/web/apiCode/getGameUrl');
const balanceCalls = (): number => calls.filter((c) => c.path === '/web/user/getUserBalance').length;

describe('play and playH5', () => {
  it.each([
    ['play', <Play key="p" />, PATHS.play],
    ['playH5', <PlayH5 key="h" />, PATHS.playH5],
  ] as const)('%s shows the game of the query in a frame of the getGameUrl url', async (_name, page, path) => {
    renderMemberScreen(i18next, page, `${path}?platType=house_live&gameCode=baccarat`);
    const frame = await screen.findByTestId('game-iframe');
    expect(frame.getAttribute('src')).toBe('/venue/house/?ticket=t1&game=baccarat');
    expect(urlCalls()).toHaveLength(1);
    expect(Object.fromEntries(urlCalls()[0]!.query)).toEqual({ platType: 'house_live', gameCode: 'baccarat' });
  });

  it('refreshes every balance when the player leaves the game', async () => {
    // A balance shown beside the game (as the My page or the balance header would) is asked again on leaving.
    function Harness(): ReactNode {
      const [playing, setPlaying] = useState(true);
      useUserBalance();
      return (
        <>
          {playing ? <Play /> : null}
          <button type="button" onClick={() => setPlaying(false)}>
            leave
          </button>
        </>
      );
    }
    renderMemberScreen(i18next, <Harness />, `${PATHS.play}?platType=house_live&gameCode=baccarat`);
    await screen.findByTestId('game-iframe');
    await waitFor(() => expect(balanceCalls()).toBe(1));
    fireEvent.click(screen.getByText('leave'));
    await waitFor(() => expect(balanceCalls()).toBe(2));
  });

  it('says so when no game is named, and offers a retry when the URL cannot be had', async () => {
    renderMemberScreen(i18next, <Play />, PATHS.play);
    expect(await screen.findByText('No game chosen')).toBeTruthy();
    expect(urlCalls()).toEqual([]);
    cleanup();
    refuse = true;
    renderMemberScreen(i18next, <Play />, `${PATHS.play}?platType=house_live&gameCode=baccarat`);
    expect(await screen.findByText('The game could not be opened')).toBeTruthy();
    refuse = false;
    screen.getByText('Tap to retry').click();
    await waitFor(() => expect(screen.getByTestId('game-iframe')).toBeTruthy());
  });
});
