/**
 * What happens after a successful login or registration (spec.md §4 "Login"): keep the session, load the balance
 * and run the secondary-password check, which offers to go to settings when it is not set.
 */
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { go, relaunch } from '../../../app/navigation';
import { PATHS } from '../../../app/paths';
import { useSession } from '../../../stores/session';
import { invalidateMoney } from '../../../api/wallet';
import { checkIsSetWidthPassword } from '../api/member';
import type { Session } from '../api/types';
import { confirm } from './confirm';

export async function afterLogin(session: Session, queryClient: QueryClient): Promise<void> {
  useSession.getState().signIn(session.token, { ...session.userInfo });
  relaunch(PATHS.home);
  // Money of an earlier session must not show: mark it stale. No prefetch: the screens that show a balance (home's
  // member strip, My) fetch it as they open (LIVE_MONEY), so a prefetch only doubled the call; a missing balance
  // endpoint or a network failure cannot spoil the login.
  await invalidateMoney(queryClient);
  let check;
  try {
    check = await checkIsSetWidthPassword();
  } catch {
    return;
  }
  if (check.code !== 0 || check.msg !== 'no') return;
  const confirmed = await confirm({
    title: i18next.t('account.withdrawPwdCheck.title'),
    content: i18next.t('account.withdrawPwdCheck.content'),
    confirmText: i18next.t('account.withdrawPwdCheck.confirm'),
  });
  if (confirmed) go(PATHS.secondaryPassword);
}
