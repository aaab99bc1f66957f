/**
 * Contact (spec.md §2 /pages/help/contact): the contact article, then the website's customer-service link, e-mail
 * address and service hours as the operator configured them (getWebsiteBasicInfo, sys config `service_hours`).
 */
import { Button, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSysConfigValue, useWebsiteInfo } from '../../api/guest-index';
import { openLink } from '../../app/use-open';
import { HelpArticleView } from '../../features/help/components/help-article';

export default function ContactHelp(): ReactNode {
  const { t } = useTranslation();
  const { data: info } = useWebsiteInfo();
  const hours = useSysConfigValue('service_hours');
  const url = info?.customerServiceUrl;
  return (
    <HelpArticleView helpKey="contact">
      <div className="help-contact" data-testid="help-contact">
        <List>
          {info?.serviceEmail ? (
            <List.Item extra={<a href={`mailto:${info.serviceEmail}`}>{info.serviceEmail}</a>}>{t('help.contact.email')}</List.Item>
          ) : null}
          {hours.data ? <List.Item extra={hours.data}>{t('help.contact.hours')}</List.Item> : null}
        </List>
        {url ? (
          <Button block color="primary" className="help-contact" onClick={() => openLink(url)} data-testid="help-contact-open">
            {t('help.contact.open')}
          </Button>
        ) : (
          <p className="help-paragraph">{t('help.contact.notSet')}</p>
        )}
      </div>
    </HelpArticleView>
  );
}
