/**
 * Welfare items by status (spec.md §3 reward statuses): the status tabs over one paged list, newest first. The welfare
 * centre and the reward records show the same items; they differ in which tabs they offer, which one opens first and
 * what a row can do (claim, or only show).
 */
import type { WelfareStatus } from '@app/shared';
import { Tabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list';
import { queryWelfareCenterList, welfareKeys, type WelfareItem } from '../api/welfare';

export type WelfareTab = WelfareStatus | 'all';

export function WelfareTabsList<T extends WelfareTab>(props: {
  screen: 'centre' | 'records';
  tabs: readonly T[];
  initial: T;
  renderItem: (item: WelfareItem) => ReactNode;
  testId: string;
}): ReactNode {
  const { t } = useTranslation();
  const [tab, setTab] = useState<T>(props.initial);
  return (
    <>
      <Tabs className="rw-tabs" activeKey={tab} onChange={(key) => setTab(key as T)} data-testid={props.testId}>
        {props.tabs.map((key) => (
          <Tabs.Tab key={key} title={t(key === 'all' ? 'welfare.all' : `welfare.status.${key}`)} />
        ))}
      </Tabs>
      <PagedList<WelfareItem>
        key={tab}
        className="rw-list"
        queryKey={welfareKeys.list(props.screen, tab)}
        fetchPage={(page, size) => queryWelfareCenterList(tab === 'all' ? undefined : tab, page, size)}
        itemKey={(item) => String(item.id)}
        renderItem={props.renderItem}
        emptyText={t('welfare.empty')}
      />
    </>
  );
}
