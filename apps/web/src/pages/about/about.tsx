/**
 * About (spec.md §2): app version, then the operator's licences and sponsorships as cards drawn in CSS/SVG (no network
 * images). Licences and sponsorships are operator content, never defaults: the website config keys `licences` and
 * `sponsors` (getWebsiteBasicInfo), one name per line, are empty on a fresh install, and a section shows only when
 * its key lists something — seed content claims nothing the install does not hold (issue 13).
 */
import { APP_VERSION } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebsiteInfo } from '../../api/guest-index';
import '../../features/account/components/account.css';
import { InstallCard } from './install-card';

function Seal({ tone }: { tone: string }): ReactNode {
  return (
    <svg viewBox="0 0 64 74" className="about-art seal" aria-hidden="true">
      <circle cx="32" cy="32" r="28" fill={tone} opacity=".15" />
      <circle cx="32" cy="32" r="22" fill="none" stroke={tone} strokeWidth="3" strokeDasharray="4 3" />
      <path d="M22 33l7 7 14-15" fill="none" stroke={tone} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
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

const SEAL_TONES = ['#2f54eb', '#13a36f', '#f5772e', '#5b3cc4'];
const CREST_TONES = ['#c41d3a', '#2f54eb'];

/** One name per line of an operator's website config value; blank lines dropped. */
export function namesOf(value: string | undefined): string[] {
  return (value ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
}

export default function AboutPage(): ReactNode {
  const { t } = useTranslation();
  const { data: info } = useWebsiteInfo();
  const licences = namesOf(info?.licences);
  const sponsors = namesOf(info?.sponsors);
  return (
    <div className="about-page" data-testid="about">
      <section className="brand-card about-hero">
        <strong>{t('app.name')}</strong>
        <span data-testid="app-version">{t('about.version', { version: APP_VERSION })}</span>
        <p>{t('about.intro')}</p>
      </section>
      <InstallCard />
      {licences.length > 0 ? (
        <>
          <h3 className="about-title">{t('about.certificates')}</h3>
          <div className="about-grid" data-testid="about-licences">
            {licences.map((name, i) => (
              <div key={`${i}-${name}`} className="about-card">
                <Seal tone={SEAL_TONES[i % SEAL_TONES.length]!} />
                <span>{name}</span>
              </div>
            ))}
          </div>
        </>
      ) : null}
      {sponsors.length > 0 ? (
        <>
          <h3 className="about-title">{t('about.sponsors')}</h3>
          <div className="about-grid two" data-testid="about-sponsors">
            {sponsors.map((name, i) => (
              <div key={`${i}-${name}`} className="about-card">
                <Crest tone={CREST_TONES[i % CREST_TONES.length]!} />
                <span>{name}</span>
              </div>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
