/**
 * The house venue client against a mocked fetch (api-contract.md House venue): ticket exchange, chips, a baccarat
 * round's result, and the fairness panel verifying a revealed seed with the engines (✓ for real rounds, ✗ for a
 * tampered one).
 */
import { createRng, games, hashSeed } from '@app/games';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryRound, PlayAnswer } from './api';
import { HouseApp } from './app';
import { verifySeed } from './fairness';
import { initHouseI18n } from './i18n';
import { openSession, readLaunch, type StoredSession } from './launch';
import { checkStubbedAnswer } from '../test/contract';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initHouseI18n('en');
});

interface Call {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}
type Route = (body: Record<string, unknown>) => { code?: number; msg?: string; data?: unknown };
let calls: Call[];
let routes: Record<string, Route>;

/** A settled table round as `play` answers it (test/contract.ts checks stubs against the server's schema). */
function played(fields: Partial<PlayAnswer> & Pick<PlayAnswer, 'roundId' | 'outcome'>): PlayAnswer {
  return {
    gameCode: 'baccarat',
    status: 'settled',
    bets: [],
    betAmount: '20.00',
    validBet: '20.00',
    payout: '0.00',
    winLoss: '-20.00',
    balance: '1000.00',
    serverSeedHash: 'h',
    clientSeed: 'srvseed',
    nonce: 0,
    ...fields,
  };
}

/** A round as `history` lists it. */
function listed(round: HistoryRound): HistoryRound {
  return { status: 'settled', bets: [], betAmount: '1.00', validBet: '1.00', payout: '0.00', winLoss: '-1.00', serverSeedHash: 'h', serverSeed: null, clientSeed: 'c', nonce: 0, time: '2026-11-20T08:30:00.000Z', ...round };
}

function envelope({ code = 0, msg = 'ok', data = null }: { code?: number; msg?: string; data?: unknown }) {
  return new Response(JSON.stringify({ code, msg, data }), { status: code === 401 ? 401 : 200, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  routes = {
    // The server's answer: contract fields plus the seed commitment (venues/house/service.ts openSession).
    session: () => ({
      data: { session: 'S1', balance: '1000.00', platType: 'house_live', gameCode: 'baccarat', serverSeedHash: 'c0ffee', clientSeed: 'srvseed', nonce: 3 },
    }),
    history: () => ({ data: { list: [], total: 0, page: 1, size: 10 } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = url.replace('/venue/house/api/', '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path: url, body, headers: init.headers as Record<string, string> });
      const route = routes[name];
      const answer = route ? route(body) : { code: 404, msg: 'not found' };
      if ((answer.code ?? 0) === 0) checkStubbedAnswer(url, answer.data ?? null);
      return envelope(answer);
    }),
  );
  window.history.replaceState(null, '', '/venue/house/?platType=house_live&gameCode=baccarat&ticket=T1&lang=en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const callsTo = (name: string) => calls.filter((c) => c.path === `/venue/house/api/${name}`);

async function renderClient(opening?: Promise<StoredSession | null>) {
  const launch = readLaunch();
  render(
    <I18nextProvider i18n={i18next}>
      <HouseApp launch={launch} opening={opening ?? openSession(launch)} />
    </I18nextProvider>,
  );
  await screen.findByTestId('balance');
}

describe('launch', () => {
  it('exchanges the ticket for a session at once, drops the ticket from the address bar and keeps the session for a reload', async () => {
    await renderClient();
    expect(callsTo('session')).toHaveLength(1);
    expect(callsTo('session')[0]!.body).toEqual({ ticket: 'T1' });
    expect(callsTo('session')[0]!.headers.lang).toBe('en');
    expect(screen.getByTestId('balance').textContent).toBe('1000.00');
    expect(window.location.search).toBe('?platType=house_live&gameCode=baccarat&lang=en');
    expect(JSON.parse(sessionStorage.getItem('house.session')!)).toMatchObject({ session: 'S1', platType: 'house_live', balance: '1000.00' });

    // The server's session answer carries the seed commitment: the fairness panel shows it before any round.
    fireEvent.click(screen.getByText('Fairness'));
    expect(screen.getByTestId('current-hash').textContent).toBe('c0ffee');
    expect(screen.getByTestId('next-nonce').textContent).toBe('3');

    // Reload: no ticket any more, the stored session is reused without a second exchange.
    const again = await openSession(readLaunch());
    expect(again?.session).toBe('S1');
    expect(callsTo('session')).toHaveLength(1);
  });

  it('shows the server message when the ticket is refused, and has no session to reuse', async () => {
    routes.session = () => ({ code: 2300, msg: 'The game link has expired' });
    const launch = readLaunch();
    render(
      <I18nextProvider i18n={i18next}>
        <HouseApp launch={launch} opening={openSession(launch)} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('The game link has expired')).toBeTruthy();
    expect(window.location.search).not.toContain('ticket');
    expect(await openSession(readLaunch())).toBeNull();
  });
});

describe('chips', () => {
  it('stakes the selected chip on a spot, undoes the last chip, clears, and repeats the last round', async () => {
    routes.play = () => ({
      data: played({ roundId: 'R1', outcome: { playerCards: ['9S', 'KH'], bankerCards: ['2C', '3D', '4S'] }, payout: '50.00', balance: '1025.00', serverSeedHash: 'h', nonce: 0 }),
    });
    await renderClient();
    fireEvent.click(screen.getByTestId('chip-10'));
    fireEvent.click(screen.getByTestId('spot-player'));
    fireEvent.click(screen.getByTestId('spot-player'));
    fireEvent.click(screen.getByTestId('chip-5'));
    fireEvent.click(screen.getByTestId('spot-tie'));
    expect(screen.getByTestId('stake-player').textContent).toBe('20');
    expect(screen.getByTestId('stake-tie').textContent).toBe('5');
    expect(screen.getByTestId('total-stake').textContent).toBe('25.00');

    fireEvent.click(screen.getByText('Undo'));
    expect(screen.queryByTestId('stake-tie')).toBeNull();
    expect(screen.getByTestId('total-stake').textContent).toBe('20.00');

    fireEvent.click(screen.getByText('Clear'));
    expect(screen.queryByTestId('stake-player')).toBeNull();
    expect(screen.getByTestId('total-stake').textContent).toBe('0.00');

    fireEvent.click(screen.getByTestId('chip-50'));
    fireEvent.click(screen.getByTestId('spot-banker'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    await screen.findByTestId('round-result');
    expect(screen.getByTestId('total-stake').textContent).toBe('0.00');
    fireEvent.click(screen.getByText('Repeat'));
    expect(screen.getByTestId('stake-banker').textContent).toBe('50');
    expect(screen.getByTestId('total-stake').textContent).toBe('50.00');
  });

  it('does not send a round that the balance cannot cover', async () => {
    routes.session = () => ({
      data: { session: 'S1', balance: '12.00', platType: 'house_live', gameCode: 'baccarat', serverSeedHash: 'c0ffee', clientSeed: 'srvseed', nonce: 3 },
    });
    routes.play = () => ({ code: 2001, msg: 'should not be called' });
    await renderClient();
    fireEvent.click(screen.getByTestId('chip-10'));
    fireEvent.click(screen.getByTestId('spot-player'));
    fireEvent.click(screen.getByTestId('spot-banker'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    expect(callsTo('play')).toHaveLength(0);
    expect(await screen.findByText('The total bet is more than your balance.')).toBeTruthy();
  });
});

describe('roulette table', () => {
  it('places inside bets by mode: street from any number of the row, split from two neighbours', async () => {
    window.history.replaceState(null, '', '/venue/house/?platType=house_live&gameCode=roulette&ticket=T2&lang=en');
    await renderClient();
    fireEvent.click(screen.getByText('Street'));
    fireEvent.click(screen.getByTestId('num-5'));
    fireEvent.click(screen.getByText('Split'));
    fireEvent.click(screen.getByTestId('num-8'));
    fireEvent.click(screen.getByTestId('num-11'));
    fireEvent.click(screen.getByText('Number'));
    fireEvent.click(screen.getByTestId('num-0'));
    fireEvent.click(screen.getByTestId('spot-red'));
    const slip = screen.getByTestId('slip');
    expect(slip.textContent).toContain('Street 4 5.00');
    expect(slip.textContent).toContain('Split 8-11 5.00');
    expect(screen.getByTestId('num-0').textContent).toContain('5');
    expect(screen.getByTestId('total-stake').textContent).toBe('20.00');
  });
});

describe('session end', () => {
  it('shows the relaunch message and forgets the session when the server answers houseSessionInvalid (2301)', async () => {
    routes.play = () => ({ code: 2301, msg: 'The game session has expired, please open the game again from the lobby' });
    await renderClient();
    fireEvent.click(screen.getByTestId('spot-player'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    expect(await screen.findByText('Your game session has ended. Open the game again from the lobby.')).toBeTruthy();
    expect(sessionStorage.getItem('house.session')).toBeNull();
  });
});

describe('baccarat round', () => {
  it('sends the bets, then shows both hands with totals, the winner, the payout and the new balance', async () => {
    routes.play = () => ({
      data: played({ roundId: 'R9', outcome: { playerCards: ['KS', '7C'], bankerCards: ['7H', '4D', '7C'] }, payout: '0.00', balance: '980.00', serverSeedHash: 'abc', nonce: 4 }),
    });
    // jsdom has no scrolling: record that the result is brought into view (Deal is docked at the bottom).
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    await renderClient();
    fireEvent.click(screen.getByTestId('chip-10'));
    fireEvent.click(screen.getByTestId('spot-player'));
    fireEvent.click(screen.getByTestId('spot-player'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    const result = await screen.findByTestId('baccarat-result');
    expect(scrolled).toEqual([screen.getByTestId('round-result')]);
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    const play = callsTo('play')[0]!;
    expect(play.body).toMatchObject({ session: 'S1', gameCode: 'baccarat', bets: [{ type: 'player', amount: '20.00' }] });
    expect(play.body.clientSeed).toEqual(expect.any(String));
    expect(play.headers['Idempotency-Key']).toEqual(expect.any(String));

    expect(within(result).getAllByTestId('card').map((c) => c.getAttribute('aria-label'))).toEqual(['KS', '7C', '7H', '4D', '7C']);
    expect(screen.getByTestId('player-total').textContent).toBe('7');
    expect(screen.getByTestId('banker-total').textContent).toBe('8');
    expect(screen.getByTestId('verdict').textContent).toBe('Banker wins');
    expect(screen.getByTestId('payout').textContent).toContain('0.00');
    expect(screen.getByTestId('payout').textContent).toContain('-20.00');
    expect(screen.getByTestId('balance').textContent).toBe('980.00');
    // The banker spot lights up; the bead road gets a banker bead.
    expect(screen.getByTestId('spot-banker').className).toContain('hv-win');
    expect(screen.getByTestId('spot-player').className).not.toContain('hv-win');
    expect(screen.getByTestId('bead-road').querySelectorAll('.hv-bead-banker')).toHaveLength(1);
  });

  it('shows the result only once the deal is over: the stake leaves the balance first (issue 24)', async () => {
    routes.play = () => ({
      data: played({ roundId: 'R10', outcome: { playerCards: ['9S', 'KH'], bankerCards: ['2C', '3D'] }, payout: '40.00', balance: '1020.00', serverSeedHash: 'abc', nonce: 5 }),
    });
    // The deal's animations, as the browser reports them (jsdom has none): they finish when the test says so.
    let finishDeal = (): void => undefined;
    const dealt = new Promise<void>((resolve) => (finishDeal = resolve));
    (Element.prototype as { getAnimations?: unknown }).getAnimations = () => [{ finished: dealt }];
    try {
      await renderClient();
      fireEvent.click(screen.getByTestId('chip-10'));
      fireEvent.click(screen.getByTestId('spot-player'));
      fireEvent.click(screen.getByTestId('spot-player'));
      await act(async () => {
        fireEvent.click(screen.getByTestId('submit'));
      });
      await screen.findByTestId('baccarat-result');
      expect(screen.getByTestId('balance').textContent).toBe('980.00');
      expect(screen.queryByTestId('payout')).toBeNull();
      expect(screen.queryByTestId('verdict')).toBeNull();
      expect(screen.queryByTestId('player-total')).toBeNull();
      expect(screen.getByTestId('spot-player').className).not.toContain('hv-win');
      expect(screen.getByTestId('bead-road').querySelectorAll('.hv-bead-player')).toHaveLength(0);
      await act(async () => {
        finishDeal();
        await dealt;
      });
      await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1020.00'));
      expect(screen.getByTestId('payout').textContent).toContain('40.00');
      expect(screen.getByTestId('verdict').textContent).toBe('Player wins');
      expect(screen.getByTestId('spot-player').className).toContain('hv-win');
      expect(screen.getByTestId('bead-road').querySelectorAll('.hv-bead-player')).toHaveLength(1);
    } finally {
      delete (Element.prototype as { getAnimations?: unknown }).getAnimations;
    }
  });

  it('shows an API error in a toast and keeps the chips', async () => {
    routes.play = () => ({ code: 2002, msg: 'The table is closed' });
    await renderClient();
    fireEvent.click(screen.getByTestId('spot-tie'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    expect(await screen.findByText('The table is closed')).toBeTruthy();
    expect(screen.getByTestId('total-stake').textContent).toBe('5.00');
  });
});

// The worked example of docs/games/fairness.md.
const SERVER_SEED = 'b1f4c0d2e3a49f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706';
const HASH = '7e4bab73b6540378968bdeafa2f423ec130c7de6038f708db47855d6b01443a0';
const CLIENT_SEED = 'lucky-player';

/** Rounds as the server would list them: roulette, sic bo, then two baccarat coups from one shoe. */
function honestRounds(): HistoryRound[] {
  const rounds: HistoryRound[] = [];
  let shoe: unknown = null;
  (['roulette', 'sicbo', 'baccarat', 'dragonTiger', 'baccarat'] as const).forEach((gameCode, nonce) => {
    const drawn = games[gameCode].draw(createRng({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }), gameCode === 'baccarat' ? shoe : null);
    if (gameCode === 'baccarat') shoe = drawn.state;
    rounds.unshift({ roundId: `R${nonce}`, gameCode, outcome: drawn.outcome, serverSeedHash: HASH, clientSeed: CLIENT_SEED, nonce, payout: '0.00', betAmount: '1.00' });
  });
  return rounds;
}

describe('fairness', () => {
  it('recomputes the worked example (roulette 17) and every round of the seed', () => {
    expect(hashSeed(SERVER_SEED)).toBe(HASH);
    const check = verifySeed(SERVER_SEED, HASH, honestRounds(), () => undefined);
    expect(check.hashOk).toBe(true);
    expect(check.rounds.map((r) => [r.roundId, r.ok])).toEqual([
      ['R0', true],
      ['R1', true],
      ['R2', true],
      ['R3', true],
      ['R4', true],
    ]);
    expect(check.rounds[0]!.recomputed).toEqual({ number: 17 });
  });

  it('fails every round when the revealed seed does not match its commitment', () => {
    const check = verifySeed(`${SERVER_SEED}x`, HASH, honestRounds(), () => undefined);
    expect(check.hashOk).toBe(false);
    expect(check.rounds.every((r) => !r.ok)).toBe(true);
  });

  async function revealWith(rounds: HistoryRound[]) {
    routes.history = (body) => ({ data: { list: rounds.map(listed), total: rounds.length, page: body.page, size: body.size } });
    routes.reveal = () => ({ data: { serverSeed: SERVER_SEED, serverSeedHash: HASH, nextServerSeedHash: hashSeed('next'), rounds: rounds.length } });
    await renderClient();
    fireEvent.click(screen.getByText('Fairness'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('reveal'));
    });
    await screen.findByText('Revealed seed');
  }

  it('shows ✓ for every round of a correct seed, and the next seed as current', async () => {
    await revealWith(honestRounds());
    expect(callsTo('reveal')[0]!.body).toEqual({ session: 'S1' });
    expect(screen.getAllByTestId('verified')).toHaveLength(6); // the hash and five rounds
    expect(screen.queryByTestId('mismatch')).toBeNull();
    expect(screen.getByTestId('current-hash').textContent).toBe(hashSeed('next'));
    expect(screen.getByTestId('next-nonce').textContent).toBe('0');
  });

  it('shows ✗ for a round whose reported outcome was tampered with', async () => {
    const rounds = honestRounds();
    const roulette = rounds.find((r) => r.roundId === 'R0')!;
    roulette.outcome = { number: 18 };
    await revealWith(rounds);
    const row = screen.getByTestId('verify-R0');
    expect(within(row).getByTestId('mismatch').textContent).toContain('✗');
    expect(within(screen.getByTestId('verify-R1')).getByTestId('verified').textContent).toContain('✓');
    expect(screen.getAllByTestId('mismatch')).toHaveLength(1);
  });
});
