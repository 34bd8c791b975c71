// Discovery: the organizations an intermediate session (or a member session) can enter, creating a
// new organization (project setting create_organization_enabled; a claimed email domain blocks it),
// and exchanging the intermediate session for a member session in one organization (joining just
// in time when the email domain or OAuth tenant allows it).
import { b2b as r } from '../../../wire/routes';
import type { Req } from '../../context';
import { discovered, finish, joinFromDiscovery, readIST, sessionMember, type IST } from '../../b2b/auth';
import { claimedBy, createMember, createOrg, domainOf, mustGetOrg, orgBySlug, slugify, type OrgDoc } from '../../b2b/store';
import { fail } from '../../errors';
import { feature, type Endpoint } from '../../registry';

const COMMON_DOMAINS = new Set(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'proton.me', 'example.com']);

/** "Startup" for ada@startup.test; "ada's Organization" for a mail-provider address. */
function defaultName(email: string) {
  const d = domainOf(email);
  if (COMMON_DOMAINS.has(d)) return `${email.slice(0, email.indexOf('@'))}'s Organization`;
  const label = d.split('.')[0];
  return label[0].toUpperCase() + label.slice(1);
}

function freeSlug(req: Req, name: string) {
  const base = slugify(name);
  let slug = base;
  for (let n = 2; orgBySlug(req.emu, req.project, slug); n++) slug = `${base}-${n}`;
  return slug;
}

const JIT = ['ALL_ALLOWED', 'RESTRICTED', 'NOT_ALLOWED'];
const AUTH_METHODS = [
  'sso',
  'magic_link',
  'password',
  'email_otp',
  'google_oauth',
  'microsoft_oauth',
  'hubspot_oauth',
  'slack_oauth',
  'github_oauth',
];

/** Policy fields a new organization may set, with their allowed values (for lists: of each item; null: any). */
const POLICY_FIELDS: Record<string, string[] | null> = {
  email_jit_provisioning: JIT,
  sso_jit_provisioning: JIT,
  email_invites: JIT,
  auth_methods: ['ALL_ALLOWED', 'RESTRICTED'],
  mfa_policy: ['OPTIONAL', 'REQUIRED_FOR_ALL'],
  mfa_methods: ['ALL_ALLOWED', 'RESTRICTED'],
  allowed_auth_methods: AUTH_METHODS,
  allowed_mfa_methods: ['sms_otp', 'totp'],
  email_allowed_domains: null,
  organization_logo_url: null,
};

function policyFields(body: Record<string, any>): Partial<OrgDoc> {
  const out: Record<string, unknown> = {};
  for (const [k, allowed] of Object.entries(POLICY_FIELDS)) {
    const v = body[k];
    if (v === undefined) continue;
    if (allowed && !(Array.isArray(v) ? v : [v]).every((x) => allowed.includes(x)))
      throw fail('invalid_argument', `${k} must be ${Array.isArray(v) ? 'a list of' : 'one of'} ${allowed.join(', ')}.`);
    out[k] = Array.isArray(v) ? v.map((x: string) => x.toLowerCase()) : v;
  }
  return out as Partial<OrgDoc>;
}

/** The email and proven factors of the caller: the intermediate session token, else a member session. */
function whoIsAsking(req: Req): { email: string; ist?: IST } {
  if (req.body.intermediate_session_token || !req.session) {
    const ist = readIST(req);
    return { email: ist.email_address, ist };
  }
  return { email: sessionMember(req).member.email_address };
}

const endpoints: Endpoint[] = [
  {
    route: r.discoveryOrganizations,
    vertical: 'B2B',
    product: 'discovery',
    body: { intermediate_session_token: 'string?' },
    handle(req) {
      const { email, ist } = whoIsAsking(req);
      const factors = ist ? ist.factors : req.session!.authentication_factors;
      return {
        email_address: email,
        discovered_organizations: discovered(req, email, factors, ist?.oauth_tenant),
        organization_id_hint: ist?.organization_id ?? null,
      };
    },
  },
  {
    route: r.discoveryOrganizationsCreate,
    vertical: 'B2B',
    product: 'discovery',
    body: { intermediate_session_token: 'string' },
    handle(req) {
      const b = req.body;
      // The SDK configuration's "create organizations" switch (create_organization_enabled): the SDK may not call this endpoint.
      if (!req.project.create_organization_enabled)
        throw fail('endpoint_not_authorized_for_sdk', 'This project does not allow members to create organizations.');
      const ist = readIST(req);
      if (claimedBy(req.emu, req.project, ist.email_address)) throw fail('action_not_allowed_email_domain_is_claimed');
      const organization_name = b.organization_name ?? defaultName(ist.email_address);
      const org = createOrg(req.emu, req.project, {
        ...policyFields(b),
        organization_name,
        organization_slug: b.organization_slug ?? freeSlug(req, organization_name),
      });
      const member = createMember(req.emu, org, { email_address: ist.email_address, status: 'pending', roles: ['stytch_admin'] });
      return finish(req, org, member, [], {
        minutes: b.session_duration_minutes,
        prior: { factors: ist.factors, ist: b.intermediate_session_token },
      });
    },
  },
  {
    route: r.discoveryExchange,
    vertical: 'B2B',
    product: 'discovery',
    body: { intermediate_session_token: 'string' },
    handle(req) {
      const b = req.body;
      const ist = readIST(req);
      const org = mustGetOrg(req.emu, req.project, b.organization_id);
      // An intermediate token from one organization's sign-in (a second factor asked there) may join or
      // enter another, as the API documents: what counts is the email it proved, which the target's own
      // rules judge (joinFromDiscovery), not the organization it was issued for.
      const member = joinFromDiscovery(req, org, ist);
      return finish(req, org, member, [], {
        minutes: b.session_duration_minutes,
        prior: { factors: ist.factors, ist: b.intermediate_session_token, oauth_tenant: ist.oauth_tenant },
      });
    },
  },
];

export default feature({ endpoints });
