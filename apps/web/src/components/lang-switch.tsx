import { LANGUAGES, type LangCode } from '@app/shared';
import { GlobalOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { changeLanguageAndCurrency } from '../api/user-language';
import { changeLanguage, currentLang } from '../i18n';
import { isLoggedIn } from '../stores/session';
import { loadOverlays } from './load-overlays';

/**
 * The list of the nine languages by native name (spec.md §1); choosing one relaunches home. Opened by the globe
 * button and by the whole language row of Settings (issue 24).
 */
export function openLanguageSheet(t: TFunction): void {
  const active = currentLang();
  void loadOverlays().then(({ ActionSheet }) =>
    ActionSheet.show({
      extra: t('lang.title'),
      cancelText: t('common.cancel'),
      closeOnAction: true,
      actions: LANGUAGES.map((lang) => ({ key: lang.code, text: lang.name, bold: lang.code === active })),
      onAction: (action) => {
        if (action.key === active) return;
        const code = action.key as LangCode;
        // A signed-in player's choice is stored on the server too; the switch happens whatever it answers.
        const saved = isLoggedIn() ? changeLanguageAndCurrency(code).catch(() => null) : Promise.resolve(null);
        void saved.then(() => changeLanguage(code));
      },
    }),
  );
}

/** Globe button opening the language list. */
export function LangSwitch(): ReactNode {
  const { t } = useTranslation();
  return (
    <button type="button" className="lang-switch" onClick={() => openLanguageSheet(t)} aria-label={t('lang.switch')} data-testid="lang-switch">
      <GlobalOutline fontSize={22} />
    </button>
  );
}
