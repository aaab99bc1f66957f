import { adminFeedbackIdInput, adminFeedbackItem, adminFeedbackListInput, adminFeedbackListOutput, adminFeedbackReplyInput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf, operatorPost } from '../../platform/index.js';
import * as feedback from './service.js';

const tags = ['admin'];

/** The feedback queue of customer support (issue 17), mounted under /admin/api/feedback/. */
export async function feedbackAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/list',
    permission: 'support',
    summary: 'Feedbacks, newest first, by status, type and username (those the player deleted included, marked)',
    tags,
    input: adminFeedbackListInput,
    output: adminFeedbackListOutput,
    handler: (_req, input) => feedback.listForOperator(app.db, input),
  });
  operatorPost(app, {
    path: '/info',
    permission: 'support',
    summary: 'One feedback with its images, order and reply',
    tags,
    input: adminFeedbackIdInput,
    output: adminFeedbackItem,
    handler: (_req, input) => feedback.infoForOperator(app.db, input.id),
  });
  operatorPost(app, {
    path: '/reply',
    permission: 'support',
    summary: 'Answer a feedback: status replied, repliedAt now (a later reply replaces it; a closed one takes none); audited feedback.reply',
    tags,
    input: adminFeedbackReplyInput,
    output: adminFeedbackItem,
    handler: (req, input) => feedback.reply(app.db, actorOf(req), input.id, input.reply, app.deps.now()),
  });
  operatorPost(app, {
    path: '/close',
    permission: 'support',
    summary: 'Close a feedback (no further reply); audited feedback.close',
    tags,
    input: adminFeedbackIdInput,
    output: adminFeedbackItem,
    handler: (req, input) => feedback.close(app.db, actorOf(req), input.id, app.deps.now()),
  });
}
