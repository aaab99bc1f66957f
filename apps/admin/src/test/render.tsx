/** Renders console pages as the shell does (antd App context, a fresh query cache, a memory router) for jsdom tests. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setToken } from '../api/request';
import { i18n } from '../i18n';

export function renderRoutes(routes: { path: string; element: ReactNode }[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AntApp>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AntApp>,
  );
  return router;
}

/** A logged-in operator of `role` (the `me` answer the pages read their permissions from). */
export function meAs(role: 'owner' | 'finance' | 'support' | 'marketing') {
  setToken('test-token');
  return { code: 0, msg: 'success', data: { operatorId: 1, username: `${role}-op`, role, permissions: role === 'owner' ? ['owner', 'finance', 'support', 'marketing'] : [role], totpEnabled: true, mustEnrol: false, timeZone: 'Asia/Shanghai' } };
}

/** A loaded 2-core machine renders antd forms slowly. */
export const SLOW = { timeout: 20_000 };

/** Tests read the English texts (the console starts in Chinese). */
export async function inEnglish(): Promise<void> {
  await i18n.changeLanguage('en');
}
