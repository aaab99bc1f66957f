/**
 * Where a help page leads (issue 24: the complaints, agent and mailbox pages end in an action, not a dead end):
 * feedback (the in-app mailbox: its answer reaches the message centre) or online customer service, and on the service
 * mailbox page the operator's address when one is set (website info `serviceEmail`).
 */
import type { HelpKey } from '@app/shared';
import { Button, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebsiteInfo } from '../../../api/guest-index';
import { useOpen } from '../../../app/use-open';
import { HELP_ACTIONS } from '../links';

export function HelpActions({ helpKey }: { helpKey: HelpKey }): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  const { data: info } = useWebsiteInfo();
  const actions = HELP_ACTIONS[helpKey] ?? [];
  const email = helpKey === 'mailbox' ? info?.serviceEmail : undefined;
  if (actions.length === 0 && !email) return null;
  return (
    <div className="help-contact" data-testid="help-actions">
      {email ? (
        <List className="help-list">
          <List.Item extra={<a href={`mailto:${email}`}>{email}</a>}>{t('help.contact.email')}</List.Item>
        </List>
      ) : null}
      <div className="help-action-buttons">
        {actions.map((action, i) => (
          <Button
            key={action}
            block
            color="primary"
            fill={i === 0 ? 'solid' : 'outline'}
            shape="rounded"
            onClick={() => open(action)}
            data-testid="help-action"
            data-route={action}
          >
            {t(`help.action.${action}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
