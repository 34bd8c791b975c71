// Email magic links: login_or_create, send (primary: existing users; secondary: adds the email to
// the signed-in user), authenticate (single use, expiring, PKCE when the flow started with it).
// A secondary send to an email the user does not hold keeps it `pending` in the token: it joins the
// user, verified, only when the link is authenticated (the vendor's rule, as for codes in otps.ts).
import { consumer as r } from '../../../wire/routes';
import type { Req } from '../../context';
import { id } from '../../crypto-util';
import { fail } from '../../errors';
import { deliver, lifetime } from '../../outbox';
import { feature, type Endpoint } from '../../registry';
import { peekToken, issueToken, spendToken } from '../../tokens';
import { ensureEmail, getUser, newUser, saveUser, userByEmail, type UserDoc } from '../../users';
import { authAnswer, checkPKCE, factor, markPasswordless, redirectURL, secured, sessionUser, withToken } from './common';

interface MagicLinkToken {
  user_id: string;
  email_id: string;
  code_challenge?: string;
  /** A new email of a signed-in user, attached with `email_id` once the link is authenticated. */
  pending?: string;
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
  if (p.pkce.email_magic_links && !b.code_challenge) throw fail('invalid_pkce_code_challenge');
  return { url, ttl, signup };
}

/** Issues the token and emails the link; `pendingOnly`: an email the user does not hold yet joins only when the link is used. */
function sendLink(req: Req, user: UserDoc, email: string, { url, ttl, signup }: ReturnType<typeof plan>, pendingOnly = false) {
  const b = req.body;
  const p = req.project;
  const held = pendingOnly ? user.emails.find((x) => x.email.toLowerCase() === email.toLowerCase()) : ensureEmail(user, email);
  const email_id = held?.email_id ?? id('email');
  saveUser(req.emu, user);
  const token = issueToken<MagicLinkToken>(
    req.emu,
    p,
    'magic_link',
    { user_id: user.user_id, email_id, code_challenge: b.code_challenge, ...(!held && { pending: email }) },
    ttl,
  );
  const link = withToken(url, 'magic_links', token);
  deliver(req.emu, p, {
    channel: 'email',
    to: email,
    subject: signup ? `Finish creating your ${p.project_name} account` : `Your ${p.project_name} login link`,
    text: `${signup ? 'Click to finish signing up' : 'Click to log in'}: ${link}\nThe link expires in ${lifetime(ttl)} and works once.`,
    link,
  });
  return { user_id: user.user_id, email_id };
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
      // A link to an email the user holds confirms it (a step-up); a new one adds a factor.
      const user = sessionUser(req);
      if (!user.emails.some((e) => e.email.toLowerCase() === String(req.body.email).toLowerCase())) secured(req, user);
      const owner = userByEmail(req.emu, req.project, req.body.email);
      if (owner && owner.user_id !== user.user_id) throw fail('duplicate_email');
      return sendLink(req, user, req.body.email, plan(req, false), true);
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
      if (user && t.pending) {
        // Taken by another user since the send: refused as the send would have been.
        const owner = userByEmail(req.emu, req.project, t.pending);
        if (owner && owner.user_id !== user.user_id) throw fail('duplicate_email');
        if (!owner) user.emails.push({ email_id: t.email_id, email: t.pending, verified: false });
      }
      const email = user?.emails.find((e) => e.email_id === t.email_id || e.email.toLowerCase() === t.pending?.toLowerCase());
      if (!user || !email) throw fail('unable_to_auth_magic_link');
      email.verified = true;
      markPasswordless(user);
      const f = factor(req, 'magic_link', 'email', { email_factor: { email_id: email.email_id, email_address: email.email } });
      return authAnswer(req, user, f, req.body.session_duration_minutes, { method_id: email.email_id });
    },
  },
];

export default feature({ endpoints });
