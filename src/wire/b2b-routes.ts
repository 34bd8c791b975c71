// B2B endpoints (B2B spec, section 7): the paths and methods the official B2B headless client calls
// (checked request by request against it by test/compat/wire.test.ts). One exported Route each, imported
// as a namespace (see consumer-routes.ts); routes.ts re-exports it as `b2b`.
import type { Route } from './routes';

export const sessionsAuthenticate: Route = ['POST', '/b2b/sessions/authenticate'];
export const sessionsRevoke: Route = ['POST', '/b2b/sessions/revoke'];
export const sessionsExchange: Route = ['POST', '/b2b/sessions/exchange'];
export const membersMe: Route = ['GET', '/b2b/organizations/members/me'];
export const membersSearch: Route = ['POST', '/b2b/organizations/members/search'];
export const organizationsMe: Route = ['GET', '/b2b/organizations/me'];
export const organizationsBySlug: Route = ['POST', '/b2b/organizations/search'];
export const magicLinksLoginOrSignup: Route = ['POST', '/b2b/magic_links/email/login_or_signup'];
export const magicLinksInvite: Route = ['POST', '/b2b/magic_links/email/invite'];
export const magicLinksDiscoverySend: Route = ['POST', '/b2b/magic_links/email/discovery/send'];
export const magicLinksAuthenticate: Route = ['POST', '/b2b/magic_links/authenticate'];
export const magicLinksDiscoveryAuthenticate: Route = ['POST', '/b2b/magic_links/discovery/authenticate'];
export const otpEmailLoginOrSignup: Route = ['POST', '/b2b/otps/email/login_or_signup'];
export const otpEmailAuthenticate: Route = ['POST', '/b2b/otps/email/authenticate'];
export const otpEmailDiscoverySend: Route = ['POST', '/b2b/otps/email/discovery/send'];
export const otpEmailDiscoveryAuthenticate: Route = ['POST', '/b2b/otps/email/discovery/authenticate'];
export const otpSmsSend: Route = ['POST', '/b2b/otps/sms/send'];
export const otpSmsAuthenticate: Route = ['POST', '/b2b/otps/sms/authenticate'];
export const passwordsAuthenticate: Route = ['POST', '/b2b/passwords/authenticate'];
export const passwordsStrengthCheck: Route = ['POST', '/b2b/passwords/strength_check'];
export const passwordsResetByEmailStart: Route = ['POST', '/b2b/passwords/email/reset/start'];
export const passwordsResetByEmail: Route = ['POST', '/b2b/passwords/email/reset'];
export const passwordsResetBySession: Route = ['POST', '/b2b/passwords/session/reset'];
export const passwordsResetByExisting: Route = ['POST', '/b2b/passwords/existing_password/reset'];
export const passwordsDiscoveryAuthenticate: Route = ['POST', '/b2b/passwords/discovery/authenticate'];
export const passwordsDiscoveryResetByEmailStart: Route = ['POST', '/b2b/passwords/discovery/reset/start'];
export const passwordsDiscoveryResetByEmail: Route = ['POST', '/b2b/passwords/discovery/reset'];
export const oauthAuthenticate: Route = ['POST', '/b2b/oauth/authenticate'];
export const oauthDiscoveryAuthenticate: Route = ['POST', '/b2b/oauth/discovery/authenticate'];
/** Google One Tap (B2B client): the project's Google client id, then credential -> redirect_url (org or discovery). */
export const oauthGoogleOneTapStart: Route = ['POST', '/b2b/oauth/google/onetap/start'];
export const oauthGoogleOneTapSubmit: Route = ['POST', '/b2b/oauth/google/onetap/submit'];
export const ssoAuthenticate: Route = ['POST', '/b2b/sso/authenticate'];
/** GET: its field (email_address) goes in the query. */
export const ssoDiscoverConnections: Route = ['GET', '/b2b/sso/discovery/connections'];
export const discoveryOrganizations: Route = ['POST', '/b2b/discovery/organizations'];
export const discoveryOrganizationsCreate: Route = ['POST', '/b2b/discovery/organizations/create'];
export const discoveryExchange: Route = ['POST', '/b2b/discovery/intermediate_sessions/exchange'];
export const totpCreate: Route = ['POST', '/b2b/totp'];
export const totpAuthenticate: Route = ['POST', '/b2b/totp/authenticate'];
export const recoveryCodesRecover: Route = ['POST', '/b2b/recovery_codes/recover'];
export const recoveryCodesGet: Route = ['GET', '/b2b/recovery_codes'];
export const recoveryCodesRotate: Route = ['POST', '/b2b/recovery_codes/rotate'];
export const impersonationAuthenticate: Route = ['POST', '/b2b/impersonation/authenticate'];
