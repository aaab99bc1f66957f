import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { configureRequest } from '../api/request';
import { otpCode } from '../api/admin';
import { endSession } from '../auth/session';
import { currentLang, type ConsoleLang } from '../i18n';
import { queryClient } from './query';
import { router } from './router';

/** Connects the request layer to this shell: toasts through antd's App context, 401 → login, enrolment code → enrol. */
function RequestBridge() {
  const { message } = AntApp.useApp();
  useEffect(
    () =>
      configureRequest({
        lang: currentLang,
        onError: (error) => void message.error(error.message),
        onUnauthorized: () => {
          endSession();
          queryClient.clear();
          if (!router.state.location.pathname.startsWith('/login')) void router.navigate('/login');
        },
        onCode: (error) => {
          if (error.code !== otpCode('enrolRequired')) return false;
          void router.navigate('/enrol');
          return true;
        },
      }),
    [message],
  );
  return null;
}

/** antd's and dayjs's locale of each console language (a language added to i18n/catalogues.ts is a type error here). */
const UI_LOCALES: Record<ConsoleLang, { antd: typeof enUS; dayjs: string }> = {
  zh: { antd: zhCN, dayjs: 'zh-cn' },
  en: { antd: enUS, dayjs: 'en' },
};

export function App() {
  useTranslation(); // re-renders on a language change
  const lang = currentLang();
  dayjs.locale(UI_LOCALES[lang].dayjs);
  return (
    <ConfigProvider locale={UI_LOCALES[lang].antd} theme={{ token: { colorPrimary: '#1f6feb', borderRadius: 6 } }}>
      <AntApp>
        <RequestBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
