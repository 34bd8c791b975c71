// Endpoints the official B2B Admin Portal calls through its own network client, not through a client
// method (so not in b2b-routes.ts, whose every route some client method calls): its settings read.
// Not re-exported by routes.ts: only the emulator imports it, and routes.ts goes into every bundle.
import type { Route } from './routes';

/** Which Admin Portal sections the project allows (SSO, SCIM, the MFA controls). */
export const adminPortalConfig: Route = ['GET', '/b2b/admin_portal_config'];
