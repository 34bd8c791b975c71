// Email magic links: login_or_create, send (primary: existing users; secondary: adds the email to
// the signed-in user), authenticate (single use, expiring, PKCE when the flow started with it).
import { consumer as r } from '../../../wire/routes';
import type { Req } from '../../context';
import { fail } from '../../errors';
import { deliver } from '../../outbox';
import { feature, type Endpoint } from '../../registry';
import { peekToken, issueToken, spendToken } from '../../tokens';
import { ensureEmail, getUser, newUser, saveUser, userByEmail, type UserDoc } from '../../users';
import { authAnswer, checkPKCE, factor, markPasswordless, redirectURL, sessionUser, withToken } from './common';

interface MagicLinkToken {
  user_id: string;
  email_id: string;
  code_challenge?: string;
}

/** Besides the wire fields: the PKCE challenge the client adds. */
const SEND_BODY = { code_challenge: 'string?' } as const;

const minutes = (v: number | undefined, dflt: number) => {
  const m = v ?? dflt;
  if (m < 5 || m > 10080) throw fail('invalid_expiration', 'Magic link expiration must be 5 to 10080 minutes.');
  return m;
};

/** Checks the request (redirect URL, expiry, PKCE) before anything is stored. */
function plan(req: Req, signup: boolean) {
  const b = req.body;
  const p = req.project;
  const url = signup
    ? redirectURL(p, 'signup', b.signup_magic_link_url, 'invalid_magic_link_url')
    : redirectURL(p, 'login', b.login_magic_link_url, 'invalid_magic_link_url');
  const ttl = signup
    ? minutes(b.signup_expiration_minutes, p.magic_links.signup_expiration_minutes)
    : minutes(b.login_expiration_minutes, p.magic_links.login_expiration_minutes);
  if (p.pkce.email_magic_links && !b.code_challenge) throw fail('missing_pkce');
  return { url, ttl, signup };
}

/** Issues the token and emails the link. */
function sendLink(req: Req, user: UserDoc, email: string, { url, ttl, signup }: ReturnType<typeof plan>) {
  const b = req.body;
  const p = req.project;
  const entry = ensureEmail(user, email);
  saveUser(req.emu, user);
  const token = issueToken<MagicLinkToken>(
    req.emu,
    p,
    'magic_link',
    { user_id: user.user_id, email_id: entry.email_id, code_challenge: b.code_challenge },
    ttl,
  );
  const link = withToken(url, 'magic_links', token);
  deliver(req.emu, p, {
    channel: 'email',
    to: email,
    subject: signup ? `Finish creating your ${p.project_name} account` : `Your ${p.project_name} login link`,
    text: `${signup ? 'Click to finish signing up' : 'Click to log in'}: ${link}\nThe link expires in ${ttl} minutes and works once.`,
    link,
  });
  return { user_id: user.user_id, email_id: entry.email_id };
}

const common = { vertical: 'CONSUMER', product: 'magic_links', rateLimit: 'email', body: SEND_BODY } as const;

const endpoints: Endpoint[] = [
  {
    ...common,
    route: r.magicLinksLoginOrCreate,
    handle(req) {
      const existing = userByEmail(req.emu, req.project, req.body.email);
      const checked = plan(req, !existing || existing.status === 'pending');
      const user = existing ?? newUser(req.emu, req.project, { status: req.body.create_user_as_pending ? 'pending' : 'active' });
      return { ...sendLink(req, user, req.body.email, checked), user_created: !existing };
    },
  },
  {
    ...common,
    route: r.magicLinksSendPrimary,
    handle(req) {
      const user = userByEmail(req.emu, req.project, req.body.email);
      if (!user) throw fail('email_not_found');
      return sendLink(req, user, req.body.email, plan(req, false));
    },
  },
  {
    ...common,
    route: r.magicLinksSendSecondary,
    bodyOf: r.magicLinksSendPrimary,
    auth: 'session',
    handle(req) {
      const user = sessionUser(req);
      const owner = userByEmail(req.emu, req.project, req.body.email);
      if (owner && owner.user_id !== user.user_id) throw fail('duplicate_email');
      return sendLink(req, user, req.body.email, plan(req, false));
    },
  },
  {
    route: r.magicLinksAuthenticate,
    vertical: 'CONSUMER',
    product: 'magic_links',
    body: { code_verifier: 'string?' },
    handle(req) {
      const t = peekToken<MagicLinkToken>(req.emu, req.project, 'magic_link', req.body.token);
      if (!t) throw fail('unable_to_auth_magic_link');
      checkPKCE(req.project.pkce.email_magic_links, t.code_challenge, req.body.code_verifier);
      spendToken(req.emu, req.body.token);
      const user = getUser(req.emu, req.project, t.user_id);
      const email = user?.emails.find((e) => e.email_id === t.email_id);
      if (!user || !email) throw fail('unable_to_auth_magic_link');
      email.verified = true;
      markPasswordless(user);
      const f = factor(req, 'magic_link', 'email', { email_factor: { email_id: email.email_id, email_address: email.email } });
      return authAnswer(req, user, f, req.body.session_duration_minutes, { method_id: email.email_id });
    },
  },
];

export default feature({ endpoints });
