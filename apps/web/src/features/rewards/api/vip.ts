/**
 * VIP calls (api-contract-wave2.md "VIP"; spec.md §3, §4): the level table with, for a signed-in player, the current
 * standing (getVipInfo), the rebate ratios per level and game type (getVipReturnWaterList), and the two public
 * settings the privilege page explains (welfare turnover multiple and validity). Types from the shared schemas.
 */
import type { getVipInfoOutput, getVipReturnWaterListOutput, Infer, vipCurrentSchema, vipLevelSchema } from '@app/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';
import { useSession } from '../../../stores/session';

export type VipInfo = Infer<typeof getVipInfoOutput>;
export type VipLevel = Infer<typeof vipLevelSchema>;
export type VipCurrent = Infer<typeof vipCurrentSchema>;
export type ReturnWater = Infer<typeof getVipReturnWaterListOutput>;

export const getVipInfo = () => request<VipInfo>('POST', '/web/guest/user/getVipInfo');
export const getVipReturnWaterList = () => request<ReturnWater>('POST', '/web/guest/user/getVipReturnWaterList');

/**
 * Under `user` so invalidateMoney (api/wallet.ts) refreshes the standing with the rest of the player's figures;
 * a guest and a member are cached apart (the member's answer carries `current`).
 */
export const vipKeys = {
  info: (member: boolean) => ['user', 'vip', member ? 'member' : 'guest'] as const,
  returnWater: ['vip', 'returnWater'] as const,
};

export function useVipInfo(): UseQueryResult<VipInfo> {
  const member = Boolean(useSession((s) => s.token));
  return useQuery({ queryKey: vipKeys.info(member), queryFn: () => dataOf(getVipInfo()) });
}

export function useReturnWater(): UseQueryResult<ReturnWater> {
  return useQuery({ queryKey: vipKeys.returnWater, queryFn: () => dataOf(getVipReturnWaterList()), staleTime: 10 * 60_000 });
}

/** Public settings (modules/settings/keys.ts) the turnover tab states. */
export const WELFARE_SETTINGS = { multiple: 'welfare_turnover_multiple', validDays: 'welfare_valid_days' } as const;
