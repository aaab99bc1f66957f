/**
 * Reward records (spec.md §2 /pages/record/reward; §3 "Reward statuses: to be confirmed, success, failed, received,
 * expired"): every welfare item of the player, newest first, filtered by status, with its amount, kind and times.
 * Claiming happens in the welfare centre, one tap away.
 */
import { WELFARE_STATUSES, type WelfareStatus } from '@app/shared';
import { List, Tabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpen } from '../../app/use-open';
import { PagedList } from '../../components/paged-list';
import { queryWelfareCenterList, welfareKeys, type WelfareItem } from '../../features/rewards/api/welfare';
import { WelfareRow } from '../../features/rewards/components/welfare-row';
import '../../features/rewards/rewards.css';

const TABS = ['all', ...WELFARE_STATUSES] as const;
type Tab = WelfareStatus | 'all';

export default function RewardRecords(): ReactNode {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const open = useOpen();
  return (
    <div className="rw-page">
      <List className="rw-to-centre">
        <List.Item arrow onClick={() => open('welfareRecord')} data-testid="reward-to-centre">
          {t('welfare.toCentre')}
        </List.Item>
      </List>
      <Tabs className="rw-tabs" activeKey={tab} onChange={(key) => setTab(key as Tab)} data-testid="reward-tabs">
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(key === 'all' ? 'welfare.all' : `welfare.status.${key}`)} />
        ))}
      </Tabs>
      <PagedList<WelfareItem>
        key={tab}
        className="rw-list"
        queryKey={welfareKeys.list('records', tab)}
        fetchPage={(page, size) => queryWelfareCenterList(tab === 'all' ? undefined : tab, page, size)}
        itemKey={(item) => String(item.id)}
        renderItem={(item) => <WelfareRow item={item} />}
        emptyText={t('welfare.empty')}
      />
    </div>
  );
}
