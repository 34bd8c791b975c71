// Shared endpoints: project settings, telemetry, identity provider. One exported Route each, imported
// as a namespace (see consumer-routes.ts); routes.ts re-exports it as `shared`.
import type { Route } from './routes';

export const bootstrap: Route = ['GET', '/projects/bootstrap/{public_token}'];
export const events: Route = ['POST', '/events'];
export const idpAuthorizeStart: Route = ['POST', '/oauth/authorize/start'];
/** Submitted by the browser as a hidden-field form (a navigation, not fetch). */
export const idpAuthorize: Route = ['POST', '/oauth/authorize'];
export const idpLogoutStart: Route = ['POST', '/oauth/logout/start'];
