// The props both connection sections take: the signed-in B2B client and the official config fields
// (6.3's AdminPortalSSOUIConfig / AdminPortalSCIMUIConfig: the role display functions, and for SSO the
// test redirect URLs). Names follow the official types; the shapes are written here.
import type { StytchB2BHeadlessClient } from '../../core/b2b/client';

/** A role of the project's RBAC policy, as the role display functions receive it. */
export interface RBACPolicyRole {
  role_id: string;
  description: string;
  permissions: { resource_id: string; actions: string[] }[];
}

/** How roles show in the pickers: display name, description, sort order (ids first in this order). */
export interface AdminPortalUIConfigRoleDisplayProvider {
  getRoleDisplayName?: (role: RBACPolicyRole) => string;
  getRoleDescription?: (role: RBACPolicyRole) => string;
  getRoleSortOrder?: (roles: RBACPolicyRole[]) => string[];
}

export type AdminPortalSSOUIConfig = AdminPortalUIConfigRoleDisplayProvider & {
  /** Where the Test button's sign-in returns when the member exists (else the project's default login redirect URL). */
  testLoginRedirectURL?: string;
  /** Where it returns when the sign-in creates the member (else the project's default signup redirect URL). */
  testSignupRedirectURL?: string;
};

export type AdminPortalSCIMUIConfig = AdminPortalUIConfigRoleDisplayProvider;

/** What the sections use of a B2B client (StytchB2BUIClient and StytchB2BHeadlessClient both are one); `bootstrap` (the widgets' internal settings) gives the policy's roles. */
export type AdminClient = Pick<StytchB2BHeadlessClient, 'sso' | 'scim' | 'rbac' | 'organization' | 'bootstrap'>;
