import {
  adminActivityCostInput,
  adminActivityCostOutput,
  adminActivityListInput,
  adminActivityListOutput,
  adminActivityPublishInput,
  adminActivitySaveInput,
  adminActivitySchema,
  adminApplyApproveInput,
  adminApplyListInput,
  adminApplyListOutput,
  adminApplyRejectInput,
  adminApplyReviewOutput,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf, csvExport, operatorPost } from '../../platform/index.js';
import * as activities from './service.js';

const tags = ['admin'];

/**
 * Offers for operators (issue 16), mounted under /admin/api/activities/: the editor, the review queue and the bonus
 * cost report. Every route needs `marketing` (owner holds all): offers and their reviews are the marketing team's.
 */
export async function activityAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/list',
    permission: 'marketing',
    summary: 'Every offer (published or not), by sort order',
    tags,
    input: adminActivityListInput,
    output: adminActivityListOutput,
    handler: (_req, input) => activities.listForOperator(app.db, input),
  });
  operatorPost(app, {
    path: '/save',
    permission: 'marketing',
    summary: 'Create (without id; unpublished) or edit an offer: per-language title and content, cover, schedule, eligibility and bonus formula',
    tags,
    input: adminActivitySaveInput,
    output: adminActivitySchema,
    handler: (req, input) => activities.save(app.db, actorOf(req), input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/publish',
    permission: 'marketing',
    summary: 'Publish or unpublish an offer',
    tags,
    input: adminActivityPublishInput,
    output: adminActivitySchema,
    handler: (req, input) => activities.publish(app.db, actorOf(req), input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/apply/list',
    permission: 'marketing',
    summary: 'Applications: the review queue (pending, oldest first) or any status (newest first)',
    tags,
    input: adminApplyListInput,
    output: adminApplyListOutput,
    handler: (_req, input) => activities.applicationsForOperator(app.db, input),
  });
  operatorPost(app, {
    path: '/apply/export',
    permission: 'marketing',
    summary: 'The applications of the same filter as a CSV file, oldest first, streamed; page and size are ignored',
    tags,
    input: adminApplyListInput,
    handler: (_req, input) => activities.exportApplications(app.db, input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/apply/approve',
    permission: 'marketing',
    summary: 'Approve a pending application: the bonus computed at apply time is granted; the player gets "bonus approved"',
    tags,
    input: adminApplyApproveInput,
    output: adminApplyReviewOutput,
    handler: (req, input) => activities.approve(app.db, actorOf(req), input.id, app.deps.now()),
  });
  operatorPost(app, {
    path: '/apply/reject',
    permission: 'marketing',
    summary: 'Reject a pending application with the reason the player reads',
    tags,
    input: adminApplyRejectInput,
    output: adminApplyReviewOutput,
    handler: (req, input) => activities.reject(app.db, actorOf(req), input.id, input.reason, app.deps.now()),
  });
  operatorPost(app, {
    path: '/cost',
    permission: 'marketing',
    summary: 'Bonus cost per offer over platform days: granted, claimed (received), rejected, and pending now',
    tags,
    input: adminActivityCostInput,
    output: adminActivityCostOutput,
    handler: (_req, input) => activities.cost(app.db, input),
  });
  operatorPost(app, {
    path: '/cost/export',
    permission: 'marketing',
    summary: 'The bonus cost report of the same days as a CSV file (one row per offer)',
    tags,
    input: adminActivityCostInput,
    handler: async (_req, input) => csvExport('activity-cost', [(await activities.cost(app.db, input)).list], (r) => r, app.deps.now()),
  });
}
