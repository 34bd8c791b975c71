// Administration by a signed-in member (the official B2B client's organization.*, self.* and
// session.revokeForMember): the caller's organization and its members, stored in the organization and
// member documents (SSO and SCIM connections: connections.ts). Every call needs a member session of
// the organization it changes; the emulator does not enforce RBAC here (any member may administer).
import { b2b as r } from '../../../wire/routes';
import type { Req } from '../../context';
import { fail } from '../../errors';
import { sessionMember } from '../../b2b/auth';
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
  removeMembers,
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

/** Copies the fields of `body` named in `fields` onto `doc` when present and of the declared type. */
function assign(doc: Record<string, any>, body: Record<string, any>, fields: Record<string, 'string' | 'boolean' | 'object' | 'strings'>) {
  for (const [k, t] of Object.entries(fields)) {
    const v = body[k];
    if (v === undefined) continue;
    const ok =
      t === 'strings'
        ? Array.isArray(v) && v.every((x) => typeof x === 'string')
        : t === 'object'
          ? !!v && typeof v === 'object' && !Array.isArray(v)
          : typeof v === t;
    if (!ok) throw fail('invalid_argument', `Field ${k} must be ${t === 'strings' ? 'an array of strings' : `a ${t}`}.`);
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
  admin(r.organizationsUpdate, (req, org) => {
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
  admin(r.organizationsDelete, (req, org) => {
    removeOrg(req.emu, org);
    return { organization_id: org.organization_id };
  }),
  // before the {member_id} routes, whose pattern their paths would also match
  // A member may clear their own name ('text': taken empty), as in an invitation.
  { ...admin(r.selfUpdate, (req, org, me) => updateMember(req, org, me)), body: { name: 'text?' } },
  admin(r.selfDeleteMfaPhoneNumber, (req, org, me) => clearFactor(req, org, me, 'phone')),
  admin(r.selfDeleteMfaTotp, (req, org, me) => clearFactor(req, org, me, 'totp')),
  admin(r.selfUnlinkRetiredEmail, (_req, org, me) => answer(org, me)),
  admin(r.membersCreate, (req, org) => {
    const m = createMember(req.emu, org, {
      email_address: req.body.email_address,
      status: req.body.create_member_as_pending ? 'pending' : 'active',
    });
    return updateMember(req, org, m);
  }),
  admin(r.membersUpdate, (req, org) => updateMember(req, org, memberOf(req, org))),
  admin(r.membersDelete, (req, org) => {
    const m = memberOf(req, org);
    removeMembers(req.emu, [m.member_id]);
    return { member_id: m.member_id };
  }),
  admin(r.membersReactivate, (req, org) => {
    const m = memberOf(req, org);
    m.status = 'active';
    saveMember(req.emu, m);
    return answer(org, m);
  }),
  admin(r.membersDeleteMfaPhoneNumber, (req, org) => clearFactor(req, org, memberOf(req, org), 'phone')),
  admin(r.membersDeleteMfaTotp, (req, org) => clearFactor(req, org, memberOf(req, org), 'totp')),
  admin(r.membersDeletePassword, (req, org) => clearFactor(req, org, byPasswordId(req, org), 'password')),
  // Retired emails are not modelled: the member is answered unchanged.
  admin(r.membersUnlinkRetiredEmail, (req, org) => answer(org, memberOf(req, org))),
  // The query (member_emails, statuses, member_roles, ...) and cursor pages as the backend API's search.
  admin(r.membersSearchAdmin, (req, org) => {
    const { page, results_metadata } = search(req, membersOf(req.emu, org), MEMBER_FILTERS);
    return { members: page.map(memberWire), results_metadata, organizations: { [org.organization_id]: orgWire(org) } };
  }),
];

export default feature({ endpoints });
