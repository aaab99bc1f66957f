/**
 * Open in the browser (spec.md §2 /pages/borwser, the original's spelling): the guide for a player who opened the
 * site inside another app's built-in browser (WeChat, QQ, Alipay, Weibo, Facebook, Instagram, LINE, Zalo, TikTok…),
 * where downloads, payment apps and installing usually do not work. It names the app's "open in browser" steps for
 * the phone's platform and copies the site address; in an ordinary browser it says so and leads home.
 */
import { Button, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { copyText } from '../../lib/clipboard';
import { inAppBrowser } from '../../lib/in-app-browser';
import '../../features/help/help.css';

/** The site's own address, as a player would paste it in a browser. */
export function siteAddress(loc: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${loc.origin}${loc.pathname}`;
}

export default function BrowserPage(): ReactNode {
  const { t } = useTranslation();
  const [inApp] = useState(() => inAppBrowser());
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const address = siteAddress();
  const copy = async (): Promise<void> => {
    const ok = await copyText(address);
    Toast.show({ icon: ok ? 'success' : 'fail', content: t(ok ? 'help.browser.copied' : 'help.browser.copyFailed') });
  };
  return (
    <div className="help-page" data-testid="browser" data-in-app={inApp ? 'yes' : 'no'}>
      <h2 className="help-title">{t(inApp ? 'help.browser.title' : 'help.browser.already')}</h2>
      <p className="help-paragraph">{t('help.browser.why')}</p>
      {inApp ? (
        <ol className="browser-steps" data-testid="browser-steps">
          <li>{t('help.browser.step1')}</li>
          <li>{t(ios ? 'help.browser.step2ios' : 'help.browser.step2android')}</li>
          <li>{t('help.browser.step3')}</li>
        </ol>
      ) : null}
      <div className="browser-url" data-testid="browser-address">
        {address}
      </div>
      <div className="help-actions">
        <Button color="primary" shape="rounded" onClick={() => void copy()} data-testid="browser-copy">
          {t('help.browser.copy')}
        </Button>
        {inApp ? null : (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => go(PATHS.home)} data-testid="browser-home">
            {t('help.browser.home')}
          </Button>
        )}
      </div>
    </div>
  );
}
