import { adminHelpListInput, adminHelpUpdateInput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf, operatorPost } from '../../platform/index.js';
import * as help from './service.js';

const tags = ['admin'];

/** Help centre articles (issue 17), mounted under /admin/api/help/: marketing edits them. */
export async function helpAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/list',
    permission: 'marketing',
    summary: 'Every help article in every language, with the placeholders and their current values',
    tags,
    input: adminHelpListInput,
    handler: () => help.adminList(app.db, app.config),
  });
  operatorPost(app, {
    path: '/update',
    permission: 'marketing',
    summary: 'Replace the title and body of the languages given; unknown placeholders refused; audited',
    tags,
    input: adminHelpUpdateInput,
    handler: (req, input) => help.updateArticle(app.db, actorOf(req), input, app.deps.now()),
  });
}
