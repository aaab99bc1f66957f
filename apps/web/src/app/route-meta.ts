/**
 * What the shell knows about each route besides its screen: the title key, the member guard (spec.md §2, §6) and
 * the layout flags. Data only (no screen imports), so the guard in useOpen and the layout can read it without a
 * circle through the screens; app/routes.ts adds the lazy screen of each route.
 */
import { PATHS, type RouteName, type RoutePath } from './paths';

export interface RouteMeta {
  name: RouteName;
  path: RoutePath;
  /** i18n key of the navigation-bar title. */
  titleKey: `route.${string}`;
  /** Needs a session; a guest gets the registered-users-only modal (spec.md §2, §6). */
  member: boolean;
  /** One of the five bottom-tab pages (spec.md §2). */
  tab?: boolean;
  /** Pull-to-refresh: play and playH5 (spec.md §2) and the screens that show balances (issue 13, docs/decisions.md). */
  pullToRefresh?: boolean;
  /** Shown in landscape (play and playH5, spec.md §2). */
  landscape?: boolean;
  /** The page draws its own navigation bar (home: site title and language switch). */
  ownNavBar?: boolean;
}

type Flags = Pick<RouteMeta, 'member' | 'tab' | 'pullToRefresh' | 'landscape' | 'ownNavBar'>;

const GUEST: Flags = { member: false };
const MEMBER: Flags = { member: true };
const TAB: Flags = { member: false, tab: true };
const GAME_SCREEN: Flags = { member: true, pullToRefresh: true, landscape: true };
/** A member screen showing balances: pulled down, it refetches them (issue 13). */
const MONEY: Flags = { member: true, pullToRefresh: true };

/** spec.md §6: guests see home, public info, game lists, notices and activities; the rest needs a session. */
const FLAGS: Record<RouteName, Flags> = {
  home: { ...TAB, ownNavBar: true },
  homeAlias: { ...TAB, ownNavBar: true },
  login: GUEST,
  borwser: GUEST,
  forgetPassword: GUEST,
  discount: TAB,
  redemption: MEMBER,
  // Apply for bonus: the player's own application records (issue 16, docs/decisions.md).
  discountView: MEMBER,
  discountDetail: GUEST,
  connect: TAB,
  // Live chat (issue 17): members only; the screen draws its nav bar inside its keyboard-aware frame.
  contacting: { ...MEMBER, ownNavBar: true },
  sponsor: TAB,
  my: { ...TAB, ownNavBar: true, pullToRefresh: true },
  about: GUEST,
  userInfo: MEMBER,
  agentPage: MEMBER,
  myDeposit: MONEY,
  transfer: MONEY,
  withDraw: MONEY,
  depositInfo: MEMBER,
  information: MEMBER,
  // Titled by the screen after the payment method (issue 13), not "web page".
  iframWeb: { ...MEMBER, ownNavBar: true },
  cards: MEMBER,
  bankDetail: MEMBER,
  addBankCards: MEMBER,
  addAlipay: MEMBER,
  addWX: MEMBER,
  addVirtualCoin: MEMBER,
  addEBPayAcount: MEMBER,
  addKOIpayAcount: MEMBER,
  addThreeAcount: MEMBER,
  vipPrivilege: GUEST,
  vipDetail: GUEST,
  mail: MEMBER,
  mailDetail: MEMBER,
  system: MEMBER,
  verification: MEMBER,
  exitPassword: MEMBER,
  secondaryPassword: MEMBER,
  success: MEMBER,
  setEmail: MEMBER,
  setPhone: MEMBER,
  setName: MEMBER,
  friendInvitation: MEMBER,
  friendRecording: MEMBER,
  transaction: MEMBER,
  transactionDetail: MEMBER,
  betRecord: MEMBER,
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
  // Titled by the article it shows (pages/help/article.tsx AnswerHelp).
  helpAnswer: { ...GUEST, ownNavBar: true },
  helpTransfer: GUEST,
  gameList: GUEST,
  play: GAME_SCREEN,
  playH5: GAME_SCREEN,
  gameMoney: MONEY,
  live: GUEST,
  liveList: GUEST,
  liveViewList: GUEST,
  liveIntroduce: GUEST,
  interest: MONEY,
  chooseLocation: GUEST,
  openLocation: GUEST,
};

export const ROUTE_META: readonly RouteMeta[] = (Object.keys(PATHS) as RouteName[]).map((name) => {
  // The home alias shares home's title key so translators see one entry.
  const titleKey = name === 'homeAlias' ? 'route.home' : (`route.${name}` as const);
  return { name, path: PATHS[name], titleKey, ...FLAGS[name] };
});

const BY_PATH = new Map<string, RouteMeta>(ROUTE_META.map((route) => [route.path, route]));

/** The route record of a path, or undefined for unknown paths. */
export function findRoute(path: string): RouteMeta | undefined {
  return BY_PATH.get(path);
}
