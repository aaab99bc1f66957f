/**
 * Home's balance strip for a logged-in player (issue 13; spec.md §2 "Home", §3 user info): name, VIP badge (opens
 * the VIP privilege route of spec.md §2) and total balance with a refresh control. Its own chunk, loaded only with a
 * session: a guest's first load of home carries none of it (docs/decisions.md "Home JavaScript budget").
 */
import { LoopOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpen } from '../../app/use-open';
import { useInvalidateMoney, useUserBalance } from '../../api/wallet';
import { useFreshUserInfo } from '../../features/account/api/member';

export default function MemberStrip(): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  const user = useFreshUserInfo();
  const balance = useUserBalance();
  // The app's one money refresh (api/wallet.ts invalidateMoney), as every other balance refresh button.
  const refreshMoney = useInvalidateMoney();
  const refreshBalances = (): void => void refreshMoney();
  if (!user) return null;
  const total = balance.data?.total;
  return (
    <section className="card member-strip" data-testid="member-strip">
      <div className="member-who">
        <strong className="member-name" data-testid="home-username">{user.username}</strong>
        <button type="button" className="member-vip" onClick={() => open('vipPrivilege')} data-testid="home-vip">
          {t('home.member.vip', { level: user.vipLevel })}
        </button>
      </div>
      {/* No balance endpoint (null) hides the amount, as on My; a failed read keeps the last known amount. */}
      {balance.data === null ? null : (
        <div className="member-balance">
          <span className="member-balance-label">{t('home.member.balance')}</span>
          <strong className="member-balance-amount" data-testid="home-balance" aria-busy={balance.isFetching}>
            {total === undefined ? '¥ --' : `¥${total}`}
          </strong>
        </div>
      )}
      {balance.data === null ? null : (
        <button
          type="button"
          className={balance.isFetching ? 'member-refresh spinning' : 'member-refresh'}
          onClick={refreshBalances}
          disabled={balance.isFetching}
          aria-label={t('home.member.refresh')}
          data-testid="home-balance-refresh"
        >
          <LoopOutline />
        </button>
      )}
    </section>
  );
}
