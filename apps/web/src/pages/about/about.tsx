/** About (spec.md §2): app version, certificates and sponsors as cards drawn in CSS/SVG (no network images). */
import { APP_VERSION } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../features/account/components/account.css';

function Seal({ tone, label }: { tone: string; label: string }): ReactNode {
  return (
    <svg viewBox="0 0 64 74" className="about-art seal" aria-hidden="true">
      <circle cx="32" cy="32" r="28" fill={tone} opacity=".15" />
      <circle cx="32" cy="32" r="22" fill="none" stroke={tone} strokeWidth="3" strokeDasharray="4 3" />
      <path d="M22 33l7 7 14-15" fill="none" stroke={tone} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <text x="32" y="72" textAnchor="middle" fontSize="9" fill={tone} fontWeight="700">{label}</text>
    </svg>
  );
}

function Crest({ tone }: { tone: string }): ReactNode {
  return (
    <svg viewBox="0 0 64 64" className="about-art" aria-hidden="true">
      <path d="M32 4l24 8v18c0 15-10 26-24 30C18 56 8 45 8 30V12z" fill={tone} />
      <circle cx="32" cy="30" r="11" fill="#fff" />
      <path d="M32 21l3 6 6 .6-4.6 4 1.4 6.4-5.8-3.4-5.8 3.4 1.4-6.4-4.6-4 6-.6z" fill={tone} />
    </svg>
  );
}

const CERTS = [
  { key: 'pagcor', tone: '#2f54eb', label: 'PAGCOR' },
  { key: 'mga', tone: '#13a36f', label: 'MGA' },
  { key: 'gc', tone: '#f5772e', label: 'GC' },
  { key: 'bmm', tone: '#5b3cc4', label: 'BMM' },
] as const;

const SPONSORS = [
  { key: 'club', tone: '#c41d3a' },
  { key: 'league', tone: '#2f54eb' },
] as const;

export default function AboutPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="about-page" data-testid="about">
      <section className="brand-card about-hero">
        <strong>{t('app.name')}</strong>
        <span data-testid="app-version">{t('about.version', { version: APP_VERSION })}</span>
        <p>{t('about.intro')}</p>
      </section>
      <h3 className="about-title">{t('about.certificates')}</h3>
      <div className="about-grid">
        {CERTS.map((c) => (
          <div key={c.key} className="about-card">
            <Seal tone={c.tone} label={c.label} />
            <span>{t(`about.cert.${c.key}`)}</span>
          </div>
        ))}
      </div>
      <h3 className="about-title">{t('about.sponsors')}</h3>
      <div className="about-grid two">
        {SPONSORS.map((s) => (
          <div key={s.key} className="about-card">
            <Crest tone={s.tone} />
            <span>{t(`about.sponsor.${s.key}`)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
