/** Settings (spec.md §2): change password, secondary password, phone, e-mail, language, about, sign out. */
import { Button, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { relaunch } from '../../app/navigation';
import { PATHS, type RouteName } from '../../app/paths';
import { useOpen } from '../../app/use-open';
import { openLanguageSheet } from '../../components/lang-switch';
import { LANGUAGES } from '@app/shared';
import { currentLang } from '../../i18n';
import { logout, useFreshUserInfo } from '../../features/account/api/member';
import { confirm } from '../../features/account/hooks/confirm';
import { useSession } from '../../stores/session';
import '../../features/account/components/account.css';

async function signOut(t: (key: string) => string): Promise<void> {
  const confirmed = await confirm({ content: t('system.signOutConfirm'), confirmText: t('system.signOut') });
  if (!confirmed) return;
  // spec.md §4: logout clears token, user info and storage whatever the server answered (it may be unreachable).
  await logout().catch(() => null);
  // Leave the member route first: clearing the session on it would trip its guard (the guest modal).
  relaunch(PATHS.home);
  useSession.getState().clear();
}

export default function SystemPage(): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  const user = useFreshUserInfo();
  const item = (route: RouteName, label: string, extra?: ReactNode): ReactNode => (
    <List.Item key={route} onClick={() => open(route)} extra={extra} data-testid={`system-${route}`}>
      {label}
    </List.Item>
  );
  const lang = LANGUAGES.find((l) => l.code === currentLang());
  return (
    <div className="system-page">
      <List mode="card" header={t('system.security')}>
        {item('exitPassword', t('route.exitPassword'))}
        {item('secondaryPassword', t('route.secondaryPassword'), user?.hasWithdrawPassword ? t('system.set') : t('system.notSet'))}
        {item(user?.phoneBound ? 'userInfo' : 'setPhone', t('system.phone'), user?.phone ?? t('system.notBound'))}
        {item(user?.emailBound ? 'userInfo' : 'setEmail', t('system.email'), user?.email ?? t('system.notBound'))}
      </List>
      <List mode="card" header={t('system.general')}>
        {/* The whole row opens the language list (issue 24), like every other row here. */}
        <List.Item onClick={() => openLanguageSheet(t)} extra={lang?.name} data-testid="system-language">
          {t('lang.title')}
        </List.Item>
        {item('about', t('route.about'))}
      </List>
      <div className="system-actions">
        <Button block shape="rounded" size="large" color="danger" fill="outline" onClick={() => void signOut(t)} data-testid="sign-out">
          {t('system.signOut')}
        </Button>
      </div>
    </div>
  );
}
