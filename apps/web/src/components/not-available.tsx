import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../app/paths';
import { go } from '../app/navigation';
import { StatusBlock } from './status-block';

/**
 * The one screen for routes whose features arrive in later issues: spec.md §8 "This function is not yet
 * available". The route's nav bar (title + back) is drawn around it by RoutePage.
 */
export default function NotAvailable(): ReactNode {
  const { t } = useTranslation();
  return (
    <StatusBlock
      status="busy"
      className="not-available"
      title={t('unavailable.title')}
      description={t('unavailable.desc')}
      data-testid="not-available"
    >
      <Button color="primary" fill="outline" shape="rounded" onClick={() => go(PATHS.home)}>
        {t('unavailable.home')}
      </Button>
    </StatusBlock>
  );
}
