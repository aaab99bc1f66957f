import { adminLoginInput, adminLoginOutput } from '@app/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { post } from '../../http/route.js';
import { operatorAccountRoutes } from './account-routes.js';
import { operatorAuthPlugin } from './auth.js';
import { operatorLogin, operatorLogout } from './service.js';

export interface OperatorApiOptions {
  /** Each module's operator routes (`modules/<module>/admin-routes.ts`), mounted under /admin/api/<module>/. */
  modules: Record<string, FastifyPluginAsync>;
}

/**
 * The operator API (api-contract.md Operator API): `/admin/api/login` is open, `/admin/api/logout` checks
 * the token itself (every role may end its own session); everything else sits
 * in one child scope behind the operator auth plugin (session, declared permission, role check).
 */
export async function operatorApi(app: FastifyInstance, opts: OperatorApiOptions) {
  post(app, {
    path: '/admin/api/login',
    summary: 'Operator login',
    tags: ['admin'],
    input: adminLoginInput,
    rateLimit: { max: app.config.OPERATOR_LOGIN_RATE_LIMIT_MAX, timeWindow: '1 minute' },
    output: adminLoginOutput,
    handler: (req, input) => operatorLogin(app.db, input, { ip: req.ip, now: app.deps.now(), totpKey: app.config.OPERATOR_TOTP_KEY }),
  });
  post(app, {
    path: '/admin/api/logout',
    endsSessions: 'operator',
    summary: 'End this operator session (the token answers 401 afterwards)',
    tags: ['admin'],
    output: z.null(),
    handler: async (req) => {
      await operatorLogout(app.db, req.headers.token, { ip: req.ip, now: app.deps.now() });
      return null;
    },
  });
  await app.register(async (guarded) => {
    await guarded.register(operatorAuthPlugin);
    // This module's own routes (me, second factor, accounts, audit) at their full paths.
    await guarded.register(operatorAccountRoutes);
    for (const [module, routes] of Object.entries(opts.modules)) await guarded.register(routes, { prefix: `/admin/api/${module}` });
  });
}
