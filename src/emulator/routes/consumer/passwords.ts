// Passwords: create, authenticate (reset_password for breached or dedupe cases), reset by email
// (single-use expiring token, PKCE when required), by existing password, by session (a password or
// email sign-in within 5 minutes); strength check.
import { consumer as r } from '../../../wire/routes';
import type { Req } from '../../context';
import { isBreached } from '../../breached';
import { id } from '../../crypto-util';
import { BREACHED, fail } from '../../errors';
import { deliver, lifetime } from '../../outbox';
import { checkStrength, DUMMY_HASH, hashPassword, verifyPassword } from '../../passwords';
import { guarded } from '../../locks';
import { feature, type Endpoint } from '../../registry';
import { requireRecentFactor, type Factor } from '../../sessions';
import { issueToken, peekToken, spendToken } from '../../tokens';
import { ensureEmail, getUser, newUser, userByEmail, type UserDoc } from '../../users';
import { authAnswer, checkPKCE, factor, redirectURL, sessionUser, withToken } from './common';

interface ResetToken {
  user_id: string;
  email_id: string;
  code_challenge?: string;
}

/** Rejects a password the policy does not accept. */
function requireStrong(req: Req, password: string, email?: string) {
  const s = checkStrength(req.project, password, email);
  // A breached new password is a weak one, as the vendor's create answers it (breached_password is a
  // stored password found breached since).
  if (s.breached_password) throw fail('weak_password', BREACHED);
  if (!s.valid_password) throw fail('weak_password', s.feedback.warning || '');
}

function setPassword(u: UserDoc, password: string) {
  u.password = { password_id: u.password?.password_id ?? id('password'), requires_reset: false };
  u.secrets.password_hash = hashPassword(password);
}

const passwordFactor = (req: Req, u: UserDoc, email?: string) => {
  const e = email ? u.emails.find((x) => x.email.toLowerCase() === email.toLowerCase()) : u.emails[0];
  return factor(req, 'password', 'knowledge', e ? { email_factor: { email_id: e.email_id, email_address: e.email } } : {});
};

/** Checks email + password; reset_password when the account must prove its email first. */
function checkCredentials(req: Req, email: string, password: string): UserDoc {
  const u = userByEmail(req.emu, req.project, email);
  // As long as a known email's check (one scrypt), so the time does not tell them apart.
  if (!u) throw (verifyPassword(password, DUMMY_HASH), fail('email_not_found'));
  // Dedupe (vendor behaviour): a password user who later signed in passwordlessly with the same
  // email must reset by email first (requires_reset, set by markPasswordless). Emulator choice: an
  // account that never had a password gets the same answer, so the widget offers the reset email.
  if (!u.password || u.password.requires_reset) throw fail('reset_password');
  guarded(req, u.user_id, () => {
    if (!verifyPassword(password, u.secrets.password_hash)) throw fail('unauthorized_credentials');
  });
  if (req.project.password.breach_detection_on_authenticate && isBreached(password)) throw fail('reset_password');
  return u;
}

/** Factors that let a recent session reset its password (vendor rule): password, email magic link, email code. */
const RESET_FACTOR = (f: Factor) =>
  f.type === 'password' || (f.delivery_method === 'email' && (f.type === 'magic_link' || f.type === 'otp'));

const base = { vertical: 'CONSUMER', product: 'passwords' } as const;

const endpoints: Endpoint[] = [
  {
    ...base,
    route: r.passwordsCreate,
    handle(req) {
      const { email, password } = req.body;
      if (userByEmail(req.emu, req.project, email)) throw fail('duplicate_email');
      requireStrong(req, password, email);
      const u = newUser(req.emu, req.project);
      ensureEmail(u, email);
      setPassword(u, password);
      return authAnswer(req, u, passwordFactor(req, u, email), req.body.session_duration_minutes, { email_id: u.emails[0].email_id });
    },
  },
  {
    ...base,
    route: r.passwordsAuthenticate,
    handle(req) {
      const u = checkCredentials(req, req.body.email, req.body.password);
      return authAnswer(req, u, passwordFactor(req, u, req.body.email), req.body.session_duration_minutes);
    },
  },
  {
    ...base,
    route: r.passwordsResetByEmailStart,
    rateLimit: 'email',
    body: { code_challenge: 'string?' },
    handle(req) {
      const b = req.body;
      const url = redirectURL(req.project, 'reset_password', b.reset_password_redirect_url);
      if (b.login_redirect_url) redirectURL(req.project, 'login', b.login_redirect_url);
      const ttl = b.reset_password_expiration_minutes ?? 30;
      if (ttl < 5 || ttl > 10080) throw fail('invalid_expiration', 'Reset expiration must be 5 to 10080 minutes.');
      if (req.project.pkce.password_resets && !b.code_challenge) throw fail('invalid_pkce_code_challenge');
      const u = userByEmail(req.emu, req.project, b.email);
      if (!u) throw fail('email_not_found');
      const e = u.emails.find((x) => x.email.toLowerCase() === b.email.toLowerCase())!;
      const token = issueToken<ResetToken>(
        req.emu,
        req.project,
        'reset_password',
        { user_id: u.user_id, email_id: e.email_id, code_challenge: b.code_challenge },
        ttl,
      );
      const link = withToken(url, 'reset_password', token);
      deliver(req.emu, req.project, {
        channel: 'email',
        to: e.email,
        subject: `Reset your ${req.project.project_name} password`,
        text: `Click to set a new password: ${link}\nThe link expires in ${lifetime(ttl)} and works once.`,
        link,
      });
      return { user_id: u.user_id, email_id: e.email_id };
    },
  },
  {
    ...base,
    route: r.passwordsResetByEmail,
    body: { code_verifier: 'string?' },
    handle(req) {
      const t = peekToken<ResetToken>(req.emu, req.project, 'reset_password', req.body.token);
      if (!t) throw fail('unable_to_auth_password_reset_token');
      checkPKCE(req.project.pkce.password_resets, t.code_challenge, req.body.code_verifier);
      const u = getUser(req.emu, req.project, t.user_id);
      const e = u?.emails.find((x) => x.email_id === t.email_id);
      if (!u || !e) throw fail('unable_to_auth_password_reset_token');
      requireStrong(req, req.body.password, e.email);
      spendToken(req.emu, req.body.token);
      e.verified = true;
      setPassword(u, req.body.password);
      const f = factor(req, 'magic_link', 'email', { email_factor: { email_id: e.email_id, email_address: e.email } });
      return authAnswer(req, u, f, req.body.session_duration_minutes);
    },
  },
  {
    ...base,
    route: r.passwordsResetByExisting,
    handle(req) {
      const b = req.body;
      const u = userByEmail(req.emu, req.project, b.email);
      if (!u || !u.password || !verifyPassword(b.existing_password, u.secrets.password_hash)) throw fail('unauthorized_credentials');
      requireStrong(req, b.new_password, b.email);
      setPassword(u, b.new_password);
      return authAnswer(req, u, passwordFactor(req, u, b.email), b.session_duration_minutes);
    },
  },
  {
    ...base,
    route: r.passwordsResetBySession,
    auth: 'session',
    handle(req) {
      const u = sessionUser(req);
      requireRecentFactor(req.emu, req.session!, RESET_FACTOR);
      requireStrong(req, req.body.password, u.emails[0]?.email);
      setPassword(u, req.body.password);
      return authAnswer(req, u, passwordFactor(req, u), req.body.session_duration_minutes);
    },
  },
  {
    ...base,
    route: r.passwordsStrengthCheck,
    handle: (req) => ({ ...checkStrength(req.project, req.body.password, req.body.email) }),
  },
];

export default feature({ endpoints });
