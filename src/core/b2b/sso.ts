// sso.* : start (a browser redirect with a new PKCE pair), authenticate, connection discovery.
import * as r from '../../wire/b2b-routes';
import { redirects } from '../../wire/routes';
import type { B2BAuthResponse, SSOConnection } from '../../wire/types';
import { call, query } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';

export function ssoModule(ctx: Ctx) {
  return {
    /** Redirects to {base}/v1/public/sso/start?connection_id&public_token&pkce_code_challenge&login_redirect_url&signup_redirect_url. */
    async start(o: { connection_id: string; login_redirect_url?: string; signup_redirect_url?: string }) {
      check('stytch.sso.start', o, ['connection_id', 'login_redirect_url?', 'signup_redirect_url?']);
      const { code_challenge } = await ctx.pkce.start();
      const { connection_id, ...urls } = o;
      ctx.redirect(`${ctx.baseURL}${redirects.ssoStart}${query({ connection_id, public_token: ctx.publicToken, pkce_code_challenge: code_challenge, ...urls })}`);
    },
    authenticate: op<{ sso_token: string; session_duration_minutes: number; locale?: string }, B2BAuthResponse>(ctx, 'sso.authenticate', r.ssoAuthenticate,
      ['sso_token', SESSION, 'locale?'],
      { auth: true, ist: true, pkce: ['pkceRequiredForSso', 'pkce_code_verifier', 'verifier'] }),
    /** The SSO connections a member with this email can use: GET with email_address in the query. */
    async discoverConnections(email_address: string): Promise<{ connections: SSOConnection[] }> {
      check('stytch.sso.discoverConnections', { email_address }, ['email_address']);
      const data = await call(ctx, r.ssoDiscoverConnections, { email_address });
      return { connections: data.connections || [] };
    },
  };
}
