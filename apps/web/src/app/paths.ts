/**
 * Every route of spec.md §2, each listed once, with its exact path. Components never write URL strings: they use
 * PATHS (or ROUTES) from here. Screens that belong to later issues share one lazily loaded "not yet available"
 * view (spec.md §8) instead of fake content.
 */
import type { ComponentType } from 'react';

export const PATHS = {
  home: '/',
  homeAlias: '/pages/index/index',
  login: '/pages/login/login',
  borwser: '/pages/borwser',
  forgetPassword: '/pages/forgetPassword/index',
  discount: '/pages/discount/discount',
  redemption: '/pages/discount/redemption',
  discountView: '/pages/discount/discountView',
  discountDetail: '/pages/discount/discountDetail',
  connect: '/pages/connect/connect',
  contacting: '/pages/connect/contacting',
  sponsor: '/pages/sponsor/sponsor',
  my: '/pages/my/my',
  about: '/pages/about/about',
  userInfo: '/pages/userInfo/userInfo',
  agentPage: '/pages/agentPage/agentPage',
  myDeposit: '/pages/finance/myDeposit',
  transfer: '/pages/finance/transfer',
  withDraw: '/pages/finance/withDraw',
  depositInfo: '/pages/finance/depositInfo',
  information: '/pages/finance/information',
  iframWeb: '/pages/finance/iframWeb',
  cards: '/pages/cards/index',
  bankDetail: '/pages/cards/bankDetail',
  addBankCards: '/pages/cards/addBankCards',
  addAlipay: '/pages/cards/addAlipay',
  addWX: '/pages/cards/addWX',
  addVirtualCoin: '/pages/cards/addVirtualCoin',
  addEBPayAcount: '/pages/cards/addEBPayAcount',
  addKOIpayAcount: '/pages/cards/addKOIpayAcount',
  addThreeAcount: '/pages/cards/addThreeAcount',
  vipPrivilege: '/pages/vip/privilege',
  vipDetail: '/pages/vip/detail',
  mail: '/pages/mail/mail',
  mailDetail: '/pages/mail/detail',
  system: '/pages/system/system',
  verification: '/pages/system/verification',
  exitPassword: '/pages/system/exitPassword',
  secondaryPassword: '/pages/system/secondaryPassword',
  success: '/pages/system/success',
  setEmail: '/pages/system/setEmail',
  setPhone: '/pages/system/setPhone',
  setName: '/pages/system/setName',
  friendInvitation: '/pages/activity/friendInvitation',
  friendRecording: '/pages/activity/friendRecording',
  transaction: '/pages/transaction/transaction',
  transactionDetail: '/pages/transaction/detail',
  betRecord: '/pages/record/bet',
  friendRecord: '/pages/record/friend',
  rewardRecord: '/pages/record/reward',
  welfareRecord: '/pages/record/welfare',
  feedback: '/pages/feedback/feedback',
  feedbackList: '/pages/feedback/list',
  feedbackDetail: '/pages/feedback/detail',
  help: '/pages/help/help',
  helpDeposit: '/pages/help/deposit',
  helpWithdraw: '/pages/help/withdraw',
  helpGames: '/pages/help/games',
  helpTech: '/pages/help/tech',
  helpContact: '/pages/help/contact',
  helpAnswer: '/pages/help/answer',
  helpTransfer: '/pages/help/transfer',
  gameList: '/pages/game/list',
  play: '/pages/game/play',
  playH5: '/pages/game/playH5',
  gameMoney: '/pages/game/gameMoney',
  live: '/pages/live/index',
  liveList: '/pages/live/list',
  liveViewList: '/pages/live/viewList',
  liveIntroduce: '/pages/live/introduce',
  interest: '/pages/balance/interest',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
} as const;

export type RouteName = keyof typeof PATHS;
export type RoutePath = (typeof PATHS)[RouteName];
export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RouteDef {
  name: RouteName;
  path: RoutePath;
  /** i18n key of the navigation-bar title. */
  titleKey: `route.${string}`;
  /** Needs a session; a guest gets the registered-users-only modal (spec.md §2, §6). */
  member: boolean;
  /** One of the five bottom-tab pages (spec.md §2). */
  tab?: boolean;
  /** Pull-to-refresh, on only for play and playH5 (spec.md §2). */
  pullToRefresh?: boolean;
  /** Shown in landscape (play and playH5, spec.md §2). */
  landscape?: boolean;
  /** The page draws its own navigation bar (home: site title and language switch). */
  ownNavBar?: boolean;
  load: PageLoader;
}

type Meta = Pick<RouteDef, 'member' | 'tab' | 'pullToRefresh' | 'landscape' | 'ownNavBar'> & { load?: PageLoader };

const home = (): Promise<{ default: ComponentType }> => import('../pages/index/index');
/** A page whose texts live in `locales/<feature>/`: the page chunk and its texts load together. */
export function withTexts(features: string | string[], load: PageLoader): PageLoader {
  const list = typeof features === 'string' ? [features] : features;
  return () =>
    Promise.all([import('../i18n').then((m) => Promise.all(list.map((f) => m.loadTexts(f)))), load()]).then(([, page]) => page);
}
/** One shared chunk for every screen of a later issue (spec.md §8 "This function is not yet available"). */
const notAvailable = (): Promise<{ default: ComponentType }> => import('../components/not-available');

const transfer = withTexts('wallet', () => import('../pages/finance/transfer'));
const transaction = withTexts('wallet', () => import('../pages/transaction/transaction'));
const transactionDetail = withTexts('wallet', () => import('../pages/transaction/detail'));
/** Screens of the accounts and cashier issues, each its own lazy chunk with its texts. */
const page = {
  login: withTexts('account', () => import('../pages/login/login')),
  forgetPassword: withTexts('account', () => import('../pages/forget-password/forget-password')),
  my: withTexts('account', () => import('../pages/my/my')),
  about: withTexts('account', () => import('../pages/about/about')),
  userInfo: withTexts('account', () => import('../pages/user-info/user-info')),
  system: withTexts('account', () => import('../pages/system/system')),
  verification: withTexts('account', () => import('../pages/system/verification')),
  exitPassword: withTexts('account', () => import('../pages/system/exit-password')),
  secondaryPassword: withTexts('account', () => import('../pages/system/secondary-password')),
  success: withTexts('account', () => import('../pages/system/success')),
  setEmail: withTexts('account', () => import('../pages/system/set-email')),
  setPhone: withTexts('account', () => import('../pages/system/set-phone')),
  setName: withTexts('account', () => import('../pages/system/set-name')),
  myDeposit: withTexts(['deposit', 'wallet'], () => import('../pages/finance/my-deposit')),
  depositInfo: withTexts(['deposit', 'wallet'], () => import('../pages/finance/deposit-info')),
  iframWeb: withTexts(['deposit', 'wallet'], () => import('../pages/finance/ifram-web')),
} satisfies Record<string, PageLoader>;

/** Account management and withdrawal (issue 5), each its own lazy chunk with the `payout` texts. */
const payout = {
  withDraw: () => import('../pages/finance/with-draw'),
  cards: () => import('../pages/cards/index'),
  bankDetail: () => import('../pages/cards/bank-detail'),
  addBankCards: () => import('../pages/cards/add-bank-cards'),
  addAlipay: () => import('../pages/cards/add-alipay'),
  addWX: () => import('../pages/cards/add-wx'),
  addVirtualCoin: () => import('../pages/cards/add-virtual-coin'),
  addEBPayAcount: () => import('../pages/cards/add-eb-pay-acount'),
  addKOIpayAcount: () => import('../pages/cards/add-koi-pay-acount'),
  addThreeAcount: () => import('../pages/cards/add-three-acount'),
} satisfies Record<string, PageLoader>;
/** The game lobby screens (issue 6), each its own lazy chunk with the `lobby` texts. */
const lobby = {
  gameList: withTexts('lobby', () => import('../pages/game/list')),
  play: withTexts('lobby', () => import('../pages/game/play')),
  playH5: withTexts('lobby', () => import('../pages/game/play-h5')),
  gameMoney: withTexts(['lobby', 'wallet'], () => import('../pages/game/game-money')),
  live: withTexts(['lobby', 'wallet'], () => import('../pages/live/index')),
  liveList: withTexts('lobby', () => import('../pages/live/list')),
  liveViewList: withTexts(['lobby', 'wallet'], () => import('../pages/live/view-list')),
  liveIntroduce: withTexts('lobby', () => import('../pages/live/introduce')),
  betRecord: withTexts(['lobby', 'wallet'], () => import('../pages/record/bet')),
} satisfies Record<string, PageLoader>;

const GUEST: Meta = { member: false };
const MEMBER: Meta = { member: true };
const GAME_SCREEN: Meta = { member: true, pullToRefresh: true, landscape: true };

/** spec.md §6: guests see home, public info, game lists, notices and activities; the rest needs a session. */
const META: Record<RouteName, Meta> = {
  home: { member: false, tab: true, ownNavBar: true, load: home },
  homeAlias: { member: false, tab: true, ownNavBar: true, load: home },
  login: { ...GUEST, load: page.login },
  borwser: GUEST,
  forgetPassword: { ...GUEST, load: page.forgetPassword },
  discount: { member: false, tab: true },
  redemption: MEMBER,
  discountView: GUEST,
  discountDetail: GUEST,
  connect: { member: false, tab: true },
  contacting: GUEST,
  sponsor: { member: false, tab: true },
  my: { member: false, tab: true, ownNavBar: true, load: page.my },
  about: { ...GUEST, load: page.about },
  userInfo: { ...MEMBER, load: page.userInfo },
  agentPage: MEMBER,
  myDeposit: { ...MEMBER, load: page.myDeposit },
  transfer: { member: true, load: transfer },
  withDraw: { ...MEMBER, load: withTexts(['payout', 'account', 'wallet'], payout.withDraw) },
  depositInfo: { ...MEMBER, load: page.depositInfo },
  information: MEMBER,
  iframWeb: { ...MEMBER, load: page.iframWeb },
  cards: { ...MEMBER, load: withTexts(['payout', 'account'], payout.cards) },
  bankDetail: { ...MEMBER, load: withTexts(['payout', 'account'], payout.bankDetail) },
  addBankCards: { ...MEMBER, load: withTexts(['payout', 'account'], payout.addBankCards) },
  addAlipay: { ...MEMBER, load: withTexts(['payout', 'account'], payout.addAlipay) },
  addWX: { ...MEMBER, load: withTexts(['payout', 'account'], payout.addWX) },
  addVirtualCoin: { ...MEMBER, load: withTexts(['payout', 'account'], payout.addVirtualCoin) },
  addEBPayAcount: { ...MEMBER, load: withTexts(['payout', 'account'], payout.addEBPayAcount) },
  addKOIpayAcount: { ...MEMBER, load: withTexts(['payout', 'account'], payout.addKOIpayAcount) },
  addThreeAcount: { ...MEMBER, load: withTexts(['payout', 'account'], payout.addThreeAcount) },
  vipPrivilege: GUEST,
  vipDetail: GUEST,
  mail: MEMBER,
  mailDetail: MEMBER,
  system: { ...MEMBER, load: page.system },
  verification: { ...MEMBER, load: page.verification },
  exitPassword: { ...MEMBER, load: page.exitPassword },
  secondaryPassword: { ...MEMBER, load: page.secondaryPassword },
  success: { ...MEMBER, load: page.success },
  setEmail: { ...MEMBER, load: page.setEmail },
  setPhone: { ...MEMBER, load: page.setPhone },
  setName: { ...MEMBER, load: page.setName },
  friendInvitation: MEMBER,
  friendRecording: MEMBER,
  transaction: { member: true, load: transaction },
  transactionDetail: { member: true, load: transactionDetail },
  betRecord: { ...MEMBER, load: lobby.betRecord },
  friendRecord: MEMBER,
  rewardRecord: MEMBER,
  welfareRecord: MEMBER,
  feedback: MEMBER,
  feedbackList: MEMBER,
  feedbackDetail: MEMBER,
  help: GUEST,
  helpDeposit: GUEST,
  helpWithdraw: GUEST,
  helpGames: GUEST,
  helpTech: GUEST,
  helpContact: GUEST,
  helpAnswer: GUEST,
  helpTransfer: GUEST,
  gameList: { ...GUEST, load: lobby.gameList },
  play: { ...GAME_SCREEN, load: lobby.play },
  playH5: { ...GAME_SCREEN, load: lobby.playH5 },
  gameMoney: { ...MEMBER, load: lobby.gameMoney },
  live: { ...GUEST, load: lobby.live },
  liveList: { ...GUEST, load: lobby.liveList },
  liveViewList: { ...GUEST, load: lobby.liveViewList },
  liveIntroduce: { ...GUEST, load: lobby.liveIntroduce },
  interest: MEMBER,
  chooseLocation: GUEST,
  openLocation: GUEST,
};

export const ROUTES: readonly RouteDef[] = (Object.keys(PATHS) as RouteName[]).map((name) => {
  const { load = notAvailable, ...meta } = META[name];
  // The home alias shares home's title key so translators see one entry.
  const titleKey = name === 'homeAlias' ? 'route.home' : (`route.${name}` as const);
  return { name, path: PATHS[name], titleKey, load, ...meta };
});

const BY_PATH = new Map<string, RouteDef>(ROUTES.map((route) => [route.path, route]));

/** The route record of a path, or undefined for unknown paths. */
export function findRoute(path: string): RouteDef | undefined {
  return BY_PATH.get(path);
}

/** The five bottom tabs in display order (spec.md §2). */
export const TAB_ROUTES = ['home', 'discount', 'connect', 'sponsor', 'my'] as const satisfies readonly RouteName[];
