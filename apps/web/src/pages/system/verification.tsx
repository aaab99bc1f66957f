/** Security verification (spec.md §5): the middle four digits of the bound phone, then the secondary password. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { checkPhoneMiddle, useFreshUserInfo } from '../../features/account/api/member';
import { FormPage } from '../../features/account/components/form-page';
import { PhoneMiddleField, fullPhone } from '../../features/account/components/phone-middle-field';
import { errorText } from '../../components/form/zod-rules';
import { StatusBlock } from '../../components/status-block';

export default function VerificationPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useFreshUserInfo();
  if (!user) return null;
  if (!user.phoneBound || !user.phone) {
    return <StatusBlock status="empty" title={errorText('bindPhoneFirst')} description={null} className="form-status" />;
  }
  const masked = user.phone;
  const onFinish = async ({ middle }: { middle: string }): Promise<void> => {
    // The server checks the digits (and throttles guesses); a wrong answer is toasted by the request helper.
    if ((await checkPhoneMiddle(middle)).code !== 0) return;
    await navigate(PATHS.secondaryPassword, { state: { mobile: fullPhone(masked, middle) } });
  };
  return (
    <FormPage<{ middle: string }> intro={t('verify.intro')} submitText={t('common.next')} onFinish={onFinish} testId="verification">
      <PhoneMiddleField masked={masked} />
    </FormPage>
  );
}
