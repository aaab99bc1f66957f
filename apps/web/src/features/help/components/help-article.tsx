import type { ArticleKey } from '@app/shared';
import { DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBlock } from '../../../components/status-block';
import { useHelpArticle } from '../api/help';
import { HelpBody } from './help-body';
import '../help.css';

/**
 * One article (a help section or a content page): its title and structured text in the player's language, figures
 * filled by the server. `noTitle` where the navigation bar already names the page.
 */
export function HelpArticleView({ helpKey, noTitle, children }: { helpKey: ArticleKey; noTitle?: boolean; children?: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const article = useHelpArticle(helpKey);
  if (article.isError) return <StatusBlock status="disconnected" title={t('help.loadFailed')} description={t('common.networkError')} />;
  if (!article.data) return <DotLoading color="primary" />;
  return (
    <article className="help-page" data-testid={`help-article-${helpKey}`}>
      {noTitle ? null : <h2 className="help-title">{article.data.title}</h2>}
      <HelpBody body={article.data.body} />
      {children}
    </article>
  );
}
