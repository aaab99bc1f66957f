/**
 * Offer calls (api-contract-wave2.md "Activities"; spec.md §2 discounts with tabs, apply-for-bonus with application
 * records; §6 guests see activities): the tabs, an offer list page, one offer (with a token: may this player apply,
 * why not, applied already), applying, and the player's applications. Titles, contents and reasons arrive in the
 * player's language. Everything is keyed under `offers`; an apply refreshes the offer, the applications and the
 * money (an approved bonus lands in the welfare centre).
 */
import type {
  activityDetailOutput,
  activityItemSchema,
  activityListOutput,
  applyActivityOutput,
  applyRecordSchema,
  getActivityClassificationOutput,
  Infer,
  queryApplyActivityListOutput,
} from '@app/shared';
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';

export type Classification = Infer<typeof getActivityClassificationOutput>[number];
export type OfferItem = Infer<typeof activityItemSchema>;
export type OfferDetail = Infer<typeof activityDetailOutput>;
export type Applied = Infer<typeof applyActivityOutput>;
export type ApplyRecord = Infer<typeof applyRecordSchema>;

const GUEST = '/web/guest/activity';
const APPLY = '/web/activity/activityApply';

export const getActivityClassification = () => request<Classification[]>('POST', `${GUEST}/getActivityClassification`);
export const listActivities = (classification: string | undefined, page: number, size: number) =>
  request<Infer<typeof activityListOutput>>('POST', `${GUEST}/list`, { ...(classification ? { classification } : {}), page, size });
export const getActivityDetail = (id: number) => request<OfferDetail>('POST', `${GUEST}/getActivityDetail`, { id });
export const applyActivity = (activityId: number) => request<Applied>('POST', `${APPLY}/applyActivity`, { activityId });
export const queryApplyActivityList = (page: number, size: number) =>
  request<Infer<typeof queryApplyActivityListOutput>>('POST', `${APPLY}/queryApplyActivityList`, { page, size });

export const offerKeys = {
  all: ['offers'] as const,
  tabs: ['offers', 'tabs'] as const,
  list: (tab: string) => ['offers', 'list', tab] as const,
  /** The detail depends on the session (eligible, applied): the token is part of the key. */
  detail: (id: number, member: boolean) => ['offers', 'detail', id, member] as const,
  applications: ['offers', 'applications'] as const,
};

export function useClassifications(): UseQueryResult<Classification[]> {
  return useQuery({ queryKey: offerKeys.tabs, queryFn: () => dataOf(getActivityClassification()) });
}

export function useOfferDetail(id: number, member: boolean): UseQueryResult<OfferDetail> {
  return useQuery({ queryKey: offerKeys.detail(id, member), queryFn: () => dataOf(getActivityDetail(id)), enabled: id > 0, retry: false });
}

/** After an apply: the offer (now applied), its lists and the applications. */
export function refreshOffers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: offerKeys.all });
}
