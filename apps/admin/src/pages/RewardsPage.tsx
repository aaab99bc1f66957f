import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Input, Result, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatMinor, platformToday, toMinor } from '@app/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { welfareExport, welfareList, welfareSummary } from '../api/admin';
import { WELFARE_KINDS, WELFARE_STATUSES, type DateRange, type WelfareAdminItem, type WelfareListFilter, type WelfareStatus, type WelfareSummaryRow } from '../api/types';
import { ExportButton } from '../components/ExportButton';
import { formatTime } from '../components/format';
import { useListPage } from '../components/list-page';

const DAY = 'YYYY-MM-DD';
const STATUS_COLOR: Record<WelfareStatus, string> = { pending: 'default', success: 'processing', failed: 'error', received: 'success', expired: 'warning' };

/** The last `n` platform days up to today (Asia/Shanghai, as the server counts days). */
function lastPlatformDays(n: number, now: Date = new Date()): DateRange {
  const to = platformToday(now);
  return { from: dayjs(to).subtract(n - 1, 'day').format(DAY), to };
}

function rangeValue(from?: string, to?: string): [Dayjs, Dayjs] | null {
  return from && to ? [dayjs(from), dayjs(to)] : null;
}

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
  const columns: TableColumnsType<WelfareAdminItem> = [
    { title: 'ID', dataIndex: 'id' },
    { title: t('common.player'), dataIndex: 'username', render: (v: string, row) => <Link to={`/players/${row.userId}`}>{v}</Link> },
    { title: t('rewards.kind'), dataIndex: 'kind', render: (v: string) => t(`welfareKind.${v}`, { defaultValue: v }) },
    { title: t('rewards.type'), dataIndex: 'type', render: (v: string) => t(`rewards.itemType.${v}`, { defaultValue: v }) },
    { title: t('common.amount'), dataIndex: 'amount', align: 'right' },
    { title: t('rewards.turnoverMultiple'), dataIndex: 'turnoverMultiple', align: 'right', render: (v: string) => `${v}×` },
    { title: t('common.status'), dataIndex: 'status', render: (v: WelfareStatus) => <Tag color={STATUS_COLOR[v]}>{t(`welfareStatus.${v}`, { defaultValue: v })}</Tag> },
    { title: t('rewards.period'), dataIndex: 'periodKey' },
    { title: t('rewards.opensAt'), dataIndex: 'opensAt', render: formatTime },
    { title: t('rewards.expiresAt'), dataIndex: 'expiresAt', render: formatTime },
    { title: t('common.createdAt'), dataIndex: 'createdAt', render: formatTime },
    { title: t('rewards.receivedAt'), dataIndex: 'receivedAt', render: formatTime },
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
        <DatePicker.RangePicker
          value={rangeValue(filters.from, filters.to)}
          onChange={(v) => setFilters({ ...filters, from: v?.[0]?.format(DAY), to: v?.[1]?.format(DAY) })}
          placeholder={[t('rewards.createdFrom'), t('rewards.createdTo')]}
          data-testid="rewards-range"
        />
        <Button onClick={list.refetch}>{t('common.refresh')}</Button>
        <ExportButton filters={filters} run={welfareExport} testId="welfare-export" />
      </Space>
      <Table<WelfareAdminItem> rowKey="id" size="middle" scroll={{ x: 'max-content' }} columns={columns} data-testid="welfare-table" {...list.tableProps} />
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
  const [range, setRange] = useState<DateRange>(() => lastPlatformDays(7));
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
        <DatePicker.RangePicker
          allowClear={false}
          value={rangeValue(range.from, range.to)}
          disabledDate={(d) => d.format(DAY) > platformToday()}
          onChange={(v) => v?.[0] && v[1] && setRange({ from: v[0].format(DAY), to: v[1].format(DAY) })}
          data-testid="summary-range"
        />
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
