import { adminSettingSetInput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf, operatorPost } from '../../platform/index.js';
import { listSettings, setSetting } from './admin.js';

/** System settings page of the operator console (issue 14), mounted under /admin/api/settings/; owner only. */
export async function settingsAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/list',
    permission: 'owner',
    summary: 'Every known setting: stored value, default, remark, public flag',
    tags: ['admin'],
    handler: () => listSettings(app.db),
  });
  operatorPost(app, {
    path: '/set',
    permission: 'owner',
    summary: 'Set one known setting; a value its parser refuses is refused; audited before → after',
    tags: ['admin'],
    input: adminSettingSetInput,
    handler: (req, input) => setSetting(app.db, actorOf(req), input),
  });
}
