import { randomBytes, randomInt } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CODE, HEADER, parseMinor, signAnswer, TIME_WINDOW_MS, verifyRequest, type Envelope, type FeedBet, type FeedPage, type TransferResult } from '@app/venue-protocol';
import { Faults, type CallFault, type FaultRoute } from './faults.js';
import { DICE, playPage, rollOutcome } from './game.js';
import { Store } from './store.js';

export interface SimOptions {
  /** Our operator's id at this venue and the secret it signs with (docs/venue-protocol.md §2). */
  agent: string;
  secret: string;
  currency: string;
  dataDir?: string;
  /** Where players' browsers reach this venue (the launch URL's origin). */
  publicUrl: () => string;
  /** Unset: the /control routes answer 404. */
  controlToken?: string;
  faults?: unknown;
}

const id = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/);
const positive = z.string().refine((v) => (parseMinor(v) ?? 0n) > 0n, 'an integer string of minor units, more than 0');
const schemas = {
  create: z.object({ playerId: id, currency: z.string().regex(/^[A-Z]{3,4}$/) }),
  transfer: z.object({ orderNo: id, playerId: id, direction: z.enum(['in', 'out']), amount: positive, currency: z.string() }),
  check: z.object({ orderNo: id }),
  balance: z.object({ playerId: id }),
  launch: z.object({ playerId: id, gameCode: z.string(), lang: z.string().max(8).optional() }),
  bets: z.object({ cursor: z.string().regex(/^\d{1,18}$/), limit: z.number().int().min(1).max(500).default(200) }),
  roll: z.object({ token: z.string().min(16).max(64), stake: positive, pick: z.enum(['over', 'under']) }),
};

class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/**
 * The remote venue as an HTTP server (issue 26 item 5): signed wallet API under /api, its own game under /play and
 * /game, fault switches under /control. Its storage is its own (store.ts); nothing here touches the platform's database.
 */
export async function buildSim(options: SimOptions) {
  const store = new Store(options.dataDir);
  const faults = new Faults(options.faults);
  const seenNonces = new Map<string, number>();
  const sessions = new Map<string, { playerId: string; gameCode: string; until: number }>();
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  // Signatures cover the exact bytes: keep the body as text and parse it after the check.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const hanging = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const t of hanging) clearTimeout(t);
  });

  const pruneNonces = setInterval(() => {
    const now = Date.now();
    for (const [nonce, until] of seenNonces) if (until < now) seenNonces.delete(nonce);
    for (const [token, s] of sessions) if (s.until < now) sessions.delete(token);
  }, 10_000);
  pruneNonces.unref();
  app.addHook('onClose', async () => clearInterval(pruneNonces));

  function answer(req: FastifyRequest, reply: FastifyReply, envelope: Envelope<unknown>) {
    const body = JSON.stringify(envelope);
    const nonce = req.headers[HEADER.nonce];
    if (typeof nonce === 'string') {
      const { time, sign } = signAnswer({ secret: options.secret, path: req.url, nonce, body, now: Date.now() });
      void reply.header(HEADER.time, time).header(HEADER.sign, sign);
    }
    return reply.type('application/json').send(body);
  }

  /** A signed API route: agent, signature, time and nonce checked; the body parsed by its schema; faults applied. */
  function api<S extends z.ZodType>(path: string, route: FaultRoute, schema: S, handler: (input: z.infer<S>) => unknown | Promise<unknown>) {
    app.post(path, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const header = (name: string) => {
        const v = req.headers[name];
        return typeof v === 'string' ? v : undefined;
      };
      if (header(HEADER.agent) !== options.agent) return answer(req, reply, { code: CODE.unknownAgent, message: 'unknown agent' });
      const now = Date.now();
      const check = verifyRequest({ secret: options.secret, method: 'POST', path: req.url, body: raw, now, header });
      if (!check.ok) return answer(req, reply, { code: check.code, message: check.code === CODE.staleTime ? 'request time out of window' : 'bad signature' });
      if (seenNonces.has(check.nonce)) return answer(req, reply, { code: CODE.replayed, message: 'nonce already used' });
      seenNonces.set(check.nonce, now + 2 * TIME_WINDOW_MS);
      let input: unknown;
      try {
        input = JSON.parse(raw || '{}');
      } catch {
        return answer(req, reply, { code: CODE.badRequest, message: 'body is not JSON' });
      }
      const parsed = schema.safeParse(input);
      if (!parsed.success) return answer(req, reply, { code: CODE.badRequest, message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });

      const fault: CallFault | undefined = faults.call(route);
      if (fault === 'timeout') return hang(reply);
      if (fault === 'error') return reply.code(503).type('text/plain').send('service unavailable');
      let envelope: Envelope<unknown>;
      try {
        envelope = { code: CODE.ok, message: 'ok', data: await handler(parsed.data) };
      } catch (e) {
        if (!(e instanceof Refusal)) throw e;
        envelope = { code: e.code, message: e.message, data: e.data };
      }
      if (fault === 'lost') {
        reply.hijack();
        req.raw.socket.destroy();
        return reply;
      }
      if (fault === 'slow') await sleep(faults.plan.slowMs);
      if (fault === 'duplicate' && envelope.code === CODE.ok) envelope = { code: CODE.duplicateOrder, message: 'duplicate order', data: envelope.data };
      return answer(req, reply, envelope);
    });
  }

  /** Neither applies nor answers: the caller waits out its own timeout; the connection closes after hangMs. */
  function hang(reply: FastifyReply) {
    reply.hijack();
    const t = setTimeout(() => {
      hanging.delete(t);
      reply.raw.destroy();
    }, faults.plan.hangMs);
    hanging.add(t);
    return reply;
  }

  api('/api/player/create', 'create', schemas.create, ({ playerId, currency }) => {
    if (currency !== options.currency) throw new Refusal(CODE.currencyMismatch, `this venue plays in ${options.currency}`);
    const existing = store.players.get(playerId);
    if (!existing) store.addPlayer(playerId, currency);
    return { playerId, created: !existing };
  });

  api('/api/transfer', 'transfer', schemas.transfer, (t) => {
    const before = store.transfers.get(t.orderNo);
    if (before) {
      const same = before.playerId === t.playerId && before.direction === t.direction && before.amount === t.amount && before.currency === t.currency;
      if (!same) throw new Refusal(CODE.orderConflict, 'order number already used for another transfer');
      // Idempotent by our order number: the first outcome again, nothing moved twice.
      if (before.status === 'failed') throw new Refusal(CODE.insufficientBalance, 'insufficient balance', before);
      return before;
    }
    const player = store.players.get(t.playerId);
    if (!player) throw new Refusal(CODE.playerNotFound, 'player not found');
    if (t.currency !== player.currency) throw new Refusal(CODE.currencyMismatch, `this player plays in ${player.currency}`);
    const amount = BigInt(t.amount);
    const failed = t.direction === 'out' && player.balance < amount;
    const result: TransferResult = {
      ...t,
      status: failed ? 'failed' : 'succeeded',
      balance: String(failed ? player.balance : player.balance + (t.direction === 'in' ? amount : -amount)),
    };
    store.addTransfer(result);
    if (failed) throw new Refusal(CODE.insufficientBalance, 'insufficient balance', result);
    return result;
  });

  api('/api/transfer/check', 'check', schemas.check, ({ orderNo }) => {
    const t = store.transfers.get(orderNo);
    if (!t) throw new Refusal(CODE.transferNotFound, 'no transfer with this order number');
    return t;
  });

  api('/api/balance', 'balance', schemas.balance, ({ playerId }) => {
    const p = store.players.get(playerId);
    if (!p) throw new Refusal(CODE.playerNotFound, 'player not found');
    return { playerId, currency: p.currency, balance: String(p.balance) };
  });

  api('/api/games', 'create', z.object({}), () => [DICE]);

  api('/api/launch', 'create', schemas.launch, ({ playerId, gameCode, lang }) => {
    if (!store.players.has(playerId)) throw new Refusal(CODE.playerNotFound, 'player not found');
    if (gameCode !== DICE.gameCode) throw new Refusal(CODE.badRequest, 'unknown game');
    const token = randomBytes(24).toString('base64url');
    sessions.set(token, { playerId, gameCode, until: Date.now() + 30 * 60_000 });
    const q = new URLSearchParams({ token, lang: lang ?? 'en' });
    return { url: `${options.publicUrl()}/play?${q.toString()}` };
  });

  api('/api/bets', 'bets', schemas.bets, ({ cursor, limit }): FeedPage => {
    const from = Number(cursor);
    const bets = store.feed.slice(from, from + limit);
    const last = bets.at(-1);
    return { bets, cursor: last ? last.seq : cursor, more: from + limit < store.feed.length };
  });

  // The venue's own game, played in the player's browser with the launch token (not signed: the browser has no secret).
  app.get('/play', async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    return reply.type('text/html; charset=utf-8').send(playPage(q.lang ?? 'en'));
  });

  app.post('/game/state', async (req, reply) => {
    const s = sessionOf(req.body);
    if (!s) return reply.code(401).send({ code: 401, message: 'session ended' });
    return { code: 0, message: 'ok', data: { balance: String(store.player(s.playerId).balance), currency: store.player(s.playerId).currency } };
  });

  app.post('/game/roll', async (req, reply) => {
    const parsed = schemas.roll.safeParse(jsonOf(req.body));
    if (!parsed.success) return reply.code(400).send({ code: CODE.badRequest, message: 'bad request' });
    const s = sessions.get(parsed.data.token);
    if (!s || s.until < Date.now()) return reply.code(401).send({ code: 401, message: 'session ended' });
    const player = store.player(s.playerId);
    const stake = BigInt(parsed.data.stake);
    if (stake < DICE.minStake || stake > DICE.maxStake) return reply.send({ code: CODE.badRequest, message: 'stake out of range' });
    if (player.balance < stake) return reply.send({ code: CODE.insufficientBalance, message: 'insufficient balance' });
    const roll = randomInt(1, 101);
    const payout = rollOutcome(parsed.data.pick, roll, stake);
    const at = new Date().toISOString();
    const bet = store.addBet({
      betId: `D${Date.now().toString(36)}${randomBytes(4).toString('hex')}`,
      version: 1,
      playerId: s.playerId,
      gameCode: s.gameCode,
      currency: player.currency,
      stake: String(stake),
      validBet: String(stake),
      payout: String(payout),
      status: 'settled',
      placedAt: at,
      settledAt: at,
    });
    if (faults.bet('betDuplicate')) repeatBet(bet.betId);
    if (faults.bet('betChange')) changeBet(bet.betId, randomInt(3) === 0 ? 'void' : 'flip');
    return { code: 0, message: 'ok', data: { roll, pick: parsed.data.pick, stake: String(stake), payout: String(payout), balance: String(player.balance), betId: bet.betId } };
  });

  function sessionOf(body: unknown) {
    const token = (jsonOf(body) as { token?: unknown }).token;
    const s = typeof token === 'string' ? sessions.get(token) : undefined;
    return s && s.until >= Date.now() ? s : undefined;
  }

  /** The same bet version reported again further down the feed (a provider's duplicate). */
  function repeatBet(betId: string) {
    const bet = store.bets.get(betId);
    if (!bet) throw new Refusal(CODE.badRequest, 'no such bet');
    const { seq: _seq, ...rest } = bet;
    return store.addBet(rest);
  }

  /**
   * A later change of a settled bet: `flip` corrects the result (a win becomes a loss or the reverse), `void` cancels
   * it (the stake back). A correction that would take back more than the player still holds at the venue is not
   * made: a real venue cannot claw back money already transferred out either.
   */
  function changeBet(betId: string, to: 'flip' | 'void'): FeedBet | undefined {
    const bet = store.bets.get(betId);
    if (!bet) throw new Refusal(CODE.badRequest, 'no such bet');
    const stake = BigInt(bet.stake);
    const payout = to === 'void' ? stake : BigInt(bet.payout) > 0n ? 0n : (stake * DICE.payoutPercent) / 100n;
    const player = store.player(bet.playerId);
    if (player.balance + payout - BigInt(bet.payout) < 0n) return undefined;
    const { seq: _seq, ...rest } = bet;
    return store.addBet({
      ...rest,
      version: bet.version + 1,
      payout: String(payout),
      validBet: to === 'void' ? '0' : bet.validBet,
      status: to === 'void' ? 'voided' : 'settled',
      settledAt: new Date().toISOString(),
    });
  }

  app.get('/health', async () => ({ ok: true, players: store.players.size, transfers: store.transfers.size, feed: store.feed.length }));

  // Test and development switches, behind their own token (never the signing secret).
  if (options.controlToken) {
    const control = (path: string, handler: (body: unknown) => unknown) =>
      app.post(path, async (req, reply) => {
        if (req.headers['x-control-token'] !== options.controlToken) return reply.code(404).send({ code: 404, message: 'not found' });
        try {
          return { code: 0, message: 'ok', data: await handler(jsonOf(req.body)) };
        } catch (e) {
          if (e instanceof z.ZodError || e instanceof Refusal) return reply.code(400).send({ code: CODE.badRequest, message: e.message });
          throw e;
        }
      });
    control('/control/faults', (body) => {
      faults.set(body);
      return faults.plan;
    });
    control('/control/state', () => ({
      players: [...store.players.values()].map((p) => ({ playerId: p.playerId, currency: p.currency, balance: String(p.balance) })),
      transfers: [...store.transfers.values()],
      feed: store.feed.length,
      faults: faults.counts,
    }));
    control('/control/bets/repeat', (body) => repeatBet(z.object({ betId: z.string() }).parse(body).betId));
    control('/control/bets/change', (body) => {
      const { betId, to } = z.object({ betId: z.string(), to: z.enum(['flip', 'void']) }).parse(body);
      return changeBet(betId, to) ?? null;
    });
  }

  return { app, store, faults };
}

function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? {};
  try {
    return JSON.parse(body || '{}');
  } catch {
    return {};
  }
}
