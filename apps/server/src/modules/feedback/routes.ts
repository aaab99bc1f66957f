import { feedbackIdInput, feedbackInfoOutput, feedbackListInput, feedbackListOutput, noData, saveFeedbackInput, saveFeedbackOutput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { post } from '../../http/route.js';
import * as feedback from './service.js';

const tags = ['feedback'];

/** The player's feedback (spec.md §2 /pages/feedback/*; api-contract-wave2.md "Feedback"). Member paths only. */
export async function feedbackRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/feedback/save',
    summary: 'Send a feedback: a feedbackType key, an optional own order of the last 7 days, 20-200 characters, own uploaded images (≤ feedback_max_images); feedback_daily_limit per 24 hours',
    tags,
    input: saveFeedbackInput,
    output: saveFeedbackOutput,
    handler: (req, input) => feedback.save(app.db, req.user!.userId, input, app.deps.now()),
  });
  post(app, {
    path: '/web/feedback/list',
    summary: 'The player’s feedbacks, newest first (deleted ones left out)',
    tags,
    input: feedbackListInput,
    output: feedbackListOutput,
    handler: (req, input) => feedback.list(app.db, req.user!.userId, input.page, input.size),
  });
  post(app, {
    path: '/web/feedback/info',
    summary: 'One of the player’s feedbacks with its images and the operator’s reply (another player’s: record not found)',
    tags,
    input: feedbackIdInput,
    suffix: 'id',
    output: feedbackInfoOutput,
    handler: (req, input) => feedback.info(app.db, req.user!.userId, input.id),
  });
  post(app, {
    path: '/web/feedback/delete',
    summary: 'Remove one of the player’s feedbacks from their list (another player’s: record not found)',
    tags,
    input: feedbackIdInput,
    suffix: 'id',
    output: noData,
    handler: (req, input) => feedback.remove(app.db, req.user!.userId, input.id, app.deps.now()),
  });
}
