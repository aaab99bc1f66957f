/**
 * What a screen shows while its data loads and when loading failed (with a retry): one look for the paged record
 * lists and for screens that read one answer (VIP pages).
 */
import { DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBlock } from './status-block';
import './paged-list.css';

export function LoadingState(): ReactNode {
  return (
    <div className="paged-state">
      <DotLoading color="primary" />
    </div>
  );
}

export function LoadFailed({ onRetry, className }: { onRetry: () => void; className?: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <StatusBlock status="disconnected" title={t('list.failed')} description={null} className={className}>
      <button type="button" className="paged-retry" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </StatusBlock>
  );
}
