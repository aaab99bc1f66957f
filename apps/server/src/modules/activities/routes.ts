import {
  activityDetailInput,
  activityDetailOutput,
  activityListInput,
  activityListOutput,
  applyActivityInput,
  applyActivityOutput,
  getActivityClassificationOutput,
  queryApplyActivityListInput,
  queryApplyActivityListOutput,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { optionalUserId } from '../../http/auth.js';
import { post } from '../../http/route.js';
import * as activities from './service.js';

const tags = ['activities'];

/** Offers of the discount page (api-contract-wave2.md "Activities"; issue 16). */
export async function activityRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/guest/activity/getActivityClassification',
    summary: 'Discount page tabs, with the number of offers shown under each (its badge)',
    tags,
    output: getActivityClassificationOutput,
    handler: (req) => activities.classifications(app.db, req.lang, app.deps.now()),
  });
  post(app, {
    path: '/web/guest/activity/list',
    summary: 'Published offers not yet ended, by tab, in the caller’s language',
    tags,
    input: activityListInput,
    output: activityListOutput,
    handler: (req, input) => activities.list(app.db, req.lang, input, app.deps.now()),
  });
  post(app, {
    path: '/web/guest/activity/getActivityDetail',
    summary: 'One offer; with a token also whether the player may apply now (the first failed condition as key and text) and whether they applied',
    tags,
    input: activityDetailInput,
    output: activityDetailOutput,
    handler: async (req, input) => activities.detail(app.db, req.lang, input.id, await optionalUserId(app, req), app.deps.now()),
  });
  post(app, {
    path: '/web/activity/activityApply/applyActivity',
    summary: 'Apply for an offer’s bonus: eligibility checked now (one error per failed condition); granted at once (auto) or pending review',
    tags,
    input: applyActivityInput,
    output: applyActivityOutput,
    handler: (req, input) => activities.apply(app.db, req.user!.userId, input.activityId, app.deps.now()),
  });
  post(app, {
    path: '/web/activity/activityApply/queryApplyActivityList',
    summary: 'The player’s applications, newest first: amount, status, time and until when the bonus can be received',
    tags,
    input: queryApplyActivityListInput,
    output: queryApplyActivityListOutput,
    handler: (req, input) => activities.records(app.db, req.user!.userId, req.lang, input),
  });
}
