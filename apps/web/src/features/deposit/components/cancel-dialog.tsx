/**
 * Cancel a deposit order (spec.md §4): one of the five reasons, an optional remark, and the cancellations left
 * today (the server's count). The server refuses when none are left; the order then stays open.
 */
import { DEPOSIT_CANCEL_REASONS, type DepositCancelReason } from '@app/shared';
import { Selector, TextArea } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Toast } from '../../../components/overlays';
import { cancelRechargeOrder } from '../api/deposit';

export function CancelDialog({
  orderNo,
  remaining,
  visible,
  onClose,
  onCancelled,
}: {
  orderNo: string;
  remaining: number;
  visible: boolean;
  onClose: () => void;
  onCancelled: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const [reason, setReason] = useState<DepositCancelReason | undefined>();
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);

  const submit = async (): Promise<void> => {
    setTried(true);
    if (!reason) return;
    try {
      const envelope = await cancelRechargeOrder(orderNo, reason, remark.trim() || undefined);
      if (envelope.code === 0) {
        Toast.show({ icon: 'success', content: t('deposit.cancel.done') });
        onCancelled();
      }
      onClose();
    } catch {
      Toast.show({ content: t('common.networkError') });
    }
  };

  return (
    <Dialog
      visible={visible}
      title={t('deposit.cancel.title')}
      onClose={onClose}
      content={
        <div className="cancel-form" data-testid="cancel-dialog">
          <Selector
            columns={1}
            options={DEPOSIT_CANCEL_REASONS.map((r) => ({ label: t(`deposit.cancel.reason.${r}`), value: r }))}
            value={reason ? [reason] : []}
            onChange={(v) => setReason(v[0])}
            data-testid="cancel-reasons"
          />
          {tried && !reason ? (
            <p className="amount-error" role="alert">
              {t('deposit.cancel.pickReason')}
            </p>
          ) : null}
          <TextArea
            className="cancel-remark"
            value={remark}
            onChange={setRemark}
            placeholder={t('deposit.cancel.remark')}
            maxLength={200}
            rows={2}
            data-testid="cancel-remark"
          />
          <p className="cancel-remaining" data-testid="cancel-remaining">
            {t('deposit.cancel.remaining', { count: remaining })}
          </p>
        </div>
      }
      actions={[
        [
          { key: 'keep', text: t('deposit.cancel.keep'), onClick: onClose },
          { key: 'cancel', text: t('deposit.cancel.submit'), danger: true, bold: true, disabled: remaining <= 0, onClick: () => void submit() },
        ],
      ]}
    />
  );
}
