/**
 * Bet spots of every table (docs/games/*.md). A tap stakes the selected chip on the spot; spots that the last
 * outcome made win are highlighted. Bet types are exactly the engines' (api-contract.md House venue "Bet types").
 */
import { games, parseBet, RED_NUMBERS, SLOT_PAYTABLE, SLOT_SCATTER_PAYS, type GameCode } from '@app/games';
import { Selector, Stepper, Toast, Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortAmount } from './bet-slip';
import { betLabel, paysOf } from './labels';

export interface BoardProps {
  gameCode: GameCode;
  stakes: ReadonlyMap<string, bigint>;
  winners: ReadonlySet<string>;
  onPlace: (type: string) => void;
}

/** Every bet type that a given outcome makes win (settled as a probe bet through the engine). */
export function winningTypes(gameCode: GameCode, outcome: unknown, types: Iterable<string>): Set<string> {
  const out = new Set<string>();
  if (!outcome) return out;
  for (const type of types) {
    try {
      const settled = games[gameCode].settle([{ type, amount: 100n }], outcome);
      if (settled.ok && settled.value.bets[0]?.result === 'win') out.add(type);
    } catch {
      // a malformed outcome highlights nothing
    }
  }
  return out;
}

export function Spot(props: BoardProps & { type: string; label?: ReactNode; className?: string; pays?: boolean }) {
  const { t } = useTranslation();
  const stake = props.stakes.get(props.type) ?? 0n;
  const cls = ['hv-spot', props.className, props.winners.has(props.type) ? 'hv-win' : ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={cls} data-testid={`spot-${props.type}`} onClick={() => props.onPlace(props.type)}>
      <span className="hv-spot-label">{props.label ?? betLabel(t, props.type)}</span>
      {props.pays !== false && <span className="hv-spot-pays">{paysOf(props.gameCode, props.type)}</span>}
      {stake > 0n && <span className="hv-stake" data-testid={`stake-${props.type}`}>{shortAmount(stake)}</span>}
    </button>
  );
}

function BaccaratBoard(p: BoardProps) {
  return (
    <div className="hv-board hv-bac">
      <div className="hv-row">
        <Spot {...p} type="playerPair" className="hv-blue" />
        <Spot {...p} type="tie" className="hv-green" />
        <Spot {...p} type="bankerPair" className="hv-redspot" />
      </div>
      <div className="hv-row hv-tall">
        <Spot {...p} type="player" className="hv-blue" />
        <Spot {...p} type="banker" className="hv-redspot" />
      </div>
    </div>
  );
}

function DragonTigerBoard(p: BoardProps) {
  return (
    <div className="hv-board">
      <div className="hv-row hv-tall">
        <Spot {...p} type="dragon" className="hv-blue" />
        <Spot {...p} type="tie" className="hv-green" />
        <Spot {...p} type="tiger" className="hv-redspot" />
      </div>
    </div>
  );
}

const ROULETTE_MODES = ['straight', 'split', 'street', 'corner', 'line'] as const;
type RouletteMode = (typeof ROULETTE_MODES)[number];

function RouletteBoard(p: BoardProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<RouletteMode>('straight');
  const [anchor, setAnchor] = useState<number | null>(null);

  const place = (type: string) => {
    const parsed = parseBet('roulette', type);
    if (parsed.ok) p.onPlace(parsed.value);
    else Toast.show({ content: t(`house.roulette.hint.${mode}`) });
  };
  const tapNumber = (n: number) => {
    const rowStart = n === 0 ? 0 : n - ((n - 1) % 3);
    switch (mode) {
      case 'straight':
        return place(`straight:${n}`);
      case 'split':
        // Two taps: the first number, then a neighbour sharing an edge.
        if (anchor === null || anchor === n) return setAnchor(anchor === n ? null : n);
        if (parseBet('roulette', `split:${anchor}-${n}`).ok) {
          place(`split:${anchor}-${n}`);
          return setAnchor(null);
        }
        Toast.show({ content: t('house.roulette.hint.split') });
        return setAnchor(n);
      case 'street':
        return place(`street:${rowStart}`);
      case 'corner':
        return place(`corner:${n}`);
      case 'line':
        return place(`line:${Math.min(rowStart, 31)}`);
    }
  };
  const stakeOn = (n: number) => p.stakes.get(`straight:${n}`) ?? 0n;
  const cell = (n: number) => {
    const color = n === 0 ? 'hv-n0' : RED_NUMBERS.includes(n) ? 'hv-nred' : 'hv-nblack';
    const win = p.winners.has(`straight:${n}`);
    return (
      <button
        key={n}
        type="button"
        className={`hv-num ${color}${win ? ' hv-win' : ''}${anchor === n ? ' hv-anchor' : ''}`}
        data-testid={`num-${n}`}
        onClick={() => tapNumber(n)}
      >
        {n}
        {stakeOn(n) > 0n && <span className="hv-stake">{shortAmount(stakeOn(n))}</span>}
      </button>
    );
  };
  return (
    <div className="hv-board hv-roulette">
      <Selector
        className="hv-modes"
        columns={5}
        options={ROULETTE_MODES.map((m) => ({ label: t(`house.roulette.mode.${m}`), value: m }))}
        value={[mode]}
        onChange={(v) => {
          if (v[0]) setMode(v[0]);
          setAnchor(null);
        }}
      />
      <div className="hv-hint">{t(`house.roulette.hint.${mode}`)}</div>
      <div className="hv-wheel-grid">
        <div className="hv-zero">{cell(0)}</div>
        <div className="hv-numbers">{Array.from({ length: 36 }, (_, i) => cell(i + 1))}</div>
        <div className="hv-dozens">
          {[1, 2, 3].map((d) => (
            <Spot key={d} {...p} type={`dozen:${d}`} className="hv-vertical" />
          ))}
        </div>
        <div className="hv-columns">
          {[1, 2, 3].map((c) => (
            <Spot key={c} {...p} type={`column:${c}`} />
          ))}
        </div>
      </div>
      <div className="hv-row hv-wrap3">
        {['low', 'even', 'red', 'black', 'odd', 'high'].map((type) => (
          <Spot key={type} {...p} type={type} className={type === 'red' ? 'hv-redspot' : type === 'black' ? 'hv-blackspot' : ''} />
        ))}
      </div>
    </div>
  );
}

const DICE = [1, 2, 3, 4, 5, 6];
const COMBOS = DICE.flatMap((a) => DICE.filter((b) => b > a).map((b) => `combo:${a}-${b}`));

function SicboBoard(p: BoardProps) {
  const { t } = useTranslation();
  return (
    <div className="hv-board hv-sicbo">
      <div className="hv-row">
        {['small', 'odd', 'anyTriple', 'even', 'big'].map((type) => (
          <Spot key={type} {...p} type={type} />
        ))}
      </div>
      <div className="hv-section">{t('house.sicbo.totals')}</div>
      <div className="hv-grid7">
        {Array.from({ length: 14 }, (_, i) => (
          <Spot key={i} {...p} type={`total:${i + 4}`} label={String(i + 4)} />
        ))}
      </div>
      {(['single', 'double', 'triple'] as const).map((kind) => (
        <div key={kind}>
          <div className="hv-section">{t(`house.sicbo.${kind}`)}</div>
          <div className="hv-grid6">
            {DICE.map((n) => (
              <Spot key={n} {...p} type={`${kind}:${n}`} label={kind === 'single' ? String(n) : String(n).repeat(kind === 'double' ? 2 : 3)} />
            ))}
          </div>
        </div>
      ))}
      <div className="hv-section">{t('house.sicbo.combo')}</div>
      <div className="hv-grid5">
        {COMBOS.map((type) => (
          <Spot key={type} {...p} type={type} label={type.slice(6)} />
        ))}
      </div>
    </div>
  );
}

function Happy8Board(p: BoardProps) {
  const { t } = useTranslation();
  return (
    <div className="hv-board">
      <div className="hv-hint">{t('house.happy8.rule')}</div>
      <div className="hv-row hv-wrap3">
        {['big', 'sum810', 'small', 'odd', 'even'].map((type) => (
          <Spot key={type} {...p} type={type} />
        ))}
      </div>
      <div className="hv-section">{t('house.happy8.elements')}</div>
      <div className="hv-grid5">
        {['metal', 'wood', 'water', 'fire', 'earth'].map((type) => (
          <Spot key={type} {...p} type={type} />
        ))}
      </div>
    </div>
  );
}

function LotteryBoard(p: BoardProps) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState([0, 0, 0]);
  const exact = `exact:${digits.join('')}`;
  return (
    <div className="hv-board">
      <div className="hv-row">
        {['big', 'small', 'odd', 'even'].map((type) => (
          <Spot key={type} {...p} type={type} />
        ))}
      </div>
      <div className="hv-section">{t('house.lottery.exact')}</div>
      <div className="hv-digits-pick">
        {digits.map((d, i) => (
          <Stepper
            key={i}
            min={0}
            max={9}
            value={d}
            onChange={(v) => setDigits((old) => old.map((x, j) => (j === i ? Number(v) : x)))}
          />
        ))}
      </div>
      <div className="hv-row">
        <Spot {...p} type={exact} />
      </div>
      {[...p.stakes.keys()].some((k) => k.startsWith('exact:') && k !== exact) && (
        <div className="hv-hint">{t('house.lottery.exactHint')}</div>
      )}
    </div>
  );
}

function SlotBoard(p: BoardProps) {
  const { t } = useTranslation();
  const [showPays, setShowPays] = useState(false);
  return (
    <div className="hv-board">
      <div className="hv-row">
        <Spot {...p} type="spin" label={t('house.slot.bet')} pays={false} />
      </div>
      <Button size="mini" fill="none" color="primary" onClick={() => setShowPays((v) => !v)}>
        {t('house.slot.paytable')}
      </Button>
      {showPays && (
        <table className="hv-paytable">
          <thead>
            <tr>
              <th />
              <th>3</th>
              <th>4</th>
              <th>5</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(SLOT_PAYTABLE).map(([symbol, row]) => (
              <tr key={symbol}>
                <td>{t(`house.slot.symbol.${symbol}`)}</td>
                {row.map((m, i) => (
                  <td key={i}>×{m}</td>
                ))}
              </tr>
            ))}
            <tr>
              <td>{t('house.slot.symbol.SCATTER')}</td>
              {SLOT_SCATTER_PAYS.map((m, i) => (
                <td key={i}>×{m}*</td>
              ))}
            </tr>
          </tbody>
        </table>
      )}
      {showPays && <div className="hv-hint">{t('house.slot.rule')}</div>}
    </div>
  );
}

export function Board(props: BoardProps) {
  switch (props.gameCode) {
    case 'baccarat':
      return <BaccaratBoard {...props} />;
    case 'dragonTiger':
      return <DragonTigerBoard {...props} />;
    case 'roulette':
      return <RouletteBoard {...props} />;
    case 'sicbo':
      return <SicboBoard {...props} />;
    case 'happy8':
      return <Happy8Board {...props} />;
    case 'scheduledLottery':
      return <LotteryBoard {...props} />;
    case 'slot':
      return <SlotBoard {...props} />;
  }
}
