// oauth.* : for each of the 5 B2B providers a start() and a discovery.start() redirect (a new PKCE
// pair when the project requires it), the two authenticates, and the Google One Tap server calls the widget drives.
import * as r from '../../wire/b2b-routes';
import { B2B_OAUTH_PROVIDERS, B2BOAuthProvider, fill, redirects } from '../../wire/routes';
import type { B2BAuthResponse, DiscoveryResponse } from '../../wire/types';
import { check } from '../args';
import type { Ctx } from '../client';
import { StytchSDKUsageError } from '../errors';
import { oauthStartURL, type StartURLOptions, startChallenge } from '../start-url';
import { op } from '../op';

export interface B2BOAuthStartOptions {
  organization_id?: string;
  /** Sent as `slug` in the start URL (the official option name and query name). */
  organization_slug?: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}

export interface B2BOAuthDiscoveryStartOptions {
  discovery_redirect_url?: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}

type Start<T> = (options?: T) => Promise<void>;
type Provider = { start: Start<B2BOAuthStartOptions>; discovery: { start: Start<B2BOAuthDiscoveryStartOptions> } };

/** [method name, redirect path, option fields] (browser redirects, not endpoints: their query parameters are checked here) */
const STARTS = [
  ['start', redirects.b2bOAuthStart, 'organization_id? organization_slug? login_redirect_url? signup_redirect_url?'],
  ['discovery.start', redirects.b2bOAuthDiscoveryStart, 'discovery_redirect_url?'],
] as const;

export function oauthModule(ctx: Ctx) {
  const starter =
    (provider: B2BOAuthProvider, i: 0 | 1) =>
    async (options: object = {}) => {
      const [name, path, fields] = STARTS[i];
      check(`stytch.oauth.${provider}.${name}`, options, `${fields} custom_scopes?:stringArray provider_params?:object`);
      const pkce_code_challenge = await startChallenge(ctx, 'pkceRequiredForOAuth');
      const { organization_slug: slug, ...rest } = options as B2BOAuthStartOptions;
      ctx.redirect(oauthStartURL(ctx, fill(path, { provider }), { pkce_code_challenge }, { ...rest, slug } as StartURLOptions));
    };
  const providers = Object.fromEntries(
    B2B_OAUTH_PROVIDERS.map((p) => [p, { start: starter(p, 0), discovery: { start: starter(p, 1) } }]),
  ) as Record<B2BOAuthProvider, Provider>;

  /** Consumer spec section 5: One Tap in the multi-tenant client needs the organization. */
  const needOrg = (method: string, o?: { organization_id?: string }) => {
    if (!o || typeof o.organization_id !== 'string' || !o.organization_id)
      throw new StytchSDKUsageError(method, 'organization_id is a required argument');
  };
  const oneTapSubmit = op<typeof r.oauthGoogleOneTapSubmit, { redirect_url: string }>(
    ctx,
    'oauth.googleOneTap.submit',
    r.oauthGoogleOneTapSubmit,
    { pkce: ['pkceRequiredForOAuth', 'pkce_code_challenge', 'always'] },
  );
  const oneTapStart = op<typeof r.oauthGoogleOneTapStart, { google_client_id: string | null }>(
    ctx,
    'oauth.googleOneTap.start',
    r.oauthGoogleOneTapStart,
  );

  return {
    ...providers,
    googleOneTap: {
      /** The project's Google client id for the One Tap prompt (null when none is configured). */
      async start(o: { organization_id: string; login_redirect_url?: string; signup_redirect_url?: string }) {
        needOrg('stytch.oauth.googleOneTap.start', o);
        return oneTapStart({ organization_id: o.organization_id });
      },
      /** Exchanges Google's credential for a redirect URL carrying a Stytch OAuth token (organization_id set) or a discovery token. */
      submit: oneTapSubmit,
      discovery: {
        start: () => oneTapStart({}),
      },
    },
    authenticate: op<typeof r.oauthAuthenticate, B2BAuthResponse>(ctx, 'oauth.authenticate', r.oauthAuthenticate, {
      auth: true,
      ist: true,
      pkce: ['pkceRequiredForOAuth', 'pkce_code_verifier', 'verifier'],
    }),
    discovery: {
      authenticate: op<typeof r.oauthDiscoveryAuthenticate, DiscoveryResponse>(
        ctx,
        'oauth.discovery.authenticate',
        r.oauthDiscoveryAuthenticate,
        { auth: true, pkce: ['pkceRequiredForOAuth', 'pkce_code_verifier', 'verifier'] },
      ),
    },
  };
}
