// The official SDK's public enums and constants, with its names and values (the oracle test
// test/compat/exports.test.ts compares every one with the official package at run time).
// TypeScript enums: esbuild inlines a member's value where it is used and drops an enum object that
// no code reads whole, so a widget that emits one event pays for its string, not for this table.
// build.mjs never shares this module between a CDN bundle and its chunks for the same reason.

/** Consumer login widget products (`config.products`). */
export enum Products {
  emailMagicLinks = 'emailMagicLinks',
  oauth = 'oauth',
  otp = 'otp',
  crypto = 'crypto',
  passwords = 'passwords',
  passkeys = 'passkeys',
}

/** Consumer OAuth providers (`oauthOptions.providers[].type`). */
export enum OAuthProviders {
  Google = 'google',
  Microsoft = 'microsoft',
  Apple = 'apple',
  Github = 'github',
  GitLab = 'gitlab',
  Facebook = 'facebook',
  Discord = 'discord',
  Salesforce = 'salesforce',
  Slack = 'slack',
  Amazon = 'amazon',
  Bitbucket = 'bitbucket',
  LinkedIn = 'linkedin',
  Coinbase = 'coinbase',
  Twitch = 'twitch',
  Twitter = 'twitter',
  TikTok = 'tiktok',
  Snapchat = 'snapchat',
  Figma = 'figma',
  Yahoo = 'yahoo',
}

/** Crypto wallets the login widget lists. */
export enum Wallets {
  Phantom = 'Phantom',
  Metamask = 'Metamask',
  Coinbase = 'Coinbase',
  Binance = 'Binance',
  GenericEthereumWallet = 'GenericEthereumWallet',
  GenericSolanaWallet = 'GenericSolanaWallet',
}

/** Where Google One Tap shows (`position` of the Google provider). */
export enum OneTapPositions {
  embedded = 'embedded',
  floating = 'floating',
  embeddedOnly = 'embeddedOnly',
  floatingOrEmbedded = 'floatingOrEmbedded',
  forceLegacyEmbedded = 'forceLegacyEmbedded',
}

/** One-time passcode channels (`otpOptions.methods`). */
export enum OTPMethods {
  SMS = 'sms',
  WhatsApp = 'whatsapp',
  Email = 'email',
}

/** The `type` of every event a widget sends to `callbacks.onEvent`. */
export enum StytchEventType {
  MagicLinkLoginOrCreateEvent = 'MAGIC_LINK_LOGIN_OR_CREATE',
  OTPsLoginOrCreateEvent = 'OTP_LOGIN_OR_CREATE',
  OTPsAuthenticate = 'OTP_AUTHENTICATE',
  CryptoWalletAuthenticateStart = 'CRYPTO_WALLET_AUTHENTICATE_START',
  CryptoWalletAuthenticate = 'CRYPTO_WALLET_AUTHENTICATE',
  PasswordCreate = 'PASSWORD_CREATE',
  PasswordAuthenticate = 'PASSWORD_AUTHENTICATE',
  PasswordResetByEmailStart = 'PASSWORD_RESET_BY_EMAIL_START',
  PasswordResetByEmail = 'PASSWORD_RESET_BY_EMAIL',
  PasskeyRegister = 'PASSKEY_REGISTER',
  PasskeyAuthenticate = 'PASSKEY_AUTHENTICATE',
  PasskeySkip = 'PASSKEY_SKIP',
  PasskeyDone = 'PASSKEY_DONE',
  AuthenticateFlowComplete = 'AUTHENTICATE_FLOW_COMPLETE',
  OAuthAuthorizeFlowStart = 'OAUTH_AUTHORIZE_FLOW_START',
  OAuthAuthorizeFlowComplete = 'OAUTH_AUTHORIZE_FLOW_COMPLETE',
  OAuthAuthorizeFlowConsentDenied = 'OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED',
  B2BMagicLinkEmailLoginOrSignup = 'B2B_MAGIC_LINK_EMAIL_LOGIN_OR_SIGNUP',
  B2BMagicLinkAuthenticate = 'B2B_MAGIC_LINK_AUTHENTICATE',
  B2BMagicLinkEmailDiscoverySend = 'B2B_MAGIC_LINK_EMAIL_DISCOVERY_SEND',
  B2BMagicLinkDiscoveryAuthenticate = 'B2B_MAGIC_LINK_DISCOVERY_AUTHENTICATE',
  B2BSSOStart = 'B2B_SSO_START',
  B2BSSOAuthenticate = 'B2B_SSO_AUTHENTICATE',
  B2BSSODiscoverConnections = 'B2B_SSO_DISCOVER_CONNECTIONS',
  B2BOAuthAuthenticate = 'B2B_OAUTH_AUTHENTICATE',
  B2BOAuthDiscoveryAuthenticate = 'B2B_OAUTH_DISCOVERY_AUTHENTICATE',
  B2BDiscoveryOrganizationsCreate = 'B2B_DISCOVERY_ORGANIZATIONS_CREATE',
  B2BDiscoveryIntermediateSessionExchange = 'B2B_DISCOVERY_INTERMEDIATE_SESSION_EXCHANGE',
  B2BPasswordAuthenticate = 'B2B_PASSWORD_AUTHENTICATE',
  B2BPasswordDiscoveryAuthenticate = 'B2B_PASSWORD_DISCOVERY_AUTHENTICATE',
  B2BPasswordResetByEmailStart = 'B2B_PASSWORD_RESET_BY_EMAIL_START',
  B2BPasswordResetByEmail = 'B2B_PASSWORD_RESET_BY_EMAIL',
  B2BPasswordResetBySession = 'B2B_PASSWORD_RESET_BY_SESSION',
  B2BSMSOTPSend = 'B2B_SMS_OTP_SEND',
  B2BSMSOTPAuthenticate = 'B2B_SMS_OTP_AUTHENTICATE',
  B2BTOTPCreate = 'B2B_TOTP_CREATE',
  B2BTOTPAuthenticate = 'B2B_TOTP_AUTHENTICATE',
  B2BRecoveryCodesRecover = 'B2B_RECOVERY_CODES_RECOVER',
  B2BPasswordDiscoveryResetStart = 'B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL_START',
  B2BDiscoveryPasswordReset = 'B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL',
  B2BImpersonationAuthenticate = 'B2B_IMPERSONATION_AUTHENTICATE',
  B2BOTPsEmailAuthenticate = 'B2B_OTPS_EMAIL_AUTHENTICATE',
  B2BOTPsEmailDiscoveryAuthenticate = 'B2B_OTPS_EMAIL_DISCOVERY_AUTHENTICATE',
  B2BOTPsEmailDiscoverySend = 'B2B_OTPS_EMAIL_DISCOVERY_SEND',
  B2BOTPsEmailLoginOrSignup = 'B2B_OTPS_EMAIL_LOGIN_OR_SIGNUP',
  B2BOrganizationsGetBySlug = 'B2B_ORGANIZATIONS_GET_BY_SLUG',
}

/** The React Native UI's products (exported by the official web packages too; numeric). */
export enum RNUIProducts {
  emailMagicLinks,
  oauth,
  otp,
  passwords,
}

/** B2B login widget products (`config.products`). */
export enum B2BProducts {
  emailMagicLinks = 'emailMagicLinks',
  emailOtp = 'emailOtp',
  sso = 'sso',
  passwords = 'passwords',
  oauth = 'oauth',
}

/** The B2B widget's flow (`config.authFlowType`). */
export enum AuthFlowType {
  Discovery = 'Discovery',
  Organization = 'Organization',
  PasswordReset = 'PasswordReset',
}

/** Redirect kinds in B2B links (`stytch_redirect_type`). */
export enum RedirectURLType {
  ResetPassword = 'reset_password',
}

/** B2B second factors (`config.mfaProductOrder`, `mfaProductInclude`). */
export enum B2BMFAProducts {
  smsOtp = 'smsOtp',
  totp = 'totp',
}

/** B2B OAuth providers (`oauthOptions.providers[].type`). */
export enum B2BOAuthProviders {
  Google = 'google',
  Microsoft = 'microsoft',
  HubSpot = 'hubspot',
  Slack = 'slack',
  GitHub = 'github',
}

/**
 * The error types the official SDK documents as ending a stored session (public constant).
 * The client's own list (src/core/errors.ts `isUnrecoverable`) is longer.
 */
export const UNRECOVERABLE_ERROR_TYPES: string[] = [
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
];
