import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, errorMessage, parseLang, type ErrorKey, type LangCode } from '@app/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope } from './envelope.js';
import { AppError } from '../core/errors.js';
import { httpStatusFor } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from the `lang` header (design.md §4), default zh. */
    lang: LangCode;
  }
}

function send(reply: FastifyReply, lang: LangCode, key: ErrorKey, data: unknown = null) {
  const err = new AppError(key, data);
  const body: Envelope = { code: err.code, msg: errorMessage(key, lang), data };
  return reply.status(httpStatusFor(err.code)).type('application/json; charset=utf-8').send(body);
}

/** Maps framework errors (parser, limits, rate limit) onto catalogue keys. */
function keyForFrameworkError(error: FastifyError): ErrorKey | null {
  const status = error.statusCode ?? 500;
  if (status === 429) return 'tooFrequent';
  if (status === 413) return 'payloadTooLarge';
  if (status === 415) return 'unsupportedMediaType';
  if (status === 404) return 'notFound';
  if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) return 'malformedJson';
  if (status >= 400 && status < 500) return 'invalidParams';
  return null;
}

/**
 * Requests Node refuses before Fastify sees them (an over-long URL or header block: 431; a request
 * that is not HTTP: 400) answer the envelope too, not Node's or Fastify's own text. Passed to
 * Fastify as `clientErrorHandler` (app.ts). Nothing was parsed yet, so no `lang`: the default
 * language. The raw bytes are never logged: they may hold a session token.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer (Node's 'clientError' documentation).
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key]: [number, ErrorKey] =
    err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'payloadTooLarge'] : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'invalidParams'] : [400, 'invalidParams'];
  this.log.info({ err: { code: err.code } }, 'request refused before parsing');
  if (socket.writable) {
    const body = JSON.stringify({ code: ERRORS[key].code, msg: errorMessage(key), data: null } satisfies Envelope);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * URLs Fastify's router refuses before any hook runs (a path suffix longer than the router's
 * parameter limit: 414; a malformed percent-encoding: 400) answer the envelope too, in the caller's
 * language (the `lang` hook has not run yet, so read here). Passed to Fastify as `frameworkErrors` (app.ts).
 */
export function frameworkErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const [status, key]: [number, ErrorKey] = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, 'payloadTooLarge'] : [400, 'invalidParams'];
  req.log.info({ err: { code: error.code } }, 'request refused by the router');
  const body: Envelope = { code: ERRORS[key].code, msg: errorMessage(key, parseLang(req.headers.lang)), data: null };
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The API conventions of design.md §4 that hold for every route: the `lang` header, body
 * parsing, and one error handler so that every answer — unknown route, malformed JSON,
 * validation error, fault — is an envelope in the caller's language, never HTML or a stack.
 */
export const conventionsPlugin = fp(async (app) => {
  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', async (req: FastifyRequest) => {
    req.lang = parseLang(req.headers.lang);
  });

  // An empty JSON body is an empty payload (the client may flag JSON with nothing to send).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('malformedJson'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      const body: Envelope = { code: error.code, msg: errorMessage(error.key, req.lang, error.data), data: error.data };
      return reply.status(httpStatusFor(error.code)).send(body);
    }
    const key = keyForFrameworkError(error as FastifyError);
    if (key) {
      req.log.info({ err: { code: (error as FastifyError).code, message: error.message } }, 'request rejected');
      return send(reply, req.lang, key);
    }
    // A real fault: logged with its stack, answered without one.
    req.log.error({ err: error }, 'request failed');
    return send(reply, req.lang, 'serverError');
  });

  app.setNotFoundHandler((req, reply) => send(reply, req.lang, 'notFound'));
});
