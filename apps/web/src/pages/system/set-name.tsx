/** Real name, set once (spec.md §5: Chinese, English letters and dot only; cannot change after confirmation). */
import { modifyUserInfoInput } from '@app/shared';
import { Form, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onward } from '../../app/detour';
import { StatusBlock } from '../../components/status-block';
import { modifyUserInfo, storeUserInfo, useFreshUserInfo } from '../../features/account/api/member';
import { FormPage } from '../../features/account/components/form-page';
import { errorText, fieldRule } from '../../components/form/zod-rules';
import { confirmOnce } from '../../features/account/hooks/confirm';
import { successPath } from '../../features/account/success-path';

export default function SetNamePage(): ReactNode {
  const { t } = useTranslation();
  const user = useFreshUserInfo();
  if (!user) return null;
  if (user.realName) {
    return <StatusBlock status="default" title={user.realName} description={errorText('profileLocked')} className="form-status" data-testid="name-set" />;
  }
  const onFinish = async ({ realName }: { realName: string }): Promise<void> => {
    if (!(await confirmOnce(realName))) return;
    if (storeUserInfo(await modifyUserInfo({ realName }))) onward(successPath('name'));
  };
  return (
    <FormPage<{ realName: string }> intro={t('profile.nameIntro')} submitText={t('common.confirm')} onFinish={onFinish} testId="set-name">
      <Form.Item name="realName" label={t('profile.realName')} rules={[fieldRule(modifyUserInfoInput, 'realName')]}>
        <Input placeholder={t('profile.realNamePlaceholder')} maxLength={30} clearable data-testid="real-name" />
      </Form.Item>
    </FormPage>
  );
}
