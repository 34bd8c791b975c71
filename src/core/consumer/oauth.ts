// oauth.* : a start() redirect for each of the 19 providers (always with PKCE), authenticate,
// and the Google One Tap calls the widget drives.
import * as r from '../../wire/consumer-routes';
import { fill, OAUTH_PROVIDERS, OAuthProvider, redirects } from '../../wire/routes';
import { call } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';
import { oauthStartURL } from '../start-url';

export interface OAuthStartOptions {
  login_redirect_url?: string;
  signup_redirect_url?: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}

export function oauthModule(ctx: Ctx) {
  const start = (provider: OAuthProvider) => async (options: OAuthStartOptions = {}) => {
    check(`stytch.oauth.${provider}.start`, options, ['login_redirect_url?', 'signup_redirect_url?', 'custom_scopes?:stringArray', 'provider_params?:object']);
    const { code_challenge } = await ctx.pkce.start();
    ctx.redirect(oauthStartURL(ctx, fill(redirects.oauthStart, { provider }), { code_challenge }, options));
  };
  const auth = op<{ token: string; session_duration_minutes: number }>(ctx, 'oauth.authenticate', r.oauthAuthenticate, ['token', SESSION],
    { auth: true, pkce: ['pkceRequiredForOAuth', 'code_verifier', 'verifier'] });
  const providers = Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, { start: start(p) }])) as Record<OAuthProvider, { start: ReturnType<typeof start> }>;
  return {
    ...providers,
    googleOneTap: {
      ...providers.google,
      /** Asks the server for the project's Google client id (null when none is configured). */
      startOneTap: (o: { login_redirect_url?: string; signup_redirect_url?: string } = {}) => call(ctx, r.oauthGoogleOneTapStart, o),
      /** Exchanges Google's credential for a redirect URL carrying a Stytch OAuth token. */
      submit: async (o: { id_token: string; nonce: string; login_redirect_url?: string; signup_redirect_url?: string }) => {
        check('stytch.oauth.googleOneTap.submit', o, ['id_token', 'nonce', 'login_redirect_url?', 'signup_redirect_url?']);
        return call(ctx, r.oauthGoogleOneTapSubmit, o);
      },
    },
    authenticate: (token: string, options: { session_duration_minutes: number }) => auth({ token, ...options }),
  };
}
