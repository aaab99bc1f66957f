import { Space, Typography } from 'antd';
import { ACTIVITY_APPLY_STATUSES } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { offerApplyExport, offerApplyList, offerApprove, offerReject } from '../api/admin';
import type { OfferApplyItem, OfferApplyStatus } from '../api/types';
import { ReviewQueue } from '../components/ReviewQueue';
import { useCodes } from '../components/codes';

const STATUS_COLOR: Record<OfferApplyStatus, string> = { pending: 'processing', approved: 'success', rejected: 'error' };
const OPEN: readonly OfferApplyStatus[] = ['pending'];

/**
 * The offers' review queue (issue 16): pending applications oldest first; approve grants the bonus computed at
 * apply time (one confirmation), reject asks the reason the player reads. Audited on the server.
 */
export default function OfferReviewsPage() {
  const { t } = useTranslation();
  const codes = useCodes();
  const small = (text: string) => (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {text}
    </Typography.Text>
  );
  return (
    <ReviewQueue<OfferApplyItem, OfferApplyStatus>
      kind="offerReviews"
      exportTestId="offer-apply-export"
      load={offerApplyList}
      exportCsv={offerApplyExport}
      statuses={ACTIVITY_APPLY_STATUSES}
      initialStatus="pending"
      statusColor={STATUS_COLOR}
      statusLabel={(s) => t(`offerReviews.status.${s}`)}
      open={OPEN}
      approve={offerApprove}
      reject={offerReject}
      approveLabel={t('common.approve')}
      amountOf={(row) => row.amount}
      decided={(row) => (row.status === 'rejected' ? <Typography.Text type="secondary">{`${row.reviewedBy ?? '—'}: ${row.rejectReason ?? ''}`}</Typography.Text> : (row.reviewedBy ?? t('offerReviews.auto')))}
      columns={() => [
        {
          title: t('offers.title'),
          dataIndex: 'title',
          render: (v: string, row) => (
            <Space orientation="vertical" size={0}>
              {v}
              {small(`VIP${row.vipLevel}`)}
            </Space>
          ),
        },
        {
          title: t('offerReviews.bonus'),
          dataIndex: 'amount',
          align: 'right',
          render: (v: string, row) => (
            <Space orientation="vertical" size={0} align="end">
              {v}
              {small(`${t('offerReviews.base')} ${row.baseAmount}`)}
              {small(`${t('offerReviews.turnover')} ${row.requiredTurnover}`)}
            </Space>
          ),
        },
        { title: t('offers.venue'), dataIndex: 'platType', render: (v: string | null) => (v ? codes.venue(v) : t('offers.central')) },
      ]}
    />
  );
}
