/**
 * Guest index calls of spec.md §7 (/web/guest/index/…) and the sys config value, with their query hooks.
 * Field names follow the server (api-contract.md, design.md §4). All calls are POST.
 */
import type { getNoticeOutput, getSysConfigValueOutput, getWebsiteBasicInfoOutput, Infer, noticeSchema, slideSchema } from '@app/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from './query';
import { request } from './request';

export type WebsiteBasicItem = Infer<typeof getWebsiteBasicInfoOutput>['websiteBasicList'][number];

/** Known keys of the website basic info (spec.md §3); the server may send more. */
export interface WebsiteInfo {
  title?: string;
  keywords?: string;
  description?: string;
  icon?: string;
  logo?: string;
  customerServiceUrl?: string;
  downloadUrl?: string;
  copyright?: string;
  [key: string]: string | undefined;
}

export type Slide = Infer<typeof slideSchema>;
export type Notice = Infer<typeof noticeSchema>;

/** design.md §4 list answer. */
export type PageOf<T> = { list: T[]; total: number; page: number; size: number };

export const getWebsiteBasicInfo = () =>
  request<Infer<typeof getWebsiteBasicInfoOutput>>('POST', '/web/guest/index/getWebsiteBasicInfo');

export const getSlide = () => request<Slide[]>('POST', '/web/guest/index/getSilde');

/** Notices of one type: `marquee` scrolls on home; an `announcement` is read in the message centre (issue 24). */
export const getNotice = (type: 'marquee' | 'announcement', page = 1, size = 20) =>
  request<Infer<typeof getNoticeOutput>>('POST', '/web/guest/index/getNotice', { type, page, size });

export const getSysConfigValue = (key: string) =>
  request<Infer<typeof getSysConfigValueOutput>>('POST', '/web/sys/sysConfig/getSysConfigValue', { key });

export const guestIndexKeys = {
  websiteInfo: ['guest', 'index', 'websiteInfo'] as const,
  slides: ['guest', 'index', 'slides'] as const,
  notices: ['guest', 'index', 'notices'] as const,
  sysConfig: (key: string) => ['sys', 'config', key] as const,
};

export function toWebsiteInfo(list: readonly WebsiteBasicItem[] | undefined): WebsiteInfo {
  const info: WebsiteInfo = {};
  for (const item of list ?? []) info[item.configKey] = item.configValue;
  return info;
}

export function useWebsiteInfo(): UseQueryResult<WebsiteInfo> {
  return useQuery({
    queryKey: guestIndexKeys.websiteInfo,
    queryFn: async () => toWebsiteInfo((await dataOf(getWebsiteBasicInfo())).websiteBasicList),
    staleTime: 10 * 60_000,
  });
}

export function useSlides(): UseQueryResult<Slide[]> {
  return useQuery({
    queryKey: guestIndexKeys.slides,
    queryFn: async () => [...((await dataOf(getSlide())) ?? [])].sort((a, b) => a.sort - b.sort),
  });
}

export function useNotices(): UseQueryResult<Notice[]> {
  return useQuery({
    queryKey: guestIndexKeys.notices,
    queryFn: async () => (await dataOf(getNotice('marquee'))).list ?? [],
  });
}

export function useSysConfigValue(key: string): UseQueryResult<string | null> {
  return useQuery({
    queryKey: guestIndexKeys.sysConfig(key),
    queryFn: async () => (await dataOf(getSysConfigValue(key))).sysConfigValue,
    staleTime: 10 * 60_000,
  });
}
