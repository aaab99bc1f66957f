import type { FastifyServerOptions } from 'fastify';

/** Path only: payloads may travel in the query string (passwords, codes, phone numbers). */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?[redacted]`;
}

/** Where log lines go: anything with `write(line)` (stdout's writer of log-output.ts, a test's stream). */
export interface LogStream {
  write(line: string): unknown;
}

/**
 * Request logs (design.md §6): method, path, status, time and client IP — never headers
 * (the `token`), bodies or query strings.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.token', 'req.headers.authorization', '*.password', '*.token'], remove: true },
    serializers: {
      req(req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return { method: req.method, url: loggedUrl(req.url), remoteAddress: req.ip ?? req.socket?.remoteAddress };
      },
      res(res: { statusCode: number }) {
        return { statusCode: res.statusCode };
      },
    },
  };
}
