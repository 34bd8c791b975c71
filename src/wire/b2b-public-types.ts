// B2B (organization) entity and response shapes under the official SDK's public type names,
// written from the vendor's API reference. Types only.
import type {
  ConnectedAppGrant,
  ConnectedAppPublic,
  OAuthAuthorizeStartOptions,
  OAuthAuthorizeSubmitResponse,
  OAuthLogoutStartResponse,
  ResponseCommon,
  ScopeResult,
  SessionTokens,
} from './public-types';
import type { DiscoveredOrganization, Member, MemberSession, Organization } from './types';

export type { DiscoveredOrganization, Member, MemberSession, Organization };

type Factor<D extends string> = {
  type: string;
  delivery_method: D;
  last_authenticated_at: string;
  created_at?: string;
  updated_at?: string;
};
type OAuthFactor<K extends string, D extends string> = Factor<D> & {
  [P in K]: { id: string; provider_subject: string; email_id?: string };
};

export type B2BEmailFactor = Factor<'email' | 'embedded'> & { email_factor: { email_id: string; email_address: string } };
export type B2BPhoneNumberFactor = Factor<'sms' | 'whatsapp'> & { phone_number_factor: { phone_id: string; phone_number: string } };
export type B2BGoogleOAuthFactor = OAuthFactor<'google_oauth_factor', 'oauth_google'>;
export type B2BMicrosoftOAuthFactor = OAuthFactor<'microsoft_oauth_factor', 'oauth_microsoft'>;
export type B2BHubSpotOAuthFactor = OAuthFactor<'hubspot_oauth_factor', 'oauth_hubspot'>;
export type B2BSlackOAuthFactor = OAuthFactor<'slack_oauth_factor', 'oauth_slack'>;
export type B2BGitHubOAuthFactor = OAuthFactor<'github_oauth_factor', 'oauth_github'>;
/** Any factor a member session can record. */
export type B2BAuthenticationFactor =
  | B2BEmailFactor
  | B2BPhoneNumberFactor
  | B2BGoogleOAuthFactor
  | B2BMicrosoftOAuthFactor
  | B2BHubSpotOAuthFactor
  | B2BSlackOAuthFactor
  | B2BGitHubOAuthFactor;

/** Answers about one member: the member and its organization. */
export type MemberResponseCommon = ResponseCommon & { member_id: string; member: Member; organization: Organization };

export interface OAuthRegistration {
  provider_type: string;
  provider_subject: string;
  member_oauth_registration_id: string;
  profile_picture_url?: string;
  locale?: string;
}
export interface MemberRole {
  role_id: string;
  sources: { type: string; details?: Record<string, unknown> }[];
}
export interface RetiredEmailAddress {
  email_id: string;
  email_address: string;
}

/** Intermediate-session details when a second factor is due. */
export interface MfaRequired {
  member_options: MemberOptions | null;
  secondary_auth_initiated: 'sms_otp' | null;
}
export interface PrimaryRequired {
  allowed_auth_methods: B2BAllowedAuthMethods[];
}
export interface MemberOptions {
  mfa_phone_number: string;
  totp_registration_id: string;
}

export type B2BAllowedAuthMethods = Organization['allowed_auth_methods'][number];
export type B2BAllowedMFAMethods = Organization['allowed_mfa_methods'][number];
export type SSOActiveConnection = Organization['sso_active_connections'][number];

/** Every B2B authenticate call that ends in a member session. */
export type B2BAuthenticateResponse<_T = unknown> = MemberResponseCommon & {
  session_token: string;
  session_jwt: string;
  member_session: MemberSession;
};
/** An authenticate call that may stop at an intermediate session (MFA or another primary factor due). */
export type B2BAuthenticateResponseWithMFA<_T = unknown> = MemberResponseCommon & {
  session_token: string;
  session_jwt: string;
  member_session: MemberSession | null;
  member_authenticated: boolean;
  intermediate_session_token: string;
  mfa_required: MfaRequired | null;
  primary_required: PrimaryRequired | null;
};

/** The B2B client's stored state. */
export interface B2BState {
  session: MemberSession | null;
  member: Member | null;
  organization: Organization | null;
}

// ---- SSO connections

export interface X509Certificate {
  certificate_id: string;
  certificate: string;
  issuer: string;
  created_at: string;
  expires_at: string;
}
export interface SAMLConnection {
  organization_id: string;
  connection_id: string;
  status: string;
  display_name: string;
  identity_provider: string;
  idp_entity_id: string;
  idp_sso_url: string;
  acs_url: string;
  audience_uri: string;
  signing_certificates: X509Certificate[];
  verification_certificates: X509Certificate[];
  attribute_mapping: Record<string, string>;
  /** Keys that decrypt encrypted SAML assertions. */
  saml_encryption_private_keys?: EncryptionPrivateKey[];
  [k: string]: unknown;
}
/** A SAML connection's encryption private key. */
export interface EncryptionPrivateKey {
  private_key_id: string;
  private_key: string;
  created_at: string;
}
export interface OIDCConnection {
  organization_id: string;
  connection_id: string;
  status: string;
  display_name: string;
  identity_provider: string;
  redirect_url: string;
  client_id: string;
  client_secret: string;
  issuer: string;
  authorization_url: string;
  token_url: string;
  userinfo_url: string;
  jwks_url: string;
  [k: string]: unknown;
}
export interface ExternalConnection {
  organization_id: string;
  connection_id: string;
  external_organization_id: string;
  external_connection_id: string;
  display_name: string;
  status: string;
  [k: string]: unknown;
}

// ---- SCIM

export interface SCIMConnection {
  organization_id: string;
  connection_id: string;
  status: string;
  display_name: string;
  identity_provider: string;
  base_url: string;
  bearer_token_last_four: string;
  bearer_token_expires_at: string;
  next_bearer_token_last_four?: string;
  next_bearer_token_expires_at?: string;
  scim_group_implicit_role_assignments: { role_id: string; group_id: string; group_name?: string }[];
}
export type SCIMConnectionWithBearerToken = Omit<SCIMConnection, 'bearer_token_last_four'> & { bearer_token: string };
export type SCIMConnectionWithNextBearerToken = Omit<SCIMConnection, 'next_bearer_token_last_four'> & { next_bearer_token: string };
export interface SCIMGroup {
  group_id: string;
  group_name: string;
  organization_id: string;
  connection_id: string;
}

/** The project's RBAC policy as the client sees it: resource -> permitted actions. */
export type PermissionsMap<_T = unknown> = Record<string, Record<string, boolean>>;

// ---- Options and answers of the B2B client's methods

type Minutes = { session_duration_minutes: number };
type Auth<T = unknown> = B2BAuthenticateResponseWithMFA<T>;
type Locale = string;

// session
export type B2BSessionAuthenticateResponse<_T = unknown> = ResponseCommon & {
  member_session: MemberSession;
  member: Member;
  organization: Organization;
  session_token: string;
  session_jwt: string;
};
export interface B2BSessionRevokeOptions {
  forceClear?: boolean;
}
export interface B2BSessionRevokeForMemberOptions {
  member_id: string;
}
export type B2BSessionRevokeForMemberResponse = ResponseCommon;
export type B2BSessionOnChangeCallback = (session: MemberSession | null) => void;
export type B2BSessionExchangeOptions = Minutes & { organization_id: string; locale?: Locale };
export type B2BSessionExchangeResponse<T = unknown> = Auth<T>;
export type B2BSessionAccessTokenExchangeOptions = Minutes & { access_token: string };
export type B2BSessionAccessTokenExchangeResponse<T = unknown> = B2BAuthenticateResponse<T>;
export type B2BSessionAttestOptions = Minutes & { organization_id?: string; profile_id: string; token: string } & Partial<SessionTokens>;
export type B2BSessionAttestResponse<T = unknown> = B2BAuthenticateResponse<T>;
export interface MemberSessionInfo {
  session: MemberSession | null;
  fromCache: boolean;
}

// magic links
export interface B2BMagicLinksInviteOptions {
  email_address: string;
  invite_redirect_url?: string;
  invite_template_id?: string;
  name?: string;
  untrusted_metadata?: Record<string, unknown>;
  locale?: Locale;
  roles?: string[];
  invite_expiration_minutes?: number;
}
export type B2BMagicLinksInviteResponse = MemberResponseCommon;
export interface B2BMagicLinkLoginOrSignupOptions {
  email_address: string;
  organization_id: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: Locale;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
}
export type B2BMagicLinkLoginOrSignupResponse = MemberResponseCommon & { member_created: boolean };
export type B2BMagicLinksAuthenticateOptions = Minutes & { magic_links_token: string; locale?: Locale };
export type B2BMagicLinksAuthenticateResponse<T = unknown> = Auth<T> & { method_id: string; reset_sessions: boolean };
export interface B2BMagicLinksEmailDiscoverySendOptions {
  email_address: string;
  discovery_redirect_url?: string;
  login_template_id?: string;
  locale?: Locale;
  discovery_expiration_minutes?: number;
}
export type B2BMagicLinksEmailDiscoverySendResponse = ResponseCommon;
export type B2BDiscoveryAuthenticateResponse<_T = unknown> = ResponseCommon & {
  intermediate_session_token: string;
  email_address: string;
  discovered_organizations: DiscoveredOrganization[];
};
export type B2BMagicLinksDiscoveryAuthenticateResponse<T = unknown> = B2BDiscoveryAuthenticateResponse<T>;
export interface B2BMagicLinksDiscoveryAuthenticateOptions {
  discovery_magic_links_token: string;
}

// self (the signed-in member)
export type B2BMemberOnChangeCallback = (member: Member | null) => void;
export interface B2BMemberUpdateOptions {
  name?: string;
  untrusted_metadata?: Record<string, unknown>;
  mfa_enrolled?: boolean;
  mfa_phone_number?: string;
  default_mfa_method?: 'sms_otp' | 'totp';
}
export type B2BMemberUnlinkRetiredEmailRequest = { email_id?: string; email_address?: string };
/** How the verification of a new email address travels. */
export type MemberEmailUpdateDeliveryMethod = 'EMAIL_MAGIC_LINK' | 'EMAIL_OTP';
export type B2BMemberStartEmailUpdateRequest = {
  email_address: string;
  login_redirect_url?: string;
  login_template_id?: string;
  locale?: Locale;
  delivery_method?: MemberEmailUpdateDeliveryMethod;
};
export type B2BMemberStartEmailUpdateResponse = MemberResponseCommon;
export type B2BMemberGetConnectedAppsResponse = ResponseCommon & { connected_apps: ConnectedAppGrant[] };
export type B2BMemberRevokeConnectedAppOptions = { connected_app_id: string };
export type B2BMemberRevokeConnectedAppResponse = ResponseCommon;
export type B2BMemberUpdateResponse = MemberResponseCommon;
export type B2BMemberDeleteMFAPhoneNumberResponse = MemberResponseCommon;
export type B2BMemberDeletePasswordResponse = MemberResponseCommon;
export type B2BMemberDeleteMFATOTPResponse = MemberResponseCommon;
export type B2BMemberUnlinkRetiredEmailResponse = MemberResponseCommon;
export interface MemberInfo {
  member: Member | null;
  fromCache: boolean;
}

// organization
export type B2BOrganizationsUpdateOptions = Partial<
  Pick<
    Organization,
    | 'organization_name'
    | 'organization_slug'
    | 'organization_logo_url'
    | 'email_allowed_domains'
    | 'email_jit_provisioning'
    | 'email_invites'
    | 'auth_methods'
    | 'allowed_auth_methods'
    | 'mfa_policy'
    | 'mfa_methods'
    | 'allowed_mfa_methods'
    | 'sso_default_connection_id'
  >
> & { [k: string]: unknown };
export type B2BOrganizationsUpdateResponse = ResponseCommon & { organization: Organization };
export type B2BOrganizationsDeleteResponse = ResponseCommon & { organization_id: string };
export interface B2BOrganizationsGetBySlugOptions {
  organization_slug: string;
}
/** What the public organization-by-slug lookup shows. */
export type OrganizationBySlugMatch = Pick<
  Organization,
  | 'organization_id'
  | 'organization_name'
  | 'organization_slug'
  | 'organization_logo_url'
  | 'sso_active_connections'
  | 'sso_default_connection_id'
> &
  Partial<Organization>;
export type B2BOrganizationsGetBySlugResponse = ResponseCommon & { organization: OrganizationBySlugMatch | null };
export interface B2BOrganizationsMembersCreateOptions {
  email_address: string;
  name?: string;
  untrusted_metadata?: Record<string, unknown>;
  create_member_as_pending?: boolean;
  is_breakglass?: boolean;
  mfa_phone_number?: string;
  mfa_enrolled?: boolean;
  roles?: string[];
}
export type B2BOrganizationsMembersCreateResponse = MemberResponseCommon;
export type B2BOrganizationsMembersUpdateOptions = Partial<B2BOrganizationsMembersCreateOptions> & {
  member_id: string;
  [k: string]: unknown;
};
export type B2BOrganizationsMembersUpdateResponse = MemberResponseCommon;
export type SearchQueryOperand = { filter_name: string; filter_value: unknown };
export interface B2BOrganizationsMembersSearchOptions {
  cursor?: string;
  limit?: number;
  query?: { operator: 'OR' | 'AND'; operands: SearchQueryOperand[] };
}
export type B2BOrganizationsMembersSearchResponse = ResponseCommon & {
  members: Member[];
  results_metadata: { total: number; next_cursor: string | null };
  organizations: Record<string, Organization>;
};
export type B2BOrganizationsMembersDeleteResponse = ResponseCommon & { member_id: string };
export type B2BOrganizationsMembersReactivateResponse = MemberResponseCommon;
export type B2BOrganizationsMemberDeletePasswordResponse = MemberResponseCommon;
export type B2BOrganizationsMemberDeleteMFAPhoneNumberResponse = MemberResponseCommon;
export type B2BOrganizationsMemberDeleteMFATOTPResponse = MemberResponseCommon;
export type B2BOrganizationsMemberUnlinkRetiredEmailOptions = B2BMemberUnlinkRetiredEmailRequest & { member_id: string };
export type B2BOrganizationsMemberUnlinkRetiredEmailResponse = MemberResponseCommon;
export type B2BOrganizationsMemberStartEmailUpdateOptions = B2BMemberStartEmailUpdateRequest & { member_id: string };
export type B2BOrganizationsMemberStartEmailUpdateResponse = MemberResponseCommon;
export type B2BOrganizationsMemberGetConnectedAppsOptions = { member_id: string };
export type B2BOrganizationsMemberGetConnectedAppsResponse = B2BMemberGetConnectedAppsResponse;
export type B2BOrganizationsMemberRevokeConnectedAppOptions = { member_id: string; connected_app_id: string };
export type B2BOrganizationsMemberRevokeConnectedAppResponse = ResponseCommon;
/** A connected app of the organization, as its administrators see it. */
export interface OrganizationConnectedApp {
  connected_app_id: string;
  name: string;
  description: string;
  client_type: string;
  logo_url?: string;
}
export type B2BOrganizationsGetConnectedAppsResponse = ResponseCommon & { connected_apps: OrganizationConnectedApp[] };
export type B2BOrganizationsGetConnectedAppOptions = { connected_app_id: string };
export type B2BOrganizationsGetConnectedAppResponse = ResponseCommon &
  OrganizationConnectedApp & { active_members: { member_id: string; granted_scopes: string[] }[] };
export interface OrganizationInfo {
  organization: Organization | null;
  fromCache: boolean;
}

// OAuth
export interface OAuthStartOptions {
  organization_id?: string;
  slug?: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
  provider_tenant_id?: string;
}
export interface B2BOAuthDiscoveryStartOptions {
  discovery_redirect_url?: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}
export type B2BOAuthAuthenticateOptions = Minutes & { oauth_token: string; locale?: Locale };
export interface OAuthDiscoveryAuthenticateOptions {
  discovery_oauth_token: string;
}
export type B2BOAuthDiscoveryAuthenticateResponse<T = unknown> = B2BDiscoveryAuthenticateResponse<T> & { provider_tenant_id?: string };
export type B2BOAuthAuthenticateResponse<T = unknown> = Auth<T> & {
  provider_subject: string;
  provider_type: string;
  provider_values: { access_token: string; refresh_token?: string; id_token?: string; scopes: string[]; expires_at?: string };
  reset_sessions: boolean;
};

// SSO
export interface SSOStartOptions {
  connection_id?: string;
  organization_id?: string;
  organization_slug?: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
}
export type SSOAuthenticateOptions = Minutes & { sso_token: string; locale?: Locale };
export type SSOAuthenticateResponse<T = unknown> = Auth<T> & { method_id: string; reset_session: boolean };
export type B2BSSOSAMLCreateConnectionOptions = { display_name?: string; identity_provider?: string };
export type B2BSSOSAMLCreateConnectionResponse = ResponseCommon & { connection: SAMLConnection };
export type B2BSSOSAMLUpdateConnectionOptions = { connection_id: string; [k: string]: unknown };
export type B2BSSOSAMLUpdateConnectionResponse = ResponseCommon & { connection: SAMLConnection };
export type B2BSSOSAMLUpdateConnectionByURLOptions = { connection_id: string; metadata_url: string };
export type B2BSSOSAMLUpdateConnectionByURLResponse = ResponseCommon & { connection: SAMLConnection };
export type B2BSSOSAMLDeleteVerificationCertificateOptions = { connection_id: string; certificate_id: string };
export type B2BSSOSAMLDeleteVerificationCertificateResponse = ResponseCommon & { certificate_id: string };
export type B2BSSOSAMLDeleteEncryptionPrivateKeyOptions = { connection_id: string; private_key_id: string };
export type B2BSSOSAMLDeleteEncryptionPrivateKeyResponse = ResponseCommon & { private_key_id: string };
export type B2BSSOCreateExternalConnectionOptions = {
  external_organization_id: string;
  external_connection_id: string;
  display_name?: string;
};
export type B2BSSOCreateExternalConnectionResponse = ResponseCommon & { connection: ExternalConnection };
export type B2BSSOUpdateExternalConnectionOptions = { connection_id: string; [k: string]: unknown };
export type B2BSSOUpdateExternalConnectionResponse = ResponseCommon & { connection: ExternalConnection };
export type B2BSSOOIDCCreateConnectionOptions = { display_name?: string; identity_provider?: string };
export type B2BSSOOIDCCreateConnectionResponse = ResponseCommon & { connection: OIDCConnection };
export type B2BSSOOIDCUpdateConnectionOptions = { connection_id: string; [k: string]: unknown };
export type B2BSSOOIDCUpdateConnectionResponse = ResponseCommon & { connection: OIDCConnection };
export type B2BSSOGetConnectionsResponse = ResponseCommon & {
  saml_connections: SAMLConnection[];
  oidc_connections: OIDCConnection[];
  external_connections: ExternalConnection[];
};
export type B2BSSODeleteConnectionResponse = ResponseCommon & { connection_id: string };
export type B2BSSODiscoverConnectionsResponse = ResponseCommon & { connections: SSOActiveConnection[] };

// discovery
export type B2BDiscoveryOrganizationsResponse = ResponseCommon & {
  email_address: string;
  discovered_organizations: DiscoveredOrganization[];
};
export type B2BDiscoveryOrganizationsCreateOptions = Minutes & {
  organization_name?: string;
  organization_slug?: string;
  organization_logo_url?: string;
  sso_jit_provisioning?: string;
  email_allowed_domains?: string[];
  email_jit_provisioning?: string;
  email_invites?: string;
  auth_methods?: string;
  allowed_auth_methods?: string[];
  mfa_policy?: string;
  mfa_methods?: string;
  allowed_mfa_methods?: string[];
};
export type B2BDiscoveryOrganizationsCreateResponse<T = unknown> = Auth<T>;
export type B2BDiscoveryIntermediateSessionsExchangeOptions = Minutes & { organization_id: string; locale?: Locale };
export type B2BDiscoveryIntermediateSessionsExchangeResponse<T = unknown> = Auth<T>;

// passwords
export type B2BPasswordAuthenticateOptions = Minutes & {
  organization_id: string;
  email_address: string;
  password: string;
  locale?: Locale;
};
export type B2BPasswordAuthenticateResponse<T = unknown> = Auth<T>;
export interface B2BPasswordDiscoveryAuthenticateOptions {
  email_address: string;
  password: string;
}
export type B2BPasswordDiscoveryAuthenticateResponse<T = unknown> = B2BDiscoveryAuthenticateResponse<T>;
export interface B2BPasswordResetByEmailStartOptions {
  organization_id: string;
  email_address: string;
  login_redirect_url?: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  locale?: Locale;
}
export type B2BPasswordResetByEmailStartResponse = ResponseCommon & { member_id: string };
export interface B2BPasswordDiscoveryResetByEmailStartOptions {
  email_address: string;
  discovery_redirect_url?: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  verify_email_template_id?: string;
  locale?: Locale;
}
export type B2BPasswordDiscoveryResetByEmailStartResponse = ResponseCommon;
export interface B2BPasswordDiscoveryResetByEmailOptions {
  password_reset_token: string;
  password: string;
}
export type B2BPasswordDiscoveryResetByEmailResponse<T = unknown> = B2BDiscoveryAuthenticateResponse<T>;
export type B2BPasswordResetByEmailOptions = Minutes & { password_reset_token: string; password: string; locale?: Locale };
export type B2BPasswordResetByEmailResponse<T = unknown> = Auth<T> & { member_email_id: string };
export type B2BPasswordResetByExistingPasswordOptions = Minutes & {
  email_address: string;
  existing_password: string;
  new_password: string;
  organization_id: string;
  locale?: Locale;
};
export type B2BPasswordResetByExistingPasswordResponse<T = unknown> = Auth<T>;
export interface B2BPasswordResetBySessionOptions {
  password: string;
  session_duration_minutes?: number;
}
export type B2BPasswordResetBySessionResponse<T = unknown> = Auth<T>;
export interface B2BPasswordStrengthCheckOptions {
  email_address?: string;
  password: string;
}
export type B2BPasswordStrengthCheckResponse = ResponseCommon & {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: 'luds' | 'zxcvbn';
  breach_detection_on_create: boolean;
  zxcvbn_feedback: { suggestions: string[]; warning: string };
  luds_feedback: {
    has_lower_case: boolean;
    has_upper_case: boolean;
    has_digit: boolean;
    has_symbol: boolean;
    missing_complexity: number;
    missing_characters: number;
  };
};

// OTPs (SMS second factor, email first factor)
export interface B2BSMSSendOptions {
  organization_id: string;
  member_id: string;
  mfa_phone_number?: string;
  locale?: Locale;
  enable_autofill?: boolean;
}
export type B2BSMSSendResponse = ResponseCommon & { member_id: string; member: Member; organization: Organization };
export type B2BSMSAuthenticateOptions = Minutes & {
  organization_id: string;
  member_id: string;
  code: string;
  set_mfa_enrollment?: 'enroll' | 'unenroll';
};
export type B2BSMSAuthenticateResponse<T = unknown> = B2BAuthenticateResponse<T>;
export interface B2BOTPsEmailLoginOrSignupOptions {
  organization_id: string;
  email_address: string;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: Locale;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
}
export type B2BOTPsEmailLoginOrSignupResponse = MemberResponseCommon & { member_created: boolean };
export type B2BOTPsEmailAuthenticateOptions = Minutes & { organization_id: string; email_address: string; code: string; locale?: Locale };
export type B2BOTPsEmailAuthenticateResponse<T = unknown> = Auth<T> & { method_id: string; reset_sessions: boolean };
export interface B2BDiscoveryOTPEmailSendOptions {
  email_address: string;
  login_template_id?: string;
  locale?: Locale;
  discovery_expiration_minutes?: number;
}
export type B2BDiscoveryOTPEmailSendResponse = ResponseCommon;
export interface B2BDiscoveryOTPEmailAuthenticateOptions {
  email_address: string;
  code: string;
}
export type B2BDiscoveryOTPEmailAuthenticateResponse<T = unknown> = B2BDiscoveryAuthenticateResponse<T>;

// TOTP and recovery codes
export interface B2BTOTPCreateOptions {
  organization_id: string;
  member_id: string;
  expiration_minutes?: number;
}
export type B2BTOTPCreateResponse = ResponseCommon & {
  member_id: string;
  member: Member;
  organization: Organization;
  totp_registration_id: string;
  secret: string;
  qr_code: string;
  recovery_codes: string[];
};
export type B2BTOTPAuthenticateOptions = Minutes & {
  organization_id: string;
  member_id: string;
  code: string;
  set_mfa_enrollment?: 'enroll' | 'unenroll';
  set_default_mfa?: boolean;
};
export type B2BTOTPAuthenticateResponse<T = unknown> = B2BAuthenticateResponse<T>;
export type RecoveryCodeRecoverOptions = Minutes & { organization_id: string; member_id: string; recovery_code: string };
export type RecoveryCodeRecoverResponse<T = unknown> = B2BAuthenticateResponse<T> & { recovery_codes_remaining: number };
export type RecoveryCodeRotateResponse = ResponseCommon & {
  member_id: string;
  member: Member;
  organization: Organization;
  recovery_codes: string[];
};
export type RecoveryCodeGetResponse = ResponseCommon & {
  member_id: string;
  member: Member;
  organization: Organization;
  recovery_codes: string[];
};

// SCIM
export type B2BSCIMCreateConnectionOptions = { display_name?: string; identity_provider?: string };
export type B2BSCIMCreateConnectionResponse = ResponseCommon & { connection: SCIMConnectionWithBearerToken };
export type B2BSCIMUpdateConnectionOptions = {
  connection_id: string;
  display_name?: string;
  identity_provider?: string;
  scim_group_implicit_role_assignments?: { role_id: string; group_id: string }[];
};
export type B2BSCIMUpdateConnectionResponse = ResponseCommon & { connection: SCIMConnection };
export type B2BSCIMDeleteConnectionResponse = ResponseCommon & { connection_id: string };
export type B2BSCIMGetConnectionResponse = ResponseCommon & { connection: SCIMConnection };
export type B2BSCIMGetConnectionGroupsOptions = { limit?: number; cursor?: string };
export type B2BSCIMGetConnectionGroupsResponse = ResponseCommon & { scim_groups: SCIMGroup[]; next_cursor: string | null };
export type B2BSCIMRotateStartResponse = ResponseCommon & { connection: SCIMConnectionWithNextBearerToken };
export type B2BSCIMRotateCompleteResponse = ResponseCommon & { connection: SCIMConnection };
export type B2BSCIMRotateCancelResponse = ResponseCommon & { connection: SCIMConnection };

// impersonation
export interface B2BImpersonationAuthenticateOptions {
  impersonation_token: string;
}
export type B2BImpersonationAuthenticateResponse<T = unknown> = B2BAuthenticateResponse<T>;

// ---- Identity provider (6.x `idp.*`: the consent calls under /idp/b2b/...)

export type B2BOAuthAuthorizeStartOptions = OAuthAuthorizeStartOptions;
export type B2BOAuthAuthorizeStartResponse = ResponseCommon & {
  client: ConnectedAppPublic;
  consent_required: boolean;
  scope_results: ScopeResult[];
};
export type B2BOAuthAuthorizeSubmitOptions = OAuthAuthorizeStartOptions & {
  state?: string;
  nonce?: string;
  code_challenge?: string;
  consent_granted: boolean;
};
export type B2BOAuthAuthorizeSubmitResponse = OAuthAuthorizeSubmitResponse;
/** The logout request of a connected app (B2B: `state` is required). */
export interface B2BOAuthLogoutStartOptions {
  client_id: string;
  post_logout_redirect_uri: string;
  state: string;
  id_token_hint?: string;
}
export type B2BOAuthLogoutStartResponse = OAuthLogoutStartResponse;
