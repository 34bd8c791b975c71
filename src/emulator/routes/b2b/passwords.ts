// B2B passwords: organization login (a wrong password answers unauthorized_credentials, as on the
// consumer side), the strength check (the consumer policy code, B2B field names), reset by email
// (link {reset_password_redirect_url}?stytch_token_type=multi_tenant_passwords&
// stytch_redirect_type=reset_password&token=...), by session (a sign-in within 5 minutes), by existing password, and the
// discovery variants (one password per member; discovery sets it on every membership of the email).
import { b2b as r } from '../../../wire/routes';
import { isBreached } from '../../breached';
import type { Req } from '../../context';
import { id } from '../../crypto-util';
import { discoveryAnswer, factor, finish, memberAnswer, priorFor, SESSION, sessionAnswer, sessionMember } from '../../b2b/auth';
import {
  emailJitProblem,
  getMember,
  getOrg,
  memberByEmail,
  memberFor,
  membersByEmail,
  mustGetOrg,
  saveMember,
  type MemberDoc,
} from '../../b2b/store';
import { BREACHED, fail } from '../../errors';
import { deliver, lifetime } from '../../outbox';
import { checkStrength, DUMMY_HASH, hashPassword, verifyPassword } from '../../passwords';
import { guarded } from '../../locks';
import { feature, type Endpoint } from '../../registry';
import { requireRecentFactor, touchSession } from '../../sessions';
import { issueToken, peekToken, spendToken } from '../../tokens';
import { checkPKCE, redirectURL, withToken } from '../consumer/common';

interface ResetToken {
  email_address: string;
  member_id?: string;
  organization_id?: string;
  challenge?: string;
}

const RESET_MINUTES = 30;

/** The consumer strength answer under the B2B names (zxcvbn_feedback, luds_feedback). */
function strength(req: Req, password: string, email?: string) {
  const { feedback, ...s } = checkStrength(req.project, password, email);
  return {
    ...s,
    zxcvbn_feedback: { suggestions: feedback.suggestions, warning: feedback.warning },
    luds_feedback: feedback.luds_requirements,
  };
}

function requireStrong(req: Req, password: string, email: string) {
  const s = checkStrength(req.project, password, email);
  // A breached new password is a weak one, as the vendor's create answers it (breached_password is a
  // stored password found breached since).
  if (s.breached_password) throw fail('weak_password', BREACHED);
  if (!s.valid_password) throw fail('weak_password');
}

function setPassword(req: Req, m: MemberDoc, password: string) {
  m.secrets.password_hash = hashPassword(password);
  m.member_password_id ||= id('member-password');
  saveMember(req.emu, m);
}

/** Verifies the member's password (same error for unknown member, no password, wrong password). */
function checkPassword(req: Req, m: MemberDoc | null, password: string): MemberDoc {
  // An unknown member costs one scrypt too, so the time does not tell them apart.
  if (!m) throw (verifyPassword(password, DUMMY_HASH), fail('unauthorized_credentials'));
  guarded(req, m.member_id, () => {
    if (!verifyPassword(password, m.secrets.password_hash)) throw fail('unauthorized_credentials');
  });
  if (req.project.password.breach_detection_on_authenticate && isBreached(password)) throw fail('reset_password');
  return m;
}

function sendReset(req: Req, url: string, type: string, doc: ResetToken, where: string) {
  const ttl = req.body.reset_password_expiration_minutes ?? RESET_MINUTES;
  if (ttl < 5 || ttl > 10080) throw fail('invalid_expiration');
  const token = issueToken<ResetToken>(req.emu, req.project, 'b2b_password_reset', doc, ttl);
  const u = new URL(withToken(url, type, token));
  u.searchParams.set('stytch_redirect_type', 'reset_password');
  const link = u.toString();
  deliver(req.emu, req.project, {
    channel: 'email',
    to: doc.email_address,
    subject: `Reset your ${where} password`,
    text: `Set a new password: ${link}\nThe link expires in ${lifetime(ttl)} and works once.`,
    link,
  });
}

/** Spends a reset token after PKCE and strength checks. */
function takeReset(req: Req, challenge: 'code_verifier' | 'pkce_code_verifier', discovery: boolean): ResetToken {
  const t = peekToken<ResetToken>(req.emu, req.project, 'b2b_password_reset', req.body.password_reset_token);
  if (!t || !!t.organization_id === discovery) throw fail('unable_to_auth_password_reset_token');
  checkPKCE(req.project.pkce.password_resets, t.challenge, req.body[challenge]);
  requireStrong(req, req.body.password, t.email_address);
  spendToken(req.emu, req.body.password_reset_token);
  return t;
}

const base = { vertical: 'B2B', product: 'passwords' } as const;

const endpoints: Endpoint[] = [
  {
    ...base,
    route: r.passwordsAuthenticate,
    body: { intermediate_session_token: 'string?' },
    handle(req) {
      const b = req.body;
      const org = mustGetOrg(req.emu, req.project, b.organization_id);
      const member = checkPassword(req, memberByEmail(req.emu, org, b.email_address), b.password);
      return finish(req, org, member, [factor(req, 'password', 'knowledge')], {
        minutes: b.session_duration_minutes,
        prior: priorFor(req, member, false),
      });
    },
  },
  {
    ...base,
    route: r.passwordsStrengthCheck,
    handle: (req) => strength(req, req.body.password, req.body.email_address),
  },
  {
    ...base,
    route: r.passwordsResetByEmailStart,
    rateLimit: 'email_address',
    body: { code_challenge: 'string?' },
    handle(req) {
      const b = req.body;
      const org = mustGetOrg(req.emu, req.project, b.organization_id);
      redirectURL(req.project, 'login', b.login_redirect_url);
      const url = redirectURL(req.project, 'reset_password', b.reset_password_redirect_url);
      if (req.project.pkce.password_resets && !b.code_challenge) throw fail('invalid_pkce_code_challenge');
      const { member } = memberFor(req.emu, org, b.email_address, () => emailJitProblem(req.emu, req.project, org, b.email_address));
      sendReset(
        req,
        url,
        'multi_tenant_passwords',
        {
          email_address: member.email_address,
          member_id: member.member_id,
          organization_id: org.organization_id,
          challenge: b.code_challenge,
        },
        org.organization_name,
      );
      return { ...memberAnswer(org, member), member_email_id: member.member_id };
    },
  },
  {
    ...base,
    route: r.passwordsResetByEmail,
    body: { code_verifier: 'string?', intermediate_session_token: 'string?' },
    handle(req) {
      const t = takeReset(req, 'code_verifier', false);
      const org = getOrg(req.emu, req.project, t.organization_id!);
      const member = getMember(req.emu, req.project, t.member_id!);
      if (!org || !member) throw fail('unable_to_auth_password_reset_token');
      member.email_address_verified = true;
      setPassword(req, member, req.body.password);
      const f = factor(req, 'password', 'email', { email_factor: { email_id: member.member_id, email_address: member.email_address } });
      return finish(req, org, member, [f], { minutes: req.body.session_duration_minutes, prior: priorFor(req, member, false) });
    },
  },
  {
    ...base,
    route: r.passwordsResetBySession,
    auth: 'session',
    body: { organization_id: 'string?', session_duration_minutes: SESSION, locale: 'text?' },
    handle(req) {
      const { org, member, session } = sessionMember(req);
      if (req.body.organization_id && req.body.organization_id !== org.organization_id)
        throw fail('session_not_found', 'The session belongs to another organization.');
      requireRecentFactor(req.emu, session);
      requireStrong(req, req.body.password, member.email_address);
      setPassword(req, member, req.body.password);
      const s = touchSession(req.emu, req.project, session, req.body.session_duration_minutes);
      return sessionAnswer(req, org, member, s, req.sessionToken!);
    },
  },
  {
    ...base,
    route: r.passwordsResetByExisting,
    handle(req) {
      const b = req.body;
      const org = mustGetOrg(req.emu, req.project, b.organization_id);
      const member = memberByEmail(req.emu, org, b.email_address);
      if (!member || !verifyPassword(b.existing_password, member.secrets.password_hash)) throw fail('unauthorized_credentials');
      requireStrong(req, b.new_password, member.email_address);
      setPassword(req, member, b.new_password);
      return finish(req, org, member, [factor(req, 'password', 'knowledge')], {
        minutes: b.session_duration_minutes,
        prior: priorFor(req, member, false),
      });
    },
  },
  {
    ...base,
    route: r.passwordsDiscoveryAuthenticate,
    handle(req) {
      const m =
        membersByEmail(req.emu, req.project, req.body.email_address).find((x) =>
          verifyPassword(req.body.password, x.secrets.password_hash),
        ) ?? null;
      checkPassword(req, m, req.body.password);
      return discoveryAnswer(req, req.body.email_address, factor(req, 'password', 'knowledge'));
    },
  },
  {
    ...base,
    route: r.passwordsDiscoveryResetByEmailStart,
    rateLimit: 'email_address',
    body: { pkce_code_challenge: 'string?' },
    handle(req) {
      const b = req.body;
      redirectURL(req.project, 'discovery', b.discovery_redirect_url);
      const url = redirectURL(req.project, 'reset_password', b.reset_password_redirect_url);
      if (req.project.pkce.password_resets && !b.pkce_code_challenge) throw fail('invalid_pkce_code_challenge');
      sendReset(req, url, 'discovery', { email_address: b.email_address, challenge: b.pkce_code_challenge }, req.project.project_name);
      return {};
    },
  },
  {
    ...base,
    route: r.passwordsDiscoveryResetByEmail,
    body: { pkce_code_verifier: 'string?' },
    handle(req) {
      const t = takeReset(req, 'pkce_code_verifier', true);
      for (const m of membersByEmail(req.emu, req.project, t.email_address)) setPassword(req, m, req.body.password);
      return discoveryAnswer(
        req,
        t.email_address,
        factor(req, 'password', 'email', { email_factor: { email_id: '', email_address: t.email_address } }),
      );
    },
  },
];

export default feature({ endpoints });
