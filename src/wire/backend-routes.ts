// The vendor's backend API (what an integrator's server calls with its project ID and secret, as the
// official server SDKs do): full paths from the API root, not under /sdk/v1. No browser code calls
// these; the emulator serves them (src/emulator/routes/backend) and its tests point the official
// `stytch` Node SDK at them. Kept here so every endpoint the project knows is declared once, in src/wire.
import type { Route } from './routes';

// consumer
export const sessionsAuthenticate: Route = ['POST', '/v1/sessions/authenticate'];
export const sessionsRevoke: Route = ['POST', '/v1/sessions/revoke'];
export const sessionsGet: Route = ['GET', '/v1/sessions'];
export const usersGet: Route = ['GET', '/v1/users/{user_id}'];
export const usersSearch: Route = ['POST', '/v1/users/search'];
export const usersDelete: Route = ['DELETE', '/v1/users/{user_id}'];
// B2B
export const b2bSessionsAuthenticate: Route = ['POST', '/v1/b2b/sessions/authenticate'];
export const b2bSessionsRevoke: Route = ['POST', '/v1/b2b/sessions/revoke'];
export const b2bSessionsExchange: Route = ['POST', '/v1/b2b/sessions/exchange'];
export const b2bSessionsGet: Route = ['GET', '/v1/b2b/sessions'];
export const organizationsGet: Route = ['GET', '/v1/b2b/organizations/{organization_id}'];
export const organizationsSearch: Route = ['POST', '/v1/b2b/organizations/search'];
export const membersGet: Route = ['GET', '/v1/b2b/organizations/{organization_id}/member'];
export const membersSearch: Route = ['POST', '/v1/b2b/organizations/members/search'];

/** The JWKS of session JWTs (no credentials: the server SDKs fetch it to verify JWTs locally). */
export const jwks = '/v1/sessions/jwks/{project_id}';
export const b2bJwks = '/v1/b2b/sessions/jwks/{project_id}';
