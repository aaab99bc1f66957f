/**
 * Home's bell (issue 17): opens the message centre (a guest gets the registered-users-only modal, spec.md §6) and
 * carries the member's unread-message count. Only the small count call lives here (api/unread-messages.ts): the
 * message screens stay in their own chunk.
 */
import { Badge } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpen } from '../../app/use-open';
import { badgeText, useUnreadMessages } from '../../api/unread-messages';

export function MessageBell(): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  const unread = badgeText(useUnreadMessages()?.total);
  return (
    <button type="button" className="message-bell" onClick={() => open('mail')} aria-label={t('route.mail')} data-testid="home-bell">
      <Badge content={unread} style={{ '--right': '2px', '--top': '4px' }}>
        <BellOutline fontSize={22} />
      </Badge>
    </button>
  );
}
