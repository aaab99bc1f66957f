/**
 * Zod without its JIT, set before any schema is built (@app/shared builds its schemas when it loads): the JIT's
 * `new Function` probe is blocked by the server's CSP (script-src 'self', no 'unsafe-eval') and the browser reports
 * a violation even though zod catches the error. Same mechanism as the player app (its own copy: the two apps share
 * nothing but packages/shared): zod reads `globalThis.__zod_globalConfig`, which `z.config({ jitless: true })` writes.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
