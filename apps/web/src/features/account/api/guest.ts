/** Guest account calls (/web/guest/user/…, api-contract.md "Guest"). Sensitive payloads go as JSON bodies. */
import type { codeSentOutput, forgetPasswordFirstStepOutput, getCaptchaOutput, getRegisterTermsOutput, Infer } from '@app/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';
import type { Session } from './types';

const BASE = '/web/guest/user';

export type Captcha = Infer<typeof getCaptchaOutput>;

export interface RegisterPayload {
  username: string;
  password: string;
  confirmPassword: string;
  captchaId?: string;
  captcha?: string;
  agree: boolean;
}

export interface LoginPayload {
  username: string;
  password: string;
  captchaId?: string;
  captcha?: string;
  remember?: boolean;
}

export type RecoveryChannels = Infer<typeof forgetPasswordFirstStepOutput>;
export type RecoveryType = 'phone' | 'email';

export const getCaptcha = () => request<Captcha>('POST', `${BASE}/getCaptcha`);
export const getRegisterTerms = () => request<Infer<typeof getRegisterTermsOutput>>('POST', `${BASE}/getRegisterTerms`);
export const register = (payload: RegisterPayload) => request<Session>('POST', `${BASE}/register`, { ...payload }, { json: true });
export const login = (payload: LoginPayload) => request<Session>('POST', `${BASE}/login`, { ...payload }, { json: true });
export const forgetPasswordFirstStep = (username: string) =>
  request<RecoveryChannels>('POST', `${BASE}/forgetPasswordFirstStep`, { username }, { json: true });
export const getForgetPwdCode = (type: RecoveryType, username: string) =>
  request<Infer<typeof codeSentOutput>>(
    'POST',
    `${BASE}/${type === 'phone' ? 'getPhoneCodeByForgetPwd' : 'getEmailCodeByForgetPwd'}`,
    { username },
    { json: true },
  );
export const modifyPasswordByForget = (payload: {
  username: string;
  type: RecoveryType;
  code: string;
  password: string;
  confirmPassword: string;
}) => request<null>('POST', `${BASE}/modifyPasswordByForget`, { ...payload }, { json: true });

export const guestUserKeys = {
  captcha: ['guest', 'user', 'captcha'] as const,
  terms: ['guest', 'user', 'terms'] as const,
};

/** A fresh captcha per mount; refetch() is the tap-to-refresh. */
export function useCaptcha(): UseQueryResult<Captcha> {
  return useQuery({ queryKey: guestUserKeys.captcha, queryFn: () => dataOf(getCaptcha()), staleTime: 0, gcTime: 0 });
}

export function useRegisterTerms(enabled: boolean): UseQueryResult<Infer<typeof getRegisterTermsOutput>> {
  return useQuery({ queryKey: guestUserKeys.terms, queryFn: () => dataOf(getRegisterTerms()), enabled, staleTime: 10 * 60_000 });
}
