/**
 * The customer-service tab (spec.md §2 /pages/connect/connect; issue 17): the way into live chat with whether an
 * agent is on duty now (and unread replies), the website's own customer-service link as the alternative, and
 * shortcuts into the help centre. Guests see the page; opening the chat asks them to log in (route guard).
 */
import { Badge, Button, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebsiteInfo } from '../../api/guest-index';
import type { RouteName } from '../../app/paths';
import { openLink, useOpen } from '../../app/use-open';
import { useChatState } from '../../features/chat/api/chat';
import '../../features/chat/chat.css';

const HELP_SHORTCUTS: readonly RouteName[] = ['helpDeposit', 'helpWithdraw', 'helpTransfer', 'help', 'feedback'];

export default function Connect(): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  const state = useChatState();
  const { data: info } = useWebsiteInfo();
  const url = info?.customerServiceUrl;
  const onDuty = state.data?.onDuty;
  const unread = state.data?.unread ?? 0;
  return (
    <div className="connect-page" data-testid="connect-page">
      <section className="connect-card">
        {state.member && onDuty !== undefined ? (
          <>
            <div className="connect-duty" data-testid="connect-duty" data-on-duty={onDuty}>
              <span className={onDuty ? 'connect-dot is-on' : 'connect-dot'} />
              {t(onDuty ? 'chat.connect.onDuty' : 'chat.connect.offDuty')}
            </div>
            <div className="connect-sub">{t(onDuty ? 'chat.connect.onDutyHint' : 'chat.connect.offDutyHint')}</div>
          </>
        ) : (
          <div className="connect-sub">{t('chat.connect.intro')}</div>
        )}
        <Badge content={unread > 0 ? (unread > 99 ? '99+' : String(unread)) : null} style={{ '--right': '12px', '--top': '4px' }}>
          <Button block color="primary" size="large" shape="rounded" onClick={() => open('contacting')} data-testid="connect-chat">
            {t(state.data?.conversationId ? 'chat.connect.continue' : 'chat.connect.start')}
          </Button>
        </Badge>
      </section>
      {url ? (
        <section>
          <div className="connect-section-title">{t('chat.connect.other')}</div>
          <List mode="card" style={{ margin: 0 }}>
            <List.Item clickable onClick={() => openLink(url)} description={t('chat.connect.externalHint')} data-testid="connect-external">
              {t('chat.connect.external')}
            </List.Item>
          </List>
        </section>
      ) : null}
      <section>
        <div className="connect-section-title">{t('chat.connect.help')}</div>
        <List mode="card" style={{ margin: 0 }}>
          {HELP_SHORTCUTS.map((name) => (
            <List.Item key={name} clickable onClick={() => open(name)} data-testid={`connect-${name}`}>
              {t(`route.${name}`)}
            </List.Item>
          ))}
        </List>
      </section>
    </div>
  );
}
