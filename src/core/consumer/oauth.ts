// oauth.* : a start() redirect for each of the 19 providers (PKCE when the project requires it), authenticate,
// and the Google One Tap calls the widget drives.
import * as r from '../../wire/consumer-routes';
import { fill, OAUTH_PROVIDERS, OAuthProvider, redirects } from '../../wire/routes';
import type * as C from '../../wire/public-types';
import { check } from '../args';
import type { Ctx } from '../client';
import { op } from '../op';
import { oauthStartURL, startChallenge } from '../start-url';

export interface OAuthStartOptions {
  login_redirect_url?: string;
  signup_redirect_url?: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
  /** From `oauth.attach(provider)`: the provider joins the signed-in user instead of signing in. */
  oauth_attach_token?: string;
}

type Redirects = { login_redirect_url?: string; signup_redirect_url?: string };

export function oauthModule(ctx: Ctx) {
  const start =
    (provider: OAuthProvider) =>
    async (options: OAuthStartOptions = {}) => {
      // A browser redirect, not an endpoint: its query parameters are checked here.
      check(
        `stytch.oauth.${provider}.start`,
        options,
        'login_redirect_url? signup_redirect_url? custom_scopes?:stringArray provider_params?:object oauth_attach_token?',
      );
      const code_challenge = await startChallenge(ctx, 'pkceRequiredForOAuth');
      ctx.redirect(oauthStartURL(ctx, fill(redirects.oauthStart, { provider }), { code_challenge }, options));
    };
  const auth = op<typeof r.oauthAuthenticate, C.OAuthAuthenticateResponse>(ctx, 'oauth.authenticate', r.oauthAuthenticate, {
    auth: true,
    pkce: ['pkceRequiredForOAuth', 'code_verifier', 'verifier'],
  });
  const oneTapStart = op<typeof r.oauthGoogleOneTapStart, { google_client_id: string | null }>(
    ctx,
    'oauth.googleOneTap.startOneTap',
    r.oauthGoogleOneTapStart,
  );
  const attach = op<typeof r.oauthAttach, C.OAuthAttachResponse>(ctx, 'oauth.attach', r.oauthAttach);
  const providers = Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, { start: start(p) }])) as Record<
    OAuthProvider,
    { start: ReturnType<typeof start> }
  >;
  return {
    ...providers,
    googleOneTap: {
      ...providers.google,
      /** Asks the server for the project's Google client id (google_client_id, null when none is configured). */
      startOneTap: (o: Redirects = {}) => oneTapStart(o),
      /** Exchanges Google's credential for a redirect URL carrying a Stytch OAuth token. */
      submit: op<typeof r.oauthGoogleOneTapSubmit, { redirect_url: string }>(ctx, 'oauth.googleOneTap.submit', r.oauthGoogleOneTapSubmit),
    },
    authenticate: (token: string, options: { session_duration_minutes: number }) => auth({ token, ...options }),
    /** An oauth_attach_token for `provider`, which a start then adds to the signed-in user. */
    attach: (provider: string) => attach({ provider }),
  };
}
