import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Result, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatMinor, toMinor } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { welfareExport, welfareList, welfareSummary } from '../api/admin';
import { WELFARE_KINDS, WELFARE_STATUSES, type DateRange, type WelfareAdminItem, type WelfareListFilter, type WelfareStatus, type WelfareSummaryRow } from '../api/types';
import { ExportButton } from '../components/ExportButton';
import { formatTime } from '../components/format';
import { useListPage } from '../components/list-page';
import { DayRangePicker } from '../components/DayRangePicker';
import { lastDays } from '../components/platform-time';
import { renderPlayer } from '../components/PlayerLink';

const STATUS_COLOR: Record<WelfareStatus, string> = { pending: 'default', success: 'processing', failed: 'error', received: 'success', expired: 'warning' };


/** Rewards (issue 15): every welfare item offered to players, filtered and downloadable, and the bonus cost by kind. */
export default function RewardsPage() {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="rewards-page">
      <WelfareSummary />
      <WelfareItems />
    </Space>
  );
}

function WelfareItems() {
  const { t } = useTranslation();
  const list = useListPage<WelfareListFilter, WelfareAdminItem>(['welfare', 'list'], welfareList, {});
  const { filters, setFilters } = list;
  const small = (label: string, iso: string | null) =>
    iso ? (
      <span key={label}>
        <Typography.Text type="secondary">{label}</Typography.Text> {formatTime(iso)}
      </span>
    ) : null;
  // Compact for 1366 px (issue 24): kind and type in one cell, amount with its turnover, the item's times together.
  const columns: TableColumnsType<WelfareAdminItem> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: t('common.player'), dataIndex: 'username', render: renderPlayer },
    {
      title: t('rewards.kind'),
      dataIndex: 'kind',
      render: (v: string, row) => (
        <Space orientation="vertical" size={0}>
          {t(`welfareKind.${v}`, { defaultValue: v })}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`rewards.itemType.${row.type}`, { defaultValue: row.type })}
            {row.periodKey ? ` · ${row.periodKey}` : ''}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('common.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string, row) => (
        <Space orientation="vertical" size={0} align="end">
          {v}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('rewards.turnoverOf', { multiple: row.turnoverMultiple })}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('common.status'), dataIndex: 'status', render: (v: WelfareStatus) => <Tag color={STATUS_COLOR[v]}>{t(`welfareStatus.${v}`, { defaultValue: v })}</Tag> },
    {
      title: t('common.time'),
      key: 'times',
      render: (_v, row) => (
        <Space orientation="vertical" size={0} style={{ fontSize: 12 }}>
          {small(t('rewards.offeredAt'), row.createdAt)}
          {row.opensAt !== row.createdAt ? small(t('rewards.opensAt'), row.opensAt) : null}
          {small(t('rewards.expiresAt'), row.expiresAt)}
          {small(t('rewards.receivedAt'), row.receivedAt)}
        </Space>
      ),
    },
  ];
  return (
    <Card title={t('rewards.items')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          style={{ width: 200 }}
          placeholder={t('common.player')}
          onSearch={(v) => setFilters({ ...filters, username: v.trim() || undefined })}
          data-testid="rewards-username"
        />
        <Select<string>
          style={{ width: 160 }}
          value={filters.kind ?? 'all'}
          onChange={(v) => setFilters({ ...filters, kind: v === 'all' ? undefined : (v as WelfareListFilter['kind']) })}
          options={[{ value: 'all', label: t('rewards.allKinds') }, ...WELFARE_KINDS.map((k) => ({ value: k, label: t(`welfareKind.${k}`) }))]}
          data-testid="rewards-kind"
        />
        <Select<string>
          style={{ width: 160 }}
          value={filters.status ?? 'all'}
          onChange={(v) => setFilters({ ...filters, status: v === 'all' ? undefined : (v as WelfareStatus) })}
          options={[{ value: 'all', label: t('rewards.allStatuses') }, ...WELFARE_STATUSES.map((s) => ({ value: s, label: t(`welfareStatus.${s}`) }))]}
          data-testid="rewards-status"
        />
        <DayRangePicker
          value={filters.from && filters.to ? { from: filters.from, to: filters.to } : null}
          onChange={(r) => setFilters({ ...filters, from: r?.from, to: r?.to })}
          allowClear
          placeholder={[t('rewards.createdFrom'), t('rewards.createdTo')]}
          testId="rewards-range"
        />
        <Button onClick={list.refetch}>{t('common.refresh')}</Button>
        <ExportButton filters={filters} run={welfareExport} testId="welfare-export" />
      </Space>
      <Table<WelfareAdminItem> rowKey="id" size="middle" columns={columns} data-testid="welfare-table" {...list.tableProps} />
    </Card>
  );
}

type SummaryLine = WelfareSummaryRow | (Omit<WelfareSummaryRow, 'kind'> & { kind: 'total' });

/** The column sums of the summary (money strings added in minor units). */
function summaryTotal(rows: readonly WelfareSummaryRow[]): SummaryLine {
  const sum = (k: 'offered' | 'received' | 'expired') => formatMinor(rows.reduce((acc, r) => acc + (toMinor(r[k]) ?? 0n), 0n));
  const count = (k: 'offeredCount' | 'receivedCount' | 'expiredCount') => rows.reduce((acc, r) => acc + r[k], 0);
  return { kind: 'total', offeredCount: count('offeredCount'), offered: sum('offered'), receivedCount: count('receivedCount'), received: sum('received'), expiredCount: count('expiredCount'), expired: sum('expired') };
}

function WelfareSummary() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const summary = useQuery({ queryKey: ['welfare', 'summary', range], queryFn: () => welfareSummary(range) });
  const rows = summary.data?.list ?? [];
  const lines: SummaryLine[] = rows.length ? [...rows, summaryTotal(rows)] : [];
  const pair = (count: 'offeredCount' | 'receivedCount' | 'expiredCount', money: 'offered' | 'received' | 'expired') => ({
    title: t(`rewards.${money}`),
    key: money,
    align: 'right' as const,
    render: (_v: unknown, row: SummaryLine) => (
      <span>
        {row[money]} <Typography.Text type="secondary">({t('rewards.count', { n: row[count] })})</Typography.Text>
      </span>
    ),
  });
  const columns: TableColumnsType<SummaryLine> = [
    { title: t('rewards.kind'), dataIndex: 'kind', render: (v: string) => (v === 'total' ? <strong>{t('rewards.total')}</strong> : t(`welfareKind.${v}`, { defaultValue: v })) },
    pair('offeredCount', 'offered'),
    pair('receivedCount', 'received'),
    pair('expiredCount', 'expired'),
  ];
  return (
    <Card
      title={t('rewards.summary')}
      extra={
        <DayRangePicker value={range} onChange={(r) => r && setRange(r)} testId="summary-range" />
      }
    >
      <Typography.Paragraph type="secondary">{t('rewards.summaryHint')}</Typography.Paragraph>
      {summary.isError ? (
        <Result status="warning" title={summary.error.message} />
      ) : (
        <Table<SummaryLine> rowKey="kind" size="small" pagination={false} loading={summary.isFetching} dataSource={lines} columns={columns} data-testid="welfare-summary" />
      )}
    </Card>
  );
}
