// Shared endpoints: project settings, telemetry, identity provider. One exported Route each, imported
// as a namespace (see consumer-routes.ts); routes.ts re-exports it as `shared`.
import { IDP_AUTHORIZE, IDP_CONSENT_START, IDP_CONSENT_SUBMIT, IDP_LOGOUT, IDP_START } from './fields';
import type { Route } from './routes';

export const bootstrap: Route = ['GET', '/projects/bootstrap/{public_token}'];
export const events = ['POST', '/events'] as const;
export const idpAuthorizeStart = ['POST', '/oauth/authorize/start', IDP_START] as const;
/** Submitted by the browser as a hidden-field form (a navigation, not fetch). */
export const idpAuthorize = ['POST', '/oauth/authorize', IDP_AUTHORIZE] as const;
export const idpLogoutStart = ['POST', '/oauth/logout/start', IDP_LOGOUT] as const;
/** The 6.x consent calls (fetch, scopes as a list); the widgets keep the two above. */
export const idpConsentStart = ['POST', '/idp/oauth/authorize/start', IDP_CONSENT_START] as const;
export const idpConsentSubmit = ['POST', '/idp/oauth/authorize/submit', IDP_CONSENT_SUBMIT] as const;
