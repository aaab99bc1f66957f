/** Member account calls (/web/user/…, api-contract.md "Member") and their query hooks. */
import type { checkIsSetWidthPasswordOutput, checkPhoneMiddleOutput, Infer, userInfoOutput } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { LIVE_MONEY } from '../../../api/wallet';
import { request, type Envelope } from '../../../api/request';
import { useSession } from '../../../stores/session';
import type { UserInfo } from './types';

const BASE = '/web/user';

/** getUserInfo, bindPhone, bindEmail and modifyUserInfo answer the fresh userInfo. */
type UserInfoAnswer = Infer<typeof userInfoOutput>;


export const logout = () => request<null>('POST', `${BASE}/logout`);
export const getUserInfo = () => request<UserInfoAnswer>('POST', `${BASE}/getUserInfo`);
/** msg 'yes' or 'no' (spec.md §7), data { set }. */
export const checkIsSetWidthPassword = () => request<Infer<typeof checkIsSetWidthPasswordOutput>>('POST', `${BASE}/checkIsSetWidthPassword`);
export const modifyPassword = (payload: { oldPassword: string; password: string; confirmPassword: string }) =>
  request<null>('POST', `${BASE}/modifyPassword`, { ...payload }, { json: true });
export const setWithdrawPassword = (payload: { password: string; confirmPassword: string; code: string }) =>
  request<null>('POST', `${BASE}/setWithdrawPassword`, { ...payload }, { json: true });
/** Security verification (spec.md §5): the middle four digits of the bound phone, checked and throttled by the server. */
export const checkPhoneMiddle = (digits: string) =>
  request<Infer<typeof checkPhoneMiddleOutput>>('POST', `${BASE}/checkPhoneMiddle`, { digits }, { json: true });
export const bindPhone = (payload: { mobile: string; code: string }) =>
  request<UserInfoAnswer>('POST', `${BASE}/bindPhone`, { ...payload }, { json: true });
export const bindEmail = (payload: { email: string; code: string }) =>
  request<UserInfoAnswer>('POST', `${BASE}/bindEmail`, { ...payload }, { json: true });
export const modifyUserInfo = (payload: { realName?: string; sex?: 'male' | 'female'; birthday?: string; avatar?: string }) =>
  request<UserInfoAnswer>('POST', `${BASE}/modifyUserInfo`, { ...payload }, { json: true });

export const memberKeys = {
  userInfo: ['user', 'info'] as const,
};

/** The signed-in user's info as the session holds it (storage `userInfo`, spec.md §3). */
export function useUserInfo(): UserInfo | null {
  return useSession((s) => s.userInfo) as UserInfo | null;
}

/** Stores a fresh userInfo answer (bind, profile) in the session, keeping the token. */
export function storeUserInfo(envelope: Envelope<UserInfoAnswer | null>): boolean {
  const { token, signIn } = useSession.getState();
  if (envelope.code !== 0 || !envelope.data || !token) return false;
  signIn(token, { ...envelope.data.userInfo });
  return true;
}

/** Reloads userInfo from the server when a screen opens, so flags (phone bound, profile set) are current. */
export function useFreshUserInfo(): UserInfo | null {
  const token = useSession((s) => s.token);
  useQuery({
    queryKey: memberKeys.userInfo,
    queryFn: async () => {
      const envelope = await getUserInfo();
      storeUserInfo(envelope);
      return dataOf(Promise.resolve(envelope));
    },
    enabled: Boolean(token),
    // Live like the balances (LIVE_MONEY, api/wallet.ts): the VIP level changes elsewhere too.
    ...LIVE_MONEY,
  });
  return useUserInfo();
}

