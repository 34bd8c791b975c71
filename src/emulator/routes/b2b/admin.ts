// Administration by a signed-in member (the official B2B client's organization.*, self.* and
// session.revokeForMember): the caller's organization and its members, stored in the organization and
// member documents (SSO and SCIM connections: connections.ts). Every call needs a member session of
// the organization it changes and the permissions the real API checks (b2b/rbac.ts: the project's RBAC
// policy over the caller's roles), else unauthorized_action (403).
import { b2b as r } from '../../../wire/routes';
import type { Req } from '../../context';
import { fail } from '../../errors';
import { rolesOf, sessionMember } from '../../b2b/auth';
import { actionsFor, grants, MEMBER_FIELD_ACTIONS, ORG_FIELD_ACTIONS, projectPolicy } from '../../b2b/rbac';
import {
  createMember,
  type MemberDoc,
  membersOf,
  memberWire,
  mustGetMember,
  type OrgDoc,
  orgWire,
  saveMember,
  saveOrg,
  SLUG,
  orgBySlug,
  endSessions,
  removeOrg,
} from '../../b2b/store';
import { feature, type Endpoint } from '../../registry';
import { MEMBER_FILTERS } from '../backend/b2b';
import { search } from '../backend/common';

/** A session-only B2B endpoint on the caller's organization; its body is checked against the route's wire fields. */
const admin = (route: Endpoint['route'], handle: (req: Req, org: OrgDoc, me: MemberDoc) => Record<string, unknown>): Endpoint => ({
  route,
  vertical: 'B2B',
  auth: 'session',
  handle(req) {
    const { org, member } = sessionMember(req);
    return handle(req, org, member);
  },
});

/**
 * An endpoint that needs permissions: `need` names the [resource, action] pairs the request takes
 * (each checked against the project's policy and the caller's roles) before `handle` runs.
 */
const can = (
  route: Endpoint['route'],
  need: (req: Req) => [resource: string, action: string][],
  handle: (req: Req, org: OrgDoc, me: MemberDoc) => Record<string, unknown>,
): Endpoint =>
  admin(route, (req, org, me) => {
    const policy = projectPolicy(req.project);
    const missing = need(req).filter(([res, action]) => !grants(policy, rolesOf(me), res, action));
    if (missing.length) throw fail('unauthorized_action', `Missing: ${missing.map(([r, a]) => `${r}:${a}`).join(', ')}.`);
    return handle(req, org, me);
  });
const member = (action: string) => (): [string, string][] => [['stytch.member', action]];
const fields = (resource: string, table: Record<string, string>) => (req: Req) =>
  actionsFor(req.body, table).map((a): [string, string] => [resource, a]);

/** Copies the fields of `body` named in `fields` onto `doc` when present and of the declared type. */
function assign(
  doc: Record<string, any>,
  body: Record<string, any>,
  fields: Record<string, 'string' | 'boolean' | 'object' | 'strings' | 'objects'>,
) {
  for (const [k, t] of Object.entries(fields)) {
    const v = body[k];
    if (v === undefined) continue;
    const ok =
      t === 'strings' || t === 'objects'
        ? Array.isArray(v) && v.every((x) => (t === 'strings' ? typeof x === 'string' : !!x && typeof x === 'object' && !Array.isArray(x)))
        : t === 'object'
          ? !!v && typeof v === 'object' && !Array.isArray(v)
          : typeof v === t;
    const what = t === 'strings' ? 'an array of strings' : t === 'objects' ? 'an array of objects' : `a ${t}`;
    if (!ok) throw fail('invalid_argument', `Field ${k} must be ${what}.`);
    doc[k] = v;
  }
}

const ORG_FIELDS = {
  organization_name: 'string',
  organization_logo_url: 'string',
  email_allowed_domains: 'strings',
  email_jit_provisioning: 'string',
  email_invites: 'string',
  auth_methods: 'string',
  allowed_auth_methods: 'strings',
  mfa_policy: 'string',
  mfa_methods: 'string',
  allowed_mfa_methods: 'strings',
  sso_default_connection_id: 'string',
  sso_jit_provisioning: 'string',
  sso_jit_provisioning_allowed_connections: 'strings',
  trusted_metadata: 'object',
  /** [{ domain, role_id }]: members with an email at the domain have the role. */
  rbac_email_implicit_role_assignments: 'objects',
} as const;
const MEMBER_FIELDS = {
  name: 'string',
  untrusted_metadata: 'object',
  mfa_enrolled: 'boolean',
  mfa_phone_number: 'string',
  default_mfa_method: 'string',
  roles: 'strings',
} as const;

const answer = (org: OrgDoc, m: MemberDoc) => ({ member_id: m.member_id, member: memberWire(m), organization: orgWire(org) });

function updateMember(req: Req, org: OrgDoc, m: MemberDoc) {
  assign(m, req.body, MEMBER_FIELDS);
  if (req.body.mfa_phone_number !== undefined) m.mfa_phone_number_verified = false;
  if (typeof req.body.email_address === 'string') m.email_address = req.body.email_address;
  saveMember(req.emu, m);
  return answer(org, m);
}

/** Clears one factor of a member and answers with the member. */
function clearFactor(req: Req, org: OrgDoc, m: MemberDoc, what: 'phone' | 'totp' | 'password') {
  if (what === 'phone') Object.assign(m, { mfa_phone_number: '', mfa_phone_number_verified: false });
  if (what === 'totp') {
    m.totp_registration_id = '';
    delete m.secrets.totp;
    delete m.secrets.totp_pending;
  }
  if (what === 'password') {
    m.member_password_id = '';
    delete m.secrets.password_hash;
  }
  saveMember(req.emu, m);
  return answer(org, m);
}

const memberOf = (req: Req, org: OrgDoc) => mustGetMember(req.emu, req.project, org.organization_id, req.params.member_id);

function byPasswordId(req: Req, org: OrgDoc) {
  const m = membersOf(req.emu, org).find((x) => x.member_password_id && x.member_password_id === req.params.member_password_id);
  if (!m) throw fail('member_password_not_found');
  return m;
}

const endpoints: Endpoint[] = [
  admin(r.sessionsRevokeForMember, (req, org) => {
    const m = memberOf(req, org);
    req.emu.db
      .prepare("DELETE FROM sessions WHERE subject_id = ? AND kind = 'member' AND project_id = ?")
      .run(m.member_id, req.project.project_id);
    return {};
  }),
  can(r.organizationsUpdate, fields('stytch.organization', ORG_FIELD_ACTIONS), (req, org) => {
    assign(org, req.body, ORG_FIELDS);
    if (req.body.organization_slug !== undefined) {
      const slug = String(req.body.organization_slug);
      if (!SLUG.test(slug)) throw fail('invalid_organization_slug');
      const other = orgBySlug(req.emu, req.project, slug);
      if (other && other.organization_id !== org.organization_id) throw fail('organization_slug_already_used');
      org.organization_slug = slug;
    }
    saveOrg(req.emu, org);
    return { organization: orgWire(org) };
  }),
  can(
    r.organizationsDelete,
    () => [['stytch.organization', 'delete']],
    (req, org) => {
      removeOrg(req.emu, org);
      return { organization_id: org.organization_id };
    },
  ),
  // before the {member_id} routes, whose pattern their paths would also match
  // A member may clear their own name ('text': taken empty), as in an invitation.
  { ...admin(r.selfUpdate, (req, org, me) => updateMember(req, org, me)), body: { name: 'text?' } },
  admin(r.selfDeleteMfaPhoneNumber, (req, org, me) => clearFactor(req, org, me, 'phone')),
  admin(r.selfDeleteMfaTotp, (req, org, me) => clearFactor(req, org, me, 'totp')),
  admin(r.selfUnlinkRetiredEmail, (_req, org, me) => answer(org, me)),
  can(r.membersCreate, member('create'), (req, org) => {
    const m = createMember(req.emu, org, {
      email_address: req.body.email_address,
      status: req.body.create_member_as_pending ? 'pending' : 'active',
    });
    return updateMember(req, org, m);
  }),
  can(r.membersUpdate, fields('stytch.member', MEMBER_FIELD_ACTIONS), (req, org) => updateMember(req, org, memberOf(req, org))),
  // A soft delete, as the real API's: the member stays, `deleted`, signed out, until reactivated.
  can(r.membersDelete, member('delete'), (req, org) => {
    const m = memberOf(req, org);
    m.status = 'deleted';
    saveMember(req.emu, m);
    endSessions(req.emu, m.member_id);
    return { member_id: m.member_id };
  }),
  // The default policy has no action of its own for reactivation: it takes member creation.
  can(r.membersReactivate, member('create'), (req, org) => {
    const m = memberOf(req, org);
    m.status = 'active';
    saveMember(req.emu, m);
    return answer(org, m);
  }),
  can(r.membersDeleteMfaPhoneNumber, member('update.info.delete.mfa-phone'), (req, org) =>
    clearFactor(req, org, memberOf(req, org), 'phone'),
  ),
  can(r.membersDeleteMfaTotp, member('update.info.delete.mfa-totp'), (req, org) => clearFactor(req, org, memberOf(req, org), 'totp')),
  can(r.membersDeletePassword, member('update.info.delete.password'), (req, org) =>
    clearFactor(req, org, byPasswordId(req, org), 'password'),
  ),
  // Retired emails are not modelled: the member is answered unchanged.
  admin(r.membersUnlinkRetiredEmail, (req, org) => answer(org, memberOf(req, org))),
  // The query (member_emails, statuses, member_roles, ...) and cursor pages as the backend API's search.
  can(r.membersSearchAdmin, member('search'), (req, org) => {
    const { page, results_metadata } = search(req, membersOf(req.emu, org), MEMBER_FILTERS);
    return { members: page.map(memberWire), results_metadata, organizations: { [org.organization_id]: orgWire(org) } };
  }),
];

export default feature({ endpoints });
