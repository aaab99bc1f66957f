import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors.js';
import { hasPermission, type Permission } from '../../platform/index.js';
import { findOperatorSession, mayActBeyondEnrolment, type OperatorUser } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator auth plugin on every guarded operator route. */
    operator: OperatorUser | null;
  }
  interface FastifyInstance {
    /** Full route path → the permission it declared (operatorPost); present inside the guarded operator scope only. */
    operatorPermissions: Map<string, Permission>;
  }
}

/** What an operator without a second factor may call under OPERATOR_2FA=required (api-contract-wave2.md "Operators"). */
export const ENROLMENT_ROUTES: ReadonlySet<string> = new Set(['/admin/api/me', '/admin/api/totp/setup', '/admin/api/totp/enable']);

/**
 * Operator auth (api-contract.md Operator API, api-contract-wave2.md "Operators"), registered once
 * around every module's operator routes:
 * - each request needs an operator session in the `token` header (401 otherwise; a player's token is not one);
 * - each route must declare the permission it needs (operatorPost): a route without one fails at
 *   registration, so the app does not start with an unguarded operator route;
 * - with OPERATOR_2FA=required, a session that has not proved a second factor may call only the enrolment routes
 *   (ENROLMENT_ROUTES; logout checks its token itself): every other route answers operatorEnrolmentRequired
 *   (mayActBeyondEnrolment; a password-only session of an operator that has a factor is no session: 401);
 * - an operator whose role lacks the permission gets 403 (code 403).
 */
export const operatorAuthPlugin = fp(async (app) => {
  app.decorateRequest('operator', null);
  app.decorate('operatorPermissions', new Map<string, Permission>());
  app.addHook('onRequest', async (req) => {
    const token = req.headers.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw new AppError('notLoggedIn');
    const operator = await findOperatorSession(app.db, token, app.deps.now());
    if (!operator) throw new AppError('notLoggedIn');
    if (!mayActBeyondEnrolment(operator, app.config.OPERATOR_2FA) && !ENROLMENT_ROUTES.has(req.routeOptions.url ?? '')) {
      throw new AppError('operatorEnrolmentRequired');
    }
    req.operator = operator;
  });
  app.addHook('onRoute', (route) => {
    const permission = app.operatorPermissions.get(route.url!);
    if (!permission) throw new Error(`operator route ${route.method} ${route.url} declares no permission (use operatorPost)`);
    // Route hooks run after the scope's hooks: the operator is known by then.
    const check: onRequestHookHandler = async (req: FastifyRequest) => {
      if (!hasPermission(req.operator!.role, permission)) throw new AppError('permissionDenied');
    };
    const own = route.onRequest;
    route.onRequest = own ? [...(Array.isArray(own) ? own : [own]), check] : [check];
  });
});
