// The RBAC policy a B2B project's bootstrap answers when its config names none: the vendor's default
// roles (stytch_admin may do everything, stytch_member may act on itself) over its default resources.
// The official B2B client reads it (rbac_policy) to answer rbac.isAuthorized*; without one it logs an
// error and treats every member as having no permission.
import type { ProjectConfig } from '../config';
import { fail } from '../errors';
import { policyScopes } from '../rbac';
import { rolesOf } from './auth';
import type { MemberDoc } from './store';

const RESOURCES: Record<string, string[]> = {
  'stytch.organization': [
    'update.info.name',
    'update.info.slug',
    'update.info.logo-url',
    'update.settings.allowed-auth-methods',
    'update.settings.allowed-mfa-methods',
    'update.settings.email-jit-provisioning',
    'update.settings.email-invites',
    'update.settings.allowed-domains',
    'update.settings.default-sso-connection',
    'update.settings.sso-jit-provisioning',
    'update.settings.mfa-policy',
    'update.settings.implicit-roles',
    'update.settings.oauth-tenant-jit-provisioning',
    'update.settings.allowed-oauth-tenants',
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

type Policy = { roles: { role_id: string; permissions: { resource_id: string; actions: string[] }[] }[] };

/** The project's policy as its bootstrap answers it: its own `rbac_policy`, else the default. */
export const projectPolicy = (project: Partial<ProjectConfig>): Policy =>
  (project.rbac_policy as Policy | undefined) ?? defaultRbacPolicy((project.idp_scopes as { scope: string }[]) ?? []);

/** Whether one of `roles` grants `action` (or '*') on `resource_id` in `policy`. */
export const grants = (policy: Policy, roles: string[], resource_id: string, action: string) =>
  policy.roles.some(
    (r) =>
      roles.includes(r.role_id) &&
      r.permissions.some((p) => p.resource_id === resource_id && (p.actions.includes(action) || p.actions.includes('*'))),
  );

/** Throws the real API's unauthorized_action (403) unless one of the member's roles grants the action. */
export function mustPermit(project: ProjectConfig, member: MemberDoc, resource_id: string, action: string) {
  if (!grants(projectPolicy(project), rolesOf(member), resource_id, action))
    throw fail('unauthorized_action', `Needs ${action} on ${resource_id}.`);
}

/** Whether a role of this id is in the project's policy. */
export const roleExists = (project: ProjectConfig, role_id: unknown) =>
  typeof role_id === 'string' && projectPolicy(project).roles.some((r) => r.role_id === role_id);

/** Organization update fields -> the stytch.organization action each needs. */
export const ORG_FIELD_ACTIONS: Record<string, string> = {
  organization_name: 'update.info.name',
  organization_slug: 'update.info.slug',
  organization_logo_url: 'update.info.logo-url',
  email_allowed_domains: 'update.settings.allowed-domains',
  email_jit_provisioning: 'update.settings.email-jit-provisioning',
  email_invites: 'update.settings.email-invites',
  auth_methods: 'update.settings.allowed-auth-methods',
  allowed_auth_methods: 'update.settings.allowed-auth-methods',
  sso_default_connection_id: 'update.settings.default-sso-connection',
  sso_jit_provisioning: 'update.settings.sso-jit-provisioning',
  sso_jit_provisioning_allowed_connections: 'update.settings.sso-jit-provisioning',
  mfa_policy: 'update.settings.mfa-policy',
  rbac_email_implicit_role_assignments: 'update.settings.implicit-roles',
  mfa_methods: 'update.settings.allowed-mfa-methods',
  allowed_mfa_methods: 'update.settings.allowed-mfa-methods',
};

/** Member update fields -> the stytch.member action each needs. */
export const MEMBER_FIELD_ACTIONS: Record<string, string> = {
  name: 'update.info.name',
  email_address: 'update.info.email',
  untrusted_metadata: 'update.info.untrusted-metadata',
  mfa_phone_number: 'update.info.mfa-phone',
  is_breakglass: 'update.settings.is-breakglass',
  mfa_enrolled: 'update.settings.mfa-enrolled',
  default_mfa_method: 'update.settings.default-mfa-method',
  roles: 'update.settings.roles',
};

/** The actions a body needs: one per field it sets (`table`), each once. */
export const actionsFor = (body: Record<string, unknown>, table: Record<string, string>) => [
  ...new Set(Object.keys(body).flatMap((k) => (body[k] !== undefined && table[k] ? [table[k]] : []))),
];
