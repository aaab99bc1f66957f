import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLang } from '../i18n';
import { CATALOGUES, CONSOLE_LANGS, isConsoleLang, type ConsoleLang } from '../i18n/catalogues';

/** Every language of the console's catalogues, each by its own name (中文 / English); the choice is remembered. */
export function LangSwitch() {
  const { i18n } = useTranslation();
  return (
    <Segmented<ConsoleLang>
      data-testid="lang-switch"
      value={isConsoleLang(i18n.language) ? i18n.language : 'zh'}
      options={CONSOLE_LANGS.map((lang) => ({ label: CATALOGUES[lang].texts.langName, value: lang }))}
      onChange={(lang) => void changeLang(lang)}
    />
  );
}
