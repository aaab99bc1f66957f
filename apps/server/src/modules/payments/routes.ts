import { randomBytes } from 'node:crypto';
import { createdOrderOutput, formatMinor, parseLang, providerCreateOrderInput, type Currency, type LangCode } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../core/errors.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { post } from '../../http/route.js';
import * as deposit from '../deposit/service.js';
import { paymentProvider, providerListed, providerSecret, signNotify, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './provider.js';
import { payTokenMatches, payTokenNotifyId, sandboxPayToken } from './sandbox.js';

const tags = ['payments'];
const PROVIDER_CODE = /^[A-Za-z0-9]{1,32}$/;
const ORDER_NO = /^[A-Za-z0-9_-]{1,64}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received, on provider notify routes only (signatures cover the bytes). */
    rawBody?: string;
  }
}

function providerParam(req: FastifyRequest): string {
  const code = (req.params as { provider?: string }).provider ?? '';
  if (!PROVIDER_CODE.test(code)) throw new AppError('paymentProviderUnavailable');
  return code;
}

/**
 * Payment providers (spec.md §7 "about 25 payment-provider endpoints /web/{provider}/createOrder";
 * the list is data in payment_providers): createOrder for players, the signed notify callback for
 * providers, and the sandbox provider's gateway pages.
 */
export async function paymentRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/:provider/createOrder',
    summary: 'Open a deposit order with an online payment provider → { orderNo, payUrl } (unconfigured providers: not available)',
    tags,
    input: providerCreateOrderInput,
    output: createdOrderOutput,
    handler: async (req, input) => {
      const code = providerParam(req);
      const user = await requireUser(app, req);
      await paymentProvider(app.db, app.config, code);
      return deposit.createDeposit(app.db, user.userId, input, { lang: req.lang, now: app.deps.now() }, {
        provider: code,
        config: app.config,
        idempotencyKey: idempotencyKeyOf(req),
      });
    },
  });

  // Notify callbacks keep the raw body: a child context with its own JSON parser.
  await app.register(async (child) => {
    child.removeContentTypeParser('application/json');
    child.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      req.rawBody = String(body);
      done(null, {});
    });
    child.post('/web/:provider/notify', { schema: { hide: true } }, async (req) => {
      // Only providers of the payment_providers list have a callback: any other path is not found.
      const code = (req.params as { provider?: string }).provider ?? '';
      if (!PROVIDER_CODE.test(code) || !(await providerListed(app.db, code))) throw new AppError('notFound');
      const now = app.deps.now();
      let provider;
      try {
        provider = await paymentProvider(app.db, app.config, code);
      } catch {
        throw new AppError('notifyRejected');
      }
      const verified = provider.verifyNotify({ headers: req.headers, rawBody: req.rawBody ?? '', now });
      if (!verified) {
        // Unsigned, mis-signed or stale: nothing changes. Logged without the body (no PII).
        req.log.warn({ provider: code }, 'payment notify rejected');
        throw new AppError('notifyRejected');
      }
      const result = await deposit.applyNotify(app.db, code, verified, now);
      if (result === 'amountMismatch') throw new AppError('paidAmountMismatch');
      if (result === 'unknownOrder') throw new AppError('depositOrderNotFound');
      return ok({ result });
    });
  });

  sandboxGateway(app);
}

// ——— the sandbox gateway (design.md §7): plain server-rendered pages ———

const PAGE_TEXT: Record<LangCode, { title: string; pay: string; notPayable: string; sent: string }> = {
  zh: { title: '沙盒支付', pay: '支付', notPayable: '该订单无法支付', sent: '支付结果' },
  cny: { title: '沙盒支付', pay: '支付', notPayable: '该订单无法支付', sent: '支付结果' },
  hk: { title: '沙盒支付', pay: '支付', notPayable: '該訂單無法支付', sent: '支付結果' },
  en: { title: 'Sandbox payment', pay: 'Pay', notPayable: 'This order cannot be paid', sent: 'Payment result' },
  th: { title: 'การชำระเงินแซนด์บ็อกซ์', pay: 'ชำระเงิน', notPayable: 'ไม่สามารถชำระคำสั่งซื้อนี้ได้', sent: 'ผลการชำระเงิน' },
  vn: { title: 'Thanh toán thử nghiệm', pay: 'Thanh toán', notPayable: 'Không thể thanh toán đơn này', sent: 'Kết quả thanh toán' },
  pg: { title: 'Pagamento sandbox', pay: 'Pagar', notPayable: 'Este pedido não pode ser pago', sent: 'Resultado do pagamento' },
  fp: { title: 'Sandbox na pagbabayad', pay: 'Magbayad', notPayable: 'Hindi mababayaran ang order na ito', sent: 'Resulta ng pagbabayad' },
  md: { title: 'Pembayaran kotak pasir', pay: 'Bayar', notPayable: 'Pesanan ini tidak boleh dibayar', sent: 'Keputusan pembayaran' },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The gateway page's only style; the CSP allows it by its hash (http/security-headers.ts, app.ts). */
export const GATEWAY_PAGE_STYLE = 'body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{font-size:1.2rem;padding:.6rem 2rem}';

function page(reply: FastifyReply, status: number, lang: LangCode, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><style>${GATEWAY_PAGE_STYLE}</style></head>` +
        `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

function langOf(req: FastifyRequest): LangCode {
  const q = (req.query as { lang?: unknown } | undefined)?.lang;
  return q ? parseLang(q) : req.lang;
}

/** The sandbox order behind a gateway URL, if the sandbox provider is on. */
async function sandboxOrder(app: FastifyInstance, orderNo: string) {
  if (!ORDER_NO.test(orderNo)) return null;
  try {
    await paymentProvider(app.db, app.config, 'sandbox');
  } catch {
    return null;
  }
  const order = await deposit.findOrderByNo(app.db, orderNo);
  return order && order.provider === 'sandbox' ? order : null;
}

type GatewayRefusal = 'notLoggedIn' | 'depositOrderNotFound' | 'depositOrderClosed';

/** A refusal of the gateway: an envelope for JSON callers, the "cannot be paid" page for a browser. */
class Refused extends Error {
  constructor(readonly key: GatewayRefusal) {
    super(key);
  }
}

function wantsJson(req: FastifyRequest): boolean {
  return String(req.headers.accept ?? '').includes('application/json');
}

function payTokenOf(req: FastifyRequest): string | null {
  const fromBody = (req.body as { payToken?: unknown } | undefined)?.payToken;
  const fromQuery = (req.query as { payToken?: unknown } | undefined)?.payToken;
  const given = typeof fromBody === 'string' && fromBody !== '' ? fromBody : fromQuery;
  return typeof given === 'string' && given.length > 0 && given.length <= 100 ? given : null;
}

/**
 * Who may pay a sandbox order (api-contract.md "Deposit"): its owner, by the `token` header of
 * their session, or whoever holds the one-time payToken of the pay URL handed to the owner.
 * Anyone else is told the order does not exist. Returns the notify id to pay with: one per order
 * for the payToken (so it pays once), a fresh one for the session (the owner may try again).
 */
async function authorizePay(app: FastifyInstance, req: FastifyRequest, orderNo: string) {
  const order = await sandboxOrder(app, orderNo);
  if (!order) throw new Refused('depositOrderNotFound');
  const secret = await providerSecret(app.db, app.config, 'sandbox');
  let notifyId: string;
  if (req.headers.token !== undefined) {
    let user;
    try {
      user = await requireUser(app, req);
    } catch {
      throw new Refused('notLoggedIn');
    }
    if (user.userId !== order.userId) throw new Refused('depositOrderNotFound');
    notifyId = randomBytes(16).toString('hex');
  } else {
    const payToken = payTokenOf(req);
    if (!payToken) throw new Refused('notLoggedIn');
    if (!payTokenMatches(secret, order.orderNo, payToken)) throw new Refused('depositOrderNotFound');
    notifyId = payTokenNotifyId(secret, order.orderNo);
    if (await deposit.notifyClaimed(app.db, 'sandbox', notifyId)) throw new Refused('depositOrderClosed');
  }
  if (order.status !== 'awaiting_payment') throw new Refused('depositOrderClosed');
  return { order, secret, notifyId, payToken: sandboxPayToken(secret, order.orderNo) };
}

function refuse(reply: FastifyReply, req: FastifyRequest, lang: LangCode, key: GatewayRefusal) {
  if (wantsJson(req)) throw new AppError(key);
  const t = PAGE_TEXT[lang];
  return page(reply, 404, lang, t.title, `<p>${escapeHtml(t.notPayable)}</p>`);
}

function sandboxGateway(app: FastifyInstance) {
  app.get('/sandbox/gateway/:orderNo', { schema: { hide: true } }, async (req, reply) => {
    const lang = langOf(req);
    const t = PAGE_TEXT[lang];
    let allowed;
    try {
      allowed = await authorizePay(app, req, (req.params as { orderNo: string }).orderNo);
    } catch (error) {
      if (error instanceof Refused) return refuse(reply, req, lang, error.key);
      throw error;
    }
    const { order, payToken } = allowed;
    const amount = formatMinor(order.amount, order.currency as Currency);
    return page(
      reply,
      200,
      lang,
      t.title,
      `<p>${escapeHtml(order.orderNo)}</p><p><strong>${escapeHtml(amount)} ${escapeHtml(order.currency)}</strong></p>` +
        `<form method="post" action="/sandbox/gateway/pay"><input type="hidden" name="orderNo" value="${escapeHtml(order.orderNo)}">` +
        `<input type="hidden" name="payToken" value="${escapeHtml(payToken)}">` +
        `<button type="submit">${escapeHtml(t.pay)}</button></form>`,
    );
  });

  /**
   * Pays a sandbox order: the gateway signs a notification (HMAC-SHA256 over timestamp and body)
   * and calls /web/sandbox/notify, as an outside provider would. `amount` may be given to
   * simulate a payment of a different amount (the cashier must then credit nothing).
   */
  app.post('/sandbox/gateway/pay', { schema: { hide: true } }, async (req, reply) => {
    const lang = langOf(req);
    const t = PAGE_TEXT[lang];
    const input = z
      .object({
        orderNo: z.string().regex(ORDER_NO),
        payToken: z.string().max(100).optional(),
        amount: z.string().regex(/^\d{1,15}(\.\d{1,6})?$/).optional(),
      })
      .safeParse(req.body ?? {});
    if (!input.success) return refuse(reply, req, lang, 'depositOrderNotFound');
    let allowed;
    try {
      allowed = await authorizePay(app, req, input.data.orderNo);
    } catch (error) {
      if (error instanceof Refused) return refuse(reply, req, lang, error.key);
      throw error;
    }
    const { order, secret, notifyId } = allowed;
    const now = app.deps.now();
    const body = JSON.stringify({
      notifyId,
      orderNo: order.orderNo,
      amount: input.data.amount ?? formatMinor(order.amount, order.currency as Currency),
      currency: order.currency,
      status: 'paid',
      paidAt: now.toISOString(),
    });
    const timestamp = Math.floor(now.getTime() / 1000);
    const res = await app.inject({
      method: 'POST',
      url: '/web/sandbox/notify',
      headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signNotify(secret, timestamp, body), lang },
      payload: body,
    });
    const envelope = res.json() as { code: number; msg: string; data: { result?: string } | null };
    // Lost a race with another pay of the same order (or its payToken): nothing was paid by this one.
    const result = envelope.data?.result;
    if (result === 'duplicate' || result === 'ignored') return refuse(reply, req, lang, 'depositOrderClosed');
    if (wantsJson(req)) return reply.type('application/json').send(envelope);
    return page(reply, 200, lang, t.sent, `<p>${escapeHtml(envelope.msg)}</p><p>${escapeHtml(order.orderNo)}</p>`);
  });
}
