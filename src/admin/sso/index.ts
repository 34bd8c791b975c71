// The Admin Portal's SSO section, for the section registry (src/admin/sections.ts) and the mounts.
//
// Contract:
//   export function SSOSection(props: { client: AdminClient; config?: AdminPortalSSOUIConfig }): VNode
//   - client: a signed-in B2B client (StytchB2BUIClient or StytchB2BHeadlessClient; AdminClient is
//     Pick<StytchB2BHeadlessClient, 'sso' | 'scim' | 'rbac' | 'organization' | 'bootstrap'>).
//   - config: the official AdminPortalSSOUIConfig fields: getRoleDisplayName, getRoleDescription,
//     getRoleSortOrder, testLoginRedirectURL, testSignupRedirectURL.
//   Mounted by mountAdminPortalSSO (src/admin/mount.tsx, through src/admin/chunks/sso.ts): it adds its
//   English strings itself (t.add); a translation comes with the mount's locale (src/admin/locale.ts).
//   It makes no request the member's permissions forbid
//   (client.rbac.isAuthorized on stytch.sso and stytch.organization's default connection action first).
export { SSOSection, type SSOSectionProps } from './SSOAdmin';
export type { AdminClient, AdminPortalSSOUIConfig, RBACPolicyRole } from './config';
