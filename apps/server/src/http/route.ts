import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerMismatches } from '@app/shared';
import type { z } from 'zod';
import { Readable } from 'node:stream';
import { Download } from './download.js';
import { Answer, envelopeSchema, ok } from './envelope.js';
import { collectPayload, parseInput } from './payload.js';
import type { SessionKind } from './session-news.js';

/**
 * Payloads are validated by each route's zod schema after merging query, body and path suffix
 * (below); Fastify only carries the schemas for the OpenAPI document, and answers are plain JSON.
 */
export function useRouteCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/**
 * What a handler may return for a route whose answer is `O`: the `data` (or `answer(msg, data)`)
 * typed by the output schema, so a missing or misnamed field is a compile error. The input side of
 * the schema is used because answers are not parsed on the way out: they are sent as JSON.stringify
 * makes them, so services format money (formatMinor) and times (toISOString) themselves, and a Date
 * or bigint would not match a string field here. Without an output schema the answer is unchecked
 * (operator routes until they get theirs; every player route has one: see PLAYER_RESPONSES).
 */
export type RouteData<O extends z.ZodType | undefined> = O extends z.ZodType ? z.input<O> : unknown;
type RouteReply<O extends z.ZodType | undefined> = RouteData<O> | Answer<RouteData<O>>;

export interface PostRoute<S extends z.ZodType | undefined, O extends z.ZodType | undefined> {
  /** Full path, e.g. /web/guest/index/getNotice (spec.md §7). */
  path: string;
  summary: string;
  /** Longer text of the OpenAPI document (operator routes: the permission they need). */
  description?: string;
  tags: string[];
  input?: S;
  /** Field that a `/{value}` path suffix fills (spec.md §7 string payloads). */
  suffix?: string;
  /** Response `data` schema (packages/shared contracts): types the handler and documents the answer (OpenAPI). */
  output?: O;
  /** Tighter per-route limit than the global one (@fastify/rate-limit route config). */
  rateLimit?: { max: number; timeWindow: number | string };
  /**
   * The route ends sessions of players or operators, or takes rights from them (logout, freeze, disable, role
   * change): once it succeeded, every server's open sockets re-check theirs (http/session-news.ts; issue 23).
   */
  endsSessions?: SessionKind;
  handler: (
    req: FastifyRequest,
    input: S extends z.ZodType ? z.infer<S> : undefined,
    reply: FastifyReply,
  ) => Promise<NoInfer<RouteReply<O>>> | NoInfer<RouteReply<O>>;
}

/**
 * Registers one POST endpoint (design.md §4). Routes stay thin: they name the schema and call a
 * service; payload collection, validation and the envelope happen here once for every caller.
 */
export function post<S extends z.ZodType | undefined, O extends z.ZodType | undefined = undefined>(app: FastifyInstance, route: PostRoute<S, O>): void {
  // Tests (CHECK_ANSWERS=on) hold every answer to its schema at run time too: the compile-time check
  // cannot see optional fields left out, fields the schema does not name, or a value outside an enum.
  const checked = route.output && app.config.CHECK_ANSWERS === 'on' ? route.output : null;
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const payload = collectPayload(req, route.suffix);
    const input = (route.input ? parseInput(route.input, payload) : undefined) as S extends z.ZodType
      ? z.infer<S>
      : undefined;
    const result = await route.handler(req, input, reply);
    if (route.endsSessions) app.sessionsChanged(route.endsSessions);
    if (result instanceof Download) {
      reply.type(result.contentType).header('content-disposition', `attachment; filename="${result.filename}"`);
      return reply.send(Readable.from(result.body));
    }
    const envelope = result instanceof Answer ? ok(result.data, result.msg) : ok(result ?? null);
    if (checked) checkAnswer(route.path, checked, envelope.data);
    return envelope;
  };
  const options = {
    schema: {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: route.tags,
      ...(route.input ? { body: route.input } : {}),
      response: { 200: envelopeSchema(route.output) },
    },
    config: route.rateLimit ? { rateLimit: route.rateLimit } : {},
  };
  app.post(route.path, options, handler);
  if (route.suffix) app.post(`${route.path}/:suffix`, { ...options, schema: { ...options.schema, hide: true } }, handler);
}

/** An answer that differs from its route's output schema is a server fault (500), named in the log. */
function checkAnswer(path: string, schema: z.ZodType, data: unknown): void {
  // As sent: JSON turns Dates into text and drops undefined fields, as the client will see them.
  const mismatches = answerMismatches(schema, JSON.parse(JSON.stringify(data ?? null)));
  if (mismatches.length) throw new Error(`answer of ${path} differs from its output schema: ${mismatches.slice(0, 5).join('; ')}`);
}
