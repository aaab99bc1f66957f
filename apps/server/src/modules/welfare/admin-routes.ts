import { adminWelfareListInput, adminWelfareListOutput, adminWelfareSummaryInput, adminWelfareSummaryOutput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { operatorPost } from '../../platform/index.js';
import * as welfare from './service.js';

const tags = ['admin'];

/** The welfare items of every player and their cost (issue 15), mounted under /admin/api/welfare/. */
export async function welfareAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/list',
    permission: 'marketing',
    summary: 'Welfare items, newest first, by username, kind, status (past validity reads expired) and platform days of creation',
    tags,
    input: adminWelfareListInput,
    output: adminWelfareListOutput,
    handler: (_req, input) => welfare.listForOperator(app.db, input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/export',
    permission: 'marketing',
    summary: 'The welfare items of the same filters as a CSV file, oldest first, streamed; page and size are ignored',
    tags,
    input: adminWelfareListInput,
    handler: (_req, input) => welfare.exportForOperator(app.db, input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/summary',
    permission: 'marketing',
    summary: 'Per kind over platform days: offered (created), received (the bonus cost) and expired, counts and amounts',
    tags,
    input: adminWelfareSummaryInput,
    output: adminWelfareSummaryOutput,
    handler: (_req, input) => welfare.summaryForOperator(app.db, input, app.deps.now()),
  });
}
