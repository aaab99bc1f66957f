import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Modal, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DEPOSIT_STATUSES, type DepositStatus } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { depositExport, depositApprove, depositList, depositReject } from '../api/admin';
import type { DepositItem } from '../api/types';
import { formatTime } from '../components/format';
import { ExportButton } from '../components/ExportButton';
import { useListPage } from '../components/list-page';
import { ReasonModal } from '../components/ReasonModal';
import { VoucherImage } from '../components/VoucherImage';

const STATUS_COLOR: Record<DepositStatus, string> = {
  awaiting_payment: 'default',
  under_review: 'processing',
  completed: 'success',
  cancelled: 'default',
  rejected: 'error',
  expired: 'warning',
};
const OPEN: readonly DepositStatus[] = ['awaiting_payment', 'under_review'];

/** The deposit review queue (issue 14): under review first; vouchers enlarged; approve with one confirm, reject with a reason. */
export default function DepositsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListPage<{ status?: DepositStatus }, DepositItem>(['deposits'], depositList, { status: 'under_review' });
  const [vouchersOf, setVouchersOf] = useState<DepositItem | null>(null);
  const [rejecting, setRejecting] = useState<DepositItem | null>(null);
  const approve = useMutation({
    mutationFn: (orderNo: string) => depositApprove(orderNo),
    onSuccess: (_d, orderNo) => {
      void message.success(t('deposits.approved', { orderNo }));
      list.refetch();
    },
  });
  const reject = useMutation({
    mutationFn: ({ orderNo, reason }: { orderNo: string; reason: string }) => depositReject(orderNo, reason),
    onSuccess: (_d, { orderNo }) => {
      void message.success(t('deposits.rejected', { orderNo }));
      setRejecting(null);
      list.refetch();
    },
  });

  const columns: TableColumnsType<DepositItem> = [
    { title: t('common.orderNo'), dataIndex: 'orderNo', render: (v: string) => <Typography.Text copyable>{v}</Typography.Text> },
    { title: t('common.player'), dataIndex: 'username', render: (v: string, row) => <Link to={`/players/${row.userId}`}>{v}</Link> },
    { title: t('common.amount'), dataIndex: 'amount', align: 'right', render: (v: string, row) => `${v} ${row.currency}` },
    { title: t('deposits.credit'), dataIndex: 'creditAmount', align: 'right' },
    { title: t('deposits.method'), dataIndex: 'methodType' },
    { title: t('deposits.depositor'), dataIndex: 'depositorName', render: (v: string | null) => v ?? '—' },
    {
      title: t('deposits.voucher'),
      dataIndex: 'vouchers',
      render: (v: string[], row) =>
        v.length ? (
          <Button size="small" onClick={() => setVouchersOf(row)} data-testid={`vouchers-${row.orderNo}`}>
            {t('deposits.viewVouchers', { count: v.length })}
          </Button>
        ) : (
          '—'
        ),
    },
    { title: t('common.status'), dataIndex: 'status', render: (v: DepositStatus) => <Tag color={STATUS_COLOR[v]}>{t(`depositStatus.${v}`)}</Tag> },
    { title: t('common.createdAt'), dataIndex: 'createdAt', render: formatTime },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_v, row) =>
        OPEN.includes(row.status) ? (
          <Space>
            <Popconfirm
              title={t('deposits.approveConfirm', { amount: `${row.amount} ${row.currency}`, username: row.username })}
              okText={t('common.approve')}
              onConfirm={() => approve.mutateAsync(row.orderNo)}
            >
              <Button type="primary" size="small" data-testid={`approve-${row.orderNo}`}>
                {t('common.approve')}
              </Button>
            </Popconfirm>
            <Button danger size="small" onClick={() => setRejecting(row)} data-testid={`reject-${row.orderNo}`}>
              {t('common.reject')}
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">{row.reviewedBy ?? '—'}</Typography.Text>
        ),
    },
  ];

  return (
    <Card title={t('nav.deposits')} data-testid="deposits-page">
      <Space style={{ marginBottom: 16 }}>
        <Select<DepositStatus | 'all'>
          style={{ width: 180 }}
          value={list.filters.status ?? 'all'}
          onChange={(v) => list.setFilters({ status: v === 'all' ? undefined : v })}
          options={[{ value: 'all', label: t('common.all') }, ...DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`depositStatus.${s}`) }))]}
          data-testid="status-filter"
        />
        <Button onClick={list.refetch}>{t('common.refresh')}</Button>
        <ExportButton filters={list.filters} run={depositExport} testId="deposit-export" />
      </Space>
      <Table<DepositItem> rowKey="orderNo" columns={columns} scroll={{ x: 'max-content' }} size="middle" {...list.tableProps} />
      <Modal open={vouchersOf !== null} title={t('deposits.voucherOf', { orderNo: vouchersOf?.orderNo ?? '' })} footer={null} width={720} onCancel={() => setVouchersOf(null)} destroyOnHidden>
        <Space wrap>{vouchersOf?.vouchers.map((path) => <VoucherImage key={path} path={path} width={320} />)}</Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('deposits.voucherHint')}
        </Typography.Paragraph>
      </Modal>
      <ReasonModal
        open={rejecting !== null}
        title={t('deposits.rejectTitle', { orderNo: rejecting?.orderNo ?? '' })}
        busy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && reject.mutate({ orderNo: rejecting.orderNo, reason })}
      />
    </Card>
  );
}
