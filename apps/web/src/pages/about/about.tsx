/**
 * About (spec.md §2 "about (certificates, sponsors)"): app version and the install card, then the operator's `about`
 * page (help_articles, edited in the console's help page): text and images of our own — certificate-style badges that
 * state the platform's own commitments, never a licence or partnership it does not hold (issue 13, 17).
 */
import { APP_VERSION } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandName } from '../../app/brand';
import { HelpArticleView } from '../../features/help/components/help-article';
import '../../features/account/components/account.css';
import { InstallCard } from './install-card';

export default function AboutPage(): ReactNode {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <div className="about-page" data-testid="about">
      <section className="brand-card about-hero">
        <strong>{brand}</strong>
        <span data-testid="app-version">{t('about.version', { version: APP_VERSION })}</span>
        <p>{t('about.intro')}</p>
      </section>
      <InstallCard />
      <HelpArticleView helpKey="about" noTitle />
    </div>
  );
}
