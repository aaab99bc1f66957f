/**
 * My page (spec.md §2 "My page"): member summary (avatar, username, VIP level, balance when the wallet endpoint
 * exists; the VIP badge opens the VIP privileges) and the list of links (a member's starts with the profile and the
 * message centre with its unread count); a guest sees a login/register prompt instead of the summary.
 */
import { Avatar, Badge, Button, List } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { go } from '../../app/navigation';
import { PATHS, type RouteName } from '../../app/paths';
import { PageNavBar } from '../../app/nav-bar';
import { useOpen } from '../../app/use-open';
import { badgeText, useUnreadMessages } from '../../api/unread-messages';
import { useImageSrc } from '../../api/upload';
import { useUserBalance, useVenueWallets } from '../../api/wallet';
import { useWithdrawRule } from '../../features/payout/api/withdraw';
import { balanceParts } from '../../features/wallet/balance-parts';
import { MoneyHolds } from '../../features/wallet/components/money-holds';
import { useFreshUserInfo } from '../../features/account/api/member';
import { useSession } from '../../stores/session';
import { ServiceShortcut } from './service-shortcut';
import '../../features/account/components/account.css';

/**
 * spec.md §2 "My page" links, in its order; balance interest (the cashbox, spec.md §2 /pages/balance/interest, issue 16)
 * beside the records of money, since the spec names no other way in (docs/decisions.md).
 */
const LINKS: readonly { route: RouteName; key: string }[] = [
  { route: 'transaction', key: 'my.links.transaction' },
  { route: 'betRecord', key: 'my.links.bet' },
  { route: 'rewardRecord', key: 'my.links.reward' },
  { route: 'interest', key: 'route.interest' },
  { route: 'cards', key: 'my.links.cards' },
  { route: 'friendInvitation', key: 'my.links.invite' },
  { route: 'feedback', key: 'my.links.feedback' },
  { route: 'help', key: 'my.links.help' },
  { route: 'helpContact', key: 'my.links.join' },
  { route: 'about', key: 'my.links.about' },
];

function MemberCard(): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  const user = useFreshUserInfo();
  const { data: balance } = useUserBalance();
  const avatarSrc = useImageSrc(user?.avatar);
  if (!user) return null;
  return (
    <section className="brand-card my-card" data-testid="my-summary">
      <button type="button" className="my-avatar" onClick={() => open('userInfo')} aria-label={t('route.userInfo')}>
        <Avatar src={avatarSrc} style={{ '--size': '56px', '--border-radius': '50%' }} />
      </button>
      <div className="my-who">
        <strong data-testid="my-username">{user.username}</strong>
        <button type="button" className="vip-badge" onClick={() => open('vipPrivilege')} data-testid="my-vip">
          {t('my.vip', { level: user.vipLevel })}
        </button>
      </div>
      {balance ? (
        <div className="my-balance" data-testid="my-balance">
          <span>{t('my.balance')}</span>
          <strong data-testid="my-balance-total">¥{balance.total}</strong>
        </div>
      ) : null}
      {/* Every part of the total (issue 24: a breakdown that left the cashbox out did not add up). */}
      {balance ? (
        <dl className="my-balance-parts" data-testid="balance-parts">
          {balanceParts(balance).map(({ part, amount }) => (
            <div key={part} data-testid={`balance-part-${part}`}>
              <dt>{t(`wallet.part.${part}`)}</dt>
              <dd>{amount}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/** Open turnover and locked venues (issue 24), for a member. */
function MyHolds(): ReactNode {
  const { data: rule } = useWithdrawRule();
  const { data: wallets } = useVenueWallets();
  return <MoneyHolds turnover={rule?.turnoverRemaining} venues={wallets?.list ?? []} />;
}

function GuestPrompt(): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="brand-card my-card guest" data-testid="my-guest">
      <div className="my-who">
        <strong>{t('home.guest.title')}</strong>
        <span>{t('home.guest.desc')}</span>
      </div>
      <div className="my-guest-actions">
        <Button size="small" shape="rounded" onClick={() => go(`${PATHS.login}?tab=register`)}>
          {t('home.guest.register')}
        </Button>
        <Button size="small" shape="rounded" color="primary" onClick={() => go(PATHS.login)} data-testid="my-login">
          {t('home.guest.login')}
        </Button>
      </div>
    </section>
  );
}

export default function MyPage(): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  const token = useSession((s) => s.token);
  const unread = badgeText(useUnreadMessages()?.total);
  const [shortcut, setShortcut] = useState(false);
  return (
    <div className="my-page">
      <PageNavBar
        right={
          token ? (
            <button type="button" className="nav-icon" onClick={() => open('system')} aria-label={t('route.system')} data-testid="my-settings">
              <SetOutline fontSize={22} />
            </button>
          ) : null
        }
      />
      {token ? <MemberCard /> : <GuestPrompt />}
      {token ? <MyHolds /> : null}
      <List mode="card" className="my-links">
        {token ? (
          <List.Item onClick={() => open('userInfo')} data-testid="my-link-userInfo">
            {t('route.userInfo')}
          </List.Item>
        ) : null}
        {token ? (
          // The message centre (issue 17): where the unread count on the My tab leads.
          <List.Item onClick={() => open('mail')} extra={unread ? <Badge content={unread} /> : null} data-testid="my-link-mail">
            {t('route.mail')}
          </List.Item>
        ) : null}
        {LINKS.map((link) => (
          <List.Item key={link.route} onClick={() => open(link.route)} data-testid={`my-link-${link.route}`}>
            {t(link.key)}
          </List.Item>
        ))}
        <List.Item onClick={() => setShortcut(true)} data-testid="my-link-desktopService">
          {t('my.links.desktopService')}
        </List.Item>
        {token ? (
          <List.Item onClick={() => open('system')} data-testid="my-link-system">
            {t('route.system')}
          </List.Item>
        ) : null}
      </List>
      <ServiceShortcut visible={shortcut} onClose={() => setShortcut(false)} />
    </div>
  );
}
