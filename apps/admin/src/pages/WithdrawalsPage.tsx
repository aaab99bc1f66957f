import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { WITHDRAW_STATUSES, type WithdrawStatus } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withdrawApprove, withdrawExport, withdrawList, withdrawReject } from '../api/admin';
import type { WithdrawItem } from '../api/types';
import { formatTime } from '../components/format';
import { ExportButton } from '../components/ExportButton';
import { useListPage } from '../components/list-page';
import { ReasonModal } from '../components/ReasonModal';

const STATUS_COLOR: Record<WithdrawStatus, string> = { under_review: 'processing', scheduled: 'cyan', paid: 'success', rejected: 'error' };
const OPEN: readonly WithdrawStatus[] = ['under_review', 'scheduled'];

/** The withdrawal queue (issue 14): instant and scheduled reservations; pay, or reject with a reason (refunded). */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListPage<{ status?: WithdrawStatus }, WithdrawItem>(['withdrawals'], withdrawList, { status: 'under_review' });
  const [rejecting, setRejecting] = useState<WithdrawItem | null>(null);
  const approve = useMutation({
    mutationFn: (orderNo: string) => withdrawApprove(orderNo),
    onSuccess: (_d, orderNo) => {
      void message.success(t('withdrawals.approved', { orderNo }));
      list.refetch();
    },
  });
  const reject = useMutation({
    mutationFn: ({ orderNo, reason }: { orderNo: string; reason: string }) => withdrawReject(orderNo, reason),
    onSuccess: (_d, { orderNo }) => {
      void message.success(t('withdrawals.rejected', { orderNo }));
      setRejecting(null);
      list.refetch();
    },
  });

  const columns: TableColumnsType<WithdrawItem> = [
    { title: t('common.orderNo'), dataIndex: 'orderNo', render: (v: string) => <Typography.Text copyable>{v}</Typography.Text> },
    // The player 360 view beside the order: recent activity, wallets, bets (issue 14).
    { title: t('common.player'), dataIndex: 'username', render: (v: string, row) => <Link to={`/players/${row.userId}`}>{v}</Link> },
    { title: t('common.amount'), dataIndex: 'amount', align: 'right' },
    {
      title: t('withdrawals.turnoverRemaining'),
      dataIndex: 'turnoverRemaining',
      align: 'right',
      render: (v: string) => (v === '0.00' ? <Tag color="green">{t('withdrawals.turnoverMet')}</Tag> : <Tag color="orange">{v}</Tag>),
    },
    { title: t('withdrawals.fee'), dataIndex: 'extraAmount', align: 'right' },
    { title: t('withdrawals.method'), dataIndex: 'method' },
    {
      title: t('withdrawals.account'),
      dataIndex: 'account',
      // Full numbers (for paying out) are long: one line, the rest on hover.
      width: 280,
      ellipsis: true,
      render: (v: Record<string, string | null>) => (
        <Typography.Text style={{ fontSize: 12 }}>
          {Object.entries(v)
            .filter(([, value]) => value)
            .map(([k, value]) => `${k}: ${value}`)
            .join(' · ')}
        </Typography.Text>
      ),
    },
    {
      title: t('withdrawals.type'),
      dataIndex: 'type',
      render: (v: string, row) => (v === 'reservation' ? `${t('withdrawals.reservation')} ${row.slot ?? ''} ${row.scheduledAt ? formatTime(row.scheduledAt) : ''}` : t('withdrawals.instant')),
    },
    { title: t('common.status'), dataIndex: 'status', render: (v: WithdrawStatus) => <Tag color={STATUS_COLOR[v]}>{t(`withdrawStatus.${v}`)}</Tag> },
    { title: t('common.createdAt'), dataIndex: 'createdAt', render: formatTime },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_v, row) =>
        OPEN.includes(row.status) ? (
          <Space>
            <Popconfirm title={t('withdrawals.approveConfirm', { amount: row.amount, username: row.username })} okText={t('common.approve')} onConfirm={() => approve.mutateAsync(row.orderNo)}>
              <Button type="primary" size="small" data-testid={`approve-${row.orderNo}`}>
                {t('withdrawals.pay')}
              </Button>
            </Popconfirm>
            <Button danger size="small" onClick={() => setRejecting(row)} data-testid={`reject-${row.orderNo}`}>
              {t('common.reject')}
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">{row.rejectReason ?? row.reviewedBy ?? '—'}</Typography.Text>
        ),
    },
  ];

  return (
    <Card title={t('nav.withdrawals')} data-testid="withdrawals-page">
      <Space style={{ marginBottom: 16 }}>
        <Select<WithdrawStatus | 'all'>
          style={{ width: 180 }}
          value={list.filters.status ?? 'all'}
          onChange={(v) => list.setFilters({ status: v === 'all' ? undefined : v })}
          options={[{ value: 'all', label: t('common.all') }, ...WITHDRAW_STATUSES.map((s) => ({ value: s, label: t(`withdrawStatus.${s}`) }))]}
        />
        <Button onClick={list.refetch}>{t('common.refresh')}</Button>
        <ExportButton filters={list.filters} run={withdrawExport} testId="withdraw-export" />
      </Space>
      <Table<WithdrawItem> rowKey="orderNo" columns={columns} scroll={{ x: 'max-content' }} size="middle" {...list.tableProps} />
      <ReasonModal
        open={rejecting !== null}
        title={t('withdrawals.rejectTitle', { orderNo: rejecting?.orderNo ?? '' })}
        busy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && reject.mutate({ orderNo: rejecting.orderNo, reason })}
      />
    </Card>
  );
}
