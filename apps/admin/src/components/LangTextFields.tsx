import { LANGUAGES, type LangCode } from '@app/shared';
import { Collapse, Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAIN_LANGS, OTHER_LANGS } from '../pages/content-form';

export interface LangField {
  /** Form field holding `{ zh: '…', en: '…', … }`. */
  name: string;
  label: string;
  multiline?: boolean;
  max: number;
  /** Required in Chinese (the console's and the platform's default language). */
  requiredZh?: boolean;
}

const langName = (lang: LangCode) => LANGUAGES.find((l) => l.code === lang)?.name ?? lang;

function Fields({ lang, fields }: { lang: LangCode; fields: readonly LangField[] }) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((f) => (
        <Form.Item
          key={f.name}
          name={[f.name, lang]}
          label={f.label}
          rules={[{ max: f.max }, ...(f.requiredZh && lang === 'zh' ? [{ required: true, whitespace: true, message: t('content.zhRequired') }] : [])]}
        >
          {f.multiline ? <Input.TextArea rows={3} maxLength={f.max} data-testid={`${f.name}-${lang}`} /> : <Input maxLength={f.max} data-testid={`${f.name}-${lang}`} />}
        </Form.Item>
      ))}
    </>
  );
}

/**
 * Texts per language (issue 14 "Content"): zh and en in tabs, the other seven languages optional in a collapsed
 * section. A language left empty is not sent; players of it read the fallback language.
 */
export function LangTextFields({ fields }: { fields: readonly LangField[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Tabs
        size="small"
        // Both tabs stay mounted so their fields are validated and submitted whichever tab is open.
        destroyOnHidden={false}
        items={MAIN_LANGS.map((lang) => ({ key: lang, label: <span data-testid={`lang-tab-${lang}`}>{langName(lang)}</span>, forceRender: true, children: <Fields lang={lang} fields={fields} /> }))}
      />
      <Collapse
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'other',
            label: t('content.otherLangs'),
            forceRender: true,
            children: OTHER_LANGS.map((lang) => (
              <div key={lang}>
                <div style={{ fontWeight: 600, margin: '4px 0 8px' }}>{langName(lang)}</div>
                <Fields lang={lang} fields={fields} />
              </div>
            )),
          },
        ]}
      />
    </>
  );
}
