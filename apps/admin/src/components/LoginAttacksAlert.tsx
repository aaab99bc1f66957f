import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginAttacks } from '../api/admin';
import { useMe } from '../auth/session';
import { formatTime } from './format';

/**
 * The owner's alert (issue 23 item 6): operator names whose logins were locked by failed attempts in the last 24
 * hours, i.e. someone is guessing their password. Shown on the dashboard to owners only (the route is owner-only),
 * re-read every minute; the details are in the audit log (`operator.loginUnderAttack`, `operator.loginFailed`).
 */
export function LoginAttacksAlert() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: operator } = useMe();
  const owner = operator?.role === 'owner';
  const attacks = useQuery({ queryKey: ['operator', 'loginAttacks'], queryFn: loginAttacks, enabled: owner, refetchInterval: 60_000 });
  const list = attacks.data?.list ?? [];
  if (!owner || list.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="login-attacks"
      title={t('loginAttacks.title')}
      description={
        <>
          <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
            {list.map((a) => (
              <li key={a.username} data-testid={`login-attack-${a.username}`}>
                {a.lockedUntil
                  ? t('loginAttacks.locked', { username: a.username, attempts: a.attempts, until: formatTime(a.lockedUntil) })
                  : t('loginAttacks.past', { username: a.username, locks: a.locks, time: formatTime(a.lastAt) })}
              </li>
            ))}
          </ul>
          {t('loginAttacks.hint')}
        </>
      }
      action={
        <Button size="small" onClick={() => void navigate('/audit')}>
          {t('loginAttacks.audit')}
        </Button>
      }
    />
  );
}
