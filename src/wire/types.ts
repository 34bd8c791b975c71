// Wire shapes shared by the clients and the emulator (the vendor's public API shapes, trimmed to
// what featherlogin reads). Every answer is { status_code, request_id, ...fields }; the SDK
// endpoints wrap it as { data: {...} } and errors as { status_code, request_id, error_type,
// error_message, error_url }.

export interface WireError {
  status_code: number;
  request_id: string;
  error_type: string;
  error_message: string;
  error_url: string;
}

export interface Base {
  status_code: number;
  request_id: string;
}

/** A factor a session records (the typed union of src/wire/public-types.ts). */
export type AuthenticationFactor = import('./public-types').AuthenticationFactor;

export interface Session {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  authentication_factors: AuthenticationFactor[];
  attributes?: { ip_address: string; user_agent: string };
  custom_claims?: Record<string, unknown>;
}

export interface User {
  user_id: string;
  created_at: string;
  status: 'active' | 'pending';
  name: { first_name: string; middle_name: string; last_name: string };
  emails: { email_id: string; email: string; verified: boolean }[];
  phone_numbers: { phone_id: string; phone_number: string; verified: boolean }[];
  webauthn_registrations: {
    webauthn_registration_id: string;
    name: string;
    domain: string;
    verified: boolean;
    authenticator_type: string;
  }[];
  totps: { totp_id: string; verified: boolean }[];
  crypto_wallets: { crypto_wallet_id: string; crypto_wallet_address: string; crypto_wallet_type: string; verified: boolean }[];
  providers: { provider_type: string; provider_subject: string; oauth_user_registration_id: string }[];
  biometric_registrations: { biometric_registration_id: string; verified: boolean }[];
  password: { password_id: string; requires_reset: boolean } | null;
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  /** The user's RBAC role ids (the 6.x line's User; what rbac.isAuthorized reads). */
  roles?: string[];
}

/** Consumer authenticate answers. */
export interface AuthResponse extends Base {
  user_id: string;
  user: User;
  session: Session | null;
  session_token: string;
  session_jwt: string;
  method_id?: string;
  reset_sessions?: boolean;
}

export type AuthMethod =
  | 'sso'
  | 'magic_link'
  | 'password'
  | 'google_oauth'
  | 'microsoft_oauth'
  | 'hubspot_oauth'
  | 'slack_oauth'
  | 'github_oauth'
  | 'email_otp';
export type MfaMethod = 'sms_otp' | 'totp';

export interface SSOConnection {
  connection_id: string;
  display_name: string;
  identity_provider: string;
}

export interface Organization {
  organization_id: string;
  organization_name: string;
  organization_slug: string;
  organization_logo_url: string;
  email_allowed_domains: string[];
  email_jit_provisioning: 'ALL_ALLOWED' | 'RESTRICTED' | 'NOT_ALLOWED';
  email_invites: 'ALL_ALLOWED' | 'RESTRICTED' | 'NOT_ALLOWED';
  auth_methods: 'ALL_ALLOWED' | 'RESTRICTED';
  allowed_auth_methods: AuthMethod[];
  mfa_policy: 'OPTIONAL' | 'REQUIRED_FOR_ALL';
  mfa_methods: 'ALL_ALLOWED' | 'RESTRICTED';
  allowed_mfa_methods: MfaMethod[];
  sso_active_connections: SSOConnection[];
  sso_default_connection_id: string | null;
  trusted_metadata: Record<string, unknown>;
}

/** Where a member's role comes from (the API's role sources). */
export type MemberRoleSource =
  | { type: 'direct_assignment'; details: Record<string, never> }
  | { type: 'email_assignment'; details: { email_domain: string } }
  | { type: 'sso_connection'; details: { connection_id: string } }
  | { type: 'sso_connection_group'; details: { connection_id: string; group: string } }
  | { type: 'scim_connection_group'; details: { connection_id: string; group_id: string } };

/** A role of a member as the API answers it: the role and every source that grants it. */
export interface MemberRole {
  role_id: string;
  sources: MemberRoleSource[];
}

export interface Member {
  member_id: string;
  organization_id: string;
  email_address: string;
  email_address_verified: boolean;
  /** Addresses the member had before an email update. */
  retired_email_addresses?: import('./b2b-public-types').RetiredEmailAddress[];
  /** `deleted`: deactivated (members.delete), until members.reactivate. */
  status: 'active' | 'pending' | 'invited' | 'deleted';
  name: string;
  member_password_id: string;
  totp_registration_id: string;
  mfa_phone_number: string;
  mfa_phone_number_verified: boolean;
  mfa_enrolled: boolean;
  default_mfa_method: MfaMethod | '';
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  roles: MemberRole[];
}

export interface MemberSession {
  member_session_id: string;
  member_id: string;
  organization_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  authentication_factors: import('./b2b-public-types').B2BAuthenticationFactor[];
  roles: string[];
}

/** B2B authenticate answers: a full session, or an intermediate token when MFA or a primary factor is still due. */
export interface B2BAuthResponse extends Base {
  member_id: string;
  member: Member;
  organization: Organization;
  member_session: MemberSession | null;
  session_token: string;
  session_jwt: string;
  intermediate_session_token: string;
  member_authenticated: boolean;
  mfa_required: {
    member_options: { mfa_phone_number: string; totp_registration_id: string } | null;
    secondary_auth_initiated: 'sms_otp' | null;
  } | null;
  primary_required: { allowed_auth_methods: AuthMethod[] } | null;
}

export type MembershipType =
  | 'active_member'
  | 'pending_member'
  | 'invited_member'
  | 'eligible_to_join_by_email_domain'
  | 'eligible_to_join_by_oauth_tenant';

export interface DiscoveredOrganization {
  organization: Organization;
  membership: { type: MembershipType; details: unknown; member: Member | null };
  member_authenticated: boolean;
  primary_required: { allowed_auth_methods: AuthMethod[] } | null;
  mfa_required: B2BAuthResponse['mfa_required'];
}

export interface DiscoveryResponse extends Base {
  email_address: string;
  intermediate_session_token: string;
  discovered_organizations: DiscoveredOrganization[];
}

export interface StrengthCheckResponse extends Base {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: 'none' | 'zxcvbn' | 'luds';
  breach_detection_on_create: boolean;
  feedback: {
    suggestions: string[];
    warning: string;
    luds_requirements: {
      has_lower_case: boolean;
      has_upper_case: boolean;
      has_digit: boolean;
      has_symbol: boolean;
      missing_complexity: number;
      missing_characters: number;
    } | null;
  };
}

/** B2B strength answers name the feedback differently. */
export interface B2BStrengthCheckResponse extends Base {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: 'none' | 'zxcvbn' | 'luds';
  breach_detection_on_create: boolean;
  zxcvbn_feedback: { suggestions: string[]; warning: string };
  luds_feedback: StrengthCheckResponse['feedback']['luds_requirements'];
}

export interface BootstrapWire extends Base {
  project_name: string;
  disable_sdk_watermark: boolean;
  captcha_settings: { enabled: boolean; siteKey: string };
  cname_domain: string | null;
  email_domains: string[];
  pkce_required_for_email_magic_links: boolean;
  pkce_required_for_password_resets: boolean;
  pkce_required_for_oauth: boolean;
  pkce_required_for_sso: boolean;
  slug_pattern: string | null;
  create_organization_enabled: boolean;
  password_config: { luds_complexity: number; luds_minimum_count: number } | null;
  dfp_protected_auth_enabled: boolean;
  dfp_protected_auth_mode: 'OBSERVATION' | 'DECISIONING';
  rbac_policy: unknown;
  siwe_required_for_crypto_wallets: boolean;
  vertical: 'B2B' | 'CONSUMER';
}
