/**
 * One message in the centre's list (issue 17): title, summary, time and an unread dot; tapping opens it, swiping it
 * left shows delete (which asks first).
 */
import { SwipeAction } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/time';
import type { MessageItem } from '../api/messages';

interface RowProps {
  item: MessageItem;
  onOpen: (item: MessageItem) => void;
  onDelete: (item: MessageItem) => void;
}

export function MessageRow({ item, onOpen, onDelete }: RowProps): ReactNode {
  const { t } = useTranslation();
  return (
    <SwipeAction
      className="mail-swipe"
      rightActions={[{ key: 'delete', text: t('mail.delete'), color: 'danger', onClick: () => onDelete(item) }]}
    >
      <button
        type="button"
        className={item.read ? 'mail-row' : 'mail-row unread'}
        onClick={() => onOpen(item)}
        data-testid="mail-row"
      >
        <span className="mail-row-head">
          {item.read ? null : <span className="mail-dot" role="img" aria-label={t('mail.unread')} data-testid="mail-unread" />}
          <strong className="mail-title">{item.title}</strong>
        </span>
        {item.summary ? <span className="mail-summary">{item.summary}</span> : null}
        <time className="mail-time" dateTime={item.createdAt}>
          {formatTime(item.createdAt)}
        </time>
      </button>
    </SwipeAction>
  );
}
