import { LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Space, Spin, Tag, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { logout } from '../api/admin';
import { getToken, sessionCallsAnswered } from '../api/request';
import { can, endSession, useMe } from '../auth/session';
import { LangSwitch } from '../components/LangSwitch';
import { zoneLabel } from '../components/platform-time';
import { NAV } from './nav';
import { queryClient } from './query';

/** Sider menu of the pages the role may use, header with the operator, language and logout. */
export function AppLayout() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const entries = NAV.filter((entry) => can(me, entry.permission));
  const selected = entries.find((entry) => location.pathname === entry.path || location.pathname.startsWith(`${entry.path}/`));

  async function onLogout() {
    // No call may reach the server without its session (issue 22). The console forgets the token first: from then on
    // a page still mounting (a lazy page whose chunk arrives now) sends nothing (request.ts refuses it unsent). It
    // leaves the page before emptying the cache (a query still observed would refetch at once), lets the calls
    // already sent under the session be answered, and only then has the server end it: a call arriving after the
    // logout would answer 401.
    const token = getToken();
    endSession();
    await navigate('/login', { replace: true });
    queryClient.clear();
    await sessionCallsAnswered();
    if (token) await logout(token).catch(() => undefined);
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* The menu stays in view while a long page scrolls, and scrolls on its own when the window is short (issue 24). */}
      <Layout.Sider width={208} theme="dark" data-testid="sider" style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto', overscrollBehavior: 'contain' }}>
        <div style={{ color: '#fff', fontWeight: 600, fontSize: 16, padding: '18px 24px' }}>{t('app.title')}</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={selected ? [selected.path] : []}
          items={entries.map((entry) => ({ key: entry.path, icon: entry.icon, label: t(entry.label) }))}
          onClick={({ key }) => void navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 24px', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', borderBottom: '1px solid #f0f0f0' }}>
          <Space size="middle">
            <Tag data-testid="platform-zone">{t('time.zone', { zone: zoneLabel() })}</Tag>
            <Typography.Text data-testid="operator-name" strong>
              {me?.username}
            </Typography.Text>
            {me && <Tag color="blue">{t(`role.${me.role}`)}</Tag>}
            <LangSwitch />
            <Button icon={<LogoutOutlined />} onClick={() => void onLogout()} data-testid="logout">
              {t('app.logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
