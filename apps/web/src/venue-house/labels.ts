/** Display names and pays of bet types, from the engines' own pay tables (docs/games/*.md). */
import {
  BACCARAT_PAYS,
  DRAGON_TIGER_PAYS,
  HAPPY8_BETS,
  LOTTERY_PAYS,
  ROULETTE_PAYS,
  SICBO_PAYS,
  SICBO_TOTAL_PAYS,
  type GameCode,
} from '@app/games';
import type { TFunction } from 'i18next';

/** "X:1" with the winnings as a decimal (19/20 → 0.95:1). */
function ratio(num: bigint, den = 1n): string {
  const value = Number(num) / Number(den);
  return `${Number.isInteger(value) ? value : value.toFixed(2).replace(/0$/, '')}:1`;
}

/** Label of a bet type, e.g. `split:1-2` → "Split 1-2", `big` → "Big". */
export function betLabel(t: TFunction, type: string): string {
  const [kind, value] = type.split(':');
  return value === undefined ? t(`house.bet.${kind}`) : t(`house.bet.${kind}`, { v: value });
}

export function paysOf(gameCode: GameCode, type: string): string {
  const [kind, value] = type.split(':') as [string, string | undefined];
  switch (gameCode) {
    case 'baccarat': {
      const p = BACCARAT_PAYS[kind as keyof typeof BACCARAT_PAYS];
      return p ? ratio(p.num, p.den) : '';
    }
    case 'dragonTiger':
      return ratio(DRAGON_TIGER_PAYS[kind as keyof typeof DRAGON_TIGER_PAYS] ?? 0n);
    case 'roulette':
      return ratio(ROULETTE_PAYS[kind as keyof typeof ROULETTE_PAYS] ?? 0n);
    case 'sicbo':
      if (kind === 'total') return ratio(SICBO_TOTAL_PAYS[Number(value)] ?? 0n);
      if (kind === 'single') return '1-3:1';
      return ratio((SICBO_PAYS as unknown as Record<string, bigint>)[kind] ?? 0n);
    case 'happy8': {
      const p = HAPPY8_BETS[kind]?.pays;
      return p ? ratio(p.num, p.den) : '';
    }
    case 'scheduledLottery': {
      const p = LOTTERY_PAYS[kind as keyof typeof LOTTERY_PAYS];
      return p ? ratio(p.num, p.den) : '';
    }
    case 'slot':
      return '';
  }
}
