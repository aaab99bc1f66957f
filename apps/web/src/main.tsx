// Before any zod schema is built: no eval probe under the CSP (zod-jitless.ts).
import './zod-jitless';
// First: antd-mobile's React 19 patch, before any antd-mobile call (design.md §2 "Known pitfalls").
import './antd-react19';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import { captureInstallPrompt } from './app/install-prompt';
import { AppRouter } from './app/router';
import { registerErrorToasts } from './app/error-toasts';
import { registerSessionExpiry } from './app/session-expiry';
import { initI18n } from './i18n';

/** Home is the entry screen (spec.md §2): fetch its chunk alongside the messages instead of after them. */
function preloadEntryScreen(): void {
  const hash = window.location.hash.replace(/^#/, '');
  if (hash === '' || hash === '/' || hash.startsWith('/?') || hash.startsWith('/pages/index/index')) {
    void import('./pages/index/index');
  }
}

async function start(): Promise<void> {
  captureInstallPrompt();
  registerSessionExpiry();
  registerErrorToasts();
  preloadEntryScreen();
  // The current language's messages load before the first render, so no screen flashes untranslated keys.
  const i18n = await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={createQueryClient()}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
