import { TabBar } from 'antd-mobile';
import { AppOutline, GiftOutline, HeartOutline, MessageOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { badgeText, useUnreadMessages } from '../api/unread-messages';
import { PATHS, TAB_ROUTES, type RouteName } from './paths';

const ICONS: Record<(typeof TAB_ROUTES)[number], ReactNode> = {
  home: <AppOutline />,
  discount: <GiftOutline />,
  connect: <MessageOutline />,
  sponsor: <HeartOutline />,
  my: <UserOutline />,
};

/** Bottom tab bar of spec.md §2: home, discount, customer service, sponsor, my; My carries the unread-message count. */
export function AppTabBar({ active }: { active: RouteName }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = badgeText(useUnreadMessages()?.total);
  // The home alias is the same tab as home.
  const activeKey = active === 'homeAlias' ? 'home' : active;
  return (
    <div className="app-tab-bar">
      <TabBar
        safeArea
        activeKey={activeKey}
        onChange={(key) => void navigate(PATHS[key as RouteName], { replace: true })}
      >
        {TAB_ROUTES.map((name) => (
          <TabBar.Item
            key={name}
            icon={ICONS[name]}
            title={t(`tab.${name}`)}
            badge={name === 'my' ? unread : null}
            data-testid={`tab-${name}`}
          />
        ))}
      </TabBar>
    </div>
  );
}
