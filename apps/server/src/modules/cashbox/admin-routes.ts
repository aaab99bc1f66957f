import { adminCashboxSummaryOutput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { operatorPost } from '../../platform/index.js';
import * as cashbox from './service.js';

/** The cashbox page of the console (issue 16), mounted under /admin/api/cashbox/; its terms are settings (settings/set). */
export async function cashboxAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/summary',
    permission: 'finance',
    summary: 'Money held in every cashbox, interest paid in all and yesterday, and the current terms',
    tags: ['admin'],
    output: adminCashboxSummaryOutput,
    handler: () => cashbox.summary(app.db, app.deps.now()),
  });
}
