// Props of the components, with the official SDK's option names. The option objects are passed
// to the UI client's mount methods unchanged; the widgets own their full validation.
import type { Styles } from '../ui/theme';

export type { Styles };

export interface StytchEvent {
  type: string;
  data?: any;
}

export interface Callbacks {
  onEvent?: (event: StytchEvent) => void;
  onError?: (error: any) => void;
}

/** Text overrides by catalogue key (wording changes or translations). */
export type Strings = Record<string, string>;

interface WidgetProps {
  styles?: Styles;
  callbacks?: Callbacks;
  strings?: Strings;
}

export type ConsumerProduct = 'emailMagicLinks' | 'oauth' | 'otp' | 'crypto' | 'passwords' | 'passkeys';

/** The consumer widget's `config` (spec section 3, "Widget configuration"). */
export interface StytchLoginConfig {
  products: ConsumerProduct[];
  emailMagicLinksOptions?: {
    loginRedirectURL?: string;
    loginExpirationMinutes?: number;
    signupRedirectURL?: string;
    signupExpirationMinutes?: number;
    createUserAsPending?: boolean;
    domainHint?: string;
  };
  otpOptions?: { methods: ('sms' | 'whatsapp' | 'email')[]; expirationMinutes?: number; loginTemplateId?: string; signupTemplateId?: string };
  oauthOptions?: {
    providers: { type: string; one_tap?: boolean; position?: 'embedded' | 'floating' | 'embedded-only'; custom_scopes?: string[]; provider_params?: Record<string, string> }[];
    loginRedirectURL?: string;
    signupRedirectURL?: string;
  };
  passwordOptions?: Record<string, unknown>;
  sessionOptions?: { sessionDurationMinutes: number };
  enableShadowDOM?: boolean;
  [option: string]: unknown;
}

export interface StytchLoginProps extends WidgetProps {
  config: StytchLoginConfig;
}

export interface StytchPasswordResetProps extends WidgetProps {
  config: StytchLoginConfig;
  /** The token from the reset link (the `token` query parameter). */
  passwordResetToken: string;
}

export interface StytchPasskeyRegistrationProps extends WidgetProps {
  config?: Partial<StytchLoginConfig>;
}

export interface IdentityProviderProps extends WidgetProps {
  /** Optional consent manifest for the requested scopes (falls back to the default on error). */
  getIDPConsentManifest?: (...args: any[]) => unknown;
}

export type B2BProduct = 'emailMagicLinks' | 'emailOtp' | 'sso' | 'passwords' | 'oauth';

/** The B2B widget's `config` (B2B spec section 3, "Configuration"). */
export interface StytchB2BConfig {
  authFlowType: 'Organization' | 'Discovery' | 'PasswordReset';
  products: B2BProduct[];
  sessionOptions: { sessionDurationMinutes: number };
  organizationSlug?: string;
  [option: string]: unknown;
}

export interface StytchB2BProps extends WidgetProps {
  config: StytchB2BConfig;
}

export type B2BIdentityProviderProps = IdentityProviderProps;
