import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { post, type PostRoute } from '../http/route.js';
import type { Actor } from './audit.js';
import type { Permission } from './permissions.js';

/**
 * Registers one operator route inside a module's admin-routes.ts plugin (mounted by app.ts under
 * /admin/api/<module>/, so `path` is relative: '/approve'). `permission` is required: the operator
 * auth plugin refuses to register a route without one and answers 403 to a role without it.
 */
export function operatorPost<S extends z.ZodType | undefined, O extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  route: PostRoute<S, O> & { permission: Permission },
): void {
  if (!app.hasDecorator('operatorPermissions')) throw new Error(`operator route ${route.path} must be registered inside the operator API (app.ts)`);
  const full = app.prefix + route.path;
  app.operatorPermissions.set(full, route.permission);
  if (route.suffix) app.operatorPermissions.set(`${full}/:suffix`, route.permission);
  const { permission, ...rest } = route;
  // The OpenAPI document names each operator route's permission (operators.test.ts reads it to try every role).
  post(app, { ...rest, description: `${OPERATOR_PERMISSION_DOC}${permission}` });
}

/** The start of an operator route's OpenAPI description; the permission follows. */
export const OPERATOR_PERMISSION_DOC = 'Operator permission: ';

/** The acting operator of a guarded request, as services and audit() take it. */
export function actorOf(req: FastifyRequest): Actor {
  return { operatorId: req.operator!.operatorId, operatorName: req.operator!.username, ip: req.ip };
}
