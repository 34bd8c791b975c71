// OAuth through emulated provider pages: GET /v1/public/oauth/{provider}/start shows a page where
// you pick or type an identity; its form POST redirects to the login or signup redirect URL with
// ?stytch_token_type=oauth&token=...; POST /oauth/authenticate spends the token (PKCE checked).
// Google One Tap: start answers the configured client id, submit verifies an id_token the
// emulator minted (POST /emulator/oauth/google/id_token) and answers a redirect URL.
import { consumer as r, OAUTH_PROVIDERS } from '../../../wire/routes';
import type { Emu, Req } from '../../context';
import type { ProjectConfig } from '../../config';
import { iso } from '../../context';
import { id, randomToken } from '../../crypto-util';
import { fail, projectFor } from '../../errors';
import { signJWT } from '../../jwt';
import { feature, redirect, sendJSON, type Endpoint, type Page } from '../../registry';
import { errorPage, identityPage } from '../../provider-pages';
import { EMAIL } from '../../schema';
import { issueToken, peekToken, spendToken, takeToken } from '../../tokens';
import { ensureEmail, getUser, newUser, saveUser, userByEmail, userByProviderSubject, type UserDoc } from '../../users';
import { authAnswer, checkPKCE, factor, googleClaims, markPasswordless, redirectURL, withToken } from './common';

interface OAuthToken {
  user_id: string;
  provider: string;
  subject: string;
  registration_id: string;
  code_challenge?: string;
  scopes: string[];
  /** One Tap logins have no PKCE pair (the browser never started a redirect flow). */
  one_tap?: boolean;
}

const providerEnabled = (p: ProjectConfig, provider: string) =>
  (OAUTH_PROVIDERS as readonly string[]).includes(provider) && (!p.oauth.providers || p.oauth.providers.includes(provider));

const title = (provider: string) => provider[0].toUpperCase() + provider.slice(1);

/**
 * Finds or creates the user for a provider identity (or, with an attach token's user, takes that
 * one: `oauth.attach` then a start with its token adds the provider to the signed-in user, whatever
 * the provider's email); links the provider; issues the OAuth token.
 */
function completeLogin(
  emu: Emu,
  project: ProjectConfig,
  provider: string,
  email: string,
  name: string,
  code_challenge: string | undefined,
  scopes: string[],
  one_tap = false,
  attachTo?: UserDoc,
) {
  const subject = `${provider}-${email.toLowerCase()}`;
  const owner = userByProviderSubject(emu, project, subject);
  // The attach token cannot attach an account that is another user's (no vendor type names this case).
  if (attachTo && owner && owner.user_id !== attachTo.user_id)
    throw fail('invalid_oauth_attach_token', 'This provider account is already linked to another user.');
  let user: UserDoc | null = attachTo ?? owner ?? userByEmail(emu, project, email);
  const created = !user;
  if (!user) {
    const [first_name = '', ...rest] = name.trim().split(/\s+/);
    user = newUser(emu, project, { name: { first_name, middle_name: '', last_name: rest.join(' ') } });
  }
  if (!attachTo) ensureEmail(user, email).verified = true;
  let reg = user.providers.find((x) => x.provider_subject === subject);
  if (!reg)
    user.providers.push(
      (reg = { provider_type: title(provider), provider_subject: subject, oauth_user_registration_id: id('oauth-user-registration') }),
    );
  saveUser(emu, user);
  const token = issueToken<OAuthToken>(
    emu,
    project,
    'oauth',
    { user_id: user.user_id, provider, subject, registration_id: reg.oauth_user_registration_id, code_challenge, scopes, one_tap },
    10,
  );
  return { token, created };
}

/** The user an `oauth.attach` token (from the start query) names, spent; for this provider only. */
function attachedUser(emu: Emu, project: ProjectConfig, token: string | undefined, provider: string): UserDoc | undefined {
  if (!token) return undefined;
  const d = takeToken<{ user_id: string; provider: string }>(emu, project, 'oauth_attach', token);
  const user = d && d.provider === provider ? getUser(emu, project, d.user_id) : null;
  if (!user) throw fail('invalid_oauth_attach_token', 'It is unknown, used, expired, or made for another provider.');
  return user;
}

/** The start query, checked: project, provider, redirect URLs, PKCE. */
function startParams(emu: Emu, q: URLSearchParams | Map<string, string>, provider: string) {
  const get = (k: string) => q.get(k) || undefined;
  const project = projectFor(emu, get('public_token'), 'CONSUMER');
  if (!project.products.includes('oauth') || !providerEnabled(project, provider))
    throw fail('endpoint_not_authorized_for_sdk', `OAuth provider: ${provider}.`);
  const login = redirectURL(project, 'login', get('login_redirect_url'));
  const signup = redirectURL(project, 'signup', get('signup_redirect_url'));
  const code_challenge = get('code_challenge');
  if (project.pkce.oauth && !code_challenge) throw fail('invalid_pkce_code_challenge');
  return { project, login, signup, code_challenge, scopes: (get('custom_scopes') || '').split(' ').filter(Boolean) };
}

const pages: Page[] = [
  {
    method: 'GET',
    path: '/v1/public/oauth/{provider}/start',
    handle({ emu, res, url, params }) {
      let s;
      try {
        s = startParams(emu, url.searchParams, params.provider);
      } catch (e) {
        return errorPage(res, e);
      }
      const name = title(params.provider);
      const known = (
        emu.db.prepare('SELECT doc FROM users WHERE project_id = ? ORDER BY created_at DESC LIMIT 20').all(s.project.project_id) as {
          doc: string;
        }[]
      )
        .map((r) => JSON.parse(r.doc) as UserDoc)
        .filter((u) => u.providers.some((p) => p.provider_subject.startsWith(`${params.provider}-`)) && u.emails[0])
        .map((u) => ({ email_address: u.emails[0].email, name: `${u.name.first_name} ${u.name.last_name}`.trim() }));
      identityPage(res, {
        title: `Sign in with ${name}`,
        intro: `This is the emulator's stand-in for ${name}: choose who you are.${s.scopes.length ? ` Requested extra scopes: ${s.scopes.join(', ')}.` : ''}`,
        action: `/v1/public/oauth/${encodeURIComponent(params.provider)}/callback`,
        query: url.searchParams,
        picks: known,
        picksHeading: 'Accounts',
        otherHeading: 'Another account',
        submit: 'Continue',
      });
    },
  },
  {
    method: 'POST',
    path: '/v1/public/oauth/{provider}/callback',
    async handle({ emu, res, params, form }) {
      try {
        const f = new Map(Object.entries(await form()));
        const s = startParams(emu, f, params.provider);
        const email = f.get('email') || '';
        if (!EMAIL.test(email)) throw fail('invalid_email');
        const attachTo = attachedUser(emu, s.project, f.get('oauth_attach_token'), params.provider);
        const { token, created } = completeLogin(
          emu,
          s.project,
          params.provider,
          email,
          f.get('name') || '',
          s.code_challenge,
          s.scopes,
          false,
          attachTo,
        );
        redirect(res, withToken(created ? s.signup : s.login, 'oauth', token));
      } catch (e) {
        errorPage(res, e);
      }
    },
  },
  {
    // Test helper: a Google id_token the One Tap submit endpoint accepts. Body { public_token, email, name?, nonce }.
    method: 'POST',
    path: '/emulator/oauth/google/id_token',
    async handle({ emu, res, form }) {
      const f = await form();
      const project = emu.projectByToken(f.public_token || '');
      if (!project?.oauth.google_client_id) throw fail('oauth_config_not_found');
      if (!EMAIL.test(f.email || '')) throw fail('invalid_email');
      const now = Math.floor(emu.now() / 1000);
      const id_token = signJWT(emu, {
        iss: 'https://accounts.google.com',
        aud: project.oauth.google_client_id,
        sub: `google-${f.email.toLowerCase()}`,
        email: f.email,
        email_verified: true,
        name: f.name || '',
        nonce: f.nonce || '',
        iat: now,
        exp: now + 3600,
      });
      sendJSON(res, 200, { id_token });
    },
  },
];

const base = { vertical: 'CONSUMER', product: 'oauth' } as const;

const endpoints: Endpoint[] = [
  {
    ...base,
    route: r.oauthAuthenticate,
    body: { code_verifier: 'string?' },
    handle(req: Req) {
      const t = peekToken<OAuthToken>(req.emu, req.project, 'oauth', req.body.token);
      if (!t) throw fail('oauth_token_not_found');
      checkPKCE(req.project.pkce.oauth && !t.one_tap, t.code_challenge, req.body.code_verifier);
      spendToken(req.emu, req.body.token);
      const user = getUser(req.emu, req.project, t.user_id);
      if (!user) throw fail('oauth_token_not_found');
      markPasswordless(user);
      const f = factor(req, 'oauth', `oauth_${t.provider}`, {
        [`${t.provider}_oauth_factor`]: { id: t.registration_id, provider_subject: t.subject },
      });
      const now = req.emu.now();
      return authAnswer(req, user, f, req.body.session_duration_minutes, {
        provider_subject: t.subject,
        provider_type: title(t.provider),
        oauth_user_registration_id: t.registration_id,
        provider_values: {
          access_token: randomToken(24),
          id_token: '',
          refresh_token: randomToken(24),
          scopes: ['openid', 'email', 'profile', ...t.scopes],
          expires_at: iso(now + 3600_000),
        },
      });
    },
  },
  {
    ...base,
    route: r.oauthGoogleOneTapStart,
    handle(req) {
      if (!req.project.oauth.google_client_id) throw fail('oauth_config_not_found');
      redirectURL(req.project, 'login', req.body.login_redirect_url);
      redirectURL(req.project, 'signup', req.body.signup_redirect_url);
      return { google_client_id: req.project.oauth.google_client_id };
    },
  },
  {
    ...base,
    route: r.oauthGoogleOneTapSubmit,
    handle(req) {
      const clientId = req.project.oauth.google_client_id;
      if (!clientId) throw fail('oauth_config_not_found');
      const login = redirectURL(req.project, 'login', req.body.login_redirect_url);
      const signup = redirectURL(req.project, 'signup', req.body.signup_redirect_url);
      const claims = googleClaims(req, req.body.id_token, clientId, req.body.nonce);
      const { token, created } = completeLogin(
        req.emu,
        req.project,
        'google',
        claims.email,
        String(claims.name || ''),
        undefined,
        [],
        true,
      );
      return { redirect_url: withToken(created ? signup : login, 'oauth', token) };
    },
  },
];

export default feature({
  endpoints,
  pages,
  errors: {
    invalid_oauth_attach_token: [400, 'The OAuth attach token cannot be used.'],
  },
});
