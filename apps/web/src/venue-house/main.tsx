// Before any zod schema is built: no eval probe under the CSP (zod-jitless.ts).
import '../zod-jitless';
// First: antd-mobile's React 19 patch, before any antd-mobile call (design.md §2 "Known pitfalls").
import '../antd-react19';
import './house.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HouseApp } from './app';
import { initHouseI18n } from './i18n';
import { openSession, readLaunch } from './launch';

async function start(): Promise<void> {
  const launch = readLaunch();
  // The one-time ticket is exchanged once, outside React (StrictMode runs effects twice), and at once.
  const opening = openSession(launch);
  opening.catch(() => undefined);
  const i18n = await initHouseI18n();
  document.title = i18n.t('house.title');
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HouseApp launch={launch} opening={opening} />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
