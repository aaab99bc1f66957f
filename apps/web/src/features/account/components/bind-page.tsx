import { Form, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onward } from '../../../app/detour';
import type { Envelope } from '../../../api/request';
import { StatusBlock } from '../../../components/status-block';
import { storeUserInfo, useFreshUserInfo } from '../api/member';
import type { UserInfo } from '../api/types';
import { successPath, type SuccessKind } from '../success-path';
import { CodeField, type CodeAnswer } from './code-field';
import { FormPage } from './form-page';
import { fieldRule, type ObjectSchema } from '../../../components/form/zod-rules';

interface BindPageProps {
  kind: Extract<SuccessKind, 'phone' | 'email'>;
  /** The request schema (bindPhoneInput / bindEmailInput) and the name of its target field. */
  schema: ObjectSchema;
  field: 'mobile' | 'email';
  sendCode: (target: string) => Promise<CodeAnswer>;
  bind: (target: string, code: string) => Promise<Envelope<{ userInfo: UserInfo } | null>>;
  /** Already bound (the server changes a bound one only through support). */
  bound: (user: UserInfo) => string | null;
  /** False hides the form (sms_switch off). */
  available?: boolean;
}

/** The one screen that binds a phone or an e-mail: target, code with countdown, confirm → success screen. */
export function BindPage({ kind, schema, field, sendCode, bind, bound, available = true }: BindPageProps): ReactNode {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const user = useFreshUserInfo();
  if (!user) return null;
  const current = bound(user);
  if (current || !available) {
    return (
      <StatusBlock
        status={current ? 'default' : 'busy'}
        title={current ? t(`bind.${kind}.bound`, { value: current }) : t('bind.smsOff')}
        description={current ? t('bind.support') : null}
        className="form-status"
        data-testid="bind-status"
      />
    );
  }
  const send = async (): Promise<CodeAnswer | null> => {
    const ok = await form.validateFields([field]).then(() => true, () => false);
    return ok ? sendCode(form.getFieldValue(field) as string) : null;
  };
  const onFinish = async (values: Record<string, string>): Promise<void> => {
    if (storeUserInfo(await bind(values[field] ?? '', values.code ?? ''))) onward(successPath(kind));
  };
  return (
    <FormPage<Record<string, string>> form={form} intro={t(`bind.${kind}.intro`)} submitText={t('common.confirm')} onFinish={onFinish} testId={`bind-${kind}`}>
      <Form.Item name={field} label={t(`bind.${kind}.label`)} rules={[fieldRule(schema, field)]}>
        <Input
          placeholder={t(`bind.${kind}.placeholder`)}
          inputMode={kind === 'phone' ? 'numeric' : 'email'}
          maxLength={kind === 'phone' ? 11 : 100}
          clearable
          data-testid={`bind-${field}`}
        />
      </Form.Item>
      <CodeField send={send} />
    </FormPage>
  );
}
