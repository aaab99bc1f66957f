/** Verification codes (api-contract.md "Codes"): SMS and e-mail. */
import type { codeSentOutput, EmailType, Infer, SmsType } from '@app/shared';
import { request } from '../../../api/request';

export const getSmsCode = (smsType: SmsType, mobile: string) =>
  request<Infer<typeof codeSentOutput>>('POST', '/web/sms/getSmsCode', { smsType, mobile }, { json: true });

export const getEmailCode = (emailType: EmailType, email: string) =>
  request<Infer<typeof codeSentOutput>>('POST', '/web/email/getEmailCode', { emailType, email }, { json: true });
