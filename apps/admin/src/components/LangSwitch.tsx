import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleLang } from '../api/request';
import { changeLang } from '../i18n';

/** 中文 / English; the choice is remembered (i18n/index.ts). */
export function LangSwitch() {
  const { i18n } = useTranslation();
  return (
    <Segmented<ConsoleLang>
      data-testid="lang-switch"
      value={i18n.language === 'en' ? 'en' : 'zh'}
      options={[
        { label: '中文', value: 'zh' },
        { label: 'English', value: 'en' },
      ]}
      onChange={(lang) => void changeLang(lang)}
    />
  );
}
