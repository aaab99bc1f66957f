/**
 * Reward records (spec.md §2 /pages/record/reward; §3 "Reward statuses: to be confirmed, success, failed, received,
 * expired"): every welfare item of the player, newest first, filtered by status, with its amount, kind and times.
 * Claiming happens in the welfare centre, one tap away.
 */
import { WELFARE_STATUSES } from '@app/shared';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpen } from '../../app/use-open';
import { WelfareRow } from '../../features/rewards/components/welfare-row';
import { WelfareTabsList } from '../../features/rewards/components/welfare-tabs-list';
import '../../features/rewards/rewards.css';

const TABS = ['all', ...WELFARE_STATUSES] as const;

export default function RewardRecords(): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  return (
    <div className="rw-page">
      <List className="rw-to-centre">
        <List.Item arrow onClick={() => open('welfareRecord')} data-testid="reward-to-centre">
          {t('welfare.toCentre')}
        </List.Item>
      </List>
      <WelfareTabsList screen="records" tabs={TABS} initial="all" renderItem={(item) => <WelfareRow item={item} />} testId="reward-tabs" />
    </div>
  );
}
