/** Verification codes (api-contract.md "Codes"): SMS and e-mail. */
import type { codeSentOutput, EmailType, Infer, SmsType } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';

export const getSmsCode = (smsType: SmsType, mobile: string) =>
  request<Infer<typeof codeSentOutput>>('POST', '/web/sms/getSmsCode', { smsType, mobile }, { json: true });

export const getEmailCode = (emailType: EmailType, email: string) =>
  request<Infer<typeof codeSentOutput>>('POST', '/web/email/getEmailCode', { emailType, email }, { json: true });

/** Seconds before another SMS code may go to the player's bound phone (0: now). */
export const getSmsCountdown = () => request<Infer<typeof codeSentOutput>>('POST', '/web/sms/getSmsCountdown', undefined, { silent: true });

/**
 * The server's countdown for the player's bound phone when a screen opens (issue 24: a binding that just sent a code
 * keeps the next one waiting); asked afresh on every visit (a remembered figure would be stale), undefined until known.
 */
export function useBoundPhoneCountdown(enabled: boolean): number | undefined {
  const { data } = useQuery({ queryKey: ['account', 'smsCountdown'], queryFn: () => dataOf(getSmsCountdown()), enabled, gcTime: 0, staleTime: 0 });
  return data?.countdown;
}
