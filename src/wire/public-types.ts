// Consumer entity and response shapes under the official SDK's public type names (the vendor's API
// reference describes the fields; written here from it). Types only: nothing here reaches a bundle.
// `TProjectConfiguration` parameters exist so integrator code that passes one compiles; featherlogin
// does not narrow custom claims with it.
import type { Session, User } from './types';

export type { Session, User };

/** Every answer carries these. */
export interface ResponseCommon {
  request_id: string;
  status_code: number;
}

export type DeleteResponse = ResponseCommon;
export type UpdateResponse = ResponseCommon;

/** A registered WebAuthn credential or passkey (`user.webauthn_registrations[]`). */
export type WebAuthnRegistration = User['webauthn_registrations'][number];

/** Whether a device attribute (an IP address, a country) was seen before, and when. */
export interface DeviceAttributeDetails {
  is_new: boolean;
  first_seen_at?: string;
  last_seen_at?: string;
}
/** The device an authenticate call came from, as the server saw it (when device history is on). */
export interface SDKDeviceHistory {
  ip_address?: string;
  ip_address_details?: DeviceAttributeDetails;
  ip_geo_city?: string;
  ip_geo_region?: string;
  ip_geo_country?: string;
  ip_geo_country_details?: DeviceAttributeDetails;
}

/** What every consumer authenticate call answers: the user and the new session. */
export type AuthenticateResponse<_TProjectConfiguration = unknown> = ResponseCommon & {
  user_id: string;
  user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
  user_device?: SDKDeviceHistory;
};

/** `session_duration_minutes` of an authenticate call. */
export interface SessionDurationOptions {
  session_duration_minutes: number;
}

export type UnsubscribeFunction = () => void;

/** The consumer client's stored state. */
export interface ConsumerState {
  session: Session | null;
  user: User | null;
}

/** Languages of the vendor's emails and texts. */
export type locale = 'en' | 'es' | 'pt-br' | 'fr' | (string & {});

// ---- Authentication factors (`session.authentication_factors[]`)

interface Factor<T extends string, D extends string> {
  type: T;
  delivery_method: D;
  last_authenticated_at: string;
  created_at?: string;
  updated_at?: string;
}
type With<K extends string, V> = { [P in K]: V };
type OAuthFactor<P extends string, D extends string = `oauth_${P}`> = Factor<'oauth', D> &
  With<`${P}_oauth_factor`, { id: string; provider_subject: string; email_id?: string }>;

export type EmailFactor = Factor<'magic_link' | 'otp' | 'email' | (string & {}), 'email' | 'embedded'> & {
  email_factor: { email_id: string; email_address: string };
};
export type PhoneNumberFactor = Factor<'otp', 'sms' | 'whatsapp'> & { phone_number_factor: { phone_id: string; phone_number: string } };
export type GoogleOAuthFactor = OAuthFactor<'google'>;
export type MicrosoftOAuthFactor = OAuthFactor<'microsoft'>;
export type AppleOAuthFactor = OAuthFactor<'apple'>;
export type GithubOAuthFactor = OAuthFactor<'github'>;
export type GitLabOAuthFactor = OAuthFactor<'gitlab'>;
export type FacebookOAuthFactor = OAuthFactor<'facebook'>;
export type DiscordOAuthFactor = OAuthFactor<'discord'>;
export type SalesforceOAuthFactor = OAuthFactor<'salesforce'>;
export type SlackOAuthFactor = OAuthFactor<'slack'>;
export type AmazonOAuthFactor = OAuthFactor<'amazon'>;
export type BitbucketOAuthFactor = OAuthFactor<'bitbucket'>;
export type LinkedInOAuthFactor = OAuthFactor<'linkedin'>;
export type CoinbaseOAuthFactor = OAuthFactor<'coinbase'>;
export type TwitchOAuthFactor = OAuthFactor<'twitch'>;
export type TwitterOAuthFactor = OAuthFactor<'twitter'>;
export type TikTokOAuthFactor = OAuthFactor<'tiktok'>;
export type FigmaOAuthFactor = OAuthFactor<'figma'>;
export type SnapchatOAuthFactor = OAuthFactor<'snapchat'>;
export type YahooOAuthFactor = OAuthFactor<'yahoo'>;
export type WebAuthnFactor = Factor<'webauthn', 'webauthn_registration'> & {
  webauthn_factor: { webauthn_registration_id: string; domain: string; user_agent: string };
};
export type AuthenticatorAppFactor = Factor<'totp', 'authenticator_app'> & { authenticator_app_factor: { totp_id: string } };
export type RecoveryCodeFactor = Factor<'recovery_codes', 'recovery_code'> & { recovery_code_factor: { totp_recovery_code_id: string } };
export type CryptoWalletFactor = Factor<'crypto', 'crypto_wallet'> & {
  crypto_wallet_factor: { crypto_wallet_id: string; crypto_wallet_address: string; crypto_wallet_type: string };
};
export type PasswordFactor = Factor<'password', 'knowledge'>;
export type BiometricFactor = Factor<'biometric', 'biometric'> & { biometric_factor: { biometric_registration_id: string } };
/** A session made from a connected app's access token (6.x `session.exchangeAccessToken`). */
export type AccessTokenExchangeFactor = Omit<Factor<string, 'oauth_access_token_exchange'>, 'created_at' | 'updated_at'> & {
  oauth_access_token_exchange_factor: { client_id: string };
};

/** Any factor a session can record. */
export type AuthenticationFactor =
  | EmailFactor
  | PhoneNumberFactor
  | GoogleOAuthFactor
  | MicrosoftOAuthFactor
  | AppleOAuthFactor
  | GithubOAuthFactor
  | GitLabOAuthFactor
  | FacebookOAuthFactor
  | DiscordOAuthFactor
  | SalesforceOAuthFactor
  | SlackOAuthFactor
  | AmazonOAuthFactor
  | BitbucketOAuthFactor
  | LinkedInOAuthFactor
  | CoinbaseOAuthFactor
  | TwitchOAuthFactor
  | TwitterOAuthFactor
  | TikTokOAuthFactor
  | FigmaOAuthFactor
  | SnapchatOAuthFactor
  | YahooOAuthFactor
  | WebAuthnFactor
  | AuthenticatorAppFactor
  | RecoveryCodeFactor
  | CryptoWalletFactor
  | PasswordFactor
  | BiometricFactor
  | AccessTokenExchangeFactor;

// ---- Session

export type SessionAuthenticateOptions = Partial<SessionDurationOptions>;
export type SessionAuthenticateResponse<T = unknown> = AuthenticateResponse<T>;
export interface SessionRevokeOptions {
  /** Clear the local session even when the revoke call fails. */
  forceClear?: boolean;
}
export type SessionRevokeResponse = ResponseCommon;
export type SessionOnChangeCallback<_T = unknown> = (session: Session | null) => void;
export interface SessionTokens {
  session_token: string;
  session_jwt: string;
}
export type SessionTokensUpdate = { session_token: string; session_jwt: string | null };
/** A connected app's access token traded for a session (6.x `session.exchangeAccessToken`). */
export type SessionAccessTokenExchangeOptions = SessionDurationOptions & { access_token: string };
export type SessionAccessTokenExchangeResponse<T = unknown> = AuthenticateResponse<T>;
/** A JWT of the project's token profile traded for a session (6.x `session.attest`). */
export type SessionAttestOptions = { profile_id: string; token: string } & Partial<SessionDurationOptions> & Partial<SessionTokens>;
export type SessionAttestResponse<T = unknown> = AuthenticateResponse<T>;
/** `session.getInfo()`. */
export interface SessionInfo<_T = unknown> {
  session: Session | null;
  fromCache: boolean;
}

// ---- OAuth

export interface OAuthGetURLOptions {
  login_redirect_url?: string;
  signup_redirect_url?: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
  oauth_attach_token?: string;
}
export type OAuthAuthenticateOptions = SessionDurationOptions;
export type OAuthAuthenticateResponse<T = unknown> = AuthenticateResponse<T> & {
  provider_subject: string;
  provider_type: string;
  provider_values: { access_token: string; refresh_token?: string; id_token?: string; expires_at?: string; scopes: string[] };
  reset_sessions: boolean;
  oauth_user_registration_id: string;
};
/** Why Google One Tap did not show. */
export type OAuthStartFailureReason = string;
export type OAuthStartResponse = { success: true } | { success: false; reason: OAuthStartFailureReason };
/** `oauth.attach(provider)`: the token an OAuth start takes to add that provider to the signed-in user. */
export type OAuthAttachResponse = ResponseCommon & { oauth_attach_token: string };
/** The official React Native client's start options (web clients ignore `show_in_recents`). Types only. */
export type RNOAuthGetURLOptions = OAuthGetURLOptions & { show_in_recents?: boolean };

// ---- Identity provider (6.x `idp.*`: the consent calls under /idp/...)

/** A connected app as the consent screen shows it. */
export interface ConnectedAppPublic {
  client_id: string;
  client_type: string;
  client_name: string;
  client_description: string;
  client_logo_url?: string;
}
/** One requested scope: whether it can be granted, and its words. */
export interface ScopeResult {
  scope: string;
  is_grantable: boolean;
  description: string;
}
/** An authorize request of a connected app (the page's OAuth query), scopes as a list. */
export interface OAuthAuthorizeStartOptions {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scopes: string[];
  prompt?: string;
}
export type OAuthAuthorizeStartResponse = ResponseCommon & {
  user_id: string;
  user: User;
  client: ConnectedAppPublic;
  consent_required: boolean;
  scope_results: ScopeResult[];
};
export type OAuthAuthorizeSubmitOptions = OAuthAuthorizeStartOptions & {
  state?: string;
  nonce?: string;
  code_challenge?: string;
  consent_granted: boolean;
  resource?: string[];
};
/** Where to send the browser: the app's redirect URI with its code (or its error). */
export type OAuthAuthorizeSubmitResponse = ResponseCommon & { redirect_uri: string; authorization_code?: string };
export interface OAuthLogoutStartOptions {
  client_id: string;
  post_logout_redirect_uri: string;
  state?: string;
  id_token_hint?: string;
}
export type OAuthLogoutStartResponse = ResponseCommon & { redirect_uri: string; consent_required: boolean };

// ---- User

export type UserOnChangeCallback = (user: User | null) => void;
/** A connected app (identity-provider client) as a user or member sees their grant to it. */
export interface ConnectedAppGrant {
  connected_app_id: string;
  name: string;
  description: string;
  client_type: string;
  logo_url?: string;
  /** The granted scopes, space-separated. */
  scopes_granted: string;
}
export type UserGetConnectedAppsResponse = ResponseCommon & { connected_apps: ConnectedAppGrant[] };
export type UserRevokeConnectedAppResponse = ResponseCommon;
export interface UserUpdateOptions {
  name?: { first_name?: string; middle_name?: string; last_name?: string };
  untrusted_metadata?: Record<string, unknown>;
}
export type UserUpdateResponse = ResponseCommon & {
  user_id: string;
  user: User;
  emails: User['emails'];
  phone_numbers: User['phone_numbers'];
  crypto_wallets: User['crypto_wallets'];
};
export interface UserInfo {
  user: User | null;
  fromCache: boolean;
}

// ---- Magic links

interface MagicLinkSendBase {
  login_magic_link_url?: string;
  signup_magic_link_url?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: locale;
}
export type MagicLinksLoginOrCreateOptions = MagicLinkSendBase & { create_user_as_pending?: boolean };
export type MagicLinksSendOptions = MagicLinkSendBase;
export type MagicLinksLoginOrCreateResponse = ResponseCommon & { email_id: string; user_id: string; user_created: boolean };
export type MagicLinksSendResponse = ResponseCommon & { email_id: string; user_id: string };
export type MagicLinksAuthenticateOptions = SessionDurationOptions;
export type MagicLinksAuthenticateResponse<T = unknown> = AuthenticateResponse<T> & { method_id: string; reset_sessions: boolean };

// ---- OTP

export interface OTPCodeOptions {
  expiration_minutes?: number;
  locale?: locale;
}
export type OTPCodeSMSOptions = OTPCodeOptions & { enable_autofill?: boolean; autofill_domain?: string };
export type OTPCodeEmailOptions = OTPCodeOptions & { login_template_id?: string; signup_template_id?: string };
export type OTPAuthenticateOptions = SessionDurationOptions;
export type OTPsLoginOrCreateResponse = ResponseCommon & { method_id: string };
export type OTPsSendResponse = ResponseCommon & { method_id: string };
export type OTPsAuthenticateResponse<T = unknown> = AuthenticateResponse<T> & { method_id: string; reset_sessions: boolean };

// ---- Crypto wallets

export interface SIWEParams {
  domain?: string;
  uri?: string;
  chain_id?: string;
  issued_at?: string;
  statement?: string;
  not_before?: string;
  message_request_id?: string;
  resources?: string[];
}
export interface CryptoWalletAuthenticateStartOptions {
  crypto_wallet_address: string;
  crypto_wallet_type: string;
  siwe_params?: SIWEParams;
}
export type CryptoWalletAuthenticateStartResponse = ResponseCommon & { challenge: string; user_created: boolean };
export type CryptoWalletAuthenticateOptions = SessionDurationOptions & {
  crypto_wallet_address: string;
  crypto_wallet_type: string;
  signature: string;
};
export type CryptoWalletAuthenticateResponse<T = unknown> = AuthenticateResponse<T>;

// ---- TOTP

export interface TOTPCreateOptions {
  expiration_minutes: number;
}
export type TOTPCreateResponse = ResponseCommon & {
  totp_id: string;
  secret: string;
  qr_code: string;
  recovery_codes: string[];
  user_id: string;
  user: User;
};
export type TOTPAuthenticateOptions = SessionDurationOptions & { totp_code: string };
export type TOTPAuthenticateResponse<T = unknown> = AuthenticateResponse<T> & { totp_id: string };
export type TOTPRecoveryCodesResponse = ResponseCommon & {
  user_id: string;
  totps: { totp_id: string; verified: boolean; recovery_codes: string[] }[];
};
export type TOTPRecoverOptions = SessionDurationOptions & { recovery_code: string };
export type TOTPRecoverResponse<T = unknown> = AuthenticateResponse<T> & { totp_id: string };

// ---- WebAuthn and passkeys

export interface WebAuthnRegisterStartOptions {
  domain?: string;
  authenticator_type?: 'platform' | 'cross-platform';
  is_passkey?: boolean;
  override_id?: string;
  override_name?: string;
  override_display_name?: string;
}
export type WebAuthnRegisterStartResponse = ResponseCommon & { user_id: string; public_key_credential_creation_options: string };
export type WebAuthnRegisterResponse<T = unknown> = AuthenticateResponse<T> & { webauthn_registration_id: string };
export interface WebAuthnAuthenticateStartOptions {
  domain?: string;
  is_passkey?: boolean;
  signal?: AbortSignal;
  conditional_mediation?: boolean;
  session_duration_minutes: number;
}
export type WebAuthnAuthenticateStartResponse = ResponseCommon & { user_id: string; public_key_credential_request_options: string };
export type WebAuthnAuthenticateResponse<T = unknown> = AuthenticateResponse<T> & { webauthn_registration_id: string };
export interface WebAuthnUpdateOptions {
  webauthn_registration_id: string;
  name: string;
}
export type WebAuthnUpdateResponse = ResponseCommon & { webauthn_registration: WebAuthnRegistration };

// ---- Passwords

export type PasswordCreateOptions = SessionDurationOptions & { email: string; password: string };
export type PasswordCreateResponse<T = unknown> = AuthenticateResponse<T> & { email_id: string };
export type PasswordAuthenticateOptions = SessionDurationOptions & { email: string; password: string };
export type PasswordAuthenticateResponse<T = unknown> = AuthenticateResponse<T>;
export interface PasswordResetByEmailStartOptions {
  email: string;
  login_redirect_url?: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  locale?: locale;
}
export type PasswordResetByEmailStartResponse = ResponseCommon;
export type PasswordResetByEmailOptions = SessionDurationOptions & { token: string; password: string };
export type PasswordResetByEmailResponse<T = unknown> = AuthenticateResponse<T>;
export type PasswordResetByExistingPasswordOptions = SessionDurationOptions & {
  email: string;
  existing_password: string;
  new_password: string;
};
export type PasswordResetByExistingPasswordResponse<T = unknown> = AuthenticateResponse<T>;
export type PasswordResetBySessionOptions = SessionDurationOptions & { password: string };
export type PasswordResetBySessionResponse<_T = unknown> = ResponseCommon & { user: User; session: Session };
export interface PasswordStrengthCheckOptions {
  email?: string;
  password: string;
}
export type PasswordStrengthCheckResponse = ResponseCommon & {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: 'luds' | 'zxcvbn';
  breach_detection_on_create: boolean;
  feedback: {
    suggestions: string[];
    warning: string;
    luds_requirements?: {
      has_lower_case: boolean;
      has_upper_case: boolean;
      has_digit: boolean;
      has_symbol: boolean;
      missing_complexity: number;
      missing_characters: number;
    };
  };
};

// ---- Impersonation

export interface ImpersonationAuthenticateOptions {
  impersonation_token: string;
}
export type ImpersonationAuthenticateResponse<T = unknown> = AuthenticateResponse<T>;

// ---- Biometrics (the official React Native client; the web clients have none)

export interface BiometricsRegisterOptions {
  prompt: string;
  cancelButtonText?: string;
  allowDeviceCredentials?: boolean;
  allowFallbackToCleartext?: boolean;
  sessionDurationMinutes?: number;
}
export type BiometricsRegisterStartResponse = ResponseCommon & { biometric_registration_id: string; challenge: string };
export type BiometricsRegisterCompleteResponse<T = unknown> = AuthenticateResponse<T> & { biometric_registration_id: string };
export interface BiometricsAuthenticateOptions {
  prompt: string;
  cancelButtonText?: string;
  fallbackTitle?: string;
  allowDeviceCredentials?: boolean;
  sessionDurationMinutes: number;
}
export type BiometricsAuthenticateStartResponse = ResponseCommon & { challenge: string; biometric_registration_id: string };
export type BiometricsAuthenticateCompleteResponse<T = unknown> = AuthenticateResponse<T> & { biometric_registration_id: string };
export type BiometricsDeleteResponse = ResponseCommon & { biometric_registration_id: string };
export type BiometryType = 'TouchID' | 'FaceID' | 'Biometrics' | 'Fingerprint' | 'Iris' | 'Face';
export type BiometricsGetSensorResponse = { biometryType: BiometryType };

/** Kinds of token in a redirect URL (`stytch_token_type`). */
export type TokenType =
  | 'magic_links'
  | 'oauth'
  | 'reset_password'
  | 'login'
  | 'impersonation'
  | 'discovery'
  | 'discovery_oauth'
  | 'multi_tenant_magic_links'
  | 'multi_tenant_passwords'
  | 'multi_tenant_impersonation'
  | 'sso';

/** A project's custom-claims configuration (declaration merging target of the official SDK). */
export type StytchProjectConfiguration = Record<string, unknown>;
export type StytchProjectConfigurationInput = Record<string, unknown>;
