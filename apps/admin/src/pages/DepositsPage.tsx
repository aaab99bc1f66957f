import { Button, Space, Typography } from 'antd';
import { DEPOSIT_STATUSES, type DepositStatus } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { depositApprove, depositExport, depositList, depositReject } from '../api/admin';
import type { DepositItem } from '../api/types';
import { ReviewQueue } from '../components/ReviewQueue';
import { PrivateImage } from '../components/PrivateImage';
import { useCodes } from '../components/codes';
import { OperatorName } from '../components/OperatorName';

const STATUS_COLOR: Record<DepositStatus, string> = {
  awaiting_payment: 'default',
  under_review: 'processing',
  completed: 'success',
  cancelled: 'default',
  rejected: 'error',
  expired: 'warning',
};
const OPEN: readonly DepositStatus[] = ['awaiting_payment', 'under_review'];

/** The deposit review queue (issue 14): under review first; vouchers enlarged (Enter); approve with one confirm, reject with a reason. */
export default function DepositsPage() {
  const { t } = useTranslation();
  const codes = useCodes();
  return (
    <ReviewQueue<DepositItem, DepositStatus>
      kind="deposits"
      exportTestId="deposit-export"
      load={depositList}
      exportCsv={depositExport}
      statuses={DEPOSIT_STATUSES}
      initialStatus="under_review"
      statusColor={STATUS_COLOR}
      statusLabel={(s) => t(`depositStatus.${s}`)}
      open={OPEN}
      approve={depositApprove}
      reject={depositReject}
      approveLabel={t('common.approve')}
      amountOf={(row) => `${row.amount} ${row.currency}`}
      decided={(row) => <OperatorName name={row.reviewedBy} />}
      columns={(showVouchers) => [
        { title: t('common.amount'), dataIndex: 'amount', align: 'right', render: (v: string, row) => `${v} ${row.currency}` },
        { title: t('deposits.credit'), dataIndex: 'creditAmount', align: 'right' },
        { title: t('deposits.method'), dataIndex: 'methodType', render: (v: string) => codes.methodType(v) },
        { title: t('deposits.depositor'), dataIndex: 'depositorName', render: (v: string | null) => v ?? '—' },
        {
          title: t('deposits.voucher'),
          dataIndex: 'vouchers',
          render: (v: string[], row) =>
            v.length ? (
              <Button size="small" onClick={() => showVouchers(row)} data-testid={`vouchers-${row.orderNo}`}>
                {t('deposits.viewVouchers', { count: v.length })}
              </Button>
            ) : (
              '—'
            ),
        },
      ]}
      detail={{
        has: (row) => row.vouchers.length > 0,
        title: (row) => t('deposits.voucherOf', { orderNo: row.orderNo }),
        render: (row) => (
          <>
            <Space wrap>
              {row.vouchers.map((path) => (
                <PrivateImage key={path} path={path} width={320} alt={t('deposits.voucher')} failedText={t('deposits.voucherFailed')} testId="voucher-image" />
              ))}
            </Space>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {t('deposits.voucherHint')}
            </Typography.Paragraph>
          </>
        ),
      }}
    />
  );
}
