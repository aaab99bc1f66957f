import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../api/query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A business error was already toasted by the request helper (spec.md §7): retrying would toast again.
        // Network failures get one retry, then screens show their empty state (the server may be down).
        retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
    },
  });
}

export function AppProviders({ i18n, queryClient, children }: { i18n: i18n; queryClient: QueryClient; children: ReactNode }): ReactNode {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
