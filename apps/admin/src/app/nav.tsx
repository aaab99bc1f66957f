import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CheckCircleOutlined,
  CommentOutlined,
  CrownOutlined,
  DollarOutlined,
  FileDoneOutlined,
  FireOutlined,
  FundOutlined,
  GiftOutlined,
  KeyOutlined,
  InsuranceOutlined,
  MessageOutlined,
  MailOutlined,
  NotificationOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The console's pages, the permission each needs (the one its routes declare on the server) and its menu entry. */
export interface NavEntry {
  path: string;
  permission: string;
  label: string;
  icon: ReactNode;
}

export const NAV: readonly NavEntry[] = [
  { path: '/dashboard', permission: 'finance', label: 'nav.dashboard', icon: <BarChartOutlined /> },
  { path: '/reports', permission: 'finance', label: 'nav.reports', icon: <FundOutlined /> },
  { path: '/deposits', permission: 'finance', label: 'nav.deposits', icon: <DollarOutlined /> },
  { path: '/withdrawals', permission: 'finance', label: 'nav.withdrawals', icon: <WalletOutlined /> },
  { path: '/wallet-adjust', permission: 'finance', label: 'nav.walletAdjust', icon: <CheckCircleOutlined /> },
  { path: '/payments', permission: 'finance', label: 'nav.payments', icon: <BankOutlined /> },
  { path: '/players', permission: 'support', label: 'nav.players', icon: <UserOutlined /> },
  { path: '/feedback', permission: 'support', label: 'nav.feedback', icon: <MessageOutlined /> },
  { path: '/chat', permission: 'support', label: 'nav.chat', icon: <CommentOutlined /> },
  { path: '/messages', permission: 'support', label: 'nav.messages', icon: <MailOutlined /> },
  { path: '/notices', permission: 'marketing', label: 'nav.notices', icon: <NotificationOutlined /> },
  { path: '/banners', permission: 'marketing', label: 'nav.banners', icon: <PictureOutlined /> },
  { path: '/lobby', permission: 'marketing', label: 'nav.lobby', icon: <AppstoreOutlined /> },
  { path: '/vip', permission: 'marketing', label: 'nav.vip', icon: <CrownOutlined /> },
  { path: '/rewards', permission: 'marketing', label: 'nav.rewards', icon: <GiftOutlined /> },
  { path: '/redeem-codes', permission: 'marketing', label: 'nav.redeemCodes', icon: <KeyOutlined /> },
  { path: '/cashbox', permission: 'finance', label: 'nav.cashbox', icon: <InsuranceOutlined /> },
  { path: '/offers', permission: 'marketing', label: 'nav.offers', icon: <FireOutlined /> },
  { path: '/offer-reviews', permission: 'marketing', label: 'nav.offerReviews', icon: <FileDoneOutlined /> },
  { path: '/help', permission: 'marketing', label: 'nav.help', icon: <QuestionCircleOutlined /> },
  { path: '/settings', permission: 'owner', label: 'nav.settings', icon: <SettingOutlined /> },
  { path: '/operators', permission: 'owner', label: 'nav.operators', icon: <TeamOutlined /> },
  { path: '/audit', permission: 'owner', label: 'nav.audit', icon: <AuditOutlined /> },
  { path: '/jobs', permission: 'owner', label: 'nav.jobs', icon: <ScheduleOutlined /> },
  { path: '/ledger', permission: 'finance', label: 'nav.ledger', icon: <SafetyCertificateOutlined /> },
];
