// The organization widget's `config` and `callbacks` (the client contract: B2BClient in widget.ts). Option names follow the
// official SDK's StytchB2BUIConfig so integrators keep their objects.
import type { AuthFlowType, B2BMFAProducts, B2BOAuthProviders, B2BProducts } from '../core/enums';
import type { MfaMethod } from '../wire/types';
import type { ProductModule } from '../ui/product';
import type { B2BProduct, OAuthProviderConfig, OAuthProviderType } from './rules';

/** A 6.x B2B product object (`B2BProducts.sso` of featherlogin/b2b). */
export type StytchB2BProduct = ProductModule<B2BProduct>;

/** directLoginForSingleMembership: enter the one active membership without showing the list. */
export interface DirectLoginOptions {
  status: boolean;
  ignoreInvites?: boolean;
  ignoreJitProvisioning?: boolean;
}
export type DirectLoginForSingleMembershipConfig = DirectLoginOptions;

export interface B2BEmailMagicLinksOptions {
  loginRedirectURL?: string;
  signupRedirectURL?: string;
  discoveryRedirectURL?: string;
  loginTemplateId?: string;
  signupTemplateId?: string;
  domainHint?: string;
  locale?: string;
}
export interface B2BEmailOTPOptions {
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}
/** The MFA text's language (`otps.sms.send`'s `locale`). */
export interface B2BSMSOTPOptions {
  locale?: string;
}
export interface B2BPasswordOptions {
  loginRedirectURL?: string;
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
  verifyEmailTemplateId?: string;
  discoveryRedirectURL?: string;
  locale?: string;
}
export type B2BOAuthProviderConfig = OAuthProviderConfig;
export interface B2BOAuthOptions {
  providers: (OAuthProviderType | `${B2BOAuthProviders}` | OAuthProviderConfig)[];
  loginRedirectURL?: string;
  signupRedirectURL?: string;
  discoveryRedirectURL?: string;
  customScopes?: string[];
  providerParams?: Record<string, string>;
  locale?: string;
}
export interface B2BSSOOptions {
  loginRedirectURL?: string;
  signupRedirectURL?: string;
}

export interface StytchB2BUIConfig {
  authFlowType: `${AuthFlowType}`;
  /** CSP nonce for the style and script elements the widget creates (Google's script too). */
  nonce?: string;
  /** Render inside a shadow root, with the widget's styles in it. */
  enableShadowDOM?: boolean;
  /** 5.x strings (`B2BProducts` enum values) or 6.x product objects (`B2BProducts.sso`). */
  products: (B2BProduct | `${B2BProducts}` | StytchB2BProduct)[];
  sessionOptions?: { sessionDurationMinutes?: number };
  organizationSlug?: string | null;
  emailMagicLinksOptions?: B2BEmailMagicLinksOptions;
  emailOtpOptions?: B2BEmailOTPOptions;
  smsOtpOptions?: B2BSMSOTPOptions;
  passwordOptions?: B2BPasswordOptions;
  oauthOptions?: B2BOAuthOptions;
  ssoOptions?: B2BSSOOptions;
  directLoginForSingleMembership?: DirectLoginOptions;
  directCreateOrganizationForNoMembership?: boolean;
  disableCreateOrganization?: boolean;
  mfaProductOrder?: B2BMfaProduct[];
  mfaProductInclude?: B2BMfaProduct[];
}

/** A second factor in the config: a `B2BMFAProducts` value ('smsOtp', 'totp') or its wire name. */
export type B2BMfaProduct = `${B2BMFAProducts}` | MfaMethod;

export type { Callbacks } from '../ui/events';

export const providerList = (c: StytchB2BUIConfig): OAuthProviderConfig[] =>
  (c.oauthOptions?.providers ?? []).map((p) => (typeof p === 'string' ? { type: p } : p));
