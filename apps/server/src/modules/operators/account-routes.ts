import {
  adminAuditItem,
  adminAuditListInput,
  adminLoginAttacksOutput,
  adminMeOutput,
  adminOperatorCreateInput,
  adminOperatorItem,
  adminOperatorListInput,
  adminOperatorResetPasswordInput,
  adminOperatorResetTotpInput,
  adminOperatorUnlockInput,
  adminOperatorUpdateInput,
  adminTotpEnableInput,
  adminTotpEnableOutput,
  adminTotpSetupOutput,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as accounts from './accounts.js';
import { pageOutput, actorOf, operatorPost } from '../../platform/index.js';
import { loginAttacks } from './service.js';

const tags = ['admin'];
/** The acting operator, known to be one (the routes below sit behind the operator auth plugin). */
const self = (req: FastifyRequest) => ({ ...actorOf(req), operatorId: req.operator!.operatorId, sessionId: req.operator!.sessionId });

/**
 * The operator's own account and the owner's account management (COMMON-14 "ops-auth builds"); registered by
 * routes.ts inside the guarded operator scope, at their full paths.
 */
export async function operatorAccountRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/admin/api/me',
    permission: 'any',
    summary: 'The signed-in operator: role, permissions, second factor',
    tags,
    output: adminMeOutput,
    handler: (req) => accounts.me(req.operator!, app.config.OPERATOR_2FA),
  });
  operatorPost(app, {
    path: '/admin/api/totp/setup',
    permission: 'any',
    summary: 'A new TOTP secret and its otpauth:// URL (only while no second factor is enabled)',
    tags,
    output: adminTotpSetupOutput,
    handler: (req) => accounts.setupTotp(app.db, self(req), app.config.OPERATOR_TOTP_KEY),
  });
  operatorPost(app, {
    path: '/admin/api/totp/enable',
    endsSessions: 'operator',
    permission: 'any',
    summary: 'Enable the TOTP with a code of it; answers the 10 recovery codes, once',
    tags,
    input: adminTotpEnableInput,
    output: adminTotpEnableOutput,
    handler: (req, input) => accounts.enableTotp(app.db, self(req), input.otp, app.deps.now(), app.config.OPERATOR_TOTP_KEY),
  });
  operatorPost(app, {
    path: '/admin/api/operator/list',
    permission: 'owner',
    summary: 'Operator accounts',
    tags,
    input: adminOperatorListInput,
    output: pageOutput(adminOperatorItem),
    handler: (_req, input) => accounts.listOperators(app.db, input),
  });
  operatorPost(app, {
    path: '/admin/api/operator/create',
    permission: 'owner',
    summary: 'Create an operator account',
    tags,
    input: adminOperatorCreateInput,
    output: adminOperatorItem,
    handler: (req, input) => accounts.createOperatorAccount(app.db, actorOf(req), input),
  });
  operatorPost(app, {
    path: '/admin/api/operator/update',
    endsSessions: 'operator',
    permission: 'owner',
    summary: "Change an operator's role or status (disabling ends its sessions; the last active owner stays)",
    tags,
    input: adminOperatorUpdateInput,
    output: adminOperatorItem,
    handler: (req, input) => accounts.updateOperator(app.db, actorOf(req), input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/admin/api/operator/resetPassword',
    endsSessions: 'operator',
    permission: 'owner',
    summary: "Set an operator's password (its sessions end)",
    tags,
    input: adminOperatorResetPasswordInput,
    output: z.null(),
    handler: (req, input) => accounts.resetOperatorPassword(app.db, actorOf(req), input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/admin/api/operator/resetTotp',
    endsSessions: 'operator',
    permission: 'owner',
    summary: "Remove an operator's second factor (its sessions end; it enrols again)",
    tags,
    input: adminOperatorResetTotpInput,
    output: z.null(),
    handler: (req, input) => accounts.resetOperatorTotp(app.db, actorOf(req), input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/admin/api/operator/unlock',
    permission: 'owner',
    summary: 'Clear the login throttle of a name',
    tags,
    input: adminOperatorUnlockInput,
    output: z.null(),
    handler: (req, input) => accounts.unlockOperator(app.db, actorOf(req), input.username),
  });
  operatorPost(app, {
    path: '/admin/api/operator/loginAttacks',
    permission: 'owner',
    summary: 'Names locked by failed logins in the last 24 hours (an attack on them), with the lock still running',
    tags,
    output: adminLoginAttacksOutput,
    handler: () => loginAttacks(app.db, app.deps.now()),
  });
  operatorPost(app, {
    path: '/admin/api/audit/list',
    permission: 'owner',
    summary: 'The operator audit log, newest first',
    tags,
    input: adminAuditListInput,
    output: pageOutput(adminAuditItem),
    handler: (_req, input) => accounts.listAuditLog(app.db, input),
  });
  operatorPost(app, {
    path: '/admin/api/audit/export',
    permission: 'owner',
    summary: 'The operator audit log (filtered as the list) as a CSV file, oldest first, streamed; page and size are ignored',
    tags,
    input: adminAuditListInput,
    handler: (_req, input) => accounts.exportAuditLog(app.db, input, app.deps.now()),
  });
}
