/**
 * The route table: every route of route-meta.ts with its lazily loaded screen. Only the router imports it (it
 * imports every screen); everything else names routes through paths.ts or reads route-meta.ts. Screens that belong
 * to later issues share one lazily loaded "not yet available" view (spec.md §8) instead of fake content.
 */
import type { ComponentType } from 'react';
import type { PageLoader } from './async-page';
import type { RouteName } from './paths';
import { ROUTE_META, type RouteMeta } from './route-meta';

export interface RouteDef extends RouteMeta {
  load: PageLoader;
}

const home = (): Promise<{ default: ComponentType }> => import('../pages/index/index');
/** A page whose texts live in `locales/<feature>/`: the page chunk and its texts load together. */
export function withTexts(features: string | string[], load: PageLoader): PageLoader {
  const list = typeof features === 'string' ? [features] : features;
  return () =>
    Promise.all([import('../i18n').then((m) => Promise.all(list.map((f) => m.loadTexts(f)))), load()]).then(([, page]) => page);
}
/** One shared chunk for every screen of a later issue (spec.md §8 "This function is not yet available"). */
const notAvailable = (): Promise<{ default: ComponentType }> => import('../components/not-available');

const ACCOUNT = 'account';
const CASHIER = ['deposit', 'wallet'];
const PAYOUT = ['payout', 'account'];
const REWARDS = 'rewards';
const HELP = 'help';
const OFFERS = 'offers';
const CHAT = 'chat';
const helpArticle = (name: 'DepositHelp' | 'WithdrawHelp' | 'GamesHelp' | 'TechHelp' | 'TransferHelp' | 'AnswerHelp'): PageLoader =>
  withTexts(HELP, () => import('../pages/help/article').then((m) => ({ default: m[name] })));

/** The screen of each route that has one, each its own lazy chunk with the texts of its feature. */
const SCREENS: Partial<Record<RouteName, PageLoader>> = {
  home,
  homeAlias: home,
  // Accounts (issue 4)
  login: withTexts(ACCOUNT, () => import('../pages/login/login')),
  forgetPassword: withTexts(ACCOUNT, () => import('../pages/forget-password/forget-password')),
  my: withTexts([ACCOUNT, 'wallet'], () => import('../pages/my/my')),
  about: withTexts([ACCOUNT, HELP], () => import('../pages/about/about')),
  // Player care: content pages, payment information, open-in-browser guide (issue 17)
  sponsor: withTexts(HELP, () => import('../pages/sponsor/sponsor')),
  information: withTexts(HELP, () => import('../pages/finance/information')),
  borwser: withTexts(HELP, () => import('../pages/borwser/borwser')),
  // Help centre (issue 17)
  help: withTexts(HELP, () => import('../pages/help/help')),
  helpDeposit: helpArticle('DepositHelp'),
  helpWithdraw: helpArticle('WithdrawHelp'),
  helpGames: helpArticle('GamesHelp'),
  helpTech: helpArticle('TechHelp'),
  helpTransfer: helpArticle('TransferHelp'),
  helpAnswer: helpArticle('AnswerHelp'),
  helpContact: withTexts(HELP, () => import('../pages/help/contact')),
  userInfo: withTexts(ACCOUNT, () => import('../pages/user-info/user-info')),
  system: withTexts(ACCOUNT, () => import('../pages/system/system')),
  verification: withTexts(ACCOUNT, () => import('../pages/system/verification')),
  exitPassword: withTexts(ACCOUNT, () => import('../pages/system/exit-password')),
  secondaryPassword: withTexts(ACCOUNT, () => import('../pages/system/secondary-password')),
  success: withTexts(ACCOUNT, () => import('../pages/system/success')),
  setEmail: withTexts(ACCOUNT, () => import('../pages/system/set-email')),
  setPhone: withTexts(ACCOUNT, () => import('../pages/system/set-phone')),
  setName: withTexts(ACCOUNT, () => import('../pages/system/set-name')),
  // Wallet and cashier (issue 3)
  transfer: withTexts('wallet', () => import('../pages/finance/transfer')),
  transaction: withTexts('wallet', () => import('../pages/transaction/transaction')),
  transactionDetail: withTexts('wallet', () => import('../pages/transaction/detail')),
  myDeposit: withTexts(CASHIER, () => import('../pages/finance/my-deposit')),
  depositInfo: withTexts(CASHIER, () => import('../pages/finance/deposit-info')),
  iframWeb: withTexts(CASHIER, () => import('../pages/finance/ifram-web')),
  // Account management and withdrawal (issue 5)
  withDraw: withTexts([...PAYOUT, 'wallet'], () => import('../pages/finance/with-draw')),
  cards: withTexts(PAYOUT, () => import('../pages/cards/index')),
  bankDetail: withTexts(PAYOUT, () => import('../pages/cards/bank-detail')),
  addBankCards: withTexts(PAYOUT, () => import('../pages/cards/add-bank-cards')),
  addAlipay: withTexts(PAYOUT, () => import('../pages/cards/add-alipay')),
  addWX: withTexts(PAYOUT, () => import('../pages/cards/add-wx')),
  addVirtualCoin: withTexts(PAYOUT, () => import('../pages/cards/add-virtual-coin')),
  addEBPayAcount: withTexts(PAYOUT, () => import('../pages/cards/add-eb-pay-acount')),
  addKOIpayAcount: withTexts(PAYOUT, () => import('../pages/cards/add-koi-pay-acount')),
  addThreeAcount: withTexts(PAYOUT, () => import('../pages/cards/add-three-acount')),
  // The game lobby (issue 6)
  gameList: withTexts('lobby', () => import('../pages/game/list')),
  play: withTexts('lobby', () => import('../pages/game/play')),
  playH5: withTexts('lobby', () => import('../pages/game/play-h5')),
  gameMoney: withTexts(['lobby', 'wallet'], () => import('../pages/game/game-money')),
  live: withTexts(['lobby', 'wallet'], () => import('../pages/live/index')),
  liveList: withTexts('lobby', () => import('../pages/live/list')),
  liveViewList: withTexts(['lobby', 'wallet'], () => import('../pages/live/view-list')),
  liveIntroduce: withTexts('lobby', () => import('../pages/live/introduce')),
  betRecord: withTexts(['lobby', 'wallet'], () => import('../pages/record/bet')),
  // Rewards: VIP, welfare centre (issue 15)
  vipPrivilege: withTexts(REWARDS, () => import('../pages/vip/privilege')),
  vipDetail: withTexts(REWARDS, () => import('../pages/vip/detail')),
  welfareRecord: withTexts(REWARDS, () => import('../pages/record/welfare')),
  rewardRecord: withTexts(REWARDS, () => import('../pages/record/reward')),
  // Balance interest, the cashbox (issue 16)
  interest: withTexts('cashbox', () => import('../pages/balance/interest')),
  // Feedback (issue 17)
  feedback: withTexts('feedback', () => import('../pages/feedback/feedback')),
  feedbackList: withTexts('feedback', () => import('../pages/feedback/list')),
  feedbackDetail: withTexts('feedback', () => import('../pages/feedback/detail')),
  // Redemption codes (issue 16)
  redemption: withTexts('redeem', () => import('../pages/discount/redemption')),
  // Offers (issue 16): the list, one offer, the player's bonus applications
  discount: withTexts(OFFERS, () => import('../pages/discount/discount')),
  discountDetail: withTexts(OFFERS, () => import('../pages/discount/discount-detail')),
  discountView: withTexts(OFFERS, () => import('../pages/discount/discount-view')),
  // Customer service: the tab and the live chat (issue 17)
  connect: withTexts(CHAT, () => import('../pages/connect/connect')),
  contacting: withTexts(CHAT, () => import('../pages/connect/contacting')),
  // Message centre (issue 17)
  mail: withTexts('messages', () => import('../pages/mail/mail')),
  mailDetail: withTexts('messages', () => import('../pages/mail/detail')),
};

export const ROUTES: readonly RouteDef[] = ROUTE_META.map((meta) => ({ ...meta, load: SCREENS[meta.name] ?? notAvailable }));
