// B2B endpoints (B2B spec, section 7): the paths and methods the official B2B headless client calls
// (checked request by request against it by test/compat/wire.test.ts). One exported Route each (with its body fields, fields.ts), imported
// as a namespace (see consumer-routes.ts); routes.ts re-exports it as `b2b`.
import type { Route } from './routes';
import { IDP_AUTHORIZE, IDP_CONSENT_START, IDP_CONSENT_SUBMIT, IDP_LOGOUT, IDP_START } from './fields';

export const sessionsAuthenticate = ['POST', '/b2b/sessions/authenticate', 'session_duration_minutes?:number'] as const;
export const sessionsRevoke: Route = ['POST', '/b2b/sessions/revoke'];
export const sessionsExchange = ['POST', '/b2b/sessions/exchange', 'organization_id session_duration_minutes:number locale?'] as const;
export const membersMe: Route = ['GET', '/b2b/organizations/members/me'];
export const membersSearch = ['POST', '/b2b/organizations/members/search', 'email_address organization_id'] as const;
export const organizationsMe: Route = ['GET', '/b2b/organizations/me'];
export const organizationsBySlug = ['POST', '/b2b/organizations/search', 'organization_slug'] as const;
export const magicLinksLoginOrSignup = [
  'POST',
  '/b2b/magic_links/email/login_or_signup',
  'email_address organization_id login_redirect_url? signup_redirect_url? login_template_id? signup_template_id? login_expiration_minutes?:number signup_expiration_minutes?:number locale?',
] as const;
export const magicLinksInvite = [
  'POST',
  '/b2b/magic_links/email/invite',
  'email_address invite_redirect_url? invite_template_id? invite_expiration_minutes?:number name? untrusted_metadata?:object roles?:stringArray locale?',
] as const;
export const magicLinksDiscoverySend = [
  'POST',
  '/b2b/magic_links/email/discovery/send',
  'email_address discovery_redirect_url? login_template_id? discovery_expiration_minutes?:number locale?',
] as const;
export const magicLinksAuthenticate = [
  'POST',
  '/b2b/magic_links/authenticate',
  'magic_links_token session_duration_minutes?:number locale?',
] as const;
export const magicLinksDiscoveryAuthenticate = ['POST', '/b2b/magic_links/discovery/authenticate', 'discovery_magic_links_token'] as const;
export const otpEmailLoginOrSignup = [
  'POST',
  '/b2b/otps/email/login_or_signup',
  'email_address organization_id login_template_id? signup_template_id? login_expiration_minutes?:number signup_expiration_minutes?:number locale?',
] as const;
export const otpEmailAuthenticate = [
  'POST',
  '/b2b/otps/email/authenticate',
  'code email_address organization_id session_duration_minutes:number locale?',
] as const;
export const otpEmailDiscoverySend = [
  'POST',
  '/b2b/otps/email/discovery/send',
  'email_address login_template_id? discovery_expiration_minutes?:number locale?',
] as const;
export const otpEmailDiscoveryAuthenticate = ['POST', '/b2b/otps/email/discovery/authenticate', 'code email_address'] as const;
export const otpSmsSend = [
  'POST',
  '/b2b/otps/sms/send',
  'organization_id member_id mfa_phone_number? locale? enable_autofill?:boolean expiration_minutes?:number',
] as const;
export const otpSmsAuthenticate = [
  'POST',
  '/b2b/otps/sms/authenticate',
  'organization_id member_id code session_duration_minutes:number set_mfa_enrollment? set_default_mfa?:boolean',
] as const;
export const passwordsAuthenticate = [
  'POST',
  '/b2b/passwords/authenticate',
  'organization_id email_address password session_duration_minutes?:number locale?',
] as const;
export const passwordsStrengthCheck = ['POST', '/b2b/passwords/strength_check', 'password email_address?'] as const;
export const passwordsResetByEmailStart = [
  'POST',
  '/b2b/passwords/email/reset/start',
  'organization_id email_address login_redirect_url? reset_password_redirect_url? reset_password_expiration_minutes?:number reset_password_template_id? verify_email_template_id? locale?',
] as const;
export const passwordsResetByEmail = [
  'POST',
  '/b2b/passwords/email/reset',
  'password_reset_token password session_duration_minutes?:number locale?',
] as const;
export const passwordsResetBySession = ['POST', '/b2b/passwords/session/reset', 'password'] as const;
export const passwordsResetByExisting = [
  'POST',
  '/b2b/passwords/existing_password/reset',
  'organization_id email_address existing_password new_password session_duration_minutes?:number locale?',
] as const;
export const passwordsDiscoveryAuthenticate = ['POST', '/b2b/passwords/discovery/authenticate', 'email_address password'] as const;
export const passwordsDiscoveryResetByEmailStart = [
  'POST',
  '/b2b/passwords/discovery/reset/start',
  'email_address discovery_redirect_url? reset_password_redirect_url? reset_password_expiration_minutes?:number reset_password_template_id? verify_email_template_id? locale?',
] as const;
export const passwordsDiscoveryResetByEmail = ['POST', '/b2b/passwords/discovery/reset', 'password_reset_token password'] as const;
export const oauthAuthenticate = ['POST', '/b2b/oauth/authenticate', 'oauth_token session_duration_minutes:number locale?'] as const;
export const oauthDiscoveryAuthenticate = ['POST', '/b2b/oauth/discovery/authenticate', 'discovery_oauth_token'] as const;
/** Google One Tap (B2B client): the project's Google client id, then credential -> redirect_url (org or discovery). */
export const oauthGoogleOneTapStart = ['POST', '/b2b/oauth/google/onetap/start', 'organization_id?'] as const;
export const oauthGoogleOneTapSubmit = [
  'POST',
  '/b2b/oauth/google/onetap/submit',
  'id_token nonce organization_id? login_redirect_url? signup_redirect_url? discovery_redirect_url?',
] as const;
export const ssoAuthenticate = ['POST', '/b2b/sso/authenticate', 'sso_token session_duration_minutes:number locale?'] as const;
/** GET: its field (email_address) goes in the query. */
export const ssoDiscoverConnections = ['GET', '/b2b/sso/discovery/connections', 'email_address'] as const;
export const discoveryOrganizations: Route = ['POST', '/b2b/discovery/organizations'];
export const discoveryOrganizationsCreate = [
  'POST',
  '/b2b/discovery/organizations/create',
  'session_duration_minutes:number organization_name? organization_slug? organization_logo_url? sso_jit_provisioning? email_allowed_domains?:stringArray email_jit_provisioning? email_invites? auth_methods? allowed_auth_methods?:stringArray mfa_policy? mfa_methods? allowed_mfa_methods?:stringArray',
] as const;
export const discoveryExchange = [
  'POST',
  '/b2b/discovery/intermediate_sessions/exchange',
  'organization_id session_duration_minutes:number locale?',
] as const;
export const totpCreate = ['POST', '/b2b/totp', 'organization_id member_id expiration_minutes?:number'] as const;
export const totpAuthenticate = [
  'POST',
  '/b2b/totp/authenticate',
  'organization_id member_id code session_duration_minutes:number set_mfa_enrollment? set_default_mfa?:boolean',
] as const;
export const recoveryCodesRecover = [
  'POST',
  '/b2b/recovery_codes/recover',
  'organization_id member_id recovery_code session_duration_minutes:number',
] as const;
export const recoveryCodesGet: Route = ['GET', '/b2b/recovery_codes'];
export const recoveryCodesRotate: Route = ['POST', '/b2b/recovery_codes/rotate'];
export const impersonationAuthenticate = ['POST', '/b2b/impersonation/authenticate', 'impersonation_token'] as const;
export const sessionsExchangeAccessToken = [
  'POST',
  '/b2b/sessions/exchange_access_token',
  'access_token session_duration_minutes:number',
] as const;
export const sessionsRevokeForMember = ['POST', '/b2b/sessions/revoke/{member_id}', 'member_id'] as const;
/** A JWT from the project's token profile (trusted auth) traded for a member session. */
export const sessionsAttest = [
  'POST',
  '/b2b/sessions/attest',
  'profile_id token organization_id? session_duration_minutes?:number session_token? session_jwt?',
] as const;
// Administration by a signed-in member (the official client's organization.*, self.*, sso.*, scim.*):
// the organization, its members, SSO connections and the SCIM connection.
export const organizationsUpdate = ['PUT', '/b2b/organizations/me', 'organization_name? organization_slug?'] as const;
export const organizationsDelete: Route = ['DELETE', '/b2b/organizations/me'];
export const membersCreate = ['POST', '/b2b/organizations/members', 'email_address'] as const;
export const membersUpdate = ['PUT', '/b2b/organizations/members/{member_id}', 'member_id'] as const;
export const membersDelete = ['DELETE', '/b2b/organizations/members/{member_id}', 'member_id'] as const;
export const membersReactivate = ['PUT', '/b2b/organizations/members/{member_id}/reactivate', 'member_id'] as const;
export const membersDeleteMfaPhoneNumber = ['DELETE', '/b2b/organizations/members/mfa_phone_numbers/{member_id}', 'member_id'] as const;
export const membersDeleteMfaTotp = ['DELETE', '/b2b/organizations/members/totp/{member_id}', 'member_id'] as const;
/** A member's password, by the member themself (self.deletePassword) or an admin (organization.members.deletePassword). */
export const membersDeletePassword = ['DELETE', '/b2b/organizations/members/passwords/{member_password_id}', 'member_password_id'] as const;
export const membersUnlinkRetiredEmail = [
  'POST',
  '/b2b/organizations/members/{member_id}/unlink_retired_email',
  'member_id email_id? email_address?',
] as const;
export const membersSearchAdmin = ['POST', '/b2b/organizations/me/members/search', 'query?:object limit?:number cursor?'] as const;
export const selfUpdate = [
  'PUT',
  '/b2b/organizations/members/update',
  'name? untrusted_metadata?:object mfa_enrolled?:boolean mfa_phone_number? default_mfa_method?',
] as const;
export const selfDeleteMfaPhoneNumber: Route = ['DELETE', '/b2b/organizations/members/deletePhoneNumber'];
export const selfDeleteMfaTotp: Route = ['DELETE', '/b2b/organizations/members/deleteTOTP'];
export const selfUnlinkRetiredEmail = ['POST', '/b2b/organizations/members/unlink_retired_email', 'email_id? email_address?'] as const;
/** A new email address for the signed-in member, verified by a link or code sent to it. */
export const selfStartEmailUpdate = [
  'POST',
  '/b2b/organizations/members/start_email_update',
  'email_address login_redirect_url? login_template_id? locale? delivery_method?',
] as const;
/** The same for another member, by an administrator. */
export const membersStartEmailUpdate = [
  'POST',
  '/b2b/organizations/members/{member_id}/start_email_update',
  'member_id email_address login_redirect_url? login_template_id? locale? delivery_method?',
] as const;
// Connected apps (identity-provider clients) members have granted: the signed-in member's, another
// member's, the organization's; revoking a grant sends no body.
export const selfConnectedApps: Route = ['GET', '/b2b/organizations/members/connected_apps'];
export const selfRevokeConnectedApp = [
  'POST',
  '/b2b/organizations/members/connected_apps/{connected_app_id}/revoke',
  'connected_app_id',
] as const;
export const membersConnectedApps = ['GET', '/b2b/organizations/members/{member_id}/connected_apps', 'member_id'] as const;
export const membersRevokeConnectedApp = [
  'POST',
  '/b2b/organizations/members/{member_id}/connected_apps/{connected_app_id}/revoke',
  'member_id connected_app_id',
] as const;
export const organizationsConnectedApps: Route = ['GET', '/b2b/organizations/connected_apps'];
export const organizationsConnectedApp = ['GET', '/b2b/organizations/connected_apps/{connected_app_id}', 'connected_app_id'] as const;
export const ssoGetConnections: Route = ['GET', '/b2b/sso'];
export const ssoDeleteConnection = ['DELETE', '/b2b/sso/{connection_id}', 'connection_id'] as const;
export const ssoSamlCreate = ['POST', '/b2b/sso/saml', 'display_name?'] as const;
export const ssoSamlUpdate = ['PUT', '/b2b/sso/saml/{connection_id}', 'connection_id'] as const;
export const ssoSamlUpdateByURL = ['PUT', '/b2b/sso/saml/{connection_id}/url', 'connection_id metadata_url'] as const;
export const ssoSamlDeleteCertificate = [
  'DELETE',
  '/b2b/sso/saml/{connection_id}/verification_certificates/{certificate_id}',
  'connection_id certificate_id',
] as const;
export const ssoSamlDeleteEncryptionKey = [
  'DELETE',
  '/b2b/sso/saml/{connection_id}/encryption_private_key/{private_key_id}',
  'connection_id private_key_id',
] as const;
export const ssoOidcCreate = ['POST', '/b2b/sso/oidc', 'display_name?'] as const;
export const ssoOidcUpdate = ['PUT', '/b2b/sso/oidc/{connection_id}', 'connection_id'] as const;
export const ssoExternalCreate = ['POST', '/b2b/sso/external', 'external_organization_id external_connection_id'] as const;
export const ssoExternalUpdate = ['PUT', '/b2b/sso/external/{connection_id}', 'connection_id'] as const;
export const scimCreate = ['POST', '/b2b/scim', 'display_name? identity_provider?'] as const;
export const scimGet: Route = ['GET', '/b2b/scim'];
export const scimUpdate = ['PUT', '/b2b/scim/{connection_id}', 'connection_id'] as const;
export const scimDelete = ['DELETE', '/b2b/scim/{connection_id}', 'connection_id'] as const;
export const scimGroups = ['POST', '/b2b/scim/groups', 'limit?:number cursor?'] as const;
export const scimRotateStart = ['POST', '/b2b/scim/rotate/start', 'connection_id'] as const;
export const scimRotateComplete = ['POST', '/b2b/scim/rotate/complete', 'connection_id'] as const;
export const scimRotateCancel = ['POST', '/b2b/scim/rotate/cancel', 'connection_id'] as const;
/** Identity provider, B2B paths (the consumer ones are in shared-routes.ts); the submit is a hidden-field form. */
export const idpAuthorizeStart = ['POST', '/b2b/oauth/authorize/start', IDP_START] as const;
export const idpAuthorize = ['POST', '/b2b/oauth/authorize', IDP_AUTHORIZE] as const;
export const idpLogoutStart = ['POST', '/b2b/oauth/logout/start', IDP_LOGOUT] as const;
export const idpConsentStart = ['POST', '/idp/b2b/oauth/authorize/start', IDP_CONSENT_START] as const;
export const idpConsentSubmit = ['POST', '/idp/b2b/oauth/authorize/submit', IDP_CONSENT_SUBMIT] as const;
