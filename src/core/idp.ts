// Identity-provider requests shared by both verticals (their members.ts): authorize preflight and
// logout preflight; the authorize submit, a form POST, is idp-submit.ts. Fields and answer
// shapes are the official client's (issue 11): the request's `scope` is the OAuth query's
// space-separated string, the form carries the request headers as `__`-prefixed fields.
import type { IDP_AUTHORIZE, IDP_LOGOUT, IDP_START } from '../wire/fields';
import { call } from './api';
import { check } from './args';
import type { Ctx } from './client';
import { idpSubmit } from './idp-submit';
import { op } from './op';

/** The authorize request as the widget reads it from the page's query (B2B spec section 5). */
export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  /** Space-separated scopes, as in the OAuth request. */
  scope: string;
  state?: string;
  nonce?: string;
  code_challenge?: string;
}

export interface OIDCClient {
  client_id: string;
  client_name: string;
  client_description?: string;
  client_logo_url?: string;
  [k: string]: unknown;
}

/** The preflight's answer: scopes space-separated, `ungrantable_scope` '' when there are none. */
export interface AuthorizeStartResponse {
  request_id: string;
  status_code: number;
  consent_required: boolean;
  oidc_client: OIDCClient;
  grantable_scope: string;
  ungrantable_scope: string;
}

/** The vertical's routes: the consumer client's are in shared-routes.ts, the B2B client's under /b2b (same fields). */
export interface IdpRoutes {
  idpAuthorizeStart: readonly ['POST', string, typeof IDP_START];
  idpAuthorize: readonly ['POST', string, typeof IDP_AUTHORIZE];
  idpLogoutStart: readonly ['POST', string, typeof IDP_LOGOUT];
}

/** The requests: authorize preflight and logout preflight. */
export function idpAsync(ctx: Ctx, r: Pick<IdpRoutes, 'idpAuthorizeStart' | 'idpLogoutStart'>) {
  return {
    async oauthAuthorizeStart(
      p: Pick<AuthorizeParams, 'client_id' | 'redirect_uri' | 'response_type' | 'scope'>,
    ): Promise<AuthorizeStartResponse> {
      check('stytch.idp.oauthAuthorizeStart', p, r.idpAuthorizeStart[2]);
      ctx.requireSession();
      return call(ctx, r.idpAuthorizeStart, p);
    },
    oauthLogoutStart: op<IdpRoutes['idpLogoutStart'], { consent_required: boolean; redirect_uri: string }>(
      ctx,
      'idp.oauthLogoutStart',
      r.idpLogoutStart,
    ),
  };
}

/** The whole namespace (the widget bundles' clients; the headless ones load idpAsync later). */
export const idpModule = (ctx: Ctx, r: IdpRoutes) => ({ ...idpAsync(ctx, r), ...idpSubmit(ctx, r.idpAuthorize) });
