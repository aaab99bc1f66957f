/**
 * Help centre calls (issue 17; spec.md §2 /pages/help/*): the sections, and one article as structured text whose
 * figures the server fills from the live limits and settings. Types from the shared response schemas.
 */
import type { ArticleKey, getHelpListOutput, getHelpOutput, Infer } from '@app/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';

export type HelpSections = Infer<typeof getHelpListOutput>;
export type HelpArticle = Infer<typeof getHelpOutput>;

export const getHelpList = () => request<HelpSections>('POST', '/web/guest/help/list');
export const getHelpArticle = (key: ArticleKey) => request<HelpArticle>('POST', '/web/guest/help/get', { key });

/** The language is part of the answer: the app relaunches on a language change, so one key per article is enough. */
export const helpKeys = {
  list: ['help', 'list'] as const,
  article: (key: ArticleKey) => ['help', 'article', key] as const,
};

export function useHelpList(): UseQueryResult<HelpSections> {
  return useQuery({ queryKey: helpKeys.list, queryFn: () => dataOf(getHelpList()), staleTime: 5 * 60_000 });
}

/** Figures may change with an operator's edit: refetched after a minute. */
export function useHelpArticle(key: ArticleKey): UseQueryResult<HelpArticle> {
  return useQuery({ queryKey: helpKeys.article(key), queryFn: () => dataOf(getHelpArticle(key)), staleTime: 60_000 });
}
