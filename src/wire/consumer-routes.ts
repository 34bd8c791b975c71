// Consumer endpoints (consumer spec, section 7), one exported Route each (with its body fields, fields.ts): browser code imports the
// module as a namespace (`import * as r`), so the minifier renames every name it uses and drops the rest;
// routes.ts re-exports the module as `consumer` for the emulator and the tests.
import type { Route } from './routes';

export const usersMe: Route = ['GET', '/users/me'];
export const usersUpdate = ['PUT', '/users/me', 'untrusted_metadata?:object name?:object'] as const;
export const deleteEmail: Route = ['DELETE', '/users/emails/{id}'];
export const deletePhoneNumber: Route = ['DELETE', '/users/phone_numbers/{id}'];
export const deleteTOTP: Route = ['DELETE', '/users/totps/{id}'];
export const deleteCryptoWallet: Route = ['DELETE', '/users/crypto_wallets/{id}'];
export const deleteOAuth: Route = ['DELETE', '/users/oauth/{id}'];
export const deleteWebauthn: Route = ['DELETE', '/users/webauthn_registrations/{id}'];
export const deleteBiometric: Route = ['DELETE', '/users/biometric_registrations/{id}'];
export const sessionsRevoke: Route = ['POST', '/sessions/revoke'];
export const sessionsAuthenticate = ['POST', '/sessions/authenticate', 'session_duration_minutes?:number'] as const;
/** A connected app's access token traded for a session. */
export const sessionsExchangeAccessToken = [
  'POST',
  '/sessions/exchange_access_token',
  'access_token session_duration_minutes:number',
] as const;
/** A JWT from the project's token profile (trusted auth) traded for a session. */
export const sessionsAttest = [
  'POST',
  '/sessions/attest',
  'profile_id token session_duration_minutes?:number session_token? session_jwt?',
] as const;
/** The connected apps (identity-provider clients) the user has granted access. */
export const usersConnectedApps: Route = ['GET', '/users/connected_apps'];
/** Withdraws a connected app's grant; no body. */
export const usersRevokeConnectedApp = ['POST', '/users/connected_apps/{connected_app_id}/revoke', 'connected_app_id'] as const;
/** Starts attaching an OAuth provider to the signed-in user: answers the oauth_attach_token an OAuth start takes. */
export const oauthAttach = ['POST', '/oauth/attach', 'provider'] as const;
export const magicLinksLoginOrCreate = [
  'POST',
  '/magic_links/email/login_or_create',
  'email login_magic_link_url? signup_magic_link_url? login_expiration_minutes?:number signup_expiration_minutes?:number login_template_id? signup_template_id? create_user_as_pending?:boolean locale?',
] as const;
export const magicLinksSendPrimary = [
  'POST',
  '/magic_links/email/send/primary',
  'email login_magic_link_url? signup_magic_link_url? login_expiration_minutes?:number signup_expiration_minutes?:number login_template_id? signup_template_id? create_user_as_pending?:boolean locale?',
] as const;
/** The body of magicLinksSendPrimary (the same send, while a session exists). */
export const magicLinksSendSecondary: Route = ['POST', '/magic_links/email/send/secondary'];
export const magicLinksAuthenticate = ['POST', '/magic_links/authenticate', 'token session_duration_minutes:number'] as const;
export const otpSmsLoginOrCreate = [
  'POST',
  '/otps/sms/login_or_create',
  'phone_number expiration_minutes?:number locale? login_template_id? signup_template_id? enable_autofill?:boolean',
] as const;
export const otpSmsSendPrimary = [
  'POST',
  '/otps/sms/send/primary',
  'phone_number expiration_minutes?:number locale? login_template_id? signup_template_id? enable_autofill?:boolean',
] as const;
/** The body of otpSmsSendPrimary (the same send, while a session exists). */
export const otpSmsSendSecondary: Route = ['POST', '/otps/sms/send/secondary'];
export const otpWhatsappLoginOrCreate = [
  'POST',
  '/otps/whatsapp/login_or_create',
  'phone_number expiration_minutes?:number locale? login_template_id? signup_template_id? enable_autofill?:boolean',
] as const;
export const otpWhatsappSendPrimary = [
  'POST',
  '/otps/whatsapp/send/primary',
  'phone_number expiration_minutes?:number locale? login_template_id? signup_template_id? enable_autofill?:boolean',
] as const;
/** The body of otpWhatsappSendPrimary (the same send, while a session exists). */
export const otpWhatsappSendSecondary: Route = ['POST', '/otps/whatsapp/send/secondary'];
export const otpEmailLoginOrCreate = [
  'POST',
  '/otps/email/login_or_create',
  'email expiration_minutes?:number locale? login_template_id? signup_template_id? enable_autofill?:boolean',
] as const;
export const otpEmailSendPrimary = [
  'POST',
  '/otps/email/send/primary',
  'email expiration_minutes?:number locale? login_template_id? signup_template_id? enable_autofill?:boolean',
] as const;
/** The body of otpEmailSendPrimary (the same send, while a session exists). */
export const otpEmailSendSecondary: Route = ['POST', '/otps/email/send/secondary'];
export const otpAuthenticate = ['POST', '/otps/authenticate', 'token method_id session_duration_minutes:number'] as const;
export const oauthAuthenticate = ['POST', '/oauth/authenticate', 'token session_duration_minutes:number'] as const;
export const oauthGoogleOneTapStart = ['POST', '/oauth/google/onetap/start', 'login_redirect_url? signup_redirect_url?'] as const;
export const oauthGoogleOneTapSubmit = [
  'POST',
  '/oauth/google/onetap/submit',
  'id_token nonce login_redirect_url? signup_redirect_url?',
] as const;
export const cryptoStartPrimary = [
  'POST',
  '/crypto_wallets/authenticate/start/primary',
  'crypto_wallet_address crypto_wallet_type siwe_params?:object',
] as const;
/** The body of cryptoStartPrimary (the same send, while a session exists). */
export const cryptoStartSecondary: Route = ['POST', '/crypto_wallets/authenticate/start/secondary'];
export const cryptoAuthenticate = [
  'POST',
  '/crypto_wallets/authenticate',
  'signature crypto_wallet_address crypto_wallet_type session_duration_minutes:number',
] as const;
export const totpCreate = ['POST', '/totps', 'expiration_minutes:number'] as const;
export const totpAuthenticate = ['POST', '/totps/authenticate', 'totp_code session_duration_minutes:number'] as const;
export const totpRecoveryCodes: Route = ['POST', '/totps/recovery_codes'];
export const totpRecover = ['POST', '/totps/recover', 'recovery_code session_duration_minutes:number'] as const;
export const webauthnRegisterStart: Route = ['POST', '/webauthn/register/start'];
export const webauthnRegister: Route = ['POST', '/webauthn/register'];
export const webauthnAuthenticateStartPrimary: Route = ['POST', '/webauthn/authenticate/start/primary'];
export const webauthnAuthenticateStartSecondary: Route = ['POST', '/webauthn/authenticate/start/secondary'];
export const webauthnAuthenticate: Route = ['POST', '/webauthn/authenticate'];
export const webauthnUpdate = ['PUT', '/webauthn/update/{id}', 'name'] as const;
export const passwordsCreate = ['POST', '/passwords', 'email password session_duration_minutes:number'] as const;
export const passwordsAuthenticate = ['POST', '/passwords/authenticate', 'email password session_duration_minutes:number'] as const;
export const passwordsResetByEmailStart = [
  'POST',
  '/passwords/email/reset/start',
  'email login_redirect_url? reset_password_redirect_url? reset_password_expiration_minutes?:number reset_password_template_id? locale?',
] as const;
export const passwordsResetByEmail = ['POST', '/passwords/email/reset', 'token password session_duration_minutes:number'] as const;
export const passwordsResetByExisting = [
  'POST',
  '/passwords/existing_password/reset',
  'email existing_password new_password session_duration_minutes:number',
] as const;
export const passwordsResetBySession = ['POST', '/passwords/session/reset', 'password session_duration_minutes:number'] as const;
export const passwordsStrengthCheck = ['POST', '/passwords/strength_check', 'email? password'] as const;
export const impersonationAuthenticate = ['POST', '/impersonation/authenticate', 'impersonation_token'] as const;
export const usersSearch = ['POST', '/users/search', 'email'] as const;
