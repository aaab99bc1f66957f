/** History (paged) and the provably-fair panel (docs/games/fairness.md) of the house client. */
import { gameName, isValidClientSeed } from '@app/games';
import { Button, DotLoading, Input, List, Tag, Toast, Empty } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { houseApi, type HistoryRound, type Page, type RevealAnswer } from './api';
import { verifySeed, type SeedCheck } from './fairness';
import { OutcomeBrief } from '../components/outcome-brief';

const PAGE_SIZE = 10;

export function HistoryPanel({ session, onError }: { session: string; onError: (e: unknown) => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<HistoryRound> | null>(null);
  useEffect(() => {
    let live = true;
    houseApi.history(session, page, PAGE_SIZE).then(
      (answer) => live && setData(answer),
      (e: unknown) => live && onError(e),
    );
    return () => {
      live = false;
    };
  }, [session, page, onError]);
  if (!data) return <DotLoading color="primary" className="hv-center" />;
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  return (
    <div data-testid="history">
      {data.list.length === 0 ? (
        <Empty description={t('house.history.empty')} />
      ) : (
        <List>
          {data.list.map((r) => (
            <List.Item
              key={r.roundId}
              description={`${r.time ? new Date(r.time).toLocaleString(document.documentElement.lang) : ''} · #${r.nonce ?? '—'}`}
              extra={
                <div className="hv-hist-money">
                  <div>{t('house.stake')}: {r.betAmount ?? '—'}</div>
                  {/* A lottery bet before its draw has no payout yet, not 0.00 (issue 24). */}
                  <div data-testid="history-payout">
                    {t('house.payout')}: {r.outcome ? r.payout : t(r.gameCode === 'scheduledLottery' ? 'house.lottery.pending' : 'house.pending')}
                  </div>
                </div>
              }
            >
              <div className="hv-hist-title">{gameName(r.gameCode, i18n.language)}</div>
              <div className="hv-hist-outcome">{r.outcome ? <OutcomeBrief gameCode={r.gameCode} outcome={r.outcome} t={t} labels="house.bet" /> : t('house.pending')}</div>
            </List.Item>
          ))}
        </List>
      )}
      <div className="hv-pager">
        <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t('house.history.prev')}
        </Button>
        <span>{t('house.history.page', { page, pages })}</span>
        <Button size="small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          {t('house.history.next')}
        </Button>
      </div>
    </div>
  );
}

/** Every history round (up to 1000), to verify all the rounds of a revealed seed. */
async function allRounds(session: string): Promise<HistoryRound[]> {
  const out: HistoryRound[] = [];
  for (let page = 1; page <= 10; page++) {
    const answer = await houseApi.history(session, page, 100);
    out.push(...answer.list);
    if (out.length >= answer.total || answer.list.length === 0) break;
  }
  return out;
}

export interface FairnessProps {
  session: string;
  serverSeedHash: string | null;
  /** Nonce of the next round under the current seed. */
  nextNonce: number | null;
  clientSeed: string;
  onClientSeed: (seed: string) => void;
  onRevealed: (answer: RevealAnswer) => void;
  clientSeedOf: (round: HistoryRound) => string | undefined;
  onError: (e: unknown) => void;
}

export function FairnessPanel(p: FairnessProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(p.clientSeed);
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState<RevealAnswer | null>(null);
  const [check, setCheck] = useState<SeedCheck | null>(null);
  useEffect(() => setDraft(p.clientSeed), [p.clientSeed]);

  const applySeed = () => {
    if (!isValidClientSeed(draft)) {
      Toast.show({ content: t('house.fair.seedInvalid') });
      return;
    }
    p.onClientSeed(draft);
    Toast.show({ content: t('house.fair.seedSaved') });
  };

  const { session, onRevealed, clientSeedOf, onError } = p;
  const reveal = useCallback(async () => {
    setBusy(true);
    try {
      const answer = await houseApi.reveal(session);
      onRevealed(answer);
      setRevealed(answer);
      const rounds = await allRounds(session);
      setCheck(verifySeed(answer.serverSeed, answer.serverSeedHash, rounds, clientSeedOf));
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
    }
  }, [session, onRevealed, clientSeedOf, onError]);

  return (
    <div className="hv-fair" data-testid="fairness">
      <List header={t('house.fair.current')}>
        <List.Item description={<code className="hv-hash" data-testid="current-hash">{p.serverSeedHash ?? t('house.fair.noRounds')}</code>}>
          {t('house.fair.serverSeedHash')}
        </List.Item>
        <List.Item extra={<span data-testid="next-nonce">{p.nextNonce ?? 0}</span>}>{t('house.fair.nextNonce')}</List.Item>
        <List.Item
          title={t('house.fair.clientSeed')}
          description={t('house.fair.seedRule')}
          extra={
            <Button size="mini" color="primary" fill="outline" onClick={applySeed} disabled={draft === p.clientSeed}>
              {t('house.fair.save')}
            </Button>
          }
        >
          <Input aria-label={t('house.fair.clientSeed')} placeholder={t('house.fair.clientSeed')} value={draft} onChange={setDraft} maxLength={64} />
        </List.Item>
      </List>
      <div className="hv-pad">
        <Button block color="warning" loading={busy} onClick={() => void reveal()} data-testid="reveal">
          {t('house.fair.reveal')}
        </Button>
        <div className="hv-hint">{t('house.fair.revealHint')}</div>
      </div>
      {revealed && check && (
        <List header={t('house.fair.revealed')}>
          <List.Item description={<code className="hv-hash">{revealed.serverSeed}</code>}>{t('house.fair.serverSeed')}</List.Item>
          <List.Item
            description={<code className="hv-hash">{revealed.serverSeedHash}</code>}
            extra={<Verdict ok={check.hashOk} />}
          >
            {t('house.fair.hashCheck')}
          </List.Item>
          {check.rounds.length === 0 && <List.Item>{t('house.fair.noRounds')}</List.Item>}
          {check.rounds.map((r) => (
            <List.Item
              key={r.roundId}
              data-testid={`verify-${r.roundId}`}
              extra={<Verdict ok={r.ok} />}
              description={
                <>
                  {t('house.fair.recomputed')}: <OutcomeBrief gameCode={r.gameCode} outcome={r.recomputed} t={t} labels="house.bet" /> ·{' '}
                  {t('house.fair.reported')}: <OutcomeBrief gameCode={r.gameCode} outcome={r.reported} t={t} labels="house.bet" />
                </>
              }
            >
              {gameName(r.gameCode, i18n.language)} #{r.nonce}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

function Verdict({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={ok ? 'success' : 'danger'} data-testid={ok ? 'verified' : 'mismatch'}>
      {ok ? `✓ ${t('house.fair.match')}` : `✗ ${t('house.fair.mismatch')}`}
    </Tag>
  );
}

