// B2B domain data: organizations and members (JSON documents in SQLite, like consumer users), the
// membership rules (just-in-time provisioning, claimed email domains) and the wire shapes.
// Member `secrets` (password hash, TOTP, recovery codes) never leave the server.
import type { ProjectConfig } from '../config';
import type { Emu } from '../context';
import { iso } from '../context';
import { id } from '../crypto-util';
import { fail } from '../errors';
import type { AuthMethod, Member, MemberRole, MfaMethod, Organization, SSOConnection } from '../../wire/types';

export const MIGRATIONS = [
  {
    name: '100_b2b_organizations_members',
    sql: `
      CREATE TABLE b2b_organizations (organization_id TEXT PRIMARY KEY, project_id TEXT NOT NULL, slug TEXT NOT NULL, doc TEXT NOT NULL);
      CREATE UNIQUE INDEX b2b_organizations_slug ON b2b_organizations(project_id, slug);
      CREATE TABLE b2b_members (member_id TEXT PRIMARY KEY, project_id TEXT NOT NULL, organization_id TEXT NOT NULL, email TEXT NOT NULL, doc TEXT NOT NULL);
      CREATE UNIQUE INDEX b2b_members_email ON b2b_members(organization_id, email);
      CREATE INDEX b2b_members_project_email ON b2b_members(project_id, email);
    `,
  },
];

/** error_type -> [status, message] for every B2B and identity-provider error (added to the catalogue). */
export const ERRORS: Record<string, [number, string]> = {
  organization_not_found: [404, 'Organization could not be found.'],
  member_not_found: [404, 'Member could not be found.'],
  duplicate_member_email: [400, 'A member with this email already exists in the organization.'],
  organization_slug_already_used: [400, 'An organization with this slug already exists.'],
  invalid_organization_slug: [400, 'The organization slug may contain lowercase letters, digits, "-", "_", "." and "~" only.'],
  email_jit_provisioning_not_allowed: [400, 'This organization does not allow joining by email.'],
  invalid_email_for_jit_provisioning: [400, 'This email domain is not allowed to join the organization.'],
  action_not_allowed_email_domain_is_claimed: [
    400,
    'This email domain is claimed by another organization, so it cannot join or create other organizations.',
  ],
  invalid_email_for_invites: [400, 'The organization does not allow inviting this email.'],
  invalid_connection_for_jit_provisioning: [400, 'This SSO connection may not add members to the organization.'],
  intermediate_session_not_found: [404, 'The sign-in session has expired. Please log in again.'],
  invalid_intermediate_session_token_for_organization: [
    400,
    'The sign-in session belongs to another member or organization. Please log in again.',
  ],
  operation_restricted_by_organization_auth_methods: [400, "The organization's authentication policy does not allow this method."],
  operation_restricted_by_organization_mfa_methods: [400, "The organization's MFA policy does not allow this method."],
  duplicate_member_phone_number: [400, 'A member with the specified phone number already exists for this organization.'],
  member_phone_number_not_found: [404, 'No phone number is enrolled for this member.'],
  recovery_codes_not_found: [404, 'This member has no backup codes.'],
  sso_connection_not_found: [404, 'SSO connection could not be found.'],
  sso_token_not_found: [404, 'The SSO token has expired or already been used.'],
  member_password_not_found: [404, 'This member has no password yet. Reset the password by email first.'],
};

export type AuthPolicy = 'ALL_ALLOWED' | 'RESTRICTED';
export type Jit = 'ALL_ALLOWED' | 'RESTRICTED' | 'NOT_ALLOWED';

/** Stored organization: the wire fields plus the emulator's own settings. */
export interface OrgDoc extends Organization {
  project_id: string;
  created_at: string;
  /** Domains verified by this organization: their emails cannot join or create other organizations. */
  claimed_email_domains: string[];
  /** Who may join through an SSO connection / an OAuth tenant (vendor field names). */
  sso_jit_provisioning: Jit;
  /** With sso_jit_provisioning RESTRICTED: the connections that may provision members. */
  sso_jit_provisioning_allowed_connections: string[];
  oauth_tenant_jit_provisioning: 'RESTRICTED' | 'NOT_ALLOWED';
  /** provider -> tenant ids (e.g. { slack: ['T0123'], google: ['acme.test'] }). */
  allowed_oauth_tenants: Record<string, string[]>;
  /** The SSO connections (wire: sso_active_connections, the active ones) with their type and status (none: active). */
  sso_active_connections: (SSOConnection & { type?: string; status?: string })[];
}

export interface MemberSecrets {
  password_hash?: string;
  /** The verified TOTP secret and the unused recovery codes. */
  totp?: { secret: string; recovery_codes: string[] };
  /** A TOTP registration created but not yet confirmed by a code. */
  totp_pending?: { totp_registration_id: string; secret: string; recovery_codes: string[] };
}

export interface MemberDoc extends Omit<Member, 'roles'> {
  project_id: string;
  created_at: string;
  /** The roles assigned to the member directly (stytch_member, which every member has, aside). */
  roles: string[];
  secrets: MemberSecrets;
}

// ---- organizations

const ORG_DEFAULTS = {
  organization_logo_url: '',
  email_allowed_domains: [] as string[],
  email_jit_provisioning: 'NOT_ALLOWED' as Jit,
  email_invites: 'ALL_ALLOWED' as Jit,
  auth_methods: 'ALL_ALLOWED' as AuthPolicy,
  allowed_auth_methods: [] as AuthMethod[],
  mfa_policy: 'OPTIONAL' as const,
  mfa_methods: 'ALL_ALLOWED' as AuthPolicy,
  allowed_mfa_methods: [] as MfaMethod[],
  sso_active_connections: [],
  sso_default_connection_id: null,
  trusted_metadata: {},
  claimed_email_domains: [] as string[],
  sso_jit_provisioning: 'ALL_ALLOWED' as Jit,
  sso_jit_provisioning_allowed_connections: [] as string[],
  oauth_tenant_jit_provisioning: 'NOT_ALLOWED' as const,
  allowed_oauth_tenants: {},
};

export const SLUG = /^[a-z0-9_.~-]{2,128}$/;

export function slugify(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return s.length >= 2 ? s : `org-${s}`;
}

/** Throws when `slug` is malformed or another organization (not `self`) of the project has it. */
function checkSlug(emu: Emu, project: ProjectConfig, slug: string, self = '') {
  if (!SLUG.test(slug)) throw fail('invalid_organization_slug');
  const other = orgBySlug(emu, project, slug);
  if (other && other.organization_id !== self) throw fail('organization_slug_already_used');
}

export function createOrg(emu: Emu, project: ProjectConfig, init: Partial<OrgDoc> & { organization_name: string }): OrgDoc {
  const slug = init.organization_slug ?? slugify(init.organization_name);
  checkSlug(emu, project, slug);
  const org: OrgDoc = {
    ...ORG_DEFAULTS,
    ...init,
    organization_id: init.organization_id ?? id('organization'),
    organization_slug: slug,
    project_id: project.project_id,
    created_at: iso(emu.now()),
  } as OrgDoc;
  emu.db
    .prepare('INSERT INTO b2b_organizations (organization_id, project_id, slug, doc) VALUES (?, ?, ?, ?)')
    .run(org.organization_id, project.project_id, slug, JSON.stringify(org));
  return org;
}

export function saveOrg(emu: Emu, org: OrgDoc) {
  emu.db
    .prepare('UPDATE b2b_organizations SET doc = ?, slug = ? WHERE organization_id = ?')
    .run(JSON.stringify(org), org.organization_slug, org.organization_id);
}

const rowDoc = <T>(row: unknown): T | null => (row ? (JSON.parse((row as { doc: string }).doc) as T) : null);

export const getOrg = (emu: Emu, project: ProjectConfig, organization_id: string) =>
  rowDoc<OrgDoc>(
    emu.db
      .prepare('SELECT doc FROM b2b_organizations WHERE organization_id = ? AND project_id = ?')
      .get(organization_id, project.project_id),
  );

export const orgBySlug = (emu: Emu, project: ProjectConfig, slug: string) =>
  rowDoc<OrgDoc>(
    emu.db.prepare('SELECT doc FROM b2b_organizations WHERE slug = ? AND project_id = ?').get(slug.toLowerCase(), project.project_id),
  );

export const allOrgs = (emu: Emu, project: ProjectConfig) =>
  (
    emu.db.prepare('SELECT doc FROM b2b_organizations WHERE project_id = ? ORDER BY rowid').all(project.project_id) as { doc: string }[]
  ).map((r) => JSON.parse(r.doc) as OrgDoc);

/** Throws organization_not_found. */
export function mustGetOrg(emu: Emu, project: ProjectConfig, organization_id: string): OrgDoc {
  const org = getOrg(emu, project, organization_id);
  if (!org) throw fail('organization_not_found');
  return org;
}

/** The organization as the API answers it: its active SSO connections as the three fields a sign-in shows (a pending one, being set up, is not listed). */
export function orgWire(o: OrgDoc): Organization & Record<string, unknown> {
  const { project_id: _p, scim_connection: _s, ...org } = o as OrgDoc & { scim_connection?: unknown };
  const sso_active_connections = o.sso_active_connections
    .filter((c) => (c.status ?? 'active') === 'active')
    .map(({ connection_id, display_name, identity_provider }) => ({ connection_id, display_name, identity_provider }));
  return { ...org, sso_active_connections };
}

// ---- members

export function createMember(emu: Emu, org: OrgDoc, init: Partial<MemberDoc> & { email_address: string }): MemberDoc {
  if (memberByEmail(emu, org, init.email_address)) throw fail('duplicate_member_email');
  const m: MemberDoc = {
    member_id: id('member'),
    organization_id: org.organization_id,
    email_address_verified: false,
    status: 'active',
    name: '',
    member_password_id: '',
    totp_registration_id: '',
    mfa_phone_number: '',
    mfa_phone_number_verified: false,
    mfa_enrolled: false,
    default_mfa_method: '',
    trusted_metadata: {},
    untrusted_metadata: {},
    roles: [],
    ...init,
    project_id: org.project_id,
    created_at: iso(emu.now()),
    secrets: init.secrets ?? {},
  };
  emu.db
    .prepare('INSERT INTO b2b_members (member_id, project_id, organization_id, email, doc) VALUES (?, ?, ?, ?, ?)')
    .run(m.member_id, m.project_id, m.organization_id, m.email_address.toLowerCase(), JSON.stringify(m));
  return m;
}

/** Stores the member (its email column too: an email update moves the member's address). */
export function saveMember(emu: Emu, m: MemberDoc) {
  emu.db
    .prepare('UPDATE b2b_members SET doc = ?, email = ? WHERE member_id = ?')
    .run(JSON.stringify(m), m.email_address.toLowerCase(), m.member_id);
}

export const getMember = (emu: Emu, project: ProjectConfig, member_id: string) =>
  rowDoc<MemberDoc>(
    emu.db.prepare('SELECT doc FROM b2b_members WHERE member_id = ? AND project_id = ?').get(member_id, project.project_id),
  );

export const memberByEmail = (emu: Emu, org: OrgDoc, email: string) =>
  rowDoc<MemberDoc>(
    emu.db.prepare('SELECT doc FROM b2b_members WHERE organization_id = ? AND email = ?').get(org.organization_id, email.toLowerCase()),
  );

/** Every member with this email across the project's organizations. */
export const membersByEmail = (emu: Emu, project: ProjectConfig, email: string) =>
  (
    emu.db
      .prepare('SELECT doc FROM b2b_members WHERE project_id = ? AND email = ? ORDER BY rowid')
      .all(project.project_id, email.toLowerCase()) as { doc: string }[]
  ).map((r) => JSON.parse(r.doc) as MemberDoc);

export const membersOf = (emu: Emu, org: OrgDoc) =>
  (emu.db.prepare('SELECT doc FROM b2b_members WHERE organization_id = ?').all(org.organization_id) as { doc: string }[]).map(
    (r) => JSON.parse(r.doc) as MemberDoc,
  );

/** The member `member_id` of `organization_id`; throws member_not_found. */
export function mustGetMember(emu: Emu, project: ProjectConfig, organization_id: string, member_id: string): MemberDoc {
  const m = getMember(emu, project, member_id);
  if (!m || m.organization_id !== organization_id) throw fail('member_not_found');
  return m;
}

/** Ends every session of a member. */
export const endSessions = (emu: Emu, member_id: string) =>
  emu.db.prepare("DELETE FROM sessions WHERE subject_id = ? AND kind = 'member'").run(member_id);

/** Deletes members (by id) and ends their sessions. */
export function removeMembers(emu: Emu, member_ids: string[]) {
  emu.db.transaction(() => {
    for (const id of member_ids) {
      endSessions(emu, id);
      emu.db.prepare('DELETE FROM b2b_members WHERE member_id = ?').run(id);
    }
  });
}

/** Deletes an organization with its members and their sessions. */
export function removeOrg(emu: Emu, org: OrgDoc) {
  emu.db.transaction(() => {
    removeMembers(
      emu,
      membersOf(emu, org).map((m) => m.member_id),
    );
    emu.db.prepare('DELETE FROM b2b_organizations WHERE organization_id = ?').run(org.organization_id);
  });
}

/** The member's role ids: stytch_member (every member's) first, then those assigned. */
export const rolesOf = (m: MemberDoc) => ['stytch_member', ...m.roles.filter((r) => r !== 'stytch_member')];

/** A role the member was given directly, as the API answers it. */
const direct = (role_id: string): MemberRole => ({ role_id, sources: [{ type: 'direct_assignment', details: {} }] });

/** The member as the API answers it: without its secrets, its roles as `{ role_id, sources }`. */
export function memberWire(m: MemberDoc): Member & Record<string, unknown> {
  const { secrets: _s, project_id: _p, roles: _r, ...member } = m;
  return { ...member, roles: rolesOf(m).map(direct) };
}

// ---- membership rules

export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The organization (other than `except`) that claimed this email's domain, if any. */
export function claimedBy(emu: Emu, project: ProjectConfig, email: string, except?: string): OrgDoc | null {
  const d = domainOf(email);
  return allOrgs(emu, project).find((o) => o.organization_id !== except && o.claimed_email_domains.includes(d)) ?? null;
}

/** Whether this email may join the organization by email domain (null) or why not (an error_type). */
export function emailJitProblem(emu: Emu, project: ProjectConfig, org: OrgDoc, email: string): string | null {
  if (org.email_jit_provisioning === 'NOT_ALLOWED') return 'email_jit_provisioning_not_allowed';
  if (org.email_jit_provisioning === 'RESTRICTED' && !org.email_allowed_domains.map((d) => d.toLowerCase()).includes(domainOf(email)))
    return 'invalid_email_for_jit_provisioning';
  if (claimedBy(emu, project, email, org.organization_id)) return 'action_not_allowed_email_domain_is_claimed';
  return null;
}

/**
 * The member for `email` in `org`: the existing one, or a new one when `join` allows it
 * (just-in-time provisioning). Throws the reason when the email may not join.
 */
export function memberFor(
  emu: Emu,
  org: OrgDoc,
  email: string,
  join: () => string | null,
  init: Partial<MemberDoc> = {},
): { member: MemberDoc; created: boolean } {
  const existing = memberByEmail(emu, org, email);
  if (existing) return { member: existing, created: false };
  const problem = join();
  if (problem) throw fail(problem);
  return { member: createMember(emu, org, { email_address: email, status: 'pending', ...init }), created: true };
}

// ---- seed: project.organizations (with members) and project.sso_connections

interface SeedMember extends Partial<MemberDoc> {
  email_address: string;
  password?: string;
}

export function seedOrganizations(emu: Emu, project: ProjectConfig, hash: (pw: string) => string) {
  for (const raw of project.organizations as (Partial<OrgDoc> & { organization_name: string; members?: SeedMember[] })[]) {
    const { members = [], ...init } = raw;
    const connections = (
      project.sso_connections as unknown as (SSOConnection & { type?: string; organization_slug?: string; organization_id?: string })[]
    )
      .filter(
        (c) =>
          (c.organization_id && c.organization_id === init.organization_id) ||
          (c.organization_slug && c.organization_slug === init.organization_slug),
      )
      .map(({ connection_id, display_name, identity_provider, type }) => ({
        connection_id,
        display_name,
        identity_provider,
        type: type ?? 'saml',
      }));
    const seeded = { ...init, sso_active_connections: [...(init.sso_active_connections ?? []), ...connections] };
    const found = init.organization_id
      ? getOrg(emu, project, init.organization_id)
      : orgBySlug(emu, project, init.organization_slug ?? slugify(init.organization_name));
    let org: OrgDoc;
    if (!found) org = createOrg(emu, project, seeded);
    else {
      // Config edits win: the organization's fields are the config's again (a field left out is back
      // to its default). Only the seed writes organizations; members, sessions and ids stay.
      org = {
        ...ORG_DEFAULTS,
        ...seeded,
        organization_id: found.organization_id,
        organization_slug: init.organization_slug ?? found.organization_slug,
        project_id: found.project_id,
        created_at: found.created_at,
      } as OrgDoc;
      checkSlug(emu, project, org.organization_slug, org.organization_id);
      saveOrg(emu, org);
    }
    for (const { password, ...m } of members) {
      if ((m.member_id && getMember(emu, project, m.member_id)) || memberByEmail(emu, org, m.email_address)) continue;
      const secrets: MemberSecrets = password ? { password_hash: hash(password) } : {};
      createMember(emu, org, {
        email_address_verified: m.status !== 'invited',
        ...m,
        member_password_id: password ? id('member-password') : '',
        secrets,
      });
    }
  }
}
