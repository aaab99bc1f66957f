/**
 * Help centre (spec.md §2 /pages/help/help): the sections operators keep (help_articles), each opening its sub-page.
 */
import { DotLoading, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { StatusBlock } from '../../components/status-block';
import { useHelpList } from '../../features/help/api/help';
import { HELP_ROUTES } from '../../features/help/links';
import '../../features/help/help.css';

export default function HelpCentrePage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = useHelpList();
  if (sections.isError) return <StatusBlock status="disconnected" title={t('help.loadFailed')} description={t('common.networkError')} />;
  if (!sections.data) return <DotLoading color="primary" />;
  return (
    <div className="help-page" data-testid="help-centre">
      <p className="help-paragraph">{t('help.intro')}</p>
      <List>
        {sections.data.map((s) => {
          const route = HELP_ROUTES[s.key];
          const to = route ? PATHS[route] : `${PATHS.helpAnswer}?key=${s.key}`;
          return (
            <List.Item key={s.key} onClick={() => void navigate(to)} data-testid={`help-section-${s.key}`}>
              {s.title}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
