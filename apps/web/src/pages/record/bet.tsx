/**
 * Bet records (spec.md §2 /pages/record/bet; §3 "bet count, bet amount, win/loss, valid turnover, bet time"):
 * filters by venue (getBetAllPlatTypes) and period (today, 7 days, 30 days or custom dates, whole local days),
 * the period's totals (getSumBetRecord), the paged list (getBetRecord) and a detail popup per bet.
 */
import { DatePicker, Popup, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../api/query';
import { PagedList } from '../../components/paged-list';
import { getBetAllPlatTypes, lobbyKeys } from '../../features/lobby/api/games';
import { betKeys, getBetRecord, useBetSum, type BetFilter, type BetRecord } from '../../features/records/api/bets';
import { BetDetail, BetRow } from '../../features/records/components/bet-row';
import { PERIODS, periodRange, type Period } from '../../features/records/period';
import '../../features/lobby/lobby.css';

export default function BetRecords(): ReactNode {
  const { t } = useTranslation();
  const venues = useQuery({ queryKey: lobbyKeys.betVenues, queryFn: () => dataOf(getBetAllPlatTypes()), staleTime: 10 * 60_000 });
  const [platType, setPlatType] = useState('');
  const [period, setPeriod] = useState<Period>('today');
  const [custom, setCustom] = useState<[Date, Date] | null>(null);
  // Custom dates: the first day, then the last (antd-mobile's DatePicker labels are numbers in every language).
  const [picking, setPicking] = useState<'start' | 'end' | null>(null);
  const [start, setStart] = useState<Date | null>(null);
  const [open, setOpen] = useState<BetRecord | null>(null);
  const filter: BetFilter = useMemo(
    () => ({ ...(platType ? { platType } : {}), ...periodRange(period, custom) }),
    // The range is computed when the filter changes, not on every render (the list keeps its pages).
    [platType, period, custom],
  );
  const sum = useBetSum(filter);
  // The venue's name in the player's language; "Venue" until the names have loaded (or for one no longer listed):
  // never the internal platType (raw-values.e2e.test.ts read it on a loaded run, before the names arrived).
  const venueName = (id: string): string => venues.data?.find((v) => v.platType === id)?.name ?? t('lobby.bet.venue');

  const choosePeriod = (next: Period | undefined): void => {
    if (next === 'custom') setPicking('start');
    else if (next) setPeriod(next);
  };
  const totals: [string, string | number | undefined][] = [
    ['lobby.bet.count', sum.data?.betCount],
    ['lobby.bet.amount', sum.data?.betAmount],
    ['lobby.bet.valid', sum.data?.validBet],
    ['lobby.bet.winLoss', sum.data?.winLoss],
  ];

  return (
    <div className="lobby-page bet-page">
      <section className="bet-filters" data-testid="bet-filters">
        <Selector
          className="period-filter"
          columns={4}
          value={[period]}
          // Tapping "custom" again re-opens the dates (Selector answers [] when the chosen chip is tapped).
          onChange={(v) => choosePeriod((v[0] as Period | undefined) ?? (period === 'custom' ? 'custom' : undefined))}
          options={PERIODS.map((p) => ({ label: t(`lobby.bet.${p}`), value: p }))}
          data-testid="period-filter"
        />
        {period === 'custom' && custom ? (
          <button type="button" className="custom-range" onClick={() => setPicking('start')} data-testid="custom-range">
            {dayjs(custom[0]).format('YYYY-MM-DD')} – {dayjs(custom[1]).format('YYYY-MM-DD')}
          </button>
        ) : null}
        <Selector
          className="venue-filter"
          value={[platType]}
          onChange={(v) => setPlatType(v[0] ?? '')}
          options={[{ label: t('lobby.bet.allVenues'), value: '' }, ...(venues.data ?? []).map((v) => ({ label: v.name, value: v.platType }))]}
          data-testid="bet-venue-filter"
        />
      </section>
      <dl className="card bet-totals" data-testid="bet-totals">
        {totals.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value ?? (sum.isError ? '—' : '…')}</dd>
          </div>
        ))}
      </dl>
      <PagedList<BetRecord>
        key={JSON.stringify(filter)}
        className="bet-list"
        queryKey={betKeys.list(filter)}
        fetchPage={(page, size) => getBetRecord(filter, page, size)}
        itemKey={(b) => b.betId}
        renderItem={(bet) => <BetRow bet={bet} venue={venueName(bet.platType)} onOpen={() => setOpen(bet)} />}
        emptyText={t('lobby.bet.empty')}
      />
      <DatePicker
        visible={picking === 'start'}
        title={t('lobby.bet.startDate')}
        min={dayjs().subtract(1, 'year').toDate()}
        max={new Date()}
        defaultValue={custom?.[0] ?? new Date()}
        confirmText={t('common.ok')}
        cancelText={t('common.cancel')}
        onClose={() => setPicking((p) => (p === 'start' ? null : p))}
        onConfirm={(date) => {
          setStart(date);
          setPicking('end');
        }}
      />
      <DatePicker
        visible={picking === 'end'}
        title={t('lobby.bet.endDate')}
        min={start ?? undefined}
        max={new Date()}
        defaultValue={new Date()}
        confirmText={t('common.ok')}
        cancelText={t('common.cancel')}
        onClose={() => setPicking((p) => (p === 'end' ? null : p))}
        onConfirm={(date) => {
          if (start) {
            setCustom([start, date]);
            setPeriod('custom');
          }
        }}
      />
      <Popup visible={open !== null} onMaskClick={() => setOpen(null)} onClose={() => setOpen(null)} bodyClassName="bet-popup" showCloseButton>
        {open ? <BetDetail bet={open} venue={venueName(open.platType)} /> : null}
      </Popup>
    </div>
  );
}
