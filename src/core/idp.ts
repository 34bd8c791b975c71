// Identity-provider requests shared by both verticals (their members.ts): authorize preflight and
// logout preflight; the authorize submit, a form POST, is idp-submit.ts. Fields and answer
// shapes are the official client's (issue 11): the request's `scope` is the OAuth query's
// space-separated string, the form carries the request headers as `__`-prefixed fields. The 6.x
// line made the consent calls public with another shape (`scopes`, a list, under /idp/...): the
// start and the submit take both shapes and send each to its line's endpoint (idp-submit.ts `sixX`).
import type { IDP_AUTHORIZE, IDP_CONSENT_START, IDP_CONSENT_SUBMIT, IDP_LOGOUT, IDP_START } from '../wire/fields';
import type { OAuthAuthorizeStartOptions } from '../wire/public-types';
import { call } from './api';
import { check } from './args';
import type { Ctx } from './client';
import { idpSubmit, sixX } from './idp-submit';
import { op } from './op';

/** 6.x identity-provider option (consumer `authTokenParams`, B2B `trustedAuthTokenParams`): a trusted auth token the widget attests (session.attest) before the authorize flow. */
export type AuthTokenParams = { trustedAuthToken: string; tokenProfileID: string };

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
  idpConsentStart: readonly ['POST', string, typeof IDP_CONSENT_START];
  idpConsentSubmit: readonly ['POST', string, typeof IDP_CONSENT_SUBMIT];
}

/** 5.x's preflight, as the widgets call it: the OAuth query's `scope` string. */
type Preflight5 = Pick<AuthorizeParams, 'client_id' | 'redirect_uri' | 'response_type' | 'scope'>;

/**
 * The requests: authorize preflight (both shapes: 5.x's to /oauth/authorize/start, 6.x's sent as
 * given to /idp/oauth/authorize/start; `S` its answer) and logout preflight.
 */
export function idpAsync<S>(ctx: Ctx, r: Pick<IdpRoutes, 'idpAuthorizeStart' | 'idpLogoutStart' | 'idpConsentStart'>) {
  const start6 = op<IdpRoutes['idpConsentStart'], S>(ctx, 'idp.oauthAuthorizeStart', r.idpConsentStart, { passThrough: true });
  async function oauthAuthorizeStart(p: OAuthAuthorizeStartOptions): Promise<S>;
  async function oauthAuthorizeStart(p: Preflight5): Promise<AuthorizeStartResponse>;
  async function oauthAuthorizeStart(p: Preflight5 | OAuthAuthorizeStartOptions) {
    if (sixX(p)) return start6(p);
    check('stytch.idp.oauthAuthorizeStart', p, r.idpAuthorizeStart[2]);
    ctx.requireSession();
    return call<AuthorizeStartResponse>(ctx, r.idpAuthorizeStart, p);
  }
  return {
    oauthAuthorizeStart,
    oauthLogoutStart: op<IdpRoutes['idpLogoutStart'], { consent_required: boolean; redirect_uri: string }>(
      ctx,
      'idp.oauthLogoutStart',
      r.idpLogoutStart,
    ),
  };
}

/**
 * The whole namespace (the widget bundles' clients; the headless ones load idpAsync later): `S` and
 * `U` are the 6.x start's and submit's answers (each vertical's official type).
 */
export const idpModule = <S, U>(ctx: Ctx, r: IdpRoutes) => ({
  ...idpAsync<S>(ctx, r),
  ...idpSubmit(
    ctx,
    r.idpAuthorize,
    op<IdpRoutes['idpConsentSubmit'], U>(ctx, 'idp.oauthAuthorizeSubmit', r.idpConsentSubmit, { passThrough: true }),
  ),
});
