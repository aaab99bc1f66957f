/**
 * Zod without its JIT, set before any schema is built (the schemas of @app/shared are built when their module
 * loads): the JIT's `new Function` probe is blocked by the server's CSP (script-src 'self', no 'unsafe-eval') and,
 * though zod catches the error, the browser still reports a CSP violation. Parsing is the same, without eval.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
