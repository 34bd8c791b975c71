// Identity-provider calls shared by both verticals: authorize preflight, authorize submit (a
// hidden-field form POST, so the browser follows the redirect), logout preflight.
import type { Route } from '../wire/routes';
import { call } from './api';
import { check } from './args';
import type { Ctx } from './client';
import { op } from './op';

export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  /** Requested scopes (the query string's space-separated `scope`, split). */
  scopes: string[];
  state?: string;
  nonce?: string;
  code_challenge?: string;
  prompt?: string;
}

export interface AuthorizeStartResponse {
  client: { client_id: string; client_name: string; client_description?: string; client_logo_url?: string; [k: string]: unknown };
  consent_required: boolean;
  scope_results: { scope: string; description: string; is_grantable: boolean }[];
}

/**
 * The spec and the vendor disagree on the authorize payload's scopes field: B2B spec section 7 names
 * it `scope`; the vendor's API and SDK docs (and the emulator) name it `scopes`, an array, which the
 * public option keeps. Both are sent: `scope` space-separated as the spec and the OAuth request
 * write it, `scopes` as the vendor's servers read it.
 */
const AUTHZ = ['client_id', 'redirect_uri', 'response_type', 'scopes:stringArray'];

/** The vertical's paths: the consumer client's are in shared-routes.ts, the B2B client's under /b2b. */
export interface IdpRoutes {
  idpAuthorizeStart: Route;
  idpAuthorize: Route;
  idpLogoutStart: Route;
}

export function idpModule(ctx: Ctx, r: IdpRoutes) {
  return {
    async oauthAuthorizeStart(p: AuthorizeParams): Promise<AuthorizeStartResponse> {
      check('stytch.idp.oauthAuthorizeStart', p, [...AUTHZ, 'state?', 'nonce?', 'code_challenge?', 'prompt?']);
      ctx.requireSession();
      return call(ctx, r.idpAuthorizeStart, { ...p, scope: p.scopes.join(' ') });
    },
    /** Submits the decision as a form so the server's redirect takes the browser to the app. */
    oauthAuthorizeSubmit(p: AuthorizeParams & { consent_granted: boolean }) {
      check('stytch.idp.oauthAuthorizeSubmit', p, [...AUTHZ, 'consent_granted:boolean']);
      const form = Object.assign(document.createElement('form'), { method: 'POST', action: `${ctx.baseURL}/sdk/v1${r.idpAuthorize[1]}`, hidden: true });
      const scope = p.scopes.join(' ');
      const fields = { ...p, scopes: scope, scope, consent_granted: String(p.consent_granted), public_token: ctx.publicToken, session_token: ctx.store.tokens()?.session_token };
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
      document.body.append(form);
      form.submit();
    },
    oauthLogoutStart: op<{ client_id: string; post_logout_redirect_uri: string; id_token_hint?: string; state?: string }, { consent_required: boolean; redirect_uri: string }>(
      ctx, 'idp.oauthLogoutStart', r.idpLogoutStart,
      ['client_id', 'post_logout_redirect_uri', 'id_token_hint?', 'state?']),
  };
}
