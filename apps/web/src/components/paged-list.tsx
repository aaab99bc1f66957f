/**
 * The one paged list of the app's record screens (transactions now; bets, rewards later): antd-mobile
 * InfiniteScroll over a `{ list, total, page, size }` endpoint (design.md §4) through react-query's infinite query.
 * spec.md §9 "end-of-list hint 2 s": when the last page arrives, "no more" shows for two seconds and then fades,
 * so the footer does not sit under a short list forever.
 */
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageOf } from '../api/guest-index';
import type { Envelope } from '../api/request';
import { dataOf } from '../api/query';
import { LoadFailed, LoadingState } from './query-state';
import { StatusBlock } from './status-block';
import './paged-list.css';

/** spec.md §9. */
export const END_HINT_MS = 2000;
export const PAGE_SIZE = 20;

interface PagedListProps<T> {
  queryKey: QueryKey;
  fetchPage: (page: number, size: number) => Promise<Envelope<PageOf<T>>>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  emptyText: string;
  className?: string;
}

export function PagedList<T>({ queryKey, fetchPage, renderItem, itemKey, emptyText, className }: PagedListProps<T>): ReactNode {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => dataOf(fetchPage(pageParam, PAGE_SIZE)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total && last.list.length > 0 ? last.page + 1 : undefined),
  });
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const hasMore = query.hasNextPage;
  const [endHint, setEndHint] = useState(false);
  const wasMore = useRef(true);

  useEffect(() => {
    // Show the hint each time loading reaches the end of the list (after the first page too).
    if (query.isSuccess && !hasMore && wasMore.current) setEndHint(true);
    wasMore.current = hasMore || !query.isSuccess;
  }, [hasMore, query.isSuccess]);
  useEffect(() => {
    if (!endHint) return;
    const timer = setTimeout(() => setEndHint(false), END_HINT_MS);
    return () => clearTimeout(timer);
  }, [endHint]);

  if (query.isPending) return <LoadingState />;
  if (query.isError && items.length === 0) return <LoadFailed className="paged-empty" onRetry={() => void query.refetch()} />;
  if (items.length === 0) {
    return <StatusBlock status="empty" title={emptyText} description={null} className="paged-empty" data-testid="list-empty" />;
  }
  return (
    <div className={className}>
      {items.map((item) => (
        <div key={itemKey(item)}>{renderItem(item)}</div>
      ))}
      <InfiniteScroll
        hasMore={hasMore}
        loadMore={async () => {
          const result = await query.fetchNextPage();
          if (result.isError) throw result.error;
        }}
      >
        {(more, failed, retry) =>
          failed ? (
            <button type="button" className="paged-retry" onClick={() => void retry()}>
              {t('list.retry')}
            </button>
          ) : more ? (
            <span className="paged-loading">
              {t('list.loading')}
              <DotLoading />
            </span>
          ) : (
            <span className={endHint ? 'paged-end' : 'paged-end hidden'} data-testid="list-end" aria-hidden={!endHint}>
              {t('list.noMore')}
            </span>
          )
        }
      </InfiniteScroll>
    </div>
  );
}
