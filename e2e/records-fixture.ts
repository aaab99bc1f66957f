/**
 * A player with a transaction record of every kind a player can have (issue 24 defect 3: the records screens must read
 * in words whatever they hold), made through the real API as a player and an operator would:
 * - adjust: an operator's credit (its mode is the operator's reason, shown as written);
 * - withdraw: a bank-card withdrawal (pending);
 * - deposit: a paid sandbox deposit (method `thirdParty`) and a bank transfer the operator rejected (failed);
 * - transfer: central → house_live, house_live → central, central → cashbox and cashbox → central;
 * - bonus: a redemption code (`redeemCode`) and an offer's bonus received from the welfare centre (`activityBonus`);
 * - a house round, so the bet records are not empty either.
 * The daily rebate, the cashbox interest and the VIP gifts come from jobs; their words are tested in jsdom
 * (transaction-row.test.tsx).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api, baseUrl, codeSentTo } from './browser.js';
import { credit, freshCardNo, operatorToken, registerPlayer, type Player } from './players.js';

export interface RecordsPlayer extends Player {
  mobile: string;
  /** Order numbers of some records, by what they are. */
  orders: { rejectedDeposit: string; cashboxIn: string };
}

const WITHDRAW_PASSWORD = '246810';

async function ok<T>(what: string, res: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const answer = await res;
  expect(answer.code, `${what}: ${answer.msg}`).toBe(0);
  return answer.data;
}

/**
 * A code of `smsType` sent to `mobile`, waiting out the countdown of an earlier code to that phone as the server states
 * it (players.ts smsCodeTo does the same with expect.poll, which a beforeAll may not call).
 */
async function freshCode(player: Player, smsType: string, mobile: string): Promise<string> {
  const before = await codeSentTo(mobile, 0).catch(() => null);
  for (let tries = 0; ; tries++) {
    const sent = await api<{ countdown?: number } | null>('/web/sms/getSmsCode', { smsType, mobile }, { token: player.token });
    if (sent.code === 0) break;
    if (tries > 20) throw new Error(`getSmsCode ${smsType}: ${sent.msg}`);
    await new Promise((r) => setTimeout(r, (sent.data?.countdown ?? 1) * 1000 + 50));
  }
  for (const until = Date.now() + 5000; ; ) {
    const code = await codeSentTo(mobile, 0).catch(() => null);
    if (code !== null && code !== before) return code;
    if (Date.now() > until) throw new Error(`no new ${smsType} code to ${mobile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function asOperator<T>(path: string, body: unknown): Promise<T> {
  return ok(path, api<T>(`/admin/api${path}`, body, { token: await operatorToken(), 'Idempotency-Key': randomUUID() }));
}

/** Plays one round of baccarat in the house live venue through its own API (api-contract.md "House venue"). */
async function playBaccarat(player: Player): Promise<void> {
  const launched = await ok('getGameUrl', api<{ url: string }>('/web/apiCode/getGameUrl', { platType: 'house_live', gameCode: 'baccarat' }, { token: player.token }));
  const ticket = new URL(launched.url, baseUrl()).searchParams.get('ticket');
  const session = await ok('session', api<{ session: string }>('/venue/house/api/session', { ticket }));
  await ok('play', api('/venue/house/api/play', { session: session.session, gameCode: 'baccarat', bets: [{ type: 'banker', amount: '10.00' }] }));
}

/**
 * An offer's bonus waiting in the player's welfare centre (an offer paid through it, applied at once): the offer is
 * taken down again right after, so no other test sees it. Answers the welfare item's id.
 */
export async function offerBonusTo(player: Player): Promise<number> {
  const offer = await asOperator<{ id: number }>('/activities/save', {
    classification: 'daily',
    title: { zh: '测试奖金', en: 'Test bonus' },
    content: { zh: '测试', en: 'Test' },
    cover: '/static/seed/activities/deposit-rebate.svg',
    startAt: new Date(Date.now() - 60_000).toISOString(),
    applyMode: 'auto',
    eligibility: {},
    formula: { kind: 'fixed', amount: '6', turnoverMultiple: '1', destination: 'welfare', validDays: 3 },
  });
  await asOperator('/activities/publish', { id: offer.id, published: true });
  try {
    await ok('applyActivity', api('/web/activity/activityApply/applyActivity', { activityId: offer.id }, { token: player.token, 'Idempotency-Key': randomUUID() }));
  } finally {
    await asOperator('/activities/publish', { id: offer.id, published: false });
  }
  const welfare = await ok('welfare list', api<{ list: { id: number; kind: string; status: string }[] }>('/web/welfareCenter/queryWelfareCenterList', { page: 1, size: 50 }, { token: player.token }));
  const item = welfare.list.find((w) => w.kind === 'activityBonus' && w.status === 'success');
  expect(item, 'the offer bonus in the welfare centre').toBeDefined();
  return item!.id;
}

export async function playerWithEveryRecord(prefix: string, password: string): Promise<RecordsPlayer> {
  const player = await registerPlayer(prefix, password);
  const auth = { token: player.token };
  const as = <T>(path: string, body: unknown) => ok(path, api<T>(path, body, { ...auth, 'Idempotency-Key': randomUUID() }));
  const mobile = `138${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await as('/web/user/bindPhone', { mobile, code: await freshCode(player, 'bindPhone', mobile) });
  await as('/web/user/modifyUserInfo', { realName: '张三' });
  const code = await freshCode(player, 'withdrawPassword', mobile);
  await as('/web/user/setWithdrawPassword', { password: WITHDRAW_PASSWORD, confirmPassword: WITHDRAW_PASSWORD, code });
  const banks = await as<{ id: number }[]>('/web/sys/sysbank/getSysBank', {});
  await as('/web/userBankCard/bind', { cardholder: '张三', cardType: 'debit', bankId: banks[0]!.id, cardNo: freshCardNo(), address: 'Shenzhen' });
  const cards = await as<{ id: number }[]>('/web/userBankCard/query', {});

  // An operator's credit first: it asks no turnover, so the withdrawal may go before any deposit does.
  await credit(player, '1000.00', 'Goodwill credit');
  await as('/web/withdraw/withdraw', { method: 'bankCard', accountId: cards[0]!.id, amount: '100', withdrawPassword: WITHDRAW_PASSWORD, type: 'instant' });

  const methods = await as<{ id: number; type: string }[]>('/web/pay/paymentMethod/getPaymentMethod', {});
  const online = methods.find((m) => m.type === 'thirdParty')!;
  const paid = await as<{ orderNo: string }>('/web/sandbox/createOrder', { methodId: online.id, amount: 200 });
  await ok('sandbox pay', api('/sandbox/gateway/pay', { orderNo: paid.orderNo }, { ...auth, accept: 'application/json' }));
  const bank = methods.find((m) => m.type === 'bankTransfer')!;
  const rejected = await as<{ orderNo: string }>('/web/recharge/recharge', { methodId: bank.id, amount: '150', depositorName: '张三' });
  await asOperator('/deposit/reject', { orderNo: rejected.orderNo, reason: 'No payment arrived' });

  await as('/web/apiCode/convertMoney', { from: 'central', to: 'house_live', amount: '100' });
  await as('/web/apiCode/convertMoney', { from: 'house_live', to: 'central', amount: '40' });
  await as('/web/cashbox/switchToCashbox', { direction: 'in', amount: '30.00' });
  await as('/web/cashbox/switchToCashbox', { direction: 'out', amount: '10.00' });

  const batch = await asOperator<{ codes: string[] }>('/redeem/generate', { amount: '8', count: 1 });
  await as('/web/user/redeemCode/use', { code: batch.codes[0] });

  const item = await offerBonusTo(player);
  await as('/web/welfareCenter/receiveWelfare', { id: item });

  await playBaccarat(player);
  // Every venue balance back in the central wallet, as a player leaves it (the withdraw screen would recover it, toasting).
  await as('/web/user/oneTouchTransfer', {});

  const records = await as<{ list: { orderNo: string; mode: string }[] }>('/web/transactionRecord/queryTransactionRecordList', { page: 1, size: 50 });
  const cashboxIn = records.list.find((r) => r.mode === 'central→cashbox')!.orderNo;
  return { ...player, mobile, orders: { rejectedDeposit: rejected.orderNo, cashboxIn } };
}
