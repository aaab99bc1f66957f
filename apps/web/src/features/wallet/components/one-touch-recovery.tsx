/**
 * One-key recovery (spec.md §4): every venue balance back to the central wallet, with the Idempotency-Key of the
 * user action; the result (recovered total, per venue moved or skipped) opens in a dialog.
 */
import { Button } from 'antd-mobile';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/overlays';
import { useRecovery, type RecoveryResult } from '../hooks/use-recovery';
import './wallet.css';

function recoveryContent(result: RecoveryResult): ReactNode {
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
  const { busy, recover } = useRecovery((result) => {
    void Dialog.alert({ title: t('transfer.recovery.title'), content: recoveryContent(result), confirmText: t('common.ok') });
  });
  return (
    <Button block fill="outline" color="primary" shape="rounded" loading={busy} onClick={() => void recover()} data-testid="one-touch-recovery">
      {t('transfer.recovery.action')}
    </Button>
  );
}
