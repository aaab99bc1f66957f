import { Form, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule, fieldRule, type ObjectSchema } from '../../../components/form/zod-rules';

interface NewPasswordFieldsProps {
  /** The request schema holding password + confirmPassword (and its cross-field rules). */
  schema: ObjectSchema;
  /** Values of the request that are not form fields (username for "not equal to the username"). */
  extra?: Record<string, unknown>;
  /** Label of the first field: "new password" by default, "password" when registering. */
  labelKey?: string;
}

/** New password and its confirmation (spec.md §5), shared by register-like screens. */
export function NewPasswordFields({ schema, extra, labelKey = 'account.password.new' }: NewPasswordFieldsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="password" label={t(labelKey)} rules={[fieldRule(schema, 'password', extra)]} help={t('account.password.help')}>
        <Input type="password" placeholder={t('account.password.placeholder')} autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('account.password.confirm')}
        dependencies={['password']}
        // "Please confirm" for an empty field, "inconsistent" only once something was typed.
        validateFirst
        rules={[requiredRule('account.password.confirmRequired'), fieldRule(schema, 'confirmPassword', extra)]}
      >
        <Input type="password" placeholder={t('account.password.confirmPlaceholder')} autoComplete="new-password" data-testid="confirm-password" />
      </Form.Item>
    </>
  );
}
