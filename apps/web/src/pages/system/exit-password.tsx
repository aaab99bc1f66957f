/** Change the login password (spec.md §2 Settings): old, new, confirm → every session ends → log in again. */
import { modifyPasswordInput } from '@app/shared';
import { Form, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { relaunch } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { loadOverlays } from '../../components/load-overlays';
import { modifyPassword, useUserInfo } from '../../features/account/api/member';
import { FormPage } from '../../features/account/components/form-page';
import { NewPasswordFields } from '../../features/account/components/new-password-fields';
import { requiredRule } from '../../components/form/zod-rules';
import { useSession } from '../../stores/session';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export default function ExitPasswordPage(): ReactNode {
  const { t } = useTranslation();
  const user = useUserInfo();
  const onFinish = async (values: Values): Promise<void> => {
    const envelope = await modifyPassword(values);
    if (envelope.code !== 0) return;
    // The server revoked every session of the account, this one included. Leave the member route before
    // forgetting the session, or its guard would show the guest modal.
    relaunch(PATHS.login);
    useSession.getState().clear();
    const { Toast } = await loadOverlays();
    Toast.show({ icon: 'success', content: t('account.exitPassword.done') });
  };
  return (
    <FormPage<Values> intro={t('account.exitPassword.intro')} submitText={t('common.confirm')} onFinish={onFinish} testId="exit-password">
      <Form.Item name="oldPassword" label={t('account.password.old')} rules={[requiredRule('account.password.required')]}>
        <Input type="password" placeholder={t('account.password.oldPlaceholder')} autoComplete="current-password" data-testid="old-password" />
      </Form.Item>
      <NewPasswordFields schema={modifyPasswordInput} extra={{ username: user?.username }} />
    </FormPage>
  );
}
