/**
 * The house venue's game client (issue 6 part 5): one table per game of the session's platType, chips, the round's
 * result, history and the provably-fair panel. API: api-contract.md "House venue".
 */
import {
  GAME_CATEGORY,
  GAME_CODES,
  gameName,
  games,
  nextDrawTimes,
  tableLimits,
  type BaccaratOutcome,
  type GameCode,
} from '@app/games';
import { formatMinor, toMinor } from '@app/shared';
import { Button, CapsuleTabs, DotLoading, NavBar, Result, Tabs, Toast } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { houseApi, HouseApiError, RELAUNCH_CODES, type HistoryRound, type PlayAnswer, type RevealAnswer } from './api';
import { chipMinor, CHIPS, emptySlip, shortAmount, slipReducer, stakes, toBets, totalStake } from './bet-slip';
import { Board, winningTypes } from './boards';
import { showError } from './errors';
import { clearSession, saveSession, type Launch, type StoredSession } from './launch';
import { betLabel } from './labels';
import { FairnessPanel, HistoryPanel } from './panels';
import { BeadRoad, OutcomeView, SlotReels } from './results';

type Opening = { status: 'loading' } | { status: 'ready'; session: StoredSession } | { status: 'failed'; message: string };

export function HouseApp({ launch, opening }: { launch: Launch; opening: Promise<StoredSession | null> }) {
  const { t } = useTranslation();
  const [state, setState] = useState<Opening>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    opening.then(
      (session) => live && setState(session ? { status: 'ready', session } : { status: 'failed', message: t('house.launch.noSession') }),
      (e: unknown) =>
        live && setState({ status: 'failed', message: e instanceof HouseApiError && e.message ? e.message : t('house.error.network') }),
    );
    return () => {
      live = false;
    };
  }, [opening, t]);
  const expire = useCallback(() => {
    clearSession();
    setState({ status: 'failed', message: t('house.launch.expired') });
  }, [t]);

  if (state.status === 'loading') return <DotLoading color="primary" className="hv-center" data-testid="loading" />;
  if (state.status === 'failed')
    return <Result status="error" title={t('house.launch.failed')} description={state.message} data-testid="launch-failed" />;
  return <GameScreen launch={launch} initial={state.session} onExpired={expire} />;
}

const ROUNDS_KEY = 'house.rounds';
/** Client seed of every round this tab played (the history may not carry it). */
function rememberRound(roundId: string, clientSeed: string): void {
  try {
    const map = JSON.parse(sessionStorage.getItem(ROUNDS_KEY) ?? '{}') as Record<string, string>;
    map[roundId] = clientSeed;
    sessionStorage.setItem(ROUNDS_KEY, JSON.stringify(map));
  } catch {
    // storage unavailable: the history's clientSeed is used
  }
}
function clientSeedOfRound(round: HistoryRound): string | undefined {
  try {
    return (JSON.parse(sessionStorage.getItem(ROUNDS_KEY) ?? '{}') as Record<string, string>)[round.roundId];
  } catch {
    return undefined;
  }
}

interface Fair {
  serverSeedHash: string | null;
  nextNonce: number | null;
}

interface GameScreenProps {
  launch: Launch;
  initial: StoredSession;
  onExpired: () => void;
}

function GameScreen({ launch, initial, onExpired }: GameScreenProps) {
  const { t, i18n } = useTranslation();
  const category = launch.gameCode ? GAME_CATEGORY[launch.gameCode] : null;
  const siblings = category ? GAME_CODES.filter((g) => GAME_CATEGORY[g] === category) : GAME_CODES;
  const [gameCode, setGameCode] = useState<GameCode>(launch.gameCode ?? siblings[0]!);
  const [stored, setStored] = useState(initial);
  const [slip, dispatch] = useReducer(slipReducer, emptySlip);
  const [chip, setChip] = useState<number>(CHIPS[1]);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<{ gameCode: GameCode; answer: PlayAnswer; stake: bigint; seq: number } | null>(null);
  // The round whose reveal (cards dealt, wheel stopped, …) has finished: only then do the balance, the payout, the
  // winning spots and the bead road show the result (issue 24: baccarat's balance gave the result away before the deal).
  const [revealedSeq, setRevealedSeq] = useState(0);
  const [fair, setFair] = useState<Fair>(() => ({
    serverSeedHash: initial.serverSeedHash ?? null,
    nextNonce: initial.nextNonce ?? null,
  }));
  const [road, setRoad] = useState<BaccaratOutcome[]>([]);
  const [pending, setPending] = useState<HistoryRound[]>([]);
  const [tab, setTab] = useState('table');

  const update = useCallback((patch: Partial<StoredSession & Fair>) => {
    setStored((old) => {
      const next = { ...old, ...patch };
      saveSession(next);
      return next;
    });
  }, []);

  const onError = useCallback(
    (e: unknown) => {
      if (e instanceof HouseApiError && RELAUNCH_CODES.has(e.code)) onExpired();
      else showError(t, e);
    },
    [onExpired, t],
  );

  // The lottery's pending bets are settled by the draw, not by play: re-read the history every minute while it is open.
  const [refresh, setRefresh] = useState(0);
  useEffect(() => {
    if (gameCode !== 'scheduledLottery') return;
    const id = setInterval(() => setRefresh((n) => n + 1), 60_000);
    return () => clearInterval(id);
  }, [gameCode]);

  // Past rounds for the bead road and the lottery's pending bets (most recent page of the history).
  useEffect(() => {
    let live = true;
    houseApi.history(stored.session, 1, 60).then(
      (page) => {
        if (!live) return;
        const mine = page.list.filter((r) => r.gameCode === gameCode);
        setRoad(
          mine
            .filter((r) => r.outcome)
            .map((r) => r.outcome as BaccaratOutcome)
            .reverse(),
        );
        setPending(mine.filter((r) => !r.outcome));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Reloaded when the game changes (and by the lottery's timer); new rounds are appended locally.
  }, [stored.session, gameCode, refresh]);

  const stakeMap = useMemo(() => stakes(slip.chips), [slip.chips]);
  const total = totalStake(slip.chips);
  const balance = toMinor(stored.balance) ?? 0n;
  const revealed = last !== null && revealedSeq === last.seq;
  const winners = useMemo(
    () =>
      last && revealed && last.gameCode === gameCode ? winningTypes(gameCode, last.answer.outcome, allTypes(gameCode, stakeMap, last)) : new Set<string>(),
    [last, revealed, gameCode, stakeMap],
  );

  const place = (type: string) => {
    if (busy) return;
    dispatch({ kind: 'place', type, amount: chipMinor(chip) });
  };

  // The round being revealed: its balance and bead are applied once its animations have run (or at once when it leaves
  // the screen first: another game, another tab).
  const revealing = useRef<{ seq: number; gameCode: GameCode; answer: PlayAnswer } | null>(null);
  const reveal = useCallback(() => {
    const r = revealing.current;
    if (!r) return;
    revealing.current = null;
    update({ balance: r.answer.balance });
    if (r.gameCode === 'baccarat') setRoad((road) => [...road, r.answer.outcome as BaccaratOutcome]);
    setRevealedSeq(r.seq);
    setBusy(false);
  }, [update]);

  const submit = async () => {
    if (!slip.chips.length) return Toast.show({ content: t('house.error.noBets') });
    if (total > balance) return Toast.show({ content: t('house.error.balance') });
    const check = games[gameCode].validateBets(
      [...stakeMap].map(([type, amount]) => ({ type, amount })),
      tableLimits(2),
    );
    if (!check.ok) return Toast.show({ content: t(`house.betError.${check.error}`) });
    setBusy(true);
    try {
      const answer = await houseApi.play({ session: stored.session, gameCode, bets: toBets(slip.chips), clientSeed: stored.clientSeed });
      rememberRound(answer.roundId, stored.clientSeed);
      dispatch({ kind: 'submitted' });
      setFair({ serverSeedHash: answer.serverSeedHash, nextNonce: answer.nonce + 1 });
      if (!answer.outcome) {
        // A lottery bet waits for its draw: the stake has left the balance, nothing is revealed.
        update({ balance: answer.balance, serverSeedHash: answer.serverSeedHash, nextNonce: answer.nonce + 1 });
        setPending((p) => [{ roundId: answer.roundId, gameCode, bets: toBets(slip.chips), betAmount: formatMinor(total) }, ...p]);
        setLast((old) => ({ gameCode, answer, stake: total, seq: (old?.seq ?? 0) + 1 }));
        setBusy(false);
        return;
      }
      // The stake leaves the balance as the cards are dealt; the result joins it once the reveal is over (reveal()).
      update({ balance: formatMinor(balance - total), serverSeedHash: answer.serverSeedHash, nextNonce: answer.nonce + 1 });
      const seq = (last?.seq ?? 0) + 1;
      revealing.current = { seq, gameCode, answer };
      setLast({ gameCode, answer, stake: total, seq });
    } catch (e) {
      onError(e);
      setBusy(false);
    }
  };


  const onRevealed = useCallback(
    (a: RevealAnswer) => {
      setFair({ serverSeedHash: a.nextServerSeedHash, nextNonce: 0 });
      update({ serverSeedHash: a.nextServerSeedHash, nextNonce: 0 });
    },
    [update],
  );
  const onClientSeed = useCallback((clientSeed: string) => update({ clientSeed }), [update]);

  const result = last && last.gameCode === gameCode ? last : null;
  // The Deal button is docked at the bottom: on a tall board (roulette) the player taps it scrolled down, away from
  // the result shown above the board, so each new round's result is brought into view.
  const resultRef = useRef<HTMLDivElement>(null);
  const resultSeq = result?.seq;
  useEffect(() => {
    if (resultSeq !== undefined) resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [resultSeq]);
  // The reveal is over when every animation of the result (cards dealt, wheel spun, dice rolled, balls drawn, reels
  // stopped: results.tsx, house.css) has finished; the CSS stays the one place that says how long each takes.
  const lastSeq = last?.seq;
  useEffect(() => {
    const round = revealing.current;
    if (!round || round.seq !== lastSeq) return;
    // Not on the screen (the player switched game while it was dealt): nothing to wait for.
    if (resultSeq !== round.seq) return reveal();
    const animations = resultRef.current?.getAnimations?.({ subtree: true }) ?? [];
    let live = true;
    void Promise.all(animations.map((a) => a.finished.catch(() => undefined))).then(() => {
      if (live) reveal();
    });
    return () => {
      live = false;
      reveal();
    };
  }, [lastSeq, resultSeq, reveal]);
  const net = result ? (toMinor(result.answer.payout) ?? 0n) - result.stake : 0n;

  return (
    <div className="hv-app">
      <NavBar backArrow={false} right={<span className="hv-balance" data-testid="balance">{stored.balance}</span>}>
        {gameName(gameCode, i18n.language)}
      </NavBar>
      {siblings.length > 1 && (
        <CapsuleTabs
          activeKey={gameCode}
          onChange={(k) => {
            setGameCode(k as GameCode);
            dispatch({ kind: 'clear' });
          }}
        >
          {siblings.map((g) => (
            <CapsuleTabs.Tab key={g} title={gameName(g, i18n.language)} />
          ))}
        </CapsuleTabs>
      )}
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab key="table" title={t('house.tab.table')}>
          <div className="hv-table">
            {gameCode === 'scheduledLottery' && <LotteryClock />}
            {gameCode === 'slot' && !result && <SlotReels o={null} />}
            {result && (
              <div key={result.seq} ref={resultRef} className="hv-round" data-testid="round-result">
                <OutcomeView gameCode={gameCode} outcome={result.answer.outcome} revealed={revealed} />
                {!result.answer.outcome ? (
                  <div className="hv-payout">{t('house.lottery.accepted')}</div>
                ) : revealed ? (
                  <div className={`hv-payout${net > 0n ? ' hv-up' : ''}`} data-testid="payout">
                    {t('house.payout')}: {result.answer.payout}
                    {net !== 0n && <span> ({net > 0n ? '+' : ''}{formatMinor(net)})</span>}
                  </div>
                ) : null}
              </div>
            )}
            {gameCode === 'baccarat' && <BeadRoad results={road} />}
            <Board gameCode={gameCode} stakes={stakeMap} winners={winners} onPlace={place} />
            {gameCode === 'scheduledLottery' && pending.length > 0 && (
              <div className="hv-pending" data-testid="pending">
                <div className="hv-section">{t('house.lottery.pending')}</div>
                {pending.map((r) => (
                  <div key={r.roundId} className="hv-pending-row">
                    {(r.bets ?? []).map((b) => `${betLabel(t, b.type)} ${b.amount}`).join(' · ')}
                  </div>
                ))}
              </div>
            )}
            {stakeMap.size > 0 && (
              <div className="hv-slip" data-testid="slip">
                {[...stakeMap].map(([type, amount]) => (
                  <span key={type} className="hv-slip-tag">
                    {betLabel(t, type)} {formatMinor(amount)}
                  </span>
                ))}
              </div>
            )}
          </div>
          <div className="hv-dock">
            <div className="hv-chips">
              {CHIPS.map((c) => (
                <button
                  key={c}
                  type="button"
                  className={`hv-chip hv-chip-${c}${chip === c ? ' hv-chip-on' : ''}`}
                  data-testid={`chip-${c}`}
                  aria-pressed={chip === c}
                  onClick={() => setChip(c)}
                >
                  {shortAmount(chipMinor(c))}
                </button>
              ))}
            </div>
            <div className="hv-totals">
              <span>
                {t('house.totalStake')}: <b data-testid="total-stake">{formatMinor(total)}</b>
              </span>
              <span className={total > balance ? 'hv-over' : undefined}>
                {t('house.balance')}: <b>{stored.balance}</b>
              </span>
            </div>
            <div className="hv-actions">
              <Button size="small" onClick={() => dispatch({ kind: 'undo' })} disabled={!slip.chips.length || busy}>
                {t('house.undo')}
              </Button>
              <Button size="small" onClick={() => dispatch({ kind: 'clear' })} disabled={!slip.chips.length || busy}>
                {t('house.clear')}
              </Button>
              <Button size="small" onClick={() => dispatch({ kind: 'repeat' })} disabled={!slip.last.length || busy}>
                {t('house.repeat')}
              </Button>
              <Button size="small" color="primary" loading={busy} onClick={() => void submit()} data-testid="submit">
                {gameCode === 'slot' ? t('house.slot.spin') : t('house.submit')}
              </Button>
            </div>
          </div>
        </Tabs.Tab>
        <Tabs.Tab key="history" title={t('house.tab.history')}>
          {tab === 'history' && <HistoryPanel session={stored.session} onError={onError} />}
        </Tabs.Tab>
        <Tabs.Tab key="fair" title={t('house.tab.fair')}>
          <FairnessPanel
            session={stored.session}
            serverSeedHash={fair.serverSeedHash}
            nextNonce={fair.nextNonce}
            clientSeed={stored.clientSeed}
            onClientSeed={onClientSeed}
            onRevealed={onRevealed}
            clientSeedOf={clientSeedOfRound}
            onError={onError}
          />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}

/** Spot types worth highlighting after a round: every type of the game (roulette numbers included). */
function allTypes(gameCode: GameCode, stakeMap: ReadonlyMap<string, bigint>, _last: unknown): string[] {
  const types = games[gameCode].betTypes();
  // The lottery's exact:DDD has 1000 types: only the staked ones are probed.
  return gameCode === 'scheduledLottery' ? [...types.filter((x) => !x.startsWith('exact:')), ...stakeMap.keys()] : types;
}

/** Countdown to the next draw's close (scheduled-lottery.md: Tue/Thu/Sat 21:30 Asia/Shanghai; bets close at the draw). */
function LotteryClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  const next = nextDrawTimes(now, 1)[0]!;
  const left = Math.max(0, Math.floor((next.getTime() - now.getTime()) / 1000));
  const d = Math.floor(left / 86400);
  const hms = [Math.floor((left % 86400) / 3600), Math.floor((left % 3600) / 60), left % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return (
    <div className="hv-clock" data-testid="countdown">
      <div>{t('house.lottery.nextDraw', { time: next.toLocaleString(document.documentElement.lang) })}</div>
      <div className="hv-clock-left">{t('house.lottery.closesIn', { d, hms })}</div>
    </div>
  );
}
