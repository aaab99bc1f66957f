/**
 * The columns of the player 360 tabs (issue 24): each code in words (wallets, journal types, transfer modes, methods,
 * statuses, venues, games), what the player typed shown verbatim, and compact enough for 1366 px (a game's venue, code
 * and round in one cell, placed and settled times in one). A field the server adds later still shows, as its text.
 */
import { Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { PlayerList, PlayerListRow } from '../api/types';
import type { Codes } from '../components/codes';
import { formatCell, formatTime } from '../components/format';

type Render = (value: unknown, row: PlayerListRow) => ReactNode;

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
const verbatim = (v: unknown) => <span data-verbatim>{text(v)}</span>;
const small = (node: ReactNode) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {node}
  </Typography.Text>
);
const lines = (...nodes: ReactNode[]) => (
  <Space orientation="vertical" size={0}>
    {nodes}
  </Space>
);

/** Fields shown inside another field's cell (see `merged`), so not as columns of their own. */
const FOLDED: Partial<Record<PlayerList, readonly string[]>> = {
  postings: ['id'],
  bets: ['id', 'gameType', 'gameCode', 'sourceRef', 'settledAt'],
  deposits: ['currency', 'completedAt'],
  withdrawals: ['extraAmount', 'reviewedAt'],
  payoutAccounts: ['id'],
};

export function playerListColumns(list: PlayerList, keys: readonly string[], codes: Codes, t: TFunction): TableColumnsType<PlayerListRow> {
  const status: Record<PlayerList, (v: string) => string> = {
    postings: (v) => v,
    transfers: codes.transferStatus,
    deposits: (v) => t(`depositStatus.${v}`, { defaultValue: v }),
    withdrawals: (v) => t(`withdrawStatus.${v}`, { defaultValue: v }),
    bets: codes.betStatus,
    logins: (v) => v,
    payoutAccounts: (v) => v,
  };
  const cells: Record<string, Render> = {
    accountName: (v) => codes.wallet(String(v)),
    kind: (v) => (list === 'payoutAccounts' ? codes.payoutKind(String(v)) : codes.journal(String(v))),
    mode: (v) => codes.transferMode(String(v)),
    status: (v) => status[list](String(v)),
    methodType: (v) => codes.methodType(String(v)),
    method: (v) => codes.withdrawMethod(String(v)),
    type: (v) => (v === 'reservation' ? t('withdrawals.reservation') : v === 'instant' ? t('withdrawals.instant') : text(v)),
    platType: (v, row) => lines(`${codes.venue(String(v))} · ${codes.game(String(row.gameCode), String(v))}`, row.sourceRef ? small(<span data-verbatim>{String(row.sourceRef)}</span>) : null),
    placedAt: (v, row) => lines(formatTime(String(v)), row.settledAt ? small(formatTime(String(row.settledAt))) : small(t('player.notSettled'))),
    amount: (v, row) => (list === 'deposits' && row.currency && row.currency !== 'CNY' ? `${text(v)} ${String(row.currency)}` : text(v)),
    createdAt: (v, row) =>
      list === 'deposits' && row.completedAt ? lines(formatTime(String(v)), small(formatTime(String(row.completedAt)))) : list === 'withdrawals' && row.reviewedAt ? lines(formatTime(String(v)), small(formatTime(String(row.reviewedAt)))) : formatTime(String(v)),
    device: verbatim,
    name: verbatim,
    account: verbatim,
    holder: verbatim,
    rejectReason: verbatim,
    orderNo: (v) => (v ? <span data-verbatim>{String(v)}</span> : '—'),
    // A bet awaiting its result (a lottery bet before its draw) has no payout yet: said in words, never 0.00 (issue 24).
    payout: (v, row) => (list === 'bets' && row.status === 'pending' ? t('player.betAwaiting') : formatCell(v)),
    winLoss: (v, row) => (list === 'bets' && row.status === 'pending' ? t('player.betAwaiting') : formatCell(v)),
  };
  const titles: Record<string, string> = {
    platType: t('player.col.game'),
    placedAt: t('player.col.placedSettled'),
    ...(list === 'withdrawals' ? { amount: t('player.col.amountFee') } : {}),
  };
  const folded = FOLDED[list] ?? [];
  return keys
    .filter((key) => !folded.includes(key))
    .map((key) => ({
      title: titles[key] ?? t(`player.col.${key}`, { defaultValue: key }),
      dataIndex: key,
      align: ['amount', 'balanceAfter', 'creditAmount', 'extraAmount', 'stake', 'validBet', 'payout', 'winLoss'].includes(key) ? ('right' as const) : undefined,
      render:
        list === 'withdrawals' && key === 'amount'
          ? (v: unknown, row: PlayerListRow) => lines(text(v), row.extraAmount && row.extraAmount !== '0.00' ? small(t('withdrawals.feeOf', { fee: String(row.extraAmount) })) : null)
          : (cells[key] ?? ((v: unknown) => formatCell(v))),
    }));
}
