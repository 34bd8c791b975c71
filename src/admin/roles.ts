// Roles as the portal shows them: from the project's RBAC policy, named, described and ordered by the
// config's role display functions (getRoleDisplayName, getRoleDescription, getRoleSortOrder).
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

/** A member's role ids from the wire (ids, or `{ role_id }` entries as the real API sends them). */
export const roleIds = (roles: unknown): string[] =>
  Array.isArray(roles) ? roles.map((r) => (typeof r === 'string' ? r : ((r as { role_id?: string })?.role_id ?? ''))).filter(Boolean) : [];
