// The wire contract: every SDK endpoint, as data. The headless clients call these paths under
// {base}/sdk/v1, the emulator serves them, and the tests iterate them. Path parameters are
// written {name}. Nothing here runs; it is imported for its strings only.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Route = readonly [HttpMethod, string];

export const OAUTH_PROVIDERS = [
  'google', 'apple', 'microsoft', 'github', 'gitlab', 'facebook', 'discord', 'salesforce', 'slack', 'amazon',
  'bitbucket', 'linkedin', 'coinbase', 'twitch', 'twitter', 'tiktok', 'snapchat', 'figma', 'yahoo',
] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const B2B_OAUTH_PROVIDERS = ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const;
export type B2BOAuthProvider = (typeof B2B_OAUTH_PROVIDERS)[number];

/** Consumer endpoints (consumer spec, section 7). */
export const consumer = {
  usersMe: ['GET', '/users/me'],
  usersUpdate: ['PUT', '/users/me'],
  deleteEmail: ['DELETE', '/users/emails/{id}'],
  deletePhoneNumber: ['DELETE', '/users/phone_numbers/{id}'],
  deleteTOTP: ['DELETE', '/users/totps/{id}'],
  deleteCryptoWallet: ['DELETE', '/users/crypto_wallets/{id}'],
  deleteOAuth: ['DELETE', '/users/oauth/{id}'],
  deleteWebauthn: ['DELETE', '/users/webauthn_registrations/{id}'],
  deleteBiometric: ['DELETE', '/users/biometric_registrations/{id}'],
  sessionsRevoke: ['POST', '/sessions/revoke'],
  sessionsAuthenticate: ['POST', '/sessions/authenticate'],
  magicLinksLoginOrCreate: ['POST', '/magic_links/email/login_or_create'],
  magicLinksSendPrimary: ['POST', '/magic_links/email/send/primary'],
  magicLinksSendSecondary: ['POST', '/magic_links/email/send/secondary'],
  magicLinksAuthenticate: ['POST', '/magic_links/authenticate'],
  otpSmsLoginOrCreate: ['POST', '/otps/sms/login_or_create'],
  otpSmsSendPrimary: ['POST', '/otps/sms/send/primary'],
  otpSmsSendSecondary: ['POST', '/otps/sms/send/secondary'],
  otpWhatsappLoginOrCreate: ['POST', '/otps/whatsapp/login_or_create'],
  otpWhatsappSendPrimary: ['POST', '/otps/whatsapp/send/primary'],
  otpWhatsappSendSecondary: ['POST', '/otps/whatsapp/send/secondary'],
  otpEmailLoginOrCreate: ['POST', '/otps/email/login_or_create'],
  otpEmailSendPrimary: ['POST', '/otps/email/send/primary'],
  otpEmailSendSecondary: ['POST', '/otps/email/send/secondary'],
  otpAuthenticate: ['POST', '/otps/authenticate'],
  oauthAuthenticate: ['POST', '/oauth/authenticate'],
  oauthGoogleOneTapStart: ['POST', '/oauth/google/onetap/start'],
  oauthGoogleOneTapSubmit: ['POST', '/oauth/google/onetap/submit'],
  cryptoStartPrimary: ['POST', '/crypto_wallets/authenticate/start/primary'],
  cryptoStartSecondary: ['POST', '/crypto_wallets/authenticate/start/secondary'],
  cryptoAuthenticate: ['POST', '/crypto_wallets/authenticate'],
  totpCreate: ['POST', '/totps'],
  totpAuthenticate: ['POST', '/totps/authenticate'],
  totpRecoveryCodes: ['POST', '/totps/recovery_codes'],
  totpRecover: ['POST', '/totps/recover'],
  webauthnRegisterStart: ['POST', '/webauthn/register/start'],
  webauthnRegister: ['POST', '/webauthn/register'],
  webauthnAuthenticateStartPrimary: ['POST', '/webauthn/authenticate/start/primary'],
  webauthnAuthenticateStartSecondary: ['POST', '/webauthn/authenticate/start/secondary'],
  webauthnAuthenticate: ['POST', '/webauthn/authenticate'],
  webauthnUpdate: ['PUT', '/webauthn/update/{id}'],
  passwordsCreate: ['POST', '/passwords'],
  passwordsAuthenticate: ['POST', '/passwords/authenticate'],
  passwordsResetByEmailStart: ['POST', '/passwords/email/reset/start'],
  passwordsResetByEmail: ['POST', '/passwords/email/reset'],
  passwordsResetByExisting: ['POST', '/passwords/existing_password/reset'],
  passwordsResetBySession: ['POST', '/passwords/session/reset'],
  passwordsStrengthCheck: ['POST', '/passwords/strength_check'],
  impersonationAuthenticate: ['POST', '/impersonation/authenticate'],
  usersSearch: ['POST', '/users/search'],
} as const satisfies Record<string, Route>;

/** B2B endpoints (B2B spec, section 7), mirroring the vendor's public API paths under /b2b. */
export const b2b = {
  sessionsAuthenticate: ['POST', '/b2b/sessions/authenticate'],
  sessionsRevoke: ['POST', '/b2b/sessions/revoke'],
  sessionsExchange: ['POST', '/b2b/sessions/exchange'],
  membersMe: ['GET', '/b2b/organizations/members/me'],
  membersSearch: ['POST', '/b2b/organizations/members/search'],
  organizationsMe: ['GET', '/b2b/organizations/me'],
  organizationsBySlug: ['POST', '/b2b/organizations/search'],
  magicLinksLoginOrSignup: ['POST', '/b2b/magic_links/email/login_or_signup'],
  magicLinksInvite: ['POST', '/b2b/magic_links/email/invite'],
  magicLinksDiscoverySend: ['POST', '/b2b/magic_links/email/discovery/send'],
  magicLinksAuthenticate: ['POST', '/b2b/magic_links/authenticate'],
  magicLinksDiscoveryAuthenticate: ['POST', '/b2b/magic_links/discovery/authenticate'],
  otpEmailLoginOrSignup: ['POST', '/b2b/otps/email/login_or_signup'],
  otpEmailAuthenticate: ['POST', '/b2b/otps/email/authenticate'],
  otpEmailDiscoverySend: ['POST', '/b2b/otps/email/discovery/send'],
  otpEmailDiscoveryAuthenticate: ['POST', '/b2b/otps/email/discovery/authenticate'],
  otpSmsSend: ['POST', '/b2b/otps/sms/send'],
  otpSmsAuthenticate: ['POST', '/b2b/otps/sms/authenticate'],
  passwordsAuthenticate: ['POST', '/b2b/passwords/authenticate'],
  passwordsStrengthCheck: ['POST', '/b2b/passwords/strength_check'],
  passwordsResetByEmailStart: ['POST', '/b2b/passwords/email/reset/start'],
  passwordsResetByEmail: ['POST', '/b2b/passwords/email/reset'],
  passwordsResetBySession: ['POST', '/b2b/passwords/session/reset'],
  passwordsResetByExisting: ['POST', '/b2b/passwords/existing_password/reset'],
  passwordsDiscoveryAuthenticate: ['POST', '/b2b/passwords/discovery/authenticate'],
  passwordsDiscoveryResetByEmailStart: ['POST', '/b2b/passwords/discovery/email/reset/start'],
  passwordsDiscoveryResetByEmail: ['POST', '/b2b/passwords/discovery/email/reset'],
  oauthAuthenticate: ['POST', '/b2b/oauth/authenticate'],
  oauthDiscoveryAuthenticate: ['POST', '/b2b/oauth/discovery/authenticate'],
  /** Google One Tap (B2B client): the project's Google client id, then credential -> redirect_url (org or discovery). */
  oauthGoogleOneTapStart: ['POST', '/b2b/oauth/google/onetap/start'],
  oauthGoogleOneTapSubmit: ['POST', '/b2b/oauth/google/onetap/submit'],
  ssoAuthenticate: ['POST', '/b2b/sso/authenticate'],
  ssoDiscoverConnections: ['POST', '/b2b/sso/discovery/connections'],
  discoveryOrganizations: ['POST', '/b2b/discovery/organizations'],
  discoveryOrganizationsCreate: ['POST', '/b2b/discovery/organizations/create'],
  discoveryExchange: ['POST', '/b2b/discovery/intermediate_sessions/exchange'],
  totpCreate: ['POST', '/b2b/totp'],
  totpAuthenticate: ['POST', '/b2b/totp/authenticate'],
  recoveryCodesRecover: ['POST', '/b2b/recovery_codes/recover'],
  recoveryCodesGet: ['GET', '/b2b/recovery_codes'],
  recoveryCodesRotate: ['POST', '/b2b/recovery_codes/rotate'],
  impersonationAuthenticate: ['POST', '/b2b/impersonation/authenticate'],
} as const satisfies Record<string, Route>;

/** Shared: project settings, telemetry, identity provider. */
export const shared = {
  bootstrap: ['GET', '/projects/bootstrap/{public_token}'],
  events: ['POST', '/events'],
  idpAuthorizeStart: ['POST', '/oauth/authorize/start'],
  /** Submitted by the browser as a hidden-field form (a navigation, not fetch). */
  idpAuthorize: ['POST', '/oauth/authorize'],
  idpLogoutStart: ['POST', '/oauth/logout/start'],
} as const satisfies Record<string, Route>;

/** Browser redirects (not under /sdk/v1): {base}{path}?public_token=... */
export const redirects = {
  oauthStart: '/v1/public/oauth/{provider}/start',
  b2bOAuthStart: '/v1/b2b/public/oauth/{provider}/start',
  b2bOAuthDiscoveryStart: '/v1/b2b/public/oauth/{provider}/discovery/start',
  ssoStart: '/v1/public/sso/start',
} as const;

/** Fills {name} placeholders, URI-encoding each value. */
export const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(params[k] ?? ''));
