/**
 * The thin shared list-page helper (docs/decisions.md, issue 14): server paging + filters over one list route
 * `{...filters, page, size}` → `{list, total, page, size}`, handing an antd Table its props. Changing a filter goes
 * back to page 1. Pages own their columns, filters and actions.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, PageInput } from '../api/types';

export const DEFAULT_PAGE_SIZE = 20;

export interface ListPage<F, T> {
  filters: F;
  setFilters: (next: F) => void;
  refetch: () => void;
  tableProps: Pick<TableProps<T>, 'dataSource' | 'loading' | 'pagination'>;
  total: number;
}

export function useListPage<F extends object, T>(key: readonly unknown[], load: (input: F & PageInput) => Promise<Page<T>>, initial: F, opts: { enabled?: boolean } = {}): ListPage<F, T> {
  const { t } = useTranslation();
  const [filters, setFiltersState] = useState<F>(initial);
  const [paging, setPaging] = useState<PageInput>({ page: 1, size: DEFAULT_PAGE_SIZE });
  const query = useQuery({
    queryKey: [...key, filters, paging],
    queryFn: () => load({ ...withoutEmpty(filters), ...paging }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
  const pagination: TablePaginationConfig = {
    current: paging.page,
    pageSize: paging.size,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (total) => t('common.total', { total }),
    onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
  };
  return {
    filters,
    setFilters: (next) => {
      setFiltersState(next);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    refetch: () => void query.refetch(),
    tableProps: { dataSource: query.data?.list ?? [], loading: query.isFetching, pagination },
    total: query.data?.total ?? 0,
  };
}

/** Empty filter fields are left out (the server reads an absent filter as "any"). */
export function withoutEmpty<F extends object>(filters: F): F {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== '')) as F;
}
