/**
 * The result views of a deposit order (spec.md §4): under review, completed (with the central balance after the
 * credit), cancelled (with its reason), rejected and expired.
 */
import type { DepositStatus } from '@app/shared';
import { Button, Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserBalance } from '../../../api/wallet';
import type { DepositOrder } from '../api/deposit';

const RESULT: Record<Exclude<DepositStatus, 'awaiting_payment'>, 'waiting' | 'success' | 'info' | 'error' | 'warning'> = {
  under_review: 'waiting',
  completed: 'success',
  cancelled: 'info',
  rejected: 'error',
  expired: 'warning',
};

export function OrderResult({ order, onAgain }: { order: DepositOrder; onAgain: () => void }): ReactNode {
  const { t } = useTranslation();
  const { data: balance } = useUserBalance();
  if (order.status === 'awaiting_payment') return null;
  const amount = `${order.amount} ${order.currency}`;
  const detail =
    order.status === 'cancelled' && order.cancelReason
      ? t(`deposit.cancel.reason.${order.cancelReason}`)
      : order.status === 'rejected' && order.rejectReason
        ? order.rejectReason
        : null;
  return (
    <section className="card deposit-card deposit-result" data-testid={`result-${order.status}`}>
      <Result
        status={RESULT[order.status]}
        title={t(`deposit.status.${order.status}.title`)}
        description={t(`deposit.status.${order.status}.desc`, { amount, credit: order.creditAmount })}
      />
      {detail ? <p className="result-detail">{detail}</p> : null}
      {order.status === 'completed' ? (
        <p className="result-balance">
          {t('deposit.status.balance')} <strong data-testid="deposit-balance">{balance?.central ?? '…'}</strong>
        </p>
      ) : null}
      {order.status !== 'under_review' ? (
        <Button block color="primary" fill="outline" shape="rounded" onClick={onAgain} data-testid="deposit-again">
          {t('deposit.again')}
        </Button>
      ) : null}
    </section>
  );
}
