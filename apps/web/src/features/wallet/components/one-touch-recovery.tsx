/**
 * One-key recovery (spec.md §4): every venue balance back to the central wallet, with the Idempotency-Key of the
 * user action; the result (recovered total, per venue moved or skipped) opens in a dialog.
 */
import { Button } from 'antd-mobile';
import i18next from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { oneTouchTransfer, useInvalidateMoney, type OneTouchResult } from '../../../api/wallet';
import { Dialog, Toast } from '../../../components/overlays';
import { useIdempotencyKeys, withIdempotency } from '../../../lib/idempotency';
import './wallet.css';

function recoveryContent(result: OneTouchResult): ReactNode {
  const t = i18next.t.bind(i18next);
  return (
    <div className="recovery-result" data-testid="recovery-result">
      <p>{t('transfer.recovery.total', { amount: result.recovered })}</p>
      {result.list.length ? (
        <ul>
          {result.list.map((item) => (
            <li key={item.platType} className={`recovery-${item.status}`}>
              <span>{item.name}</span>
              <span>
                {item.amount} · {t(`transfer.recovery.${item.reason ?? item.status}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('transfer.recovery.nothing')}</p>
      )}
    </div>
  );
}

export function OneTouchRecovery(): ReactNode {
  const { t } = useTranslation();
  const invalidate = useInvalidateMoney();
  const keys = useIdempotencyKeys();
  const [recovering, setRecovering] = useState(false);
  const recover = async (): Promise<void> => {
    setRecovering(true);
    try {
      const envelope = await withIdempotency(keys, 'oneTouchTransfer', (key) => oneTouchTransfer(key));
      await invalidate();
      if (envelope.code === 0) {
        void Dialog.alert({ title: t('transfer.recovery.title'), content: recoveryContent(envelope.data), confirmText: t('common.ok') });
      }
    } catch {
      Toast.show({ content: t('common.networkError') });
    } finally {
      setRecovering(false);
    }
  };
  return (
    <Button block fill="outline" color="primary" shape="rounded" loading={recovering} onClick={() => void recover()} data-testid="one-touch-recovery">
      {t('transfer.recovery.action')}
    </Button>
  );
}
