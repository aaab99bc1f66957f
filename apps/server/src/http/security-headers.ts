import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Headers of every answer (design.md §6). The CSP lets only our own scripts run (no inline script, no eval, no other
 * origin), so the session token in localStorage is out of reach of any script that is not ours; styles may be inline
 * (antd-mobile's and index.html's); images also from data: (captcha, icons), blob: (private uploads fetched with the
 * token) and https: (operators' venue icons and banners); frames: our pages (the house client, the sandbox gateway)
 * and providers' https pay pages and game clients. Our pages may be framed only by ourselves (the app frames the
 * house client at /venue/house/). No upgrade-insecure-requests: a LAN install over plain http must still load.
 */
export const SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      frameSrc: ["'self'", 'https:'],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  // X-Frame-Options for browsers without frame-ancestors; same rule.
  frameguard: { action: 'sameorigin' as const },
  referrerPolicy: { policy: 'same-origin' as const },
  // Sent only over https by browsers; subdomains are the operator's own business.
  strictTransportSecurity: { maxAge: 15552000, includeSubDomains: false },
  // Pay pages of providers open from the app; a popup must keep its opener only when same-origin.
  crossOriginOpenerPolicy: { policy: 'same-origin' as const },
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
};

/**
 * The headers helmet sets for these options, computed once. The set is the same for every answer, so it is
 * sent as one static object: running helmet's middleware chain on each request (what @fastify/helmet does)
 * cost about 40 µs of server CPU per request and took the transfer benchmark from 0.70 to 0.55 of pgbench -N
 * (docs/decisions.md). A route may still override one of them (private uploads send a stricter CSP).
 */
export function securityHeaderValues(options: HelmetOptions = SECURITY_HEADERS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, res as never, () => undefined);
  return headers;
}

/** Security headers on every answer (API, app files, uploads, docs, sandbox pages, 404s): helmet's set plus our CSP. */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = securityHeaderValues();
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
});
