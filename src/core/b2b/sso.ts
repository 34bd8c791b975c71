// sso.* : start (a browser redirect; a new PKCE pair when the project requires it), authenticate, connection discovery, and the
// connection administration of a signed-in member (SAML, OIDC and external connections; bodies as given).
import * as r from '../../wire/b2b-routes';
import { redirects } from '../../wire/routes';
import type { B2BAuthResponse, SSOConnection } from '../../wire/types';
import { query } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';
import { startChallenge } from '../start-url';

export function ssoModule(ctx: Ctx) {
  const admin = (name: string, route: typeof r.ssoSamlCreate, fields: string[], pathOnly?: string[]) =>
    op<Record<string, unknown>>(ctx, `sso.${name}`, route, fields, { passThrough: true, pathOnly });
  const discover = op<{ email_address: string }>(ctx, 'sso.discoverConnections', r.ssoDiscoverConnections, ['email_address']);
  const getConnections = op(ctx, 'sso.getConnections', r.ssoGetConnections, []);
  const deleteConnection = op<{ connection_id: string }>(ctx, 'sso.deleteConnection', r.ssoDeleteConnection, ['connection_id'], { pathOnly: ['connection_id'] });
  return {
    getConnections: () => getConnections({}),
    deleteConnection: (connection_id: string) => deleteConnection({ connection_id }),
    saml: {
      createConnection: admin('saml.createConnection', r.ssoSamlCreate, ['display_name?']),
      updateConnection: admin('saml.updateConnection', r.ssoSamlUpdate, ['connection_id']),
      updateConnectionByURL: admin('saml.updateConnectionByURL', r.ssoSamlUpdateByURL, ['connection_id', 'metadata_url']),
      deleteVerificationCertificate: admin('saml.deleteVerificationCertificate', r.ssoSamlDeleteCertificate, ['connection_id', 'certificate_id'], ['connection_id', 'certificate_id']),
    },
    oidc: {
      createConnection: admin('oidc.createConnection', r.ssoOidcCreate, ['display_name?']),
      updateConnection: admin('oidc.updateConnection', r.ssoOidcUpdate, ['connection_id']),
    },
    external: {
      createConnection: admin('external.createConnection', r.ssoExternalCreate, ['external_organization_id', 'external_connection_id']),
      updateConnection: admin('external.updateConnection', r.ssoExternalUpdate, ['connection_id']),
    },
    /** Redirects to {base}/v1/public/sso/start?connection_id&public_token&pkce_code_challenge&login_redirect_url&signup_redirect_url. */
    async start(o: { connection_id: string; login_redirect_url?: string; signup_redirect_url?: string }) {
      check('stytch.sso.start', o, ['connection_id', 'login_redirect_url?', 'signup_redirect_url?']);
      const pkce_code_challenge = await startChallenge(ctx, 'pkceRequiredForSso');
      const { connection_id, ...urls } = o;
      ctx.redirect(`${ctx.baseURL}${redirects.ssoStart}${query({ connection_id, public_token: ctx.publicToken, pkce_code_challenge, ...urls })}`);
    },
    authenticate: op<{ sso_token: string; session_duration_minutes: number; locale?: string }, B2BAuthResponse>(ctx, 'sso.authenticate', r.ssoAuthenticate,
      ['sso_token', SESSION, 'locale?'],
      { auth: true, ist: true, pkce: ['pkceRequiredForSso', 'pkce_code_verifier', 'verifier'] }),
    /** The SSO connections a member with this email can use: GET with email_address in the query. */
    async discoverConnections(email_address: string): Promise<{ connections: SSOConnection[] }> {
      const data = await discover({ email_address });
      return { connections: data.connections || [] };
    },
  };
}
