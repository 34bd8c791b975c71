// idp.oauthAuthorizeSubmit, the identity provider's one synchronous member (a hidden-field form POST,
// so the browser follows the redirect), apart from idp.ts's requests, which a client may load later.
import { check } from './args';
import type { Ctx } from './client';
import type { AuthorizeParams, IdpRoutes } from './idp';

/** The synchronous member: the authorize form's submit. */
export function idpSubmit(ctx: Ctx, route: IdpRoutes['idpAuthorize']) {
  return {
    /** Submits the request and the decision as a form, so the server's redirect takes the browser to the app. */
    oauthAuthorizeSubmit(p: AuthorizeParams & { consent_granted: boolean }) {
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
    },
  };
}
