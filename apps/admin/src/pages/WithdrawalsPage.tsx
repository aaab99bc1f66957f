import { Tag, Typography } from 'antd';
import { WITHDRAW_STATUSES, type WithdrawStatus } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { withdrawApprove, withdrawExport, withdrawList, withdrawReject } from '../api/admin';
import type { WithdrawItem } from '../api/types';
import { formatTime } from '../components/format';
import { ReviewQueue } from '../components/ReviewQueue';

const STATUS_COLOR: Record<WithdrawStatus, string> = { under_review: 'processing', scheduled: 'cyan', paid: 'success', rejected: 'error' };
const OPEN: readonly WithdrawStatus[] = ['under_review', 'scheduled'];

/** The withdrawal queue (issue 14): instant and scheduled reservations; pay, or reject with a reason (refunded); Enter opens the player 360. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  return (
    <ReviewQueue<WithdrawItem, WithdrawStatus>
      kind="withdrawals"
      exportTestId="withdraw-export"
      load={withdrawList}
      exportCsv={withdrawExport}
      statuses={WITHDRAW_STATUSES}
      initialStatus="under_review"
      statusColor={STATUS_COLOR}
      statusLabel={(s) => t(`withdrawStatus.${s}`)}
      open={OPEN}
      approve={withdrawApprove}
      reject={withdrawReject}
      approveLabel={t('withdrawals.pay')}
      amountOf={(row) => row.amount}
      decided={(row) => row.rejectReason ?? row.reviewedBy ?? '—'}
      columns={() => [
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
      ]}
    />
  );
}
