import { Space, Tag, Typography } from 'antd';
import { WITHDRAW_STATUSES, type WithdrawStatus } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { withdrawApprove, withdrawExport, withdrawList, withdrawReject } from '../api/admin';
import type { WithdrawItem } from '../api/types';
import { formatTime } from '../components/format';
import { ReviewQueue } from '../components/ReviewQueue';
import { PayoutAccount } from '../components/PayoutAccount';
import { useCodes } from '../components/codes';
import { OperatorName } from '../components/OperatorName';

const STATUS_COLOR: Record<WithdrawStatus, string> = { under_review: 'processing', scheduled: 'cyan', paid: 'success', rejected: 'error' };
const OPEN: readonly WithdrawStatus[] = ['under_review', 'scheduled'];

/** The withdrawal queue (issue 14): instant and scheduled reservations; pay, or reject with a reason (refunded); Enter opens the player 360. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const codes = useCodes();
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
      decided={(row) => (row.rejectReason ? <span data-verbatim>{row.rejectReason}</span> : <OperatorName name={row.reviewedBy} />)}
      columns={() => [
        {
          title: t('common.amount'),
          dataIndex: 'amount',
          align: 'right',
          render: (v: string, row) => (
            <Space orientation="vertical" size={0}>
              {v}
              {row.extraAmount !== '0.00' ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('withdrawals.feeOf', { fee: row.extraAmount })}
                </Typography.Text>
              ) : null}
            </Space>
          ),
        },
        {
          title: t('withdrawals.turnoverRemaining'),
          dataIndex: 'turnoverRemaining',
          align: 'right',
          render: (v: string) => (v === '0.00' ? <Tag color="green">{t('withdrawals.turnoverMet')}</Tag> : <Tag color="orange">{v}</Tag>),
        },
        {
          title: t('withdrawals.account'),
          dataIndex: 'account',
          render: (v: Record<string, string | null>, row) => (
            <Space orientation="vertical" size={0}>
              <Typography.Text strong style={{ fontSize: 12 }}>
                {codes.withdrawMethod(row.method)}
              </Typography.Text>
              <PayoutAccount account={v} codes={codes} />
            </Space>
          ),
        },
        {
          title: t('withdrawals.type'),
          dataIndex: 'type',
          render: (v: string, row) =>
            v === 'reservation' ? (
              <Space orientation="vertical" size={0}>
                {t('withdrawals.reservation')}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.scheduledAt ? formatTime(row.scheduledAt) : row.slot ? t('withdrawals.slotOf', { slot: row.slot }) : ''}
                </Typography.Text>
              </Space>
            ) : (
              t('withdrawals.instant')
            ),
        },
      ]}
    />
  );
}
