/**
 * Zod without its JIT, set before any schema is built (the schemas of @app/shared are built when their module
 * loads): the JIT's `new Function` probe is blocked by the server's CSP (script-src 'self', no 'unsafe-eval') and,
 * though zod catches the error, the browser still reports a CSP violation. Parsing is the same, without eval.
 * Zod keeps its configuration in `globalThis.__zod_globalConfig` (what `z.config({ jitless: true })` writes); setting
 * it here, without importing zod, keeps zod out of the home bundle. zod-jitless.test.ts checks zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// The same object zod holds (it may already be loaded, e.g. in tests): changed in place, never replaced.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
