/**
 * A house game's outcome in one line, as a player reads it (api-contract.md "House venue" outcome shapes): cards as
 * rank and suit symbol (red for hearts and diamonds), roulette numbers on their colour, dice as faces, lottery digits
 * as balls. Shared by the bet records and the house client's history; unknown shapes show nothing rather than codes.
 */
import { RED_NUMBERS } from '@app/games';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import './outcome-brief.css';

const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const DIE = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** `10H` → 10♥ (red), `AS` → A♠; anything else is not a card. */
export function CardFace({ card }: { card: string }): ReactNode {
  const suit = SUIT[card.slice(-1)];
  const rank = card.slice(0, -1);
  if (!suit || !/^(10|[2-9AJQK])$/.test(rank)) return null;
  const red = suit === '♥' || suit === '♦';
  return (
    <span className={`ob-card${red ? ' ob-red' : ''}`} data-testid="ob-card">
      {rank}
      {suit}
    </span>
  );
}

export function numberTone(n: number): 'green' | 'red' | 'black' {
  return n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black';
}

const cards = (list: unknown): ReactNode =>
  Array.isArray(list) ? list.map((c, i) => (typeof c === 'string' ? <CardFace key={i} card={c} /> : null)) : null;
const numbers = (list: unknown): number[] => (Array.isArray(list) ? list.filter((n): n is number => typeof n === 'number') : []);

/**
 * `labels` names the key prefix of the side names (`<prefix>.player`, `.banker`, `.dragon`, `.tiger`): the house
 * client has them under `house.bet`, the main app under `records.outcome`.
 */
export function OutcomeBrief({ gameCode, outcome, t, labels }: { gameCode: string; outcome: unknown; t: TFunction; labels: string }): ReactNode {
  if (!outcome || typeof outcome !== 'object') return null;
  const o = outcome as Record<string, unknown>;
  let body: ReactNode = null;
  switch (gameCode) {
    case 'baccarat':
      body = (
        <>
          <span className="ob-side">{t(`${labels}.player`)}</span> {cards(o.playerCards)}
          <span className="ob-sep">·</span>
          <span className="ob-side">{t(`${labels}.banker`)}</span> {cards(o.bankerCards)}
        </>
      );
      break;
    case 'dragonTiger':
      body = (
        <>
          <span className="ob-side">{t(`${labels}.dragon`)}</span> {cards([o.dragon])}
          <span className="ob-sep">·</span>
          <span className="ob-side">{t(`${labels}.tiger`)}</span> {cards([o.tiger])}
        </>
      );
      break;
    case 'roulette':
      if (typeof o.number === 'number') body = <span className={`ob-num ob-${numberTone(o.number)}`}>{o.number}</span>;
      break;
    case 'sicbo': {
      const dice = numbers(o.dice);
      body = (
        <>
          {dice.map((d, i) => (
            <span key={i} className="ob-die" aria-label={String(d)}>
              {DIE[d - 1] ?? d}
            </span>
          ))}
          <span className="ob-sum">= {dice.reduce((a, b) => a + b, 0)}</span>
        </>
      );
      break;
    }
    case 'scheduledLottery':
      body = numbers(o.digits).map((d, i) => (
        <span key={i} className="ob-ball">
          {d}
        </span>
      ));
      break;
    case 'happy8':
      body = <span className="ob-sum">Σ {numbers(o.numbers).reduce((a, b) => a + b, 0)}</span>;
      break;
    default:
      return null;
  }
  return (
    <span className="outcome-brief" data-testid="outcome-brief">
      {body}
    </span>
  );
}
