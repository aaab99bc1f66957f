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

/**
 * The development provider of design.md §7: its "gateway" is a page of this server
 * (GET /sandbox/gateway/{orderNo}) whose Pay button makes the gateway send a signed callback,
 * exactly as an outside provider would. It needs no outside service.
 */
export class SandboxProvider implements PaymentProvider {
  readonly code = 'sandbox';
  constructor(private readonly secret: string) {}

  createPayment(order: PaymentOrder): Promise<{ payUrl: string; providerRef: string }> {
    return Promise.resolve({ payUrl: `/sandbox/gateway/${order.orderNo}`, providerRef: `SB-${order.orderNo}` });
  }

  verifyNotify(req: NotifyRequest): VerifiedNotify | null {
    const parsed = sandboxNotifyBody.safeParse(verifySignedBody(this.secret, req));
    if (!parsed.success) return null;
    return { notifyId: parsed.data.notifyId, orderNo: parsed.data.orderNo, amount: parsed.data.amount };
  }
}

registerProviderImplementation('sandbox', async ({ db, config }) => new SandboxProvider(await providerSecret(db, config, 'sandbox')));

export { NOTIFY_WINDOW_MS };
