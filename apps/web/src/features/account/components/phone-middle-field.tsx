import { Form, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The full phone from its mask (first 3 and last 4 shown, spec.md §5) and the four middle digits the user typed. */
export function fullPhone(masked: string, middle: string): string {
  return `${masked.slice(0, 3)}${middle}${masked.slice(-4)}`;
}

/** Security verification (spec.md §5): the middle four digits of the bound phone, shown around its mask. */
export function PhoneMiddleField({ masked, name = 'middle' }: { masked: string; name?: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t('verify.label')}
      rules={[{ required: true, pattern: /^\d{4}$/, message: t('verify.invalid') }]}
    >
      <MiddleInput masked={masked} />
    </Form.Item>
  );
}

/** Value/onChange come from Form.Item. */
function MiddleInput({ masked, value, onChange }: { masked: string; value?: string; onChange?: (v: string) => void }): ReactNode {
  return (
    <div className="phone-middle">
      <span>{masked.slice(0, 3)}</span>
      <Input value={value} onChange={onChange} maxLength={4} inputMode="numeric" placeholder="····" data-testid="phone-middle" />
      <span>{masked.slice(-4)}</span>
    </div>
  );
}
