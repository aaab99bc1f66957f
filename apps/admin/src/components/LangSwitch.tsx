import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLang, currentLang } from '../i18n';
import { CATALOGUES, CONSOLE_LANGS, type ConsoleLang } from '../i18n/catalogues';

/** Every language of the console's catalogues, each by its own name (中文 / English); the choice is remembered. */
export function LangSwitch() {
  useTranslation(); // re-renders on a language change
  return (
    <Segmented<ConsoleLang>
      data-testid="lang-switch"
      value={currentLang()}
      options={CONSOLE_LANGS.map((lang) => ({ label: CATALOGUES[lang].texts.langName, value: lang }))}
      onChange={(lang) => void changeLang(lang)}
    />
  );
}
