/**
 * Message centre (spec.md §2 "Message centre with tabs: private message, notice, activity, announcement, deposit and
 * withdraw"; issue 17): one tab per category with its unread count, the category's messages paged with infinite
 * scroll (PagedList), "read all" for the tab, delete by swiping a row left (confirmed), a row opens the message.
 * The tab is kept in the address (?tab=), so back from a message returns to it.
 */
import { MESSAGE_CATEGORIES, type MessageCategory } from '@app/shared';
import { Button, Tabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { badgeText, messageKeys, useUnreadMessages } from '../../api/unread-messages';
import { PagedList } from '../../components/paged-list';
import { listMessages, type MessageItem } from '../../features/messages/api/messages';
import { MessageRow } from '../../features/messages/components/message-row';
import { useMessageActions } from '../../features/messages/hooks/use-message-actions';
import '../../features/messages/messages.css';

const isCategory = (value: string | null): value is MessageCategory => MESSAGE_CATEGORIES.includes(value as MessageCategory);

export default function MessageCentre(): ReactNode {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: MessageCategory = isCategory(requested) ? requested : 'private';
  const unread = useUnreadMessages();
  const actions = useMessageActions();
  const [reading, setReading] = useState(false);
  const tabUnread = unread?.[tab] ?? 0;

  const readAll = async (): Promise<void> => {
    setReading(true);
    try {
      await actions.readAll(tab);
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="mail-page">
      <Tabs
        className="mail-tabs"
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        data-testid="mail-tabs"
      >
        {MESSAGE_CATEGORIES.map((category) => {
          const count = badgeText(unread?.[category]);
          return (
            <Tabs.Tab
              key={category}
              title={
                <span className="mail-tab" data-testid={`mail-tab-${category}`}>
                  {t(`mail.category.${category}`)}
                  {count ? (
                    <span className="mail-tab-count" data-testid="mail-tab-count">
                      {count}
                    </span>
                  ) : null}
                </span>
              }
            />
          );
        })}
      </Tabs>
      <div className="mail-toolbar">
        <span className="mail-toolbar-note">{tabUnread > 0 ? t('mail.unreadCount', { count: tabUnread }) : t('mail.noUnread')}</span>
        {/* Nothing unread: the note says so, and there is nothing to mark (one "all read", not two; issue 24). */}
        {tabUnread > 0 ? (
          <Button size="mini" fill="none" color="primary" loading={reading} onClick={() => void readAll()} data-testid="mail-read-all">
            {t('mail.readAll')}
          </Button>
        ) : null}
      </div>
      <PagedList<MessageItem>
        key={tab}
        className="mail-list"
        queryKey={messageKeys.list(tab)}
        fetchPage={(page, size) => listMessages(tab, page, size)}
        itemKey={(item) => String(item.id)}
        renderItem={(item) => (
          <MessageRow
            item={item}
            onOpen={(m) => go(`${PATHS.mailDetail}?id=${m.id}`)}
            onDelete={(m) => void actions.remove(m.id)}
          />
        )}
        emptyText={t('mail.empty')}
      />
    </div>
  );
}
