/**
 * What the live casino pages say about the house live tables (docs/games/baccarat.md, roulette.md, sicbo.md):
 * the bets of each pay table with their pays, and the table limits. Bet names and rules are texts
 * (`lobby.intro.<game>.*`); pays are written the same in every language.
 */
import { formatMinor } from '@app/shared';

export const LIVE_GAMES = ['baccarat', 'roulette', 'sicbo'] as const;
export type LiveGame = (typeof LIVE_GAMES)[number];
export const isLiveGame = (code: string | null): code is LiveGame => (LIVE_GAMES as readonly string[]).includes(code ?? '');

/** Number of rule lines (`lobby.intro.<game>.rule1…N`) per game. */
export const RULE_COUNT: Record<LiveGame, number> = { baccarat: 4, roulette: 3, sicbo: 3 };

/** [bet text key, pays] in pay-table order (docs/games/*.md "Bet types and pays"). */
export const PAY_TABLE: Record<LiveGame, readonly (readonly [string, string])[]> = {
  baccarat: [
    ['banker', '0.95:1'],
    ['player', '1:1'],
    ['tie', '8:1'],
    ['playerPair', '11:1'],
    ['bankerPair', '11:1'],
  ],
  roulette: [
    ['straight', '35:1'],
    ['split', '17:1'],
    ['street', '11:1'],
    ['corner', '8:1'],
    ['line', '5:1'],
    ['dozen', '2:1'],
    ['column', '2:1'],
    ['redBlack', '1:1'],
    ['oddEven', '1:1'],
    ['lowHigh', '1:1'],
  ],
  sicbo: [
    ['bigSmall', '1:1'],
    ['oddEven', '1:1'],
    ['total', '6:1 – 60:1'],
    ['single', '1:1 / 2:1 / 3:1'],
    ['double', '10:1'],
    ['combo', '5:1'],
    ['anyTriple', '30:1'],
    ['triple', '180:1'],
  ],
};

/**
 * The default table limits of the game engines (docs/decisions.md "Game formats chosen": 1.00 min, 50 000.00 max
 * per bet, 40 bets a round), in minor units of yuan.
 */
export const TABLE_LIMITS = { minBet: formatMinor(100n), maxBet: formatMinor(5_000_000n), maxBets: 40 } as const;
