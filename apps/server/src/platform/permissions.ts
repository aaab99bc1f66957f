import { OPERATOR_ROLES, type OperatorRole } from '@app/shared';

/**
 * Operator roles (api-contract-wave2.md "Operators"; the list lives in packages/shared for the console). Each
 * operator route declares the permission it needs: a role name (a role grants its own, `owner` grants every one),
 * or `any` for what every operator does to its own account (me, its second factor).
 */
export { OPERATOR_ROLES, type OperatorRole };
export type Permission = OperatorRole | 'any';

export function hasPermission(role: OperatorRole, permission: Permission): boolean {
  return permission === 'any' || role === 'owner' || role === permission;
}

/** The role permissions a role holds (`/admin/api/me`): the console shows what they open. */
export function permissionsOf(role: OperatorRole): OperatorRole[] {
  return OPERATOR_ROLES.filter((p) => hasPermission(role, p));
}
