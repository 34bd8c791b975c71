// The RBAC policy a B2B project's bootstrap answers when its config names none: the vendor's default
// roles (stytch_admin may do everything, stytch_member may act on itself) over its default resources.
// The official B2B client reads it (rbac_policy) to answer rbac.isAuthorized*; without one it logs an
// error and treats every member as having no permission.
import { policyScopes } from '../rbac';

const RESOURCES: Record<string, string[]> = {
  'stytch.organization': [
    'update.info.name',
    'update.info.slug',
    'update.info.logo-url',
    'update.info.email-jit-provisioning',
    'update.info.email-invites',
    'update.info.allowed-auth-methods',
    'update.info.default-sso-connection',
    'update.info.sso-jit-provisioning',
    'update.info.mfa-policy',
    'update.info.implicit-roles',
    'update.settings.allowed-mfa-methods',
    'delete',
  ],
  'stytch.member': [
    'create',
    'search',
    'delete',
    'update.info.name',
    'update.info.email',
    'update.info.untrusted-metadata',
    'update.info.mfa-phone',
    'update.info.delete.mfa-phone',
    'update.info.delete.mfa-totp',
    'update.info.delete.password',
    'update.settings.is-breakglass',
    'update.settings.mfa-enrolled',
    'update.settings.default-mfa-method',
    'update.settings.roles',
    'revoke-sessions',
  ],
  'stytch.sso': ['create', 'get', 'update', 'delete'],
  'stytch.scim': ['create', 'get', 'update', 'delete', 'rotate'],
  'stytch.self': [
    'update.info.name',
    'update.info.untrusted-metadata',
    'update.info.mfa-phone',
    'update.info.delete.mfa-phone',
    'update.info.delete.mfa-totp',
    'update.info.delete.password',
    'update.settings.mfa-enrolled',
    'update.settings.default-mfa-method',
    'revoke-sessions',
    'delete',
  ],
};

/** The default policy, with the project's custom identity-provider scopes (the official consent screen reads their descriptions here). */
export const defaultRbacPolicy = (idpScopes: { scope: string; description?: string }[]) => ({
  ...DEFAULT_RBAC_POLICY,
  scopes: policyScopes(idpScopes),
});

const DEFAULT_RBAC_POLICY = {
  roles: [
    {
      role_id: 'stytch_admin',
      description: 'Granted to members who create an organization; may do everything.',
      permissions: Object.keys(RESOURCES).map((resource_id) => ({ resource_id, actions: ['*'] })),
    },
    { role_id: 'stytch_member', description: 'Granted to every member.', permissions: [{ resource_id: 'stytch.self', actions: ['*'] }] },
  ],
  resources: Object.entries(RESOURCES).map(([resource_id, actions]) => ({ resource_id, description: '', actions })),
};
