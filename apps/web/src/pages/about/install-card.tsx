/**
 * "Download app" (issue 13): the seeded download link opens About, where this card installs the web app. Where the
 * browser offered an install (Chromium's beforeinstallprompt, kept by the shell in app/install-prompt.ts) the button
 * opens that prompt; inside another app's built-in browser it opens the open-in-browser guide (issue 17); elsewhere
 * it shows the steps for the player's platform — iOS has no prompt at all (Safari:
 * Share → Add to Home Screen), other browsers install from their menu. Inside the installed app it says so instead.
 */
import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { takeInstallPrompt } from '../../app/install-prompt';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { inAppBrowser } from '../../lib/in-app-browser';
import './install-card.css';

export type InstallPlatform = 'installed' | 'ios' | 'android' | 'other';

/** The install steps of each platform, texts `install.<platform>.<n>`. */
const STEPS: Record<InstallPlatform, number> = { installed: 0, ios: 3, android: 2, other: 2 };

/** Where the app runs, as far as the install steps differ. iPadOS reports itself as a Mac with touch. */
export function installPlatform(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator, standalone = isStandalone()): InstallPlatform {
  if (standalone) return 'installed';
  if (/iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(nav.userAgent)) return 'android';
  return 'other';
}

function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

export function InstallCard(): ReactNode {
  const { t } = useTranslation();
  const [platform] = useState(() => installPlatform());
  const [steps, setSteps] = useState(false);
  const install = (): void => {
    // Another app's built-in browser cannot install: the guide to open the site in the phone's browser first.
    if (inAppBrowser()) return go(PATHS.borwser);
    const offer = takeInstallPrompt();
    if (offer) void offer.prompt().catch(() => setSteps(true));
    else setSteps(true);
  };
  return (
    <section className="install-card" data-testid="install-card">
      <div className="install-head">
        <img src="./icons/icon.svg" alt="" width={44} height={44} />
        <div className="install-text">
          <strong>{t('install.title')}</strong>
          <span>{t(platform === 'installed' ? 'install.installed' : 'install.desc')}</span>
        </div>
        {platform === 'installed' ? null : (
          <Button color="primary" shape="rounded" size="small" onClick={install} data-testid="install-app">
            {t('install.action')}
          </Button>
        )}
      </div>
      {steps ? (
        <ol className="install-steps" data-testid="install-steps" data-platform={platform}>
          {Array.from({ length: STEPS[platform] }, (_, i) => (
            <li key={i}>{t(`install.${platform}.${i + 1}`)}</li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
