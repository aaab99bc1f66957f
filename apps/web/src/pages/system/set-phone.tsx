/** Bind a phone (spec.md §5: 11 digits) with an SMS code (smsType bindPhone). */
import { bindPhoneInput } from '@app/shared';
import type { ReactNode } from 'react';
import { getSmsCode } from '../../features/account/api/codes';
import { bindPhone } from '../../features/account/api/member';
import { BindPage } from '../../features/account/components/bind-page';
import { useSmsEnabled } from '../../features/account/hooks/use-sms-enabled';

export default function SetPhonePage(): ReactNode {
  const smsEnabled = useSmsEnabled();
  return (
    <BindPage
      kind="phone"
      schema={bindPhoneInput}
      field="mobile"
      available={smsEnabled}
      sendCode={(mobile) => getSmsCode('bindPhone', mobile)}
      bind={(mobile, code) => bindPhone({ mobile, code })}
      bound={(user) => (user.phoneBound ? user.phone : null)}
    />
  );
}
