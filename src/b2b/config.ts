// The organization widget's `config` and `callbacks` (the client contract: B2BClient in widget.ts). Option names follow the
// official SDK's StytchB2BUIConfig so integrators keep their objects.
import type { MfaMethod } from '../wire/types';
import type { B2BProduct, OAuthProviderConfig, OAuthProviderType } from './rules';

/** directLoginForSingleMembership: enter the one active membership without showing the list. */
export interface DirectLoginOptions {
  status: boolean;
  ignoreInvites?: boolean;
  ignoreJitProvisioning?: boolean;
}

export interface StytchB2BUIConfig {
  authFlowType: 'Organization' | 'Discovery' | 'PasswordReset';
  /** CSP nonce for the style and script elements the widget creates (Google's script too). */
  nonce?: string;
  /** Render inside a shadow root, with the widget's styles in it. */
  enableShadowDOM?: boolean;
  products: B2BProduct[];
  sessionOptions?: { sessionDurationMinutes?: number };
  organizationSlug?: string;
  emailMagicLinksOptions?: {
    loginRedirectURL?: string;
    signupRedirectURL?: string;
    discoveryRedirectURL?: string;
    loginTemplateId?: string;
    signupTemplateId?: string;
    domainHint?: string;
  };
  emailOtpOptions?: { loginTemplateId?: string; signupTemplateId?: string };
  passwordOptions?: {
    loginRedirectURL?: string;
    resetPasswordRedirectURL?: string;
    resetPasswordExpirationMinutes?: number;
    resetPasswordTemplateId?: string;
    verifyEmailTemplateId?: string;
    discoveryRedirectURL?: string;
  };
  oauthOptions?: {
    providers: (OAuthProviderType | OAuthProviderConfig)[];
    loginRedirectURL?: string;
    signupRedirectURL?: string;
    discoveryRedirectURL?: string;
    customScopes?: string[];
    providerParams?: Record<string, string>;
  };
  ssoOptions?: { loginRedirectURL?: string; signupRedirectURL?: string };
  directLoginForSingleMembership?: DirectLoginOptions;
  directCreateOrganizationForNoMembership?: boolean;
  disableCreateOrganization?: boolean;
  mfaProductOrder?: MfaMethod[];
  mfaProductInclude?: MfaMethod[];
}

export type { Callbacks } from '../ui/events';

/** Default session length when the config gives none (section 9). */
export const DEFAULT_SESSION_MINUTES = 30;

export const sessionMinutes = (c: StytchB2BUIConfig) => c.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_MINUTES;

export const providerList = (c: StytchB2BUIConfig): OAuthProviderConfig[] =>
  (c.oauthOptions?.providers ?? []).map((p) => (typeof p === 'string' ? { type: p } : p));
