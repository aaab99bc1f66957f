import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Headers of every answer (design.md §6). The CSP lets only our own scripts run (no inline script, no eval, no other
 * origin), so the session token in localStorage is out of reach of any script that is not ours; styles only from our
 * files and the inline <style> elements we ship, by hash (`styleSources`: the player app's and the house client's
 * index.html, the sandbox gateway page): no style attribute in markup and no injected <style> runs (React's `style`
 * props set properties through the CSSOM, which the CSP does not govern; antd-mobile ships plain CSS files). The
 * operator console gets its own set (`OPERATOR_CONSOLE_STYLES`); images also from data: (captcha, icons), blob: (private uploads fetched with the
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
      styleSrc: ["'self'"],
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
 * The operator console (apps/admin, served under /admin/) uses antd 6, whose CSS-in-JS injects <style> elements
 * generated at run time (no hash can be known ahead): inline styles are allowed there, and only there. Its API
 * (/admin/api/) answers JSON and keeps the app's set. Scripts stay as strict as everywhere.
 */
export const OPERATOR_CONSOLE_STYLES = ["'self'", "'unsafe-inline'"];

/** The CSP source of an inline <style> element's text, as a browser hashes it (the exact text between the tags). */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** The texts of the <style> elements of an HTML file (our built index.html files, read once at start). */
export function inlineStyles(html: string): string[] {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '');
  return [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!);
}

/** The app's style-src: our files plus the hash of each inline <style> we ship. */
export function styleSources(styles: readonly string[]): string[] {
  return ["'self'", ...new Set(styles.map(styleHash))];
}

/** SECURITY_HEADERS with another style-src. */
function withStyles(styleSrc: string[]): HelmetOptions {
  const csp = SECURITY_HEADERS.contentSecurityPolicy as { useDefaults: boolean; directives: Record<string, string[]> };
  return { ...SECURITY_HEADERS, contentSecurityPolicy: { ...csp, directives: { ...csp.directives, styleSrc } } };
}

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

/**
 * The two precomputed header sets: `app` for every answer, `console` for the operator console's pages (/admin/ but
 * not /admin/api/). `styles` are the texts of the inline <style> elements the app's pages may carry.
 */
export function securityHeaderSets(styles: readonly string[]): { app: Record<string, string>; console: Record<string, string> } {
  return {
    app: securityHeaderValues(withStyles(styleSources(styles))),
    console: securityHeaderValues(withStyles(OPERATOR_CONSOLE_STYLES)),
  };
}

/** Whether a request URL is one of the operator console's pages or files (not its API). */
export const isConsolePage = (url: string): boolean => url.startsWith('/admin/') && !url.startsWith('/admin/api/');

/** The inline <style> texts of the built pages under `webDist` (the player app and the house client), if built. */
export function builtInlineStyles(webDist: string): string[] {
  return ['index.html', 'venue/house/index.html'].flatMap((file) => {
    const full = path.join(webDist, file);
    return fs.existsSync(full) ? inlineStyles(fs.readFileSync(full, 'utf8')) : [];
  });
}

/**
 * Security headers on every answer (API, app files, uploads, docs, sandbox pages, 404s): helmet's set plus our CSP,
 * one of two static objects picked by a prefix test (no per-request work beyond it). `styles`: inline <style> texts
 * of server-made pages (the sandbox gateway's); the built pages' are read from `webDist` at start.
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { webDist: string; styles?: readonly string[] }) => {
  const sets = securityHeaderSets([...builtInlineStyles(opts.webDist), ...(opts.styles ?? [])]);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isConsolePage(req.url) ? sets.console : sets.app);
    done();
  });
});
