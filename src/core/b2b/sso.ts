// sso.* : start (a browser redirect; a new PKCE pair when the project requires it), authenticate, connection discovery, and the
// connection administration of a signed-in member (SAML, OIDC and external connections; bodies as given;
// the op table is in admin.ts, loaded on the first call).
import * as r from '../../wire/b2b-routes';
import { redirects } from '../../wire/routes';
import type * as B from '../../wire/b2b-public-types';
import type { B2BAuthResponse, SSOConnection } from '../../wire/types';
import { query } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import { op } from '../op';
import { startChallenge } from '../start-url';
import { adminMethods } from './admin-loader';

export function ssoModule(ctx: Ctx) {
  const admin = adminMethods(ctx);
  const discover = op<typeof r.ssoDiscoverConnections, { connections?: SSOConnection[] }>(
    ctx,
    'sso.discoverConnections',
    r.ssoDiscoverConnections,
  );
  return {
    getConnections: admin<[], B.B2BSSOGetConnectionsResponse>('sso.getConnections'),
    deleteConnection: admin<[connectionId: string], B.B2BSSODeleteConnectionResponse>('sso.deleteConnection'),
    saml: {
      createConnection: admin<[data: B.B2BSSOSAMLCreateConnectionOptions], B.B2BSSOSAMLCreateConnectionResponse>(
        'sso.saml.createConnection',
      ),
      updateConnection: admin<[data: B.B2BSSOSAMLUpdateConnectionOptions], B.B2BSSOSAMLUpdateConnectionResponse>(
        'sso.saml.updateConnection',
      ),
      updateConnectionByURL: admin<[data: B.B2BSSOSAMLUpdateConnectionByURLOptions], B.B2BSSOSAMLUpdateConnectionByURLResponse>(
        'sso.saml.updateConnectionByURL',
      ),
      deleteVerificationCertificate: admin<
        [data: B.B2BSSOSAMLDeleteVerificationCertificateOptions],
        B.B2BSSOSAMLDeleteVerificationCertificateResponse
      >('sso.saml.deleteVerificationCertificate'),
      deleteEncryptionPrivateKey: admin<
        [data: B.B2BSSOSAMLDeleteEncryptionPrivateKeyOptions],
        B.B2BSSOSAMLDeleteEncryptionPrivateKeyResponse
      >('sso.saml.deleteEncryptionPrivateKey'),
    },
    oidc: {
      createConnection: admin<[data: B.B2BSSOOIDCCreateConnectionOptions], B.B2BSSOOIDCCreateConnectionResponse>(
        'sso.oidc.createConnection',
      ),
      updateConnection: admin<[data: B.B2BSSOOIDCUpdateConnectionOptions], B.B2BSSOOIDCUpdateConnectionResponse>(
        'sso.oidc.updateConnection',
      ),
    },
    external: {
      createConnection: admin<[data: B.B2BSSOCreateExternalConnectionOptions], B.B2BSSOCreateExternalConnectionResponse>(
        'sso.external.createConnection',
      ),
      updateConnection: admin<[data: B.B2BSSOUpdateExternalConnectionOptions], B.B2BSSOUpdateExternalConnectionResponse>(
        'sso.external.updateConnection',
      ),
    },
    /** Redirects to {base}/v1/public/sso/start?connection_id&public_token&pkce_code_challenge&login_redirect_url&signup_redirect_url. */
    async start(o: { connection_id: string; login_redirect_url?: string; signup_redirect_url?: string }) {
      // A browser redirect, not an endpoint: its query parameters are checked here.
      check('stytch.sso.start', o, 'connection_id login_redirect_url? signup_redirect_url?');
      const pkce_code_challenge = await startChallenge(ctx, 'pkceRequiredForSso');
      const { connection_id, ...urls } = o;
      ctx.redirect(
        `${ctx.baseURL}${redirects.ssoStart}${query({ connection_id, public_token: ctx.publicToken, pkce_code_challenge, ...urls })}`,
      );
    },
    authenticate: op<typeof r.ssoAuthenticate, B2BAuthResponse>(ctx, 'sso.authenticate', r.ssoAuthenticate, {
      auth: true,
      ist: true,
      pkce: ['pkceRequiredForSso', 'pkce_code_verifier', 'verifier'],
    }),
    /** The SSO connections a member with this email can use: GET with email_address in the query. */
    async discoverConnections(email_address: string): Promise<{ connections: SSOConnection[] }> {
      const data = await discover({ email_address });
      return { connections: data.connections || [] };
    },
  };
}
