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
export const sessionsExchangeAccessToken: Route = ['POST', '/b2b/sessions/exchange_access_token'];
export const sessionsRevokeForMember: Route = ['POST', '/b2b/sessions/revoke/{member_id}'];
// Administration by a signed-in member (the official client's organization.*, self.*, sso.*, scim.*):
// the organization, its members, SSO connections and the SCIM connection.
export const organizationsUpdate: Route = ['PUT', '/b2b/organizations/me'];
export const organizationsDelete: Route = ['DELETE', '/b2b/organizations/me'];
export const membersCreate: Route = ['POST', '/b2b/organizations/members'];
export const membersUpdate: Route = ['PUT', '/b2b/organizations/members/{member_id}'];
export const membersDelete: Route = ['DELETE', '/b2b/organizations/members/{member_id}'];
export const membersReactivate: Route = ['PUT', '/b2b/organizations/members/{member_id}/reactivate'];
export const membersDeleteMfaPhoneNumber: Route = ['DELETE', '/b2b/organizations/members/mfa_phone_numbers/{member_id}'];
export const membersDeleteMfaTotp: Route = ['DELETE', '/b2b/organizations/members/totp/{member_id}'];
/** A member's password, by the member themself (self.deletePassword) or an admin (organization.members.deletePassword). */
export const membersDeletePassword: Route = ['DELETE', '/b2b/organizations/members/passwords/{member_password_id}'];
export const membersUnlinkRetiredEmail: Route = ['POST', '/b2b/organizations/members/{member_id}/unlink_retired_email'];
export const membersSearchAdmin: Route = ['POST', '/b2b/organizations/me/members/search'];
export const selfUpdate: Route = ['PUT', '/b2b/organizations/members/update'];
export const selfDeleteMfaPhoneNumber: Route = ['DELETE', '/b2b/organizations/members/deletePhoneNumber'];
export const selfDeleteMfaTotp: Route = ['DELETE', '/b2b/organizations/members/deleteTOTP'];
export const selfUnlinkRetiredEmail: Route = ['POST', '/b2b/organizations/members/unlink_retired_email'];
export const ssoGetConnections: Route = ['GET', '/b2b/sso'];
export const ssoDeleteConnection: Route = ['DELETE', '/b2b/sso/{connection_id}'];
export const ssoSamlCreate: Route = ['POST', '/b2b/sso/saml'];
export const ssoSamlUpdate: Route = ['PUT', '/b2b/sso/saml/{connection_id}'];
export const ssoSamlUpdateByURL: Route = ['PUT', '/b2b/sso/saml/{connection_id}/url'];
export const ssoSamlDeleteCertificate: Route = ['DELETE', '/b2b/sso/saml/{connection_id}/verification_certificates/{certificate_id}'];
export const ssoOidcCreate: Route = ['POST', '/b2b/sso/oidc'];
export const ssoOidcUpdate: Route = ['PUT', '/b2b/sso/oidc/{connection_id}'];
export const ssoExternalCreate: Route = ['POST', '/b2b/sso/external'];
export const ssoExternalUpdate: Route = ['PUT', '/b2b/sso/external/{connection_id}'];
export const scimCreate: Route = ['POST', '/b2b/scim'];
export const scimGet: Route = ['GET', '/b2b/scim'];
export const scimUpdate: Route = ['PUT', '/b2b/scim/{connection_id}'];
export const scimDelete: Route = ['DELETE', '/b2b/scim/{connection_id}'];
export const scimGroups: Route = ['POST', '/b2b/scim/groups'];
export const scimRotateStart: Route = ['POST', '/b2b/scim/rotate/start'];
export const scimRotateComplete: Route = ['POST', '/b2b/scim/rotate/complete'];
export const scimRotateCancel: Route = ['POST', '/b2b/scim/rotate/cancel'];
/** Identity provider, B2B paths (the consumer ones are in shared-routes.ts); the submit is a hidden-field form. */
export const idpAuthorizeStart: Route = ['POST', '/b2b/oauth/authorize/start'];
export const idpAuthorize: Route = ['POST', '/b2b/oauth/authorize'];
export const idpLogoutStart: Route = ['POST', '/b2b/oauth/logout/start'];
