/** Bind an e-mail (spec.md §5: format check) with an e-mail code (emailType bindEmail). */
import { bindEmailInput } from '@app/shared';
import type { ReactNode } from 'react';
import { getEmailCode } from '../../features/account/api/codes';
import { bindEmail } from '../../features/account/api/member';
import { BindPage } from '../../features/account/components/bind-page';

export default function SetEmailPage(): ReactNode {
  return (
    <BindPage
      kind="email"
      schema={bindEmailInput}
      field="email"
      sendCode={(email) => getEmailCode('bindEmail', email)}
      bind={(email, code) => bindEmail({ email, code })}
      bound={(user) => (user.emailBound ? user.email : null)}
    />
  );
}
