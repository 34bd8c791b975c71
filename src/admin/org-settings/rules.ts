// Organization settings as a draft: read from the organization, validated, and turned into the
// organization.update body of only the fields that changed and that the member may change (each
// field's stytch.organization action, as the API checks it).
import type { B2BMFAProducts } from '../../core/enums';
import type { AuthMethod, MfaMethod, Organization } from '../../wire/types';
import type { AdminPortalB2BProducts } from '../config';
import type { Can } from '../access';

export interface ImplicitRole {
  domain: string;
  role_id: string;
}

export interface Draft {
  organization_name: string;
  organization_slug: string;
  organization_logo_url: string;
  auth_methods: Organization['auth_methods'];
  allowed_auth_methods: AuthMethod[];
  mfa_policy: Organization['mfa_policy'];
  mfa_methods: Organization['mfa_methods'];
  allowed_mfa_methods: MfaMethod[];
  email_jit_provisioning: Organization['email_jit_provisioning'];
  email_allowed_domains: string[];
  email_invites: Organization['email_invites'];
  rbac_email_implicit_role_assignments: ImplicitRole[];
}
export type Field = keyof Draft;

/** The sign-in method each config product stands for. */
export const AUTH_METHOD: Record<`${AdminPortalB2BProducts}`, AuthMethod> = {
  emailMagicLinks: 'magic_link',
  emailOtp: 'email_otp',
  sso: 'sso',
  password: 'password',
  oauthGoogle: 'google_oauth',
  oauthMicrosoft: 'microsoft_oauth',
  oauthHubspot: 'hubspot_oauth',
  oauthSlack: 'slack_oauth',
  oauthGithub: 'github_oauth',
};
export const MFA_METHOD: Record<`${B2BMFAProducts}`, MfaMethod> = { smsOtp: 'sms_otp', totp: 'totp' };

/** The methods offered when restricting: the config's (all by default). */
export const offeredAuthMethods = (config?: `${AdminPortalB2BProducts}`[]): AuthMethod[] =>
  (config ?? (Object.keys(AUTH_METHOD) as `${AdminPortalB2BProducts}`[])).map((p) => AUTH_METHOD[p]).filter(Boolean);
export const offeredMfaMethods = (config?: `${B2BMFAProducts}`[]): MfaMethod[] =>
  (config ?? (Object.keys(MFA_METHOD) as `${B2BMFAProducts}`[])).map((p) => MFA_METHOD[p]).filter(Boolean);

/** The stytch.organization action that changing each field needs. */
export const FIELD_ACTION: Record<Field, string> = {
  organization_name: 'update.info.name',
  organization_slug: 'update.info.slug',
  organization_logo_url: 'update.info.logo-url',
  auth_methods: 'update.settings.allowed-auth-methods',
  allowed_auth_methods: 'update.settings.allowed-auth-methods',
  mfa_policy: 'update.settings.mfa-policy',
  mfa_methods: 'update.settings.allowed-mfa-methods',
  allowed_mfa_methods: 'update.settings.allowed-mfa-methods',
  email_jit_provisioning: 'update.settings.email-jit-provisioning',
  email_allowed_domains: 'update.settings.allowed-domains',
  email_invites: 'update.settings.email-invites',
  rbac_email_implicit_role_assignments: 'update.settings.implicit-roles',
};

export const mayEdit = (can: Can, f: Field) => can('stytch.organization', FIELD_ACTION[f]);
/** Whether the member may change any field (else the section is read-only). */
export const mayEditAny = (can: Can) => (Object.keys(FIELD_ACTION) as Field[]).some((f) => mayEdit(can, f));

export function draftOf(o: Organization): Draft {
  const implicit = (o as Organization & { rbac_email_implicit_role_assignments?: ImplicitRole[] }).rbac_email_implicit_role_assignments;
  return {
    organization_name: o.organization_name,
    organization_slug: o.organization_slug,
    organization_logo_url: o.organization_logo_url ?? '',
    auth_methods: o.auth_methods ?? 'ALL_ALLOWED',
    allowed_auth_methods: o.allowed_auth_methods ?? [],
    mfa_policy: o.mfa_policy ?? 'OPTIONAL',
    mfa_methods: o.mfa_methods ?? 'ALL_ALLOWED',
    allowed_mfa_methods: o.allowed_mfa_methods ?? [],
    email_jit_provisioning: o.email_jit_provisioning ?? 'NOT_ALLOWED',
    email_allowed_domains: o.email_allowed_domains ?? [],
    email_invites: o.email_invites ?? 'ALL_ALLOWED',
    rbac_email_implicit_role_assignments: Array.isArray(implicit) ? implicit : [],
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The update body: the changed fields the member may change. */
export function changes(saved: Draft, draft: Draft, can: Can): Partial<Draft> {
  const out: Partial<Record<Field, unknown>> = {};
  for (const f of Object.keys(draft) as Field[]) if (!same(saved[f], draft[f]) && mayEdit(can, f)) out[f] = draft[f];
  return out as Partial<Draft>;
}

/** The slug rule the API applies: lowercase letters, digits and -._~, 2 to 128 characters. */
export const SLUG = /^[a-z0-9\-._~]{2,128}$/;
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

export type Problem = 'admin.org.error.name' | 'admin.org.error.slug' | 'admin.org.error.methods' | 'admin.org.error.domain';

/** What is wrong with a draft, by field (empty when it may be saved). */
export function problems(d: Draft): Partial<Record<Field, Problem>> {
  const out: Partial<Record<Field, Problem>> = {};
  if (!d.organization_name.trim()) out.organization_name = 'admin.org.error.name';
  if (!SLUG.test(d.organization_slug)) out.organization_slug = 'admin.org.error.slug';
  if (d.auth_methods === 'RESTRICTED' && !d.allowed_auth_methods.length) out.allowed_auth_methods = 'admin.org.error.methods';
  if (d.mfa_methods === 'RESTRICTED' && !d.allowed_mfa_methods.length) out.allowed_mfa_methods = 'admin.org.error.methods';
  if (d.email_allowed_domains.some((x) => !DOMAIN.test(x))) out.email_allowed_domains = 'admin.org.error.domain';
  if (d.rbac_email_implicit_role_assignments.some((r) => !DOMAIN.test(r.domain) || !r.role_id))
    out.rbac_email_implicit_role_assignments = 'admin.org.error.domain';
  return out;
}

/** A comma- or space-separated list of domains as typed, trimmed and lowercased. */
export const parseDomains = (s: string) =>
  s
    .split(/[\s,]+/)
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean);

/** A list with `item` in or out. */
export const toggle = <T>(list: T[], item: T, on: boolean) => (on ? [...new Set([...list, item])] : list.filter((x) => x !== item));
