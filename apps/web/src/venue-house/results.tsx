/**
 * Outcome views (api-contract.md House venue outcome shapes), each with a short CSS animation: cards dealt, wheel
 * spun, dice rolled, balls drawn, reels stopped. The game screen waits for these animations to finish before it
 * shows the balance, payout and verdict (app.tsx reveal).
 */
import {
  evaluateSlot,
  handTotal,
  rankIndex,
  RED_NUMBERS,
  SLOT_PAYLINES,
  slotWindow,
  type BaccaratOutcome,
  type DragonTigerOutcome,
  type GameCode,
  type Happy8Outcome,
  type LotteryOutcome,
  type RouletteOutcome,
  type SicboOutcome,
  type SlotOutcome,
} from '@app/games';
import { useTranslation } from 'react-i18next';
import { Card, Die } from './cards';

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export function baccaratWinner(o: BaccaratOutcome): BaccaratWinner {
  const p = handTotal(o.playerCards);
  const b = handTotal(o.bankerCards);
  return p === b ? 'tie' : p > b ? 'player' : 'banker';
}

function BaccaratResult({ o, revealed }: { o: BaccaratOutcome; revealed: boolean }) {
  const { t } = useTranslation();
  const winner = baccaratWinner(o);
  // Deal order: player, banker, player, banker, then third cards (player first).
  const order = (hand: 'p' | 'b', i: number) => (i < 2 ? i * 2 + (hand === 'b' ? 1 : 0) : hand === 'p' ? 4 : o.playerCards.length > 2 ? 5 : 4);
  return (
    <div className="hv-result hv-bac-result" data-testid="baccarat-result">
      {(['player', 'banker'] as const).map((side) => {
        const cards = side === 'player' ? o.playerCards : o.bankerCards;
        return (
          <div key={side} className={`hv-hand hv-hand-${side}${revealed && winner === side ? ' hv-hand-win' : ''}`}>
            <div className="hv-hand-head">
              {t(`house.bet.${side}`)} {revealed ? <b data-testid={`${side}-total`}>{handTotal(cards)}</b> : null}
            </div>
            <div className="hv-cards">
              {cards.map((c, i) => (
                <Card key={i} card={c} index={order(side === 'player' ? 'p' : 'b', i)} />
              ))}
            </div>
          </div>
        );
      })}
      {revealed ? (
        <div className="hv-verdict" data-testid="verdict">
          {t(`house.baccarat.${winner}Wins`)}
        </div>
      ) : null}
    </div>
  );
}

function DragonTigerResult({ o, revealed }: { o: DragonTigerOutcome; revealed: boolean }) {
  const { t } = useTranslation();
  const d = rankIndex(o.dragon);
  const g = rankIndex(o.tiger);
  const winner = d === g ? 'tie' : d > g ? 'dragon' : 'tiger';
  return (
    <div className="hv-result hv-bac-result">
      <div className={`hv-hand hv-hand-player${revealed && winner === 'dragon' ? ' hv-hand-win' : ''}`}>
        <div className="hv-hand-head">{t('house.bet.dragon')}</div>
        <div className="hv-cards">
          <Card card={o.dragon} index={0} />
        </div>
      </div>
      <div className={`hv-hand hv-hand-banker${revealed && winner === 'tiger' ? ' hv-hand-win' : ''}`}>
        <div className="hv-hand-head">{t('house.bet.tiger')}</div>
        <div className="hv-cards">
          <Card card={o.tiger} index={1} />
        </div>
      </div>
      {revealed ? (
        <div className="hv-verdict" data-testid="verdict">
          {t(`house.dragonTiger.${winner}Wins`)}
        </div>
      ) : null}
    </div>
  );
}

export function numberColor(n: number): string {
  return n === 0 ? 'hv-n0' : RED_NUMBERS.includes(n) ? 'hv-nred' : 'hv-nblack';
}

function RouletteResult({ o }: { o: RouletteOutcome }) {
  return (
    <div className="hv-result hv-roulette-result">
      <div className="hv-wheel" aria-hidden />
      <div className={`hv-ball ${numberColor(o.number)}`} data-testid="roulette-number">
        {o.number}
      </div>
    </div>
  );
}

function SicboResult({ o, revealed }: { o: SicboOutcome; revealed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="hv-result hv-dice-result">
      {o.dice.map((d, i) => (
        <Die key={i} value={d} index={i} />
      ))}
      {revealed ? <span className="hv-sum">{t('house.sum', { v: o.dice.reduce((a, b) => a + b, 0) })}</span> : null}
    </div>
  );
}

function Happy8Result({ o, revealed }: { o: Happy8Outcome; revealed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="hv-result">
      <div className="hv-balls">
        {o.numbers.map((n, i) => (
          <span key={n} className="hv-ball-small" style={{ ['--i' as string]: i }}>
            {n}
          </span>
        ))}
      </div>
      {revealed ? <div className="hv-sum">{t('house.sum', { v: o.numbers.reduce((a, b) => a + b, 0) })}</div> : null}
    </div>
  );
}

function LotteryResult({ o }: { o: LotteryOutcome }) {
  return (
    <div className="hv-result hv-dice-result">
      {o.digits.map((d, i) => (
        <span key={i} className="hv-ball" style={{ ['--i' as string]: i }}>
          {d}
        </span>
      ))}
    </div>
  );
}

/** Text glyphs for W, scatter, 7 and BAR; the fruits and the bell are drawn in CSS (no emoji font needed). */
const SYMBOL_GLYPH: Record<string, string> = { WILD: 'W', SCATTER: '★', SEVEN: '7', BAR: 'BAR' };

export function SlotReels({ o, revealed = true }: { o: SlotOutcome | null; revealed?: boolean }) {
  const { t } = useTranslation();
  const stops = o?.stops ?? [0, 0, 0, 0, 0];
  const window = slotWindow(stops);
  const wins = o && revealed ? evaluateSlot(stops) : null;
  const lit = new Set<string>();
  for (const w of wins?.lines ?? []) SLOT_PAYLINES[w.line - 1]!.slice(0, w.count).forEach((row, reel) => lit.add(`${reel}:${row}`));
  return (
    <div className="hv-result">
      <div className={`hv-reels${o ? ' hv-spun' : ''}`} data-testid="slot-reels">
        {window.map((col, reel) => (
          <div key={`${reel}-${stops[reel]}`} className="hv-reel" style={{ ['--i' as string]: reel }}>
            {col.map((symbol, row) => (
              <span key={row} className={`hv-sym hv-sym-${symbol}${lit.has(`${reel}:${row}`) ? ' hv-lit' : ''}`}>
                {SYMBOL_GLYPH[symbol] ?? <i aria-label={t(`house.slot.symbol.${symbol}`)} />}
              </span>
            ))}
          </div>
        ))}
      </div>
      {wins && (
        <div className="hv-lines">
          {wins.lines.map((w) => (
            <span key={w.line} className="hv-line-tag">
              {t('house.slot.line', { n: w.line, symbol: t(`house.slot.symbol.${w.symbol}`), c: w.count, m: w.multiplier })}
            </span>
          ))}
          {wins.scatterMultiplier > 0 && (
            <span className="hv-line-tag">{t('house.slot.scatter', { c: wins.scatters, m: wins.scatterMultiplier })}</span>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * A round's outcome as it is revealed: the animation shows it piece by piece; what names the result at a glance
 * (hand totals, the verdict, the winning hand, sums, slot lines) waits for `revealed` (issue 24: nothing gives the
 * result away before the reveal is over). Omitted: already revealed (history, tests).
 */
export function OutcomeView({ gameCode, outcome, revealed = true }: { gameCode: GameCode; outcome: unknown; revealed?: boolean }) {
  if (!outcome) return null;
  switch (gameCode) {
    case 'baccarat':
      return <BaccaratResult o={outcome as BaccaratOutcome} revealed={revealed} />;
    case 'dragonTiger':
      return <DragonTigerResult o={outcome as DragonTigerOutcome} revealed={revealed} />;
    case 'roulette':
      return <RouletteResult o={outcome as RouletteOutcome} />;
    case 'sicbo':
      return <SicboResult o={outcome as SicboOutcome} revealed={revealed} />;
    case 'happy8':
      return <Happy8Result o={outcome as Happy8Outcome} revealed={revealed} />;
    case 'scheduledLottery':
      return <LotteryResult o={outcome as LotteryOutcome} />;
    case 'slot':
      return <SlotReels o={outcome as SlotOutcome} revealed={revealed} />;
  }
}

/** Bead road: one bead per coup, six per column, oldest first (baccarat's classic result board); the last 120 coups. */
const ROAD_SIZE = 120;

export function BeadRoad({ results }: { results: readonly BaccaratOutcome[] }) {
  const { t } = useTranslation();
  const shown = results.slice(-ROAD_SIZE);
  return (
    <div className="hv-road" data-testid="bead-road" aria-label={t('house.baccarat.road')}>
      {Array.from({ length: ROAD_SIZE }, (_, i) => {
        const o = shown[i];
        const w = o ? baccaratWinner(o) : null;
        return (
          <span key={i} className={`hv-bead${w ? ` hv-bead-${w}` : ''}`}>
            {w ? t(`house.baccarat.bead.${w}`) : ''}
          </span>
        );
      })}
    </div>
  );
}
