/**
 * What happens after a successful login or registration (spec.md §4 "Login"): keep the session, load the balance
 * and run the secondary-password check, which offers to go to settings when it is not set.
 */
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { go, relaunch } from '../../../app/navigation';
import { PATHS } from '../../../app/paths';
import { useSession } from '../../../stores/session';
import { fetchUserBalance, walletKeys } from '../../../api/wallet';
import { checkIsSetWidthPassword } from '../api/member';
import type { Session } from '../api/types';
import { confirm } from './confirm';

export async function afterLogin(session: Session, queryClient: QueryClient): Promise<void> {
  useSession.getState().signIn(session.token, { ...session.userInfo });
  relaunch(PATHS.home);
  // A missing balance endpoint (1002, money issue not landed) or a network failure must not spoil the login.
  await queryClient.prefetchQuery({ queryKey: walletKeys.balance, queryFn: fetchUserBalance });
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
