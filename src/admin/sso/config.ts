// What the connection sections (SSO, SCIM) take: the signed-in B2B client's parts they use, and the
// official config types (src/admin/config.ts, the one place they are written).
import type { StytchB2BHeadlessClient } from '../../core/b2b/client';

export type {
  AdminPortalSCIMUIConfig,
  AdminPortalSSOUIConfig,
  AdminPortalUIConfigRoleDisplayProvider,
  RBACPolicyRole,
} from '../config';

/** What the sections use of a B2B client (StytchB2BUIClient and StytchB2BHeadlessClient both are one); `bootstrap` (the widgets' internal settings) gives the policy's roles. */
export type AdminClient = Pick<StytchB2BHeadlessClient, 'sso' | 'scim' | 'rbac' | 'organization' | 'bootstrap' | 'session'>;
