// idp.oauthAuthorizeSubmit, the identity provider's one synchronous member (a hidden-field form POST,
// so the browser follows the redirect), apart from idp.ts's requests, which a client may load later.
// It takes both lines' shapes: 6.x's (`scopes`, a list) is a fetch that answers the redirect, handed
// in as `fetched`; any other (5.x's, the OAuth query's `scope` string, as the widgets call it) posts the form.
import { check } from './args';
import type { Ctx } from './client';
import type { AuthorizeParams, IdpRoutes } from './idp';
import type { OAuthAuthorizeSubmitOptions } from '../wire/public-types';

/** Whether an idp call has 6.x's shape (`scopes`, a list), not 5.x's (the widgets' own: `scope`, one string). */
export const sixX = (p: unknown): p is { scopes: unknown } => !!(p as { scopes?: unknown } | null)?.scopes;

/** The synchronous member: the authorize form's submit (5.x shape, nothing returned), or `fetched` (6.x shape: where to go). */
export function idpSubmit<R>(ctx: Ctx, route: IdpRoutes['idpAuthorize'], fetched: (p: OAuthAuthorizeSubmitOptions) => Promise<R>) {
  /** Submits the request and the decision as a form, so the server's redirect takes the browser to the app. */
  function oauthAuthorizeSubmit(p: OAuthAuthorizeSubmitOptions): Promise<R>;
  function oauthAuthorizeSubmit(p: AuthorizeParams & { consent_granted: boolean }): void;
  function oauthAuthorizeSubmit(p: (AuthorizeParams & { consent_granted: boolean }) | OAuthAuthorizeSubmitOptions) {
    if (sixX(p)) return fetched(p);
    check('stytch.idp.oauthAuthorizeSubmit', p, route[2]);
    const form = Object.assign(document.createElement('form'), {
      method: 'POST',
      action: `${ctx.baseURL}/sdk/v1${route[1]}`,
      hidden: true,
    });
    const fields = { ...p, consent_granted: String(p.consent_granted), ...ctx.net.formHeaders() };
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined) form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
    document.body.append(form);
    form.submit();
  }
  return { oauthAuthorizeSubmit };
}
