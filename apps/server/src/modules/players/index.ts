/** What other parts use of modules/players (app.ts mounts admin-routes.ts; admin/cli.ts freezes and unfreezes). */
export { freeze, unfreeze, type ActionCtx } from './service.js';
