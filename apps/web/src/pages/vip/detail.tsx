/**
 * One VIP level's benefits (spec.md §2 /pages/vip/detail?level=N, opened from the privilege page): what reaches and
 * keeps it, upgrade and birthday gifts, the weekly red packet, withdrawal limits and rebate ratios. Without a valid
 * `level` it shows the player's own level (a guest: VIP1); the level tabs switch in place.
 */
import { VIP_REBATE_KEYS } from '@app/shared';
import { List, Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed, LoadingState } from '../../components/query-state';
import { StatusBlock } from '../../components/status-block';
import { useVipInfo, type VipLevel } from '../../features/rewards/api/vip';
import { isZero, redPacketOpensAt } from '../../features/rewards/standing';
import '../../features/rewards/rewards.css';

function LevelBenefits({ level, mine }: { level: VipLevel; mine: boolean }): ReactNode {
  const { t } = useTranslation();
  const money = (amount: string): string => (isZero(amount) ? t('vip.detail.none') : `¥${amount}`);
  return (
    <div data-testid="vip-detail">
      <section className="vip-card detail">
        <span className="vip-level-badge">{t('vip.level', { level: level.level })}</span>
        {mine ? <span className="vip-mine-tag">{t('vip.detail.mine')}</span> : null}
        <dl className="vip-detail-head">
          <div>
            <dt>{t('vip.detail.requiredBet')}</dt>
            <dd>¥{level.requiredBet}</dd>
          </div>
          <div>
            <dt>{t('vip.detail.keepBet')}</dt>
            <dd>{isZero(level.keepBet) ? t('vip.detail.noKeep') : `¥${level.keepBet}`}</dd>
          </div>
        </dl>
      </section>
      <List mode="card" header={t('vip.detail.gifts')}>
        <List.Item extra={money(level.upgradeGift)} description={t('vip.detail.upgradeGiftNote')}>
          {t('vip.detail.upgradeGift')}
        </List.Item>
        <List.Item extra={money(level.birthdayGift)} description={t('vip.detail.birthdayGiftNote')}>
          {t('vip.detail.birthdayGift')}
        </List.Item>
        <List.Item
          extra={money(level.weeklyRedPacket)}
          description={isZero(level.weeklyRedPacket) ? null : t('vip.detail.redPacketNote', { time: redPacketOpensAt(level.level) })}
        >
          {t('vip.detail.weeklyRedPacket')}
        </List.Item>
      </List>
      <List mode="card" header={t('vip.tabs.withdraw')}>
        <List.Item extra={t('vip.times', { count: level.dailyWithdrawCount })}>{t('vip.col.count')}</List.Item>
        <List.Item extra={`¥${level.dailyWithdrawLimit}`}>{t('vip.col.limit')}</List.Item>
      </List>
      <List mode="card" header={t('vip.tabs.rebate')} data-testid="vip-detail-rebate">
        {VIP_REBATE_KEYS.map((key) => (
          <List.Item key={key} extra={`${level.rebate[key]}%`}>
            {t(`vip.rebate.${key}`)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

export default function VipDetail(): ReactNode {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const info = useVipInfo();
  if (info.isPending) return <LoadingState />;
  if (info.isError) return <LoadFailed onRetry={() => void info.refetch()} />;
  const { levels, current } = info.data;
  const asked = Number(params.get('level'));
  const level = levels.find((l) => l.level === asked) ?? levels.find((l) => l.level === current?.level) ?? levels[0];
  if (!level) return <StatusBlock status="empty" title={t('list.failed')} description={null} />;
  return (
    <div className="vip-page">
      <Tabs
        className="vip-tabs"
        activeKey={String(level.level)}
        onChange={(key) => setParams({ level: key }, { replace: true })}
        data-testid="vip-detail-tabs"
      >
        {levels.map((l) => (
          <Tabs.Tab key={String(l.level)} title={t('vip.level', { level: l.level })} />
        ))}
      </Tabs>
      <LevelBenefits level={level} mine={level.level === current?.level} />
    </div>
  );
}
