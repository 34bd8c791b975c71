// B2B OAuth through emulated provider pages (google, microsoft, hubspot, slack, github):
// GET /v1/b2b/public/oauth/{provider}/start (organization) and .../discovery/start show a page where
// you type an identity (email, name, tenant); its form POST redirects to the login/signup URL with
// ?stytch_token_type=oauth&token=... or to the discovery URL with ...=discovery_oauth&token=...
// Also the two authenticates and Google One Tap (an id_token minted by POST /emulator/oauth/google/id_token).
import { b2b as r, B2B_OAUTH_PROVIDERS } from '../../../wire/routes';
import type { ProjectConfig } from '../../config';
import type { Emu, Req } from '../../context';
import { iso } from '../../context';
import { randomToken } from '../../crypto-util';
import { fail, projectFor, wrongVertical } from '../../errors';
import { discoveryAnswer, factor, finish, priorFor, tenantFits } from '../../b2b/auth';
import {
  domainOf,
  emailJitProblem,
  getOrg,
  memberByEmail,
  memberFor,
  membersOf,
  orgBySlug,
  saveMember,
  type OrgDoc,
} from '../../b2b/store';
import { errorPage, identityPage } from '../../provider-pages';
import { feature, redirect, type Endpoint, type Page } from '../../registry';
import { EMAIL } from '../../schema';
import { issueToken, peekToken, spendToken } from '../../tokens';
import { checkPKCE, googleClaims, redirectURL, withToken } from '../consumer/common';

interface OAuthToken {
  provider: string;
  email_address: string;
  name: string;
  tenant: string;
  organization_id?: string;
  challenge?: string;
  one_tap?: boolean;
}

const title = (p: string) => ({ hubspot: 'HubSpot', github: 'GitHub' })[p] ?? p[0].toUpperCase() + p.slice(1);

function providerOK(project: ProjectConfig, provider: string) {
  if (project.vertical !== 'B2B') throw wrongVertical('B2B');
  const known = (B2B_OAUTH_PROVIDERS as readonly string[]).includes(provider);
  if (!project.products.includes('oauth') || !known || (project.oauth.providers && !project.oauth.providers.includes(provider)))
    throw fail('endpoint_not_authorized_for_sdk', `OAuth provider: ${provider}.`);
}

interface Start {
  project: ProjectConfig;
  org: OrgDoc | null;
  login: string;
  signup: string;
  discovery: string;
  challenge?: string;
}

/** The start query (or the echoed form), checked: project, provider, organization, redirect URLs, PKCE. */
function startParams(emu: Emu, get: (k: string) => string | undefined, provider: string, discovery: boolean): Start {
  const project = projectFor(emu, get('public_token'));
  providerOK(project, provider);
  const challenge = get('pkce_code_challenge');
  if (project.pkce.oauth && !challenge) throw fail('invalid_pkce_code_challenge');
  if (discovery)
    return {
      project,
      org: null,
      login: '',
      signup: '',
      discovery: redirectURL(project, 'discovery', get('discovery_redirect_url')),
      challenge,
    };
  const id = get('organization_id');
  const slug = get('slug') || get('organization_slug');
  const org = id ? getOrg(emu, project, id) : slug ? orgBySlug(emu, project, slug) : null;
  if (!org) throw fail('organization_not_found');
  return {
    project,
    org,
    login: redirectURL(project, 'login', get('login_redirect_url')),
    signup: redirectURL(project, 'signup', get('signup_redirect_url')),
    discovery: '',
    challenge,
  };
}

/** Issues the token for an identity and answers where the browser goes next. */
function complete(emu: Emu, s: Start, t: OAuthToken): string {
  if (!s.org) return withToken(s.discovery, 'discovery_oauth', issueToken<OAuthToken>(emu, s.project, 'b2b_discovery_oauth', t, 10));
  const known = memberByEmail(emu, s.org, t.email_address);
  const token = issueToken<OAuthToken>(emu, s.project, 'b2b_oauth', { ...t, organization_id: s.org.organization_id }, 10);
  return withToken(known?.status === 'active' ? s.login : s.signup, 'oauth', token);
}

function pages(discovery: boolean): Page[] {
  const path = `/v1/b2b/public/oauth/{provider}${discovery ? '/discovery' : ''}`;
  return [
    {
      method: 'GET',
      path: `${path}/start`,
      handle({ emu, res, url, params }) {
        let s: Start;
        try {
          s = startParams(emu, (k) => url.searchParams.get(k) || undefined, params.provider, discovery);
        } catch (e) {
          return errorPage(res, e);
        }
        const name = title(params.provider);
        identityPage(res, {
          title: `Sign in with ${name}`,
          intro: `This is the emulator's stand-in for ${name}: pick or type who you are ${s.org ? `to continue to ${s.org.organization_name}` : 'to find your organizations'}.`,
          action: url.pathname.replace(/start$/, 'callback'),
          query: url.searchParams,
          picks: s.org ? membersOf(emu, s.org) : [],
          picksHeading: 'Accounts',
          otherHeading: 'Another account',
          extra:
            '\n<p><label for="tenant">Workspace or tenant ID (optional; defaults to the email domain)</label><br><input id="tenant" name="tenant"></p>',
          submit: 'Continue',
        });
      },
    },
    {
      method: 'POST',
      path: `${path}/callback`,
      async handle({ emu, res, params, form }) {
        try {
          const f = await form();
          const s = startParams(emu, (k) => f[k] || undefined, params.provider, discovery);
          const email = (f.email || '').trim();
          if (!EMAIL.test(email)) throw fail('invalid_email');
          redirect(
            res,
            complete(emu, s, {
              provider: params.provider,
              email_address: email,
              name: f.name || '',
              tenant: (f.tenant || '').trim() || domainOf(email),
              challenge: s.challenge,
            }),
          );
        } catch (e) {
          errorPage(res, e);
        }
      },
    },
  ];
}

const oauthFactor = (req: Req, t: OAuthToken) =>
  factor(req, 'oauth', `oauth_${t.provider}`, {
    [`${t.provider}_oauth_factor`]: {
      id: `${t.provider}-${t.email_address.toLowerCase()}`,
      provider_subject: `${t.provider}-${t.email_address.toLowerCase()}`,
      provider_tenant_id: t.tenant,
    },
  });

/** The token (PKCE checked unless it came from One Tap), spent. */
function takeOAuth(req: Req, kind: string, token: string): OAuthToken {
  const t = peekToken<OAuthToken>(req.emu, req.project, kind, token);
  if (!t) throw fail('oauth_token_not_found');
  checkPKCE(req.project.pkce.oauth && !t.one_tap, t.challenge, req.body.pkce_code_verifier);
  spendToken(req.emu, token);
  return t;
}

const base = { vertical: 'B2B', product: 'oauth' } as const;

const endpoints: Endpoint[] = [
  {
    ...base,
    route: r.oauthAuthenticate,
    body: { pkce_code_verifier: 'string?', intermediate_session_token: 'string?' },
    handle(req) {
      const t = takeOAuth(req, 'b2b_oauth', req.body.oauth_token);
      const org = getOrg(req.emu, req.project, t.organization_id || '');
      if (!org) throw fail('oauth_token_not_found');
      const tenant = { provider: t.provider, tenant: t.tenant };
      const { member } = memberFor(
        req.emu,
        org,
        t.email_address,
        () => (tenantFits(req, org, t.email_address, tenant) ? null : emailJitProblem(req.emu, req.project, org, t.email_address)),
        { name: t.name },
      );
      if (!member.name && t.name) {
        member.name = t.name;
        saveMember(req.emu, member);
      }
      const f = oauthFactor(req, t);
      const subject = `${t.provider}-${t.email_address.toLowerCase()}`;
      return finish(req, org, member, [f], {
        minutes: req.body.session_duration_minutes,
        prior: priorFor(req, member, false),
        extra: {
          provider_subject: subject,
          provider_type: title(t.provider),
          provider_tenant_id: t.tenant,
          provider_values: {
            access_token: randomToken(24),
            id_token: '',
            refresh_token: randomToken(24),
            scopes: ['openid', 'email', 'profile'],
            expires_at: iso(req.emu.now() + 3600_000),
          },
        },
      });
    },
  },
  {
    ...base,
    route: r.oauthDiscoveryAuthenticate,
    body: { pkce_code_verifier: 'string?' },
    handle(req) {
      const t = takeOAuth(req, 'b2b_discovery_oauth', req.body.discovery_oauth_token);
      return discoveryAnswer(req, t.email_address, oauthFactor(req, t), { provider: t.provider, tenant: t.tenant });
    },
  },
  {
    ...base,
    route: r.oauthGoogleOneTapStart,
    handle(req) {
      if (!req.project.oauth.google_client_id) throw fail('oauth_config_not_found');
      if (req.body.organization_id && !getOrg(req.emu, req.project, req.body.organization_id)) throw fail('organization_not_found');
      return { google_client_id: req.project.oauth.google_client_id };
    },
  },
  {
    // Google's credential -> a redirect URL carrying an OAuth token (organization_id given) or a discovery OAuth token.
    ...base,
    route: r.oauthGoogleOneTapSubmit,
    body: { pkce_code_challenge: 'string?' },
    handle(req) {
      const b = req.body;
      const clientId = req.project.oauth.google_client_id;
      if (!clientId) throw fail('oauth_config_not_found');
      const claims = googleClaims(req, b.id_token, clientId, b.nonce);
      const s = startParams(req.emu, (k) => (k === 'public_token' ? req.project.public_token : b[k]), 'google', !b.organization_id);
      const email = String(claims.email);
      return {
        redirect_url: complete(req.emu, s, {
          provider: 'google',
          email_address: email,
          name: String(claims.name || ''),
          tenant: String(claims.hd || domainOf(email)),
          challenge: b.pkce_code_challenge,
          one_tap: true,
        }),
      };
    },
  },
];

export default feature({ endpoints, pages: [...pages(false), ...pages(true)] });
