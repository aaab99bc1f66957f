/**
 * spec.md §2: pull-to-refresh is on only for play and playH5; it refetches the page's queries. Loaded lazily with
 * those routes so home never pays for it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export default function Refreshable({ children }: { children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <PullToRefresh
      onRefresh={() => queryClient.invalidateQueries()}
      pullingText={t('refresh.pulling')}
      canReleaseText={t('refresh.canRelease')}
      refreshingText={t('refresh.refreshing')}
      completeText={t('refresh.complete')}
    >
      {children}
    </PullToRefresh>
  );
}
