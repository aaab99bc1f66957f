import { adminLoginInput } from '@app/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { post } from '../../http/route.js';
import { operatorAuthPlugin } from './auth.js';
import { operatorLogin } from './service.js';

export interface OperatorApiOptions {
  /** Each module's operator routes (`modules/<module>/admin-routes.ts`), mounted under /admin/api/<module>/. */
  modules: Record<string, FastifyPluginAsync>;
}

/**
 * The operator API (api-contract.md Operator API): `/admin/api/login` is open; everything else sits
 * in one child scope behind the operator auth plugin (session, declared permission, role check).
 */
export async function operatorApi(app: FastifyInstance, opts: OperatorApiOptions) {
  post(app, {
    path: '/admin/api/login',
    summary: 'Operator login',
    tags: ['admin'],
    input: adminLoginInput,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    output: z.object({ token: z.string() }),
    handler: (_req, input) => operatorLogin(app.db, input.username, input.password, app.deps.now()),
  });
  await app.register(async (guarded) => {
    await guarded.register(operatorAuthPlugin);
    for (const [module, routes] of Object.entries(opts.modules)) await guarded.register(routes, { prefix: `/admin/api/${module}` });
  });
}
