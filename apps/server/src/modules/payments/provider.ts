import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Currency } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { paymentProviders } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import * as settings from '../settings/service.js';

/**
 * A payment provider behind /web/{provider}/createOrder and its signed callback
 * /web/{provider}/notify (spec.md §7, design.md §6). The cashier asks it for a pay page for an
 * order; the provider later tells us, signed, that the order was paid. Only the provider knows
 * how its callbacks are signed, so it verifies them; the cashier decides what a payment does.
 */
export interface PaymentOrder {
  orderNo: string;
  amount: bigint;
  currency: Currency;
}

export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures cover bytes, not a re-serialised object. */
  rawBody: string;
  now: Date;
}

/** What a verified callback says: this notification (unique per provider) reports `amount` paid for the order. */
export interface VerifiedNotify {
  notifyId: string;
  orderNo: string;
  /** Decimal string in the order's currency. */
  amount: string;
}

export interface PaymentProvider {
  readonly code: string;
  createPayment(order: PaymentOrder): Promise<{ payUrl: string; providerRef?: string }>;
  /** The callback's content when its signature and timestamp check out; null otherwise (changes nothing). */
  verifyNotify(req: NotifyRequest): VerifiedNotify | null;
}

/** Signed callbacks older or newer than this are refused (replays of old captures, skewed clocks). */
export const NOTIFY_WINDOW_MS = 5 * 60_000;
export const SIGNATURE_HEADER = 'x-pay-signature';
export const TIMESTAMP_HEADER = 'x-pay-timestamp';

/** HMAC-SHA256 over `<timestamp>.<raw body>`, lowercase hex. */
export function signNotify(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

function header(headers: NotifyRequest['headers'], name: string): string | null {
  const v = headers[name];
  return typeof v === 'string' ? v : null;
}

/** Checks signature (constant time) and timestamp window; returns the parsed body or null. */
export function verifySignedBody(secret: string, req: NotifyRequest): unknown {
  const signature = header(req.headers, SIGNATURE_HEADER);
  const stamp = header(req.headers, TIMESTAMP_HEADER);
  if (!signature || !stamp || !/^\d{1,12}$/.test(stamp) || !/^[0-9a-f]{64}$/.test(signature)) return null;
  const timestamp = Number(stamp);
  if (Math.abs(req.now.getTime() - timestamp * 1000) > NOTIFY_WINDOW_MS) return null;
  const expected = Buffer.from(signNotify(secret, timestamp, req.rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
  try {
    return JSON.parse(req.rawBody) as unknown;
  } catch {
    return null;
  }
}

/**
 * A provider's signing secret: from the environment when set (production), otherwise a random
 * development secret generated once and kept in the database (private sys_config key), so every
 * server of an install agrees and restarts keep it.
 */
export async function providerSecret(db: DbOrTx, config: Config, code: string): Promise<string> {
  if (code === 'sandbox' && config.SANDBOX_PAY_SECRET) return config.SANDBOX_PAY_SECRET;
  return settings.textOrCreate(db, `payment_secret_${code}`, () => randomBytes(32).toString('hex'), `Development signing secret of payment provider ${code}`);
}

export type ProviderFactory = (ctx: { db: DbOrTx; config: Config }) => Promise<PaymentProvider>;
const implementations = new Map<string, ProviderFactory>();

/** Providers with code: each adds itself here (sandbox.ts); a listed provider without one stays unavailable. */
export function registerProviderImplementation(code: string, factory: ProviderFactory): void {
  implementations.set(code, factory);
}

/** A provider the server's configuration turns off whatever the database says (PAYMENT_SANDBOX=off). */
export function switchedOff(config: Pick<Config, 'PAYMENT_SANDBOX'>, code: string | null): boolean {
  return code === 'sandbox' && config.PAYMENT_SANDBOX === 'off';
}

/** True when the code is one of the payment_providers list (enabled or not). */
export async function providerListed(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db.select({ code: paymentProviders.code }).from(paymentProviders).where(eq(paymentProviders.code, code)).limit(1);
  return rows.length === 1;
}

/**
 * The provider for a code, if it is listed in payment_providers, enabled by an operator, and has
 * an implementation. Everything else answers paymentProviderUnavailable ("not available").
 */
export async function paymentProvider(db: DbOrTx, config: Config, code: string): Promise<PaymentProvider> {
  const factory = implementations.get(code);
  const [row] = await db.select({ enabled: paymentProviders.enabled }).from(paymentProviders).where(eq(paymentProviders.code, code));
  if (!factory || !row?.enabled) throw new AppError('paymentProviderUnavailable');
  if (switchedOff(config, code)) throw new AppError('paymentProviderUnavailable');
  return factory({ db, config });
}
