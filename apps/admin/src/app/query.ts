import { QueryClient } from '@tanstack/react-query';

/** One client for the console: refusals are shown by the request layer, so queries do not retry them. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
