/**
 * VIP privileges (spec.md §2 /pages/vip/privilege; §4 level rules): the player's standing (or a login prompt for a
 * guest), the levels to open in detail, and tabs for rebate ratio, withdrawal limits, weekly red packets, turnover
 * multiples and rules. Data: getVipInfo, getVipReturnWaterList and two public settings.
 */
import { DotLoading, Tabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { useSysConfigValue } from '../../api/guest-index';
import { LoadFailed, LoadingState } from '../../components/query-state';
import { useReturnWater, useVipInfo, WELFARE_SETTINGS } from '../../features/rewards/api/vip';
import { GuestLevelCard, LevelCard } from '../../features/rewards/components/level-card';
import { RebateTable, RedPacketTable, RulesPanel, TurnoverPanel, WithdrawTable } from '../../features/rewards/components/level-tables';
import { useSession } from '../../stores/session';
import '../../features/rewards/rewards.css';

const TABS = ['rebate', 'withdraw', 'redPacket', 'turnover', 'rules'] as const;
type Tab = (typeof TABS)[number];

const openLevel = (level: number): void => go(`${PATHS.vipDetail}?level=${level}`);

export default function VipPrivilege(): ReactNode {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const info = useVipInfo();
  const water = useReturnWater();
  const multiple = useSysConfigValue(WELFARE_SETTINGS.multiple);
  const validDays = useSysConfigValue(WELFARE_SETTINGS.validDays);
  const [tab, setTab] = useState<Tab>('rebate');

  if (info.isPending) return <LoadingState />;
  if (info.isError) return <LoadFailed onRetry={() => void info.refetch()} />;
  const { levels, current } = info.data;
  const mine = current?.level;
  return (
    <div className="vip-page">
      {current ? <LevelCard current={current} /> : token ? null : <GuestLevelCard onLogin={() => go(PATHS.login)} />}
      <section className="vip-levels" data-testid="vip-levels">
        <h3>{t('vip.levels')}</h3>
        <div className="vip-level-strip">
          {levels.map((l) => (
            <button
              type="button"
              key={l.level}
              className={l.level === mine ? 'vip-chip mine' : 'vip-chip'}
              onClick={() => openLevel(l.level)}
              data-testid={`vip-chip-${l.level}`}
            >
              {t('vip.level', { level: l.level })}
            </button>
          ))}
        </div>
      </section>
      <Tabs className="vip-tabs" activeKey={tab} onChange={(key) => setTab(key as Tab)} data-testid="vip-tabs">
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`vip.tabs.${key}`)} />
        ))}
      </Tabs>
      <section className="vip-panel" data-testid={`vip-panel-${tab}`}>
        {tab === 'rebate' ? (
          water.data ? (
            <RebateTable ratios={water.data} mine={mine} onOpen={openLevel} />
          ) : (
            <DotLoading color="primary" />
          )
        ) : null}
        {tab === 'withdraw' ? <WithdrawTable levels={levels} mine={mine} onOpen={openLevel} /> : null}
        {tab === 'redPacket' ? <RedPacketTable levels={levels} mine={mine} onOpen={openLevel} /> : null}
        {tab === 'turnover' ? <TurnoverPanel multiple={multiple.data ?? null} validDays={validDays.data ?? null} /> : null}
        {tab === 'rules' ? <RulesPanel /> : null}
      </section>
    </div>
  );
}
