import { act, render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { AppProviders, createQueryClient } from '../app/providers';
import { AppRouter } from '../app/router';

/** Renders the whole app (providers + hash router) at `path` and lets the first effects run. */
export async function renderAppAt(i18next: i18n, path: string): Promise<void> {
  window.location.hash = `#${path}`;
  render(
    <AppProviders i18n={i18next} queryClient={createQueryClient()}>
      <AppRouter />
    </AppProviders>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
