/**
 * Data of every kind an operator console page lists (issue 24: the all-pages walk must see each kind of row, not
 * empty tables): deposits in every status, withdrawals paid / rejected / under review / scheduled, bets in every
 * house venue (a lottery bet still awaiting its draw), transfers, the cashbox, redemption codes used, offers applied
 * for (approved and pending), welfare items, a frozen agent with a VIP change and a note, feedback, a chat, a
 * message, notices, a second operator, job runs. Everything goes through the public and operator APIs.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api, baseUrl } from './browser.js';
import { testPng } from './images.js';
import { credit, freshCardNo, operatorToken, playerWithPhone, registerPlayer, smsCodeTo, type Player } from './players.js';

const PASSWORD = 'Console1234';
const WITHDRAW_PASSWORD = '246810';

export interface ConsoleData {
  /** A player with deposits, transfers, bets of every venue, the cashbox and a payout card. */
  rich: Player & { userId: number };
  /** A frozen agent with a VIP change, a withdrawal freeze and a note. */
  frozen: Player & { userId: number };
  /** Usernames and operator names the pages show (lower-case words that are names, not codes). */
  names: string[];
  /** A credited deposit (sandbox) of `rich`: its journal is looked up on the ledger page. */
  depositNo: string;
}

async function ok<T>(what: string, call: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const res = await call;
  expect(res.code, `${what}: ${res.msg}`).toBe(0);
  return res.data;
}

async function op<T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  return ok(path, api<T>(`/admin/api/${path}`, body, { token: await operatorToken(), ...headers }));
}

const as = <T = unknown>(player: Player, path: string, body?: unknown, headers: Record<string, string> = {}) => ok(path, api<T>(path, body, { token: player.token, ...headers }));

async function userIdOf(username: string): Promise<number> {
  const found = await op<{ list: { userId: number; username: string }[] }>('player/search', { keyword: username, page: 1, size: 5 });
  return found.list.find((p) => p.username === username)!.userId;
}

async function voucher(player: Player): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(testPng(24))], { type: 'image/png' }), 'voucher.png');
  const res = (await (await fetch(`${baseUrl()}/web/upload/uploadFile`, { method: 'POST', headers: { token: player.token }, body: form })).json()) as { code: number; msg: string; data: { url: string } };
  expect(res.code, res.msg).toBe(0);
  return res.data.url;
}

/** Deposits of every status: completed (sandbox), cancelled, rejected, under review, awaiting payment. */
async function deposits(player: Player): Promise<string> {
  const methods = await as<{ id: number; type: string }[]>(player, '/web/pay/paymentMethod/getPaymentMethod');
  const sandbox = methods.find((m) => m.type === 'thirdParty')!;
  const bank = methods.find((m) => m.type === 'bankTransfer')!;
  const paid = await as<{ orderNo: string }>(player, '/web/sandbox/createOrder', { methodId: sandbox.id, amount: 300 });
  await ok('sandbox pay', api('/sandbox/gateway/pay', { orderNo: paid.orderNo }, { token: player.token, accept: 'application/json' }));
  const order = () => as<{ orderNo: string }>(player, '/web/recharge/recharge', { methodId: bank.id, amount: '200', depositorName: '张三' }, { 'Idempotency-Key': randomUUID() });
  const cancelled = await order();
  await as(player, '/web/recharge/cancelRechargeOrder', { orderNo: cancelled.orderNo, reason: 'noLongerWant' });
  const rejected = await order();
  await as(player, '/web/recharge/confirmRechargeOrder', { orderNo: rejected.orderNo, vouchers: [await voucher(player)] });
  await op('deposit/reject', { orderNo: rejected.orderNo, reason: '未收到款项' });
  const review = await order();
  await as(player, '/web/recharge/confirmRechargeOrder', { orderNo: review.orderNo, vouchers: [await voucher(player)] });
  return paid.orderNo;
}

/** One round of a house game through the venue's own API (api-contract.md "House venue"). */
async function play(player: Player, platType: string, gameCode: string, bet: { type: string; amount: string }): Promise<void> {
  const launch = await as<{ url: string }>(player, '/web/apiCode/getGameUrl', { platType, gameCode });
  const ticket = new URL(launch.url, baseUrl()).searchParams.get('ticket');
  const session = await ok('house session', api<{ session: string }>('/venue/house/api/session', { ticket }));
  await ok(`play ${gameCode}`, api('/venue/house/api/play', { session: session.session, gameCode, bets: [bet] }));
}

/** Transfers into every house venue, a round in each (the lottery bet awaits its draw), the cashbox. */
async function playEverywhere(player: Player): Promise<void> {
  for (const to of ['house_live', 'house_chess', 'house_slots', 'house_lottery']) {
    await as(player, '/web/apiCode/convertMoney', { from: 'central', to, amount: '100' }, { 'Idempotency-Key': randomUUID() });
  }
  await play(player, 'house_live', 'baccarat', { type: 'banker', amount: '10.00' });
  await play(player, 'house_live', 'roulette', { type: 'red', amount: '10.00' });
  await play(player, 'house_chess', 'dragonTiger', { type: 'dragon', amount: '10.00' });
  await play(player, 'house_slots', 'slot', { type: 'spin', amount: '2.00' });
  await play(player, 'house_lottery', 'scheduledLottery', { type: 'big', amount: '10.00' });
  await as(player, '/web/cashbox/switchToCashbox', { direction: 'in', amount: '100' });
}

/** A player ready to withdraw (phone, real name, secondary password, a bank card); answers the card's id. */
async function payoutCard(player: Player, mobile: string): Promise<number> {
  await as(player, '/web/user/modifyUserInfo', { realName: '张三' });
  const code = await smsCodeTo(player, 'withdrawPassword', mobile);
  await as(player, '/web/user/setWithdrawPassword', { password: WITHDRAW_PASSWORD, confirmPassword: WITHDRAW_PASSWORD, code });
  const banks = await as<{ id: number }[]>(player, '/web/sys/sysbank/getSysBank');
  const card = await as<{ id: number }>(player, '/web/userBankCard/bind', { cardholder: '张三', cardType: 'debit', bankId: banks[0]!.id, cardNo: freshCardNo(), address: 'Shenzhen Futian branch' });
  return card.id;
}

/** Withdrawals paid, rejected, under review and scheduled (a reservation). */
async function withdrawals(player: Player, accountId: number): Promise<void> {
  const withdraw = (extra: Record<string, unknown> = {}) =>
    as<{ orderNo: string }>(player, '/web/withdraw/withdraw', { method: 'bankCard', accountId, amount: '100', withdrawPassword: WITHDRAW_PASSWORD, type: 'instant', ...extra }, { 'Idempotency-Key': randomUUID() });
  const paid = await withdraw();
  await op('withdraw/approve', { orderNo: paid.orderNo });
  const rejected = await withdraw();
  await op('withdraw/reject', { orderNo: rejected.orderNo, reason: '银行卡信息有误' });
  await withdraw();
  await withdraw({ type: 'reservation', slot: '18-24' });
}

/** A player with a mobile bound, answering it with the number (for the secondary password's code). */
async function withPhone(prefix: string): Promise<Player & { mobile: string }> {
  const player = await registerPlayer(prefix, PASSWORD);
  const mobile = `135${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await as(player, '/web/user/bindPhone', { mobile, code: await smsCodeTo(player, 'bindPhone', mobile) });
  return { ...player, mobile };
}

/** Offers: one approved into the welfare centre, one pending review; a redemption code used. */
async function rewards(player: Player): Promise<void> {
  const offer = async (title: string) => {
    const saved = await op<{ id: number }>('activities/save', {
      classification: 'daily',
      title: { zh: `${title}活动`, en: `${title} offer` },
      content: { zh: '申请即可获得奖金，经审核后发放至福利中心。', en: 'Apply for a bonus; once reviewed it lands in your welfare centre.' },
      cover: '/static/seed/activities/deposit-rebate.svg',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      limitedTime: false,
      applyMode: 'review',
      eligibility: {},
      formula: { kind: 'fixed', amount: '18.00', turnoverMultiple: '2', platType: 'house_live', destination: 'welfare', validDays: 3 },
    });
    await op('activities/publish', { id: saved.id, published: true });
    return as<{ applyId: number }>(player, '/web/activity/activityApply/applyActivity', { activityId: saved.id });
  };
  const approved = await offer('审核通过');
  await op('activities/apply/approve', { id: approved.applyId });
  await offer('待审核');
  const batch = await op<{ codes: string[] }>('redeem/generate', { amount: '8.88', count: 3, remark: 'e2e console walk' });
  await as(player, '/web/user/redeemCode/use', { code: batch.codes[0] });
}

/** A frozen agent: VIP set by hand, a note, withdrawals frozen, marked agent, then logins frozen. */
async function frozenAgent(player: Player, userId: number): Promise<void> {
  await op('vip/setLevel', { userId, level: 3, reason: '大客户维护' });
  await op('player/note', { userId, text: '多次咨询提现进度' });
  await op('player/freezeWithdraw', { username: player.username, reason: '核实身份中' });
  await op('player/markAgent', { username: player.username, isAgent: true });
  await op('player/freeze', { username: player.username, reason: '可疑登录' });
}

/** Care: feedback, a chat opened by the player, a message to the player, notices of both kinds, a finance operator. */
async function care(player: Player): Promise<void> {
  await as(player, '/web/feedback/save', { type: 'withdraw', content: '提现已经提交两个小时了还没有到账，请帮忙查一下谢谢' });
  await as(player, '/web/chat/send', { text: '你好，我的充值还没有到账' });
  await op('message/send', { category: 'finance', audience: 'user', usernames: [player.username], title: { zh: '到账通知', en: 'Credited' }, content: { zh: '您的充值已到账。', en: 'Your deposit has been credited.' } });
  for (const type of ['marquee', 'announcement']) {
    await op('content/notice/save', { type, title: { zh: `系统维护${type === 'marquee' ? '提醒' : '公告'}`, en: `Maintenance ${type === 'marquee' ? 'reminder' : 'notice'}` }, content: { zh: '今晚二十三点系统维护。', en: 'Maintenance tonight at 23:00.' } });
  }
}

/** Seeds every kind of row; answers the players the walk opens and the names it may read. */
export async function seedConsoleData(): Promise<ConsoleData> {
  const tag = randomBytes(2).toString('hex');
  const [rich, frozen, withdrawer, fan] = await Promise.all([withPhone('cr'), registerPlayer('cf', PASSWORD), withPhone('cw'), playerWithPhone('cv', PASSWORD)]);
  await Promise.all([credit(rich, '2000.00', '新客户欢迎金'), credit(withdrawer, '5000.00', '测试额度'), credit(fan, '100.00', '活动预热')]);
  const finance = `finance${tag}`;
  let depositNo = '';
  await Promise.all([
    deposits(rich).then(async (no) => {
      depositNo = no;
      await playEverywhere(rich);
    }),
    payoutCard(withdrawer, withdrawer.mobile).then((card) => withdrawals(withdrawer, card)),
    payoutCard(rich, rich.mobile),
    rewards(fan),
    care(fan),
    op('operator/create', { username: finance, password: `Pw-${randomUUID()}`, role: 'finance' }),
    // A job that runs on every trigger and a periodic one, both run by the operator.
    op('jobs/run', { name: 'welfare-expiry', at: new Date().toISOString() }),
    op('jobs/run', { name: 'cashbox-interest', at: new Date().toISOString() }),
  ]);
  const [richId, frozenId] = await Promise.all([userIdOf(rich.username), userIdOf(frozen.username)]);
  await frozenAgent(frozen, frozenId);
  return { rich: { ...rich, userId: richId }, frozen: { ...frozen, userId: frozenId }, names: [rich.username, frozen.username, withdrawer.username, fan.username, finance, 'admin'], depositNo };
}
