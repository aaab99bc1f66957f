import { Button, Card, Input, InputNumber, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { playerSearch, playersList } from '../api/admin';
import type { PlayerSearchItem, PlayersInput, PlayersItem } from '../api/types';
import { DayRangePicker } from '../components/DayRangePicker';
import { useListPage } from '../components/list-page';
import { formatTime, type DayRange } from '../components/platform-time';
import { renderPlayer } from '../components/PlayerLink';

type Filters = Omit<PlayersInput, 'page' | 'size'>;

function usePlayerColumns(withLastLogin: boolean): TableColumnsType<PlayersItem> {
  const { t } = useTranslation();
  return [
    { title: 'ID', dataIndex: 'userId', width: 72 },
    { title: t('common.player'), dataIndex: 'username', render: renderPlayer },
    { title: t('players.vip'), dataIndex: 'vipLevel', render: (v: number) => `VIP${v}` },
    { title: t('common.status'), dataIndex: 'status', render: (v: string) => <Tag color={v === 'active' ? 'success' : 'error'}>{t(`playerStatus.${v}`, { defaultValue: v })}</Tag> },
    { title: t('wallet.central'), dataIndex: 'central', align: 'right' },
    { title: t('players.registeredAt'), dataIndex: 'registeredAt', render: formatTime },
    ...(withLastLogin ? [{ title: t('players.lastLogin'), dataIndex: 'lastLoginAt', render: (v: string | null) => (v ? formatTime(v) : <Typography.Text type="secondary">{t('players.neverLoggedIn')}</Typography.Text>) }] : []),
  ];
}

/** The results of one keyword (keyed by it: a new search starts at page 1 with its own paging). */
function Results({ keyword }: { keyword: string }) {
  const list = useListPage<{ keyword: string }, PlayerSearchItem>(['players', 'search'], playerSearch, { keyword });
  const columns = usePlayerColumns(false) as TableColumnsType<PlayerSearchItem>;
  return <Table<PlayerSearchItem> rowKey="userId" columns={columns} size="middle" data-testid="players-table" {...list.tableProps} />;
}

/** Recent players without a keyword (issue 24: the page was empty until a search), by filters the server applies. */
function Recent() {
  const { t } = useTranslation();
  const list = useListPage<Filters, PlayersItem>(['players', 'list'], playersList, { sort: 'registered' });
  const f = list.filters;
  const [balance, setBalance] = useState<{ min: string; max: string }>({ min: '', max: '' });
  const set = (next: Partial<Filters>) => list.setFilters({ ...f, ...next });
  const range = (from?: string, to?: string): DayRange | null => (from && to ? { from, to } : null);
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }} data-testid="players-filters">
        <Select<string>
          style={{ width: 120 }}
          value={f.status ?? 'all'}
          onChange={(v) => set({ status: v === 'all' ? undefined : (v as Filters['status']) })}
          options={[{ value: 'all', label: t('players.anyStatus') }, ...(['active', 'frozen'] as const).map((s) => ({ value: s, label: t(`playerStatus.${s}`) }))]}
          data-testid="players-status"
        />
        <Space.Compact>
          <InputNumber<number> min={1} max={10} precision={0} style={{ width: 110 }} placeholder={t('players.vipMin')} value={(f.vipMin as number | undefined) ?? null} onChange={(v) => set({ vipMin: v ?? undefined })} data-testid="players-vip-min" />
          <InputNumber<number> min={1} max={10} precision={0} style={{ width: 110 }} placeholder={t('players.vipMax')} value={(f.vipMax as number | undefined) ?? null} onChange={(v) => set({ vipMax: v ?? undefined })} data-testid="players-vip-max" />
        </Space.Compact>
        <DayRangePicker
          value={range(f.registeredFrom, f.registeredTo)}
          onChange={(r) => set({ registeredFrom: r?.from, registeredTo: r?.to })}
          allowClear
          placeholder={[t('players.registeredFrom'), t('players.registeredTo')]}
          testId="players-registered"
        />
        <DayRangePicker
          value={range(f.lastLoginFrom, f.lastLoginTo)}
          onChange={(r) => set({ lastLoginFrom: r?.from, lastLoginTo: r?.to })}
          allowClear
          placeholder={[t('players.loginFrom'), t('players.loginTo')]}
          testId="players-login"
        />
        <Space.Compact>
          <Input style={{ width: 120 }} placeholder={t('players.balanceMin')} value={balance.min} onChange={(e) => setBalance({ ...balance, min: e.target.value })} data-testid="players-balance-min" />
          <Input style={{ width: 120 }} placeholder={t('players.balanceMax')} value={balance.max} onChange={(e) => setBalance({ ...balance, max: e.target.value })} data-testid="players-balance-max" />
          <Button onClick={() => set({ balanceMin: balance.min.trim() || undefined, balanceMax: balance.max.trim() || undefined })} data-testid="players-balance-apply">
            {t('players.apply')}
          </Button>
        </Space.Compact>
        <Select<NonNullable<Filters['sort']>>
          style={{ width: 170 }}
          value={f.sort ?? 'registered'}
          onChange={(v) => set({ sort: v })}
          options={(['registered', 'lastLogin', 'balance'] as const).map((s) => ({ value: s, label: t(`players.sortBy.${s}`) }))}
          data-testid="players-sort"
        />
      </Space>
      <Table<PlayersItem> rowKey="userId" columns={usePlayerColumns(true)} size="middle" data-testid="players-table" {...list.tableProps} />
    </>
  );
}

/**
 * Players (issue 14, issue 24): the newest players at once, filtered by status, VIP, registration and login days and
 * balance; or a search by username prefix, exact phone, real name, or a deposit/withdrawal order number.
 */
export default function PlayersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  return (
    <Card title={t('nav.players')} data-testid="players-page">
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        placeholder={t('players.searchHint')}
        enterButton={t('common.search')}
        allowClear
        style={{ maxWidth: 520, marginBottom: 16 }}
        onSearch={(v) => setParams(v.trim() ? { keyword: v.trim() } : {})}
        data-testid="player-search"
      />
      {keyword ? <Results key={keyword} keyword={keyword} /> : <Recent />}
    </Card>
  );
}
