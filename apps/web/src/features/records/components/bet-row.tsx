/** One bet of the bet records (spec.md §3: game, venue, amount, win/loss, time) and its detail popup content. */
import { List, Tag } from 'antd-mobile';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeBrief } from '../../../components/outcome-brief';
import type { BetRecord } from '../api/bets';
import { Amount, formatTime } from './transaction-row';

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'default'> = { settled: 'success', pending: 'warning' };

/** Status codes come from the venue; unknown ones show as sent. */
function statusText(i18n: i18n, status: string): string {
  const key = `lobby.bet.statusValue.${status}`;
  return i18n.exists(key) ? i18n.t(key) : status;
}

/**
 * The result of a bet: its signed win/loss once settled; a bet still open (a lottery bet before its draw) has none
 * yet, and says so rather than showing 0.00 like a push (issue 24).
 */
function BetResult({ bet }: { bet: BetRecord }): ReactNode {
  const { t } = useTranslation();
  if (bet.status !== 'pending') return <Amount value={bet.winLoss} />;
  return (
    <span className="record-amount tone-pending" data-testid="bet-awaiting">
      {t(bet.gameCode === 'scheduledLottery' ? 'lobby.bet.awaitingDraw' : 'lobby.bet.awaitingResult')}
    </span>
  );
}

export function BetRow({ bet, venue, onOpen }: { bet: BetRecord; venue: string; onOpen: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <button type="button" className="record-row" onClick={onOpen} data-testid="bet-row">
      <span className="record-main">
        <strong>{bet.gameName}</strong>
        <small>{venue}</small>
        <OutcomeBrief gameCode={bet.gameCode} outcome={bet.outcome} t={t} labels="records.outcome" />
        <time>{formatTime(bet.betTime)}</time>
      </span>
      <span className="record-side">
        <span className="bet-amount">{bet.betAmount}</span>
        <BetResult bet={bet} />
      </span>
    </button>
  );
}

export function BetDetail({ bet, venue }: { bet: BetRecord; venue: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    ['lobby.bet.betId', bet.betId],
    ['lobby.bet.venue', venue],
    ['lobby.bet.game', bet.gameName],
    ['lobby.bet.amount', bet.betAmount],
    ['lobby.bet.valid', bet.validBet],
    ['lobby.bet.winLoss', <BetResult key="w" bet={bet} />],
    ...(bet.outcome
      ? ([['records.outcome.label', <OutcomeBrief key="o" gameCode={bet.gameCode} outcome={bet.outcome} t={t} labels="records.outcome" />]] as [string, ReactNode][])
      : []),
    [
      'lobby.bet.status',
      <Tag key="s" color={STATUS_COLOR[bet.status] ?? 'default'} fill="outline">
        {statusText(i18n, bet.status)}
      </Tag>,
    ],
    ['lobby.bet.time', formatTime(bet.betTime)],
  ];
  return (
    <div className="bet-detail" data-testid="bet-detail">
      <h3 className="lobby-card-title">{t('lobby.bet.detail')}</h3>
      <List className="lobby-kv">
        {rows.map(([key, value]) => (
          <List.Item key={key} extra={value}>
            {t(key)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
