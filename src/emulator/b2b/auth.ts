// The B2B authentication engine every B2B endpoint shares: factors, intermediate sessions, the
// organization's auth and MFA policies (primary_required / mfa_required), member sessions, and the
// discovery answer (which organizations an email can enter, and how).
import type { Req } from '../context';
import { iso } from '../context';
import { sixDigits } from '../crypto-util';
import { fail } from '../errors';
import { deliver, lifetime } from '../outbox';
import { saveSession, sessionJWT, sessionMinutes, upsertSession, type Factor, type SessionDoc } from '../sessions';
import { checkCode, issueToken, peekToken, spendToken } from '../tokens';
import type { AuthMethod, MembershipType, MfaMethod } from '../../wire/types';
import { own } from '../schema';
import {
  allOrgs,
  claimedBy,
  createMember,
  emailJitProblem,
  getMember,
  getOrg,
  memberByEmail,
  membersByEmail,
  memberWire,
  orgWire,
  rolesOf,
  saveMember,
  type MemberDoc,
  type OrgDoc,
} from './store';

// The member's role ids live beside memberWire (store.ts), which answers them; named here too, where
// the administration and permission checks have always taken them.
export { rolesOf };

/** Intermediate session tokens live 10 minutes (vendor default). */
const IST_MINUTES = 10;
/** B2B spec section 9: SMS codes are valid 2 minutes. */
export const SMS_MINUTES = 2;

export interface IST {
  email_address: string;
  /** Bound to a member once an organization is known; absent for discovery. */
  organization_id?: string;
  member_id?: string;
  factors: Factor[];
  /** Discovery by OAuth: the provider tenant, for eligible_to_join_by_oauth_tenant. */
  oauth_tenant?: { provider: string; tenant: string };
}

// ---- factors

export const factor = (req: Req, type: string, delivery_method: string, extra: Record<string, unknown> = {}): Factor => ({
  type,
  delivery_method,
  last_authenticated_at: iso(req.emu.now()),
  ...extra,
});

export const emailFactor = (req: Req, type: 'magic_link' | 'otp', m: { email_address: string; member_id?: string }) =>
  factor(req, type, 'email', { email_factor: { email_id: m.member_id ?? '', email_address: m.email_address } });

/** The primary auth method a factor proves (organization allowed_auth_methods names), if any. */
export function authMethodOf(f: Factor): AuthMethod | null {
  if (f.type === 'magic_link') return 'magic_link';
  if (f.type === 'otp' && f.delivery_method === 'email') return 'email_otp';
  if (f.type === 'password') return 'password';
  if (f.type === 'sso') return 'sso';
  if (f.type === 'oauth') return `${f.delivery_method.replace(/^oauth_/, '')}_oauth` as AuthMethod;
  return null;
}

/** The second factor a factor proves, if any. */
export function mfaMethodOf(f: Factor): MfaMethod | 'recovery_code' | null {
  if (f.type === 'otp' && f.delivery_method === 'sms') return 'sms_otp';
  if (f.type === 'totp') return 'totp';
  if (f.type === 'recovery_code') return 'recovery_code';
  return null;
}

const TRUSTED_FACTORS = new Set(['trusted_auth_token', 'oauth_access_token_exchange']);
const impersonated = (fs: Factor[]) => fs.some((f) => f.type === 'impersonated');

export const mfaAllowed = (org: OrgDoc, m: MfaMethod) => org.mfa_methods !== 'RESTRICTED' || org.allowed_mfa_methods.includes(m);
const authAllowed = (org: OrgDoc, m: AuthMethod) => org.auth_methods !== 'RESTRICTED' || org.allowed_auth_methods.includes(m);

/** Keeps the newest factor per (type, delivery_method). */
function mergeFactors(fs: Factor[]): Factor[] {
  const by = new Map<string, Factor>();
  for (const f of fs) by.set(`${f.type}:${f.delivery_method}`, f);
  return [...by.values()];
}

// ---- policy

export interface Policy {
  primary_required: { allowed_auth_methods: AuthMethod[] } | null;
  mfa_required: {
    member_options: { mfa_phone_number: string; totp_registration_id: string } | null;
    secondary_auth_initiated: 'sms_otp' | null;
  } | null;
  complete: boolean;
}

const memberOptions = (m: MemberDoc | null) =>
  m && (m.mfa_phone_number_verified || m.totp_registration_id)
    ? { mfa_phone_number: m.mfa_phone_number_verified ? m.mfa_phone_number : '', totp_registration_id: m.totp_registration_id }
    : null;

/** What the organization still asks of someone holding `factors` (pure: sends nothing). */
export function policy(org: OrgDoc, member: MemberDoc | null, factors: Factor[]): Policy {
  if (impersonated(factors)) return { primary_required: null, mfa_required: null, complete: true };
  // A token the project trusts (session attest, a connected app's access token) stands for a primary sign-in.
  const primaryOK = factors.some((f) => {
    const m = authMethodOf(f);
    return (!!m && authAllowed(org, m)) || TRUSTED_FACTORS.has(f.type);
  });
  if (!primaryOK) {
    const allowed = org.auth_methods === 'RESTRICTED' ? org.allowed_auth_methods : [];
    return { primary_required: { allowed_auth_methods: allowed }, mfa_required: null, complete: false };
  }
  const mfaNeeded = org.mfa_policy === 'REQUIRED_FOR_ALL' || !!member?.mfa_enrolled;
  const mfaOK = factors.some((f) => {
    const m = mfaMethodOf(f);
    return m === 'recovery_code' || (!!m && mfaAllowed(org, m));
  });
  if (mfaNeeded && !mfaOK)
    return {
      primary_required: null,
      mfa_required: { member_options: memberOptions(member), secondary_auth_initiated: null },
      complete: false,
    };
  return { primary_required: null, mfa_required: null, complete: true };
}

// ---- intermediate sessions

export const issueIST = (req: Req, doc: IST) => issueToken<IST>(req.emu, req.project, 'b2b_ist', doc, IST_MINUTES);

/** The IST named in the body; throws intermediate_session_not_found when missing or stale. */
export function readIST(req: Req, token = req.body.intermediate_session_token): IST {
  const doc = typeof token === 'string' && token ? peekToken<IST>(req.emu, req.project, 'b2b_ist', token) : null;
  if (!doc) throw fail('intermediate_session_not_found');
  return doc;
}

/** Whether an IST may be continued by `member` (bound to it, or a discovery IST of the same email). */
const istFits = (ist: IST, member: MemberDoc) =>
  ist.member_id ? ist.member_id === member.member_id : ist.email_address.toLowerCase() === member.email_address.toLowerCase();

const currentFor = (req: Req, member: MemberDoc): SessionDoc | null =>
  req.session?.kind === 'member' && req.session.subject_id === member.member_id ? req.session : null;

export interface Prior {
  factors: Factor[];
  /** The IST to spend once a full session is minted. */
  ist?: string;
  oauth_tenant?: IST['oauth_tenant'];
}

/**
 * Factors already proven for `member`: the body's intermediate session token and the caller's own
 * member session. Primary endpoints pass strict=false (the client sends any stored IST; one from an
 * unrelated flow is ignored); second-factor endpoints need one of the two (strict).
 */
export function priorFor(req: Req, member: MemberDoc, strict: boolean): Prior {
  const out: Prior = { factors: [] };
  const token = req.body.intermediate_session_token;
  const ist = typeof token === 'string' && token ? peekToken<IST>(req.emu, req.project, 'b2b_ist', token) : null;
  if (ist && istFits(ist, member)) Object.assign(out, { factors: ist.factors, ist: token, oauth_tenant: ist.oauth_tenant });
  const current = currentFor(req, member);
  if (current) out.factors = [...current.authentication_factors, ...out.factors];
  if (strict && !out.ist && !current)
    throw ist ? fail('invalid_intermediate_session_token_for_organization') : fail('intermediate_session_not_found');
  return out;
}

// ---- SMS codes (second factor)

interface SmsRecord {
  member_id: string;
  phone: string;
  code: string;
  attempts: number;
}

const smsKey = (member_id: string) => `b2b_sms:${member_id}`;

export function sendSms(req: Req, member: MemberDoc, phone: string) {
  const code = sixDigits();
  issueToken<SmsRecord>(
    req.emu,
    req.project,
    'b2b_sms',
    { member_id: member.member_id, phone, code, attempts: 0 },
    SMS_MINUTES,
    smsKey(member.member_id),
  );
  deliver(req.emu, req.project, {
    channel: 'sms',
    to: phone,
    subject: 'Verification code',
    text: `Your ${req.project.project_name} verification code is ${code}. It expires in ${lifetime(SMS_MINUTES)}.`,
    code,
  });
}

/** Checks and spends the member's pending SMS code (under the member's user lock, locks.ts); returns the phone it was sent to. */
export const checkSms = (req: Req, member: MemberDoc, code: string) =>
  checkCode<SmsRecord>(req, 'b2b_sms', smsKey(member.member_id), code, () => member.member_id).phone;

// ---- answers

export function memberSessionWire(s: SessionDoc) {
  return {
    member_session_id: s.session_id,
    member_id: s.subject_id,
    organization_id: s.extra.organization_id as string,
    started_at: s.started_at,
    last_accessed_at: s.last_accessed_at,
    expires_at: s.expires_at,
    authentication_factors: s.authentication_factors,
    roles: (s.extra.roles as string[]) ?? [],
    custom_claims: s.custom_claims,
  };
}

/** { member_id, member, organization } of every B2B answer about one member. */
export const memberAnswer = (org: OrgDoc, member: MemberDoc) => ({
  member_id: member.member_id,
  organization_id: org.organization_id,
  member: memberWire(member),
  organization: orgWire(org),
});

/** The full answer with a member session for an existing session (sessions/authenticate, reset by session). */
export function sessionAnswer(req: Req, org: OrgDoc, member: MemberDoc, s: SessionDoc, token: string) {
  return {
    ...memberAnswer(org, member),
    member_session: memberSessionWire(s),
    session_token: token,
    session_jwt: sessionJWT(req.emu, req.project, s),
    intermediate_session_token: '',
    member_authenticated: true,
    mfa_required: null,
    primary_required: null,
  };
}

export interface FinishOptions {
  minutes?: number;
  prior?: Prior;
  /** Extra answer fields (method_id, provider_values, ...). */
  extra?: Record<string, unknown>;
  /** Fixed session length (impersonation). */
  fixedMinutes?: number;
}

/**
 * Applies the organization's policies to everything `member` has proven (`prior` + `fresh`):
 * a member session when complete, else an intermediate session token with primary_required or
 * mfa_required (sending an SMS to an enrolled phone when that is the member's second factor).
 */
export function finish(req: Req, org: OrgDoc, member: MemberDoc, fresh: Factor[], o: FinishOptions = {}) {
  const prior = o.prior ?? { factors: [] };
  const factors = mergeFactors([...prior.factors, ...fresh]);
  if (
    fresh.some(
      (f) => f.type === 'magic_link' || (f.type === 'otp' && f.delivery_method === 'email') || f.type === 'sso' || f.type === 'oauth',
    )
  )
    member.email_address_verified = true;
  const p = policy(org, member, factors);
  const base = { ...memberAnswer(org, member), ...o.extra };
  if (!p.complete) {
    saveMember(req.emu, member);
    if (
      p.mfa_required &&
      member.mfa_phone_number_verified &&
      mfaAllowed(org, 'sms_otp') &&
      (member.default_mfa_method === 'sms_otp' || !member.totp_registration_id)
    ) {
      sendSms(req, member, member.mfa_phone_number);
      p.mfa_required.secondary_auth_initiated = 'sms_otp';
    }
    const ist = issueIST(req, {
      email_address: member.email_address,
      organization_id: org.organization_id,
      member_id: member.member_id,
      factors,
      oauth_tenant: prior.oauth_tenant,
    });
    if (prior.ist) spendToken(req.emu, prior.ist);
    return {
      ...base,
      member: memberWire(member),
      member_session: null,
      session_token: '',
      session_jwt: '',
      intermediate_session_token: ist,
      member_authenticated: false,
      mfa_required: p.mfa_required,
      primary_required: p.primary_required,
    };
  }
  member.status = 'active';
  saveMember(req.emu, member);
  const current = currentFor(req, member);
  const minutes =
    o.fixedMinutes ??
    (o.minutes === undefined && current
      ? Math.max(1, Math.ceil((Date.parse(current.expires_at) - req.emu.now()) / 60_000))
      : sessionMinutes(req.project, o.minutes));
  const { session, token } = upsertSession(req.emu, req.project, {
    kind: 'member',
    subject_id: member.member_id,
    factor: fresh[fresh.length - 1] ?? factors[factors.length - 1],
    minutes,
    current,
    attrs: { ip: req.ip, userAgent: req.userAgent },
    extra: { organization_id: org.organization_id, roles: rolesOf(member) },
  });
  session.authentication_factors = mergeFactors([...session.authentication_factors, ...factors]);
  saveSession(req.emu, session);
  if (prior.ist) spendToken(req.emu, prior.ist);
  return { ...sessionAnswer(req, org, member, session, token), ...o.extra };
}

// ---- discovery

/** The organizations `email` can enter with `factors`, and what each still requires. */
export function discovered(req: Req, email: string, factors: Factor[], tenant?: IST['oauth_tenant']) {
  const out = [];
  const mine = new Map(membersByEmail(req.emu, req.project, email).map((m) => [m.organization_id, m]));
  const TYPES: Record<Exclude<MemberDoc['status'], 'deleted'>, MembershipType> = {
    active: 'active_member',
    pending: 'pending_member',
    invited: 'invited_member',
  };
  for (const org of allOrgs(req.emu, req.project)) {
    const member = mine.get(org.organization_id) ?? null;
    // A deactivated member's organization is not theirs to enter until they are reactivated.
    if (member?.status === 'deleted') continue;
    let type: MembershipType | null = member ? TYPES[member.status] : null;
    if (!type && !emailJitProblem(req.emu, req.project, org, email)) type = 'eligible_to_join_by_email_domain';
    if (!type && tenantFits(req, org, email, tenant)) type = 'eligible_to_join_by_oauth_tenant';
    if (!type) continue;
    const p = policy(org, member, factors);
    out.push({
      organization: orgWire(org),
      membership: {
        type,
        details: type === 'eligible_to_join_by_oauth_tenant' ? { tenant_id: tenant!.tenant } : null,
        member: member ? memberWire(member) : null,
      },
      member_authenticated: !!member && p.complete,
      primary_required: p.primary_required,
      mfa_required: p.mfa_required,
    });
  }
  return out;
}

/** Whether an OAuth tenant lets this email join the organization just in time. */
export function tenantFits(req: Req, org: OrgDoc, email: string, tenant?: IST['oauth_tenant']) {
  if (!tenant || org.oauth_tenant_jit_provisioning !== 'RESTRICTED') return false;
  if (!(own(org.allowed_oauth_tenants, tenant.provider) ?? []).includes(tenant.tenant)) return false;
  return !claimedBy(req.emu, req.project, email, org.organization_id);
}

/** The discovery answer: an IST (no organization yet) and the discovered organizations. */
export function discoveryAnswer(req: Req, email: string, f: Factor, tenant?: IST['oauth_tenant']) {
  const token = issueIST(req, { email_address: email, factors: [f], oauth_tenant: tenant });
  return {
    email_address: email,
    intermediate_session_token: token,
    discovered_organizations: discovered(req, email, [f], tenant),
    organization_id_hint: null,
  };
}

/** The member the discovery IST's email has (or may get) in `org`: existing, or joining just in time. */
export function joinFromDiscovery(req: Req, org: OrgDoc, ist: IST): MemberDoc {
  const existing = memberByEmail(req.emu, org, ist.email_address);
  if (existing) return existing;
  const claimed = claimedBy(req.emu, req.project, ist.email_address, org.organization_id);
  if (claimed) throw fail('action_not_allowed_email_domain_is_claimed');
  const problem = emailJitProblem(req.emu, req.project, org, ist.email_address);
  if (problem && !tenantFits(req, org, ist.email_address, ist.oauth_tenant)) throw fail(problem);
  return createMember(req.emu, org, { email_address: ist.email_address, status: 'pending' });
}

/** Re-reads an organization and member named in a body; throws organization_not_found / member_not_found. */
export function orgAndMember(req: Req, organization_id: string, member_id: string): { org: OrgDoc; member: MemberDoc } {
  const org = getOrg(req.emu, req.project, organization_id);
  if (!org) throw fail('organization_not_found');
  const member = getMember(req.emu, req.project, member_id);
  if (!member || member.organization_id !== org.organization_id) throw fail('member_not_found');
  return { org, member };
}

/** The organization and member of the caller's member session (auth: 'session' endpoints). */
export function sessionMember(req: Req): { org: OrgDoc; member: MemberDoc; session: SessionDoc } {
  const s = req.session;
  if (!s || s.kind !== 'member') throw fail('session_not_found');
  const { org, member } = orgAndMember(req, s.extra.organization_id as string, s.subject_id);
  return { org, member, session: s };
}

export const SESSION = 'int?' as const;
