import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LangCode } from '@app/shared';
import { z } from 'zod';
import {
  NOTIFY_WINDOW_MS,
  providerSecret,
  registerProviderImplementation,
  verifySignedBody,
  type NotifyRequest,
  type PaymentOrder,
  type PaymentProvider,
  type VerifiedNotify,
} from './provider.js';

/** What the sandbox gateway sends to /web/sandbox/notify (signed; see provider.ts signNotify). */
export const sandboxNotifyBody = z.object({
  notifyId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  orderNo: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  amount: z.string().max(40),
  currency: z.string().max(8),
  status: z.literal('paid'),
  paidAt: z.string().max(40),
});
export type SandboxNotifyBody = z.infer<typeof sandboxNotifyBody>;

/** What the deposit screen shows after a sandbox method's name, so nobody takes it for a real channel. */
export const SANDBOX_LABEL: Record<LangCode, string> = {
  zh: '沙盒',
  cny: '沙盒',
  hk: '沙盒',
  en: 'sandbox',
  th: 'แซนด์บ็อกซ์',
  vn: 'thử nghiệm',
  pg: 'sandbox',
  fp: 'sandbox',
  md: 'kotak pasir',
};

/** A sandbox method's name as players see it: "Third-party top-up (sandbox)". */
export function sandboxMethodName(name: string, lang: LangCode): string {
  return `${name} (${SANDBOX_LABEL[lang]})`;
}

/** The payToken of an order: only the pay URL handed to the order's owner carries it (api-contract.md "Deposit"). */
export function sandboxPayToken(secret: string, orderNo: string): string {
  return createHmac('sha256', secret).update(`payToken.${orderNo}`).digest('base64url');
}

/** Constant-time check of a payToken given for an order. */
export function payTokenMatches(secret: string, orderNo: string, given: string): boolean {
  const expected = Buffer.from(sandboxPayToken(secret, orderNo));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The notification id a payToken pays with: one per order, so the token pays once (a second use
 * finds the id taken; the cashier's notify claim makes that atomic).
 */
export function payTokenNotifyId(secret: string, orderNo: string): string {
  return `pt_${createHmac('sha256', secret).update(`payTokenUse.${orderNo}`).digest('hex').slice(0, 40)}`;
}

/**
 * The development provider of design.md §7: its "gateway" is a page of this server
 * (GET /sandbox/gateway/{orderNo}?payToken=…) whose Pay button makes the gateway send a signed
 * callback, exactly as an outside provider would. It needs no outside service. Only the order's
 * owner can pay: with their session, or with the payToken of the pay URL they were given.
 */
export class SandboxProvider implements PaymentProvider {
  readonly code = 'sandbox';
  constructor(private readonly secret: string) {}

  createPayment(order: PaymentOrder): Promise<{ payUrl: string; providerRef: string }> {
    const payToken = sandboxPayToken(this.secret, order.orderNo);
    return Promise.resolve({ payUrl: `/sandbox/gateway/${order.orderNo}?payToken=${payToken}`, providerRef: `SB-${order.orderNo}` });
  }

  verifyNotify(req: NotifyRequest): VerifiedNotify | null {
    const parsed = sandboxNotifyBody.safeParse(verifySignedBody(this.secret, req));
    if (!parsed.success) return null;
    return { notifyId: parsed.data.notifyId, orderNo: parsed.data.orderNo, amount: parsed.data.amount };
  }
}

registerProviderImplementation('sandbox', async ({ db, config }) => new SandboxProvider(await providerSecret(db, config, 'sandbox')));

export { NOTIFY_WINDOW_MS };
