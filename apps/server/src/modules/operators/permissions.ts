/**
 * Operator roles (api-contract-wave2.md "Operators"). Each operator route declares the permission
 * it needs; a role grants the permission of its own name, and `owner` grants every permission.
 */
export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'marketing'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
/** What a route may require: one of the roles' names. */
export type Permission = OperatorRole;

export function hasPermission(role: OperatorRole, permission: Permission): boolean {
  return role === 'owner' || role === permission;
}
