import { createBrowserRouter, Navigate } from 'react-router';
import { RequireSession } from '../components/RequireSession';
import { AppLayout } from './AppLayout';
import { HomeRedirect } from './HomeRedirect';
import { NotFoundPage } from '../pages/NotFoundPage';

/** Each page is its own chunk (echarts loads with the dashboard only). */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Routes under /admin/ (the server answers index.html for every non-API path there). */
export const router = createBrowserRouter(
  [
    { path: '/login', lazy: page(() => import('../pages/LoginPage')) },
    { path: '/enrol', lazy: page(() => import('../pages/EnrolPage')) },
    {
      path: '/',
      element: (
        <RequireSession>
          <AppLayout />
        </RequireSession>
      ),
      children: [
        { index: true, element: <HomeRedirect /> },
        { path: 'dashboard', lazy: page(() => import('../pages/DashboardPage')) },
        { path: 'reports', lazy: page(() => import('../pages/ReportsPage')) },
        { path: 'deposits', lazy: page(() => import('../pages/DepositsPage')) },
        { path: 'withdrawals', lazy: page(() => import('../pages/WithdrawalsPage')) },
        { path: 'wallet-adjust', lazy: page(() => import('../pages/WalletAdjustPage')) },
        { path: 'players', lazy: page(() => import('../pages/PlayersPage')) },
        { path: 'players/:userId', lazy: page(() => import('../pages/PlayerPage')) },
        { path: 'payments', lazy: page(() => import('../pages/PaymentsPage')) },
        { path: 'notices', lazy: page(() => import('../pages/NoticesPage')) },
        { path: 'messages', lazy: page(() => import('../pages/MessagesPage')) },
        { path: 'banners', lazy: page(() => import('../pages/BannersPage')) },
        { path: 'lobby', lazy: page(() => import('../pages/LobbyPage')) },
        { path: 'settings', lazy: page(() => import('../pages/SettingsPage')) },
        { path: 'operators', lazy: page(() => import('../pages/OperatorsPage')) },
        { path: 'audit', lazy: page(() => import('../pages/AuditPage')) },
        { path: 'ledger', lazy: page(() => import('../pages/LedgerPage')) },
        { path: 'vip', lazy: page(() => import('../pages/VipPage')) },
        { path: 'help', lazy: page(() => import('../pages/HelpPage')) },
        { path: 'rewards', lazy: page(() => import('../pages/RewardsPage')) },
        { path: 'redeem-codes', lazy: page(() => import('../pages/RedeemCodesPage')) },
        { path: 'cashbox', lazy: page(() => import('../pages/CashboxPage')) },
        { path: 'offers', lazy: page(() => import('../pages/OffersPage')) },
        { path: 'offer-reviews', lazy: page(() => import('../pages/OfferReviewsPage')) },
        { path: 'jobs', lazy: page(() => import('../pages/JobsPage')) },
        { path: 'feedback', lazy: page(() => import('../pages/FeedbackPage')) },
        { path: 'chat', lazy: page(() => import('../pages/ChatPage')) },
        { path: 'index.html', element: <Navigate to="/" replace /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename: '/admin' },
);
