// oauth.* : a start() redirect for each of the 19 providers (PKCE when the project requires it), authenticate,
// and the Google One Tap calls the widget drives.
import * as r from '../../wire/consumer-routes';
import { fill, OAUTH_PROVIDERS, OAuthProvider, redirects } from '../../wire/routes';
import { check } from '../args';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';
import { oauthStartURL, startChallenge } from '../start-url';

export interface OAuthStartOptions {
  login_redirect_url?: string;
  signup_redirect_url?: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}

type Redirects = { login_redirect_url?: string; signup_redirect_url?: string };
/** The vendor's documented redirect parameters (OAuth starts, Google One Tap): optional strings, the project's defaults when absent. */
const REDIRECTS = ['login_redirect_url?', 'signup_redirect_url?'];

export function oauthModule(ctx: Ctx) {
  const start =
    (provider: OAuthProvider) =>
    async (options: OAuthStartOptions = {}) => {
      check(`stytch.oauth.${provider}.start`, options, [...REDIRECTS, 'custom_scopes?:stringArray', 'provider_params?:object']);
      const code_challenge = await startChallenge(ctx, 'pkceRequiredForOAuth');
      ctx.redirect(oauthStartURL(ctx, fill(redirects.oauthStart, { provider }), { code_challenge }, options));
    };
  const auth = op<{ token: string; session_duration_minutes: number }>(ctx, 'oauth.authenticate', r.oauthAuthenticate, ['token', SESSION], {
    auth: true,
    pkce: ['pkceRequiredForOAuth', 'code_verifier', 'verifier'],
  });
  const oneTapStart = op<Redirects>(ctx, 'oauth.googleOneTap.startOneTap', r.oauthGoogleOneTapStart, REDIRECTS);
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
      submit: op<{ id_token: string; nonce: string } & Redirects>(ctx, 'oauth.googleOneTap.submit', r.oauthGoogleOneTapSubmit, [
        'id_token',
        'nonce',
        ...REDIRECTS,
      ]),
    },
    authenticate: (token: string, options: { session_duration_minutes: number }) => auth({ token, ...options }),
  };
}
