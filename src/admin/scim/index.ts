// The Admin Portal's SCIM section, for the section registry (src/admin/sections.ts) and the mounts.
//
// Contract:
//   export function SCIMSection(props: { client: AdminClient; config?: AdminPortalSCIMUIConfig }): VNode
//   - client: a signed-in B2B client (StytchB2BUIClient or StytchB2BHeadlessClient; AdminClient is
//     Pick<StytchB2BHeadlessClient, 'sso' | 'scim' | 'rbac' | 'organization' | 'bootstrap'>, src/admin/sso/config.ts).
//   - config: the official AdminPortalSCIMUIConfig fields: getRoleDisplayName, getRoleDescription,
//     getRoleSortOrder.
//   Mounted by mountAdminPortalSCIM (src/admin/mount.tsx, through src/admin/chunks/scim.ts): it adds its
//   English strings itself (t.add); a translation comes with the mount's locale (src/admin/locale.ts).
//   It makes no request the member's permissions forbid (client.rbac.isAuthorized on stytch.scim first).
export { SCIMSection, type SCIMSectionProps } from './ScimAdmin';
export type { AdminClient, AdminPortalSCIMUIConfig } from '../sso/config';
