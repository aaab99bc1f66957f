import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { providerSecret, signNotify, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../src/modules/payments/provider.js';
import type { TestApp } from './helpers.js';
import { pngBytes, uploadFile } from './upload-helpers.js';
import { as, createPlayer, type Player } from './wallet-helpers.js';

/** A player with a bound phone (spec.md §5: needed before a deposit). */
export async function depositor(t: TestApp, prefix = 'd'): Promise<Player> {
  const p = await createPlayer(t, prefix);
  const phone = `13${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  await t.database.db.update(users).set({ phone }).where(eq(users.id, p.userId));
  return p;
}

export interface MethodView {
  id: number;
  type: string;
  currency: string;
  minAmount: string;
  maxAmount: string;
  needVoucher: boolean;
  provider?: string;
  protocols?: string[];
}

export async function methodOf(t: TestApp, p: Player, type: string): Promise<MethodView> {
  const res = await as(t, p)<MethodView[]>('/web/pay/paymentMethod/getPaymentMethodByType', { type });
  expect(res.body.code).toBe(0);
  return res.body.data[0]!;
}

export async function balanceOf(t: TestApp, p: Player): Promise<string> {
  const res = await as(t, p)<{ userBalanceMap: { central: string } }>('/web/user/getUserBalance');
  return res.body.data.userBalanceMap.central;
}

export interface OrderInfo {
  orderNo: string;
  status: string;
  amount: string;
  vouchers: string[];
  remainingCancellations: number;
  cancelReason?: string;
}

export async function orderOf(t: TestApp, p: Player, orderNo: string): Promise<OrderInfo> {
  const res = await as(t, p)<OrderInfo>('/web/recharge/getRechargeOrderInfo', { orderNo });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

/** Uploads a voucher image as the player; returns its URL. */
export async function uploadVoucher(t: TestApp, p: Player): Promise<string> {
  const res = await uploadFile(t, pngBytes('a voucher'), 'v.png', { token: p.token });
  expect(res.json()).toMatchObject({ code: 0 });
  return (res.json() as { data: { url: string } }).data.url;
}

/** A notify as a provider would send it; `secret`/`timestamp` overridable to forge or stale it. */
export async function sendNotify(
  t: TestApp,
  body: Record<string, unknown>,
  opts: { secret?: string; timestamp?: number; unsigned?: boolean; now?: Date } = {},
) {
  const raw = JSON.stringify(body);
  const secret = opts.secret ?? (await providerSecret(t.database.db, t.config, 'sandbox'));
  const timestamp = opts.timestamp ?? Math.floor((opts.now ?? new Date()).getTime() / 1000);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!opts.unsigned) {
    headers[TIMESTAMP_HEADER] = String(timestamp);
    headers[SIGNATURE_HEADER] = signNotify(secret, timestamp, raw);
  }
  const res = await t.app.inject({ method: 'POST', url: '/web/sandbox/notify', headers, payload: raw });
  return res.json() as { code: number; msg: string; data: { result?: string } | null };
}

/**
 * The sandbox gateway's Pay button (JSON answer: the notify endpoint's envelope). Paid as the order's owner:
 * `auth` is their session (`{ token }`) or the payToken of the pay URL (`{ payToken }`); none sends neither.
 */
export async function gatewayPay(t: TestApp, orderNo: string, amount?: string, auth: { token?: string; payToken?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox/gateway/pay',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(auth.token ? { token: auth.token } : {}) },
    payload: JSON.stringify({ orderNo, ...(amount ? { amount } : {}), ...(auth.payToken ? { payToken: auth.payToken } : {}) }),
  });
  return { status: res.statusCode, body: res.body.startsWith('{') ? (res.json() as { code: number; data: { result?: string } }) : null, html: res.body };
}

/** The payToken a pay URL carries (api-contract.md "Deposit"). */
export function payTokenOf(payUrl: string): string {
  return new URL(payUrl, 'http://x').searchParams.get('payToken') ?? '';
}
