import { getHelpInput, getHelpListOutput, getHelpOutput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { post } from '../../http/route.js';
import * as help from './service.js';

const tags = ['help'];

/** The help centre for guests and players (spec.md §2 /pages/help/*), in the caller's language. */
export async function helpRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/guest/help/list',
    summary: 'Help centre sections (key, title, order)',
    tags,
    output: getHelpListOutput,
    handler: (req) => help.helpList(app.db, req.lang),
  });
  post(app, {
    path: '/web/guest/help/get',
    summary: 'One help article as structured text, its figures filled from the live limits and settings',
    tags,
    input: getHelpInput,
    output: getHelpOutput,
    handler: (req, input) => help.helpArticle(app.db, app.config, req.lang, input.key),
  });
}
