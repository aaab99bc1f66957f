/**
 * Forgot password (spec.md §2): username → the account's masked phone and e-mail → phone tab or e-mail tab: code
 * (60 s then 30 s countdown), new password and confirmation → modifyPasswordByForget → back to login.
 */
import { modifyPasswordByForgetInput } from '@app/shared';
import { Form, Input, Tabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { relaunch } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { loadOverlays } from '../../components/load-overlays';
import {
  forgetPasswordFirstStep,
  getForgetPwdCode,
  modifyPasswordByForget,
  type RecoveryChannels,
  type RecoveryType,
} from '../../features/account/api/guest';
import { CodeField } from '../../features/account/components/code-field';
import { FormPage } from '../../features/account/components/form-page';
import { NewPasswordFields } from '../../features/account/components/new-password-fields';
import { requiredRule } from '../../components/form/zod-rules';

interface ResetValues {
  code: string;
  password: string;
  confirmPassword: string;
}

function ResetForm({ username, type, target }: { username: string; type: RecoveryType; target: string }): ReactNode {
  const { t } = useTranslation();
  const onFinish = async (values: ResetValues): Promise<void> => {
    const envelope = await modifyPasswordByForget({ username, type, ...values });
    if (envelope.code !== 0) return;
    const { Toast } = await loadOverlays();
    Toast.show({ icon: 'success', content: t('account.forget.done') });
    relaunch(PATHS.login);
  };
  return (
    <FormPage<ResetValues>
      intro={t(type === 'phone' ? 'account.forget.sentToPhone' : 'account.forget.sentToEmail', { target })}
      submitText={t('common.confirm')}
      onFinish={onFinish}
      testId={`reset-${type}`}
    >
      <CodeField send={() => getForgetPwdCode(type, username)} />
      <NewPasswordFields schema={modifyPasswordByForgetInput} extra={{ username, type }} />
    </FormPage>
  );
}

export default function ForgetPasswordPage(): ReactNode {
  const { t } = useTranslation();
  const [account, setAccount] = useState<{ username: string; channels: RecoveryChannels } | null>(null);
  const [type, setType] = useState<RecoveryType>('phone');
  if (!account) {
    const onFinish = async ({ username }: { username: string }): Promise<void> => {
      const envelope = await forgetPasswordFirstStep(username);
      if (envelope.code !== 0) return;
      setAccount({ username, channels: envelope.data });
      setType(envelope.data.hasPhone || !envelope.data.hasEmail ? 'phone' : 'email');
    };
    return (
      <FormPage<{ username: string }> intro={t('account.forget.intro')} submitText={t('common.next')} onFinish={onFinish} testId="forget-step1">
        <Form.Item name="username" label={t('account.username.label')} rules={[requiredRule('account.username.required')]}>
          <Input placeholder={t('account.username.placeholder')} autoComplete="username" clearable data-testid="forget-username" />
        </Form.Item>
      </FormPage>
    );
  }
  const { username, channels } = account;
  const tab = (key: RecoveryType, has: boolean, target: string | null): ReactNode => (
    <Tabs.Tab key={key} title={t(key === 'phone' ? 'account.forget.byPhone' : 'account.forget.byEmail')} disabled={!has}>
      {has && target ? (
        <ResetForm username={username} type={key} target={target} />
      ) : (
        <p className="form-intro">{t(key === 'phone' ? 'account.forget.noPhone' : 'account.forget.noEmail')}</p>
      )}
    </Tabs.Tab>
  );
  return (
    <Tabs activeKey={type} onChange={(key) => setType(key as RecoveryType)} className="login-tabs">
      {tab('phone', channels.hasPhone, channels.phone)}
      {tab('email', channels.hasEmail, channels.email)}
    </Tabs>
  );
}
