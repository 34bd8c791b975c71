// Roles as the portal shows them: from the project's RBAC policy, named, described and ordered by the
// config's role display functions (getRoleDisplayName, getRoleDescription, getRoleSortOrder).
import type { MemberRole } from '../wire/types';
import type { AdminPortalUIConfigRoleDisplayProvider, RBACPolicyRole } from './config';

/** The policy's roles (none when it has no list of them). */
export const policyRoles = (policy: unknown): RBACPolicyRole[] => {
  const roles = (policy as { roles?: unknown } | null)?.roles;
  return Array.isArray(roles) ? roles.filter((r): r is RBACPolicyRole => typeof r?.role_id === 'string') : [];
};

/** The config's order first (ids it names, in its order), then the rest in the policy's. */
export function sortRoles(roles: RBACPolicyRole[], config: AdminPortalUIConfigRoleDisplayProvider = {}): RBACPolicyRole[] {
  const order = config.getRoleSortOrder?.(roles) ?? [];
  const rank = (r: RBACPolicyRole) => {
    const i = order.indexOf(r.role_id);
    return i < 0 ? order.length : i;
  };
  return roles
    .map((r, i) => [r, i] as const)
    .sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j)
    .map(([r]) => r);
}

export const roleName = (r: RBACPolicyRole, config: AdminPortalUIConfigRoleDisplayProvider = {}) =>
  config.getRoleDisplayName?.(r) ?? r.role_id;
export const roleDescription = (r: RBACPolicyRole, config: AdminPortalUIConfigRoleDisplayProvider = {}) =>
  config.getRoleDescription?.(r) ?? r.description;

/** The role every member has, whatever else is assigned. */
export const DEFAULT_ROLE = 'stytch_member';

/**
 * The roles assigned to a member directly (what members.update's `roles` sets), from the API's
 * `{ role_id, sources }` entries: stytch_member, every member's, and roles only implied (by email
 * domain, SSO or SCIM group) aside.
 */
export const assignedRoles = (roles: MemberRole[]): string[] =>
  roles.filter((r) => r.role_id !== DEFAULT_ROLE && r.sources.some((s) => s.type === 'direct_assignment')).map((r) => r.role_id);
