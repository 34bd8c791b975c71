// Props of the components, with the official SDK's option names. They reuse the widgets' own
// option types (plain type modules, no Preact) and are passed to the UI client's mount methods.
import type { AuthTokenParams } from '../core/idp';
import type { StytchB2BUIConfig } from '../b2b/config';
import type { LoginConfig } from '../consumer/config';
import type { UserProfileConfig } from '../profile/config';
import type { Callbacks, StytchEvent } from '../ui/events';
import type { Styles } from '../ui/theme';
import type { PresentationConfig } from '../ui/presentation';

export type { Callbacks, LoginConfig, StytchB2BUIConfig, StytchEvent, Styles };
/** The official SDK's name for the consumer widget's config. */
export type StytchLoginConfig = LoginConfig;

/** Text overrides by catalogue key (wording changes or translations). */
export type Strings = Record<string, string>;

interface WidgetProps {
  styles?: Styles;
  /** The 6.x look: a theme or a [light, dark] pair (featherlogin's defaultTheme, shadcnTheme, ...). */
  presentation?: PresentationConfig;
  callbacks?: Callbacks;
  strings?: Strings;
}

export interface StytchLoginProps extends WidgetProps {
  config: LoginConfig;
}

export interface StytchPasswordResetProps extends WidgetProps {
  config: LoginConfig;
  /** The token from the reset link (the `token` query parameter). */
  passwordResetToken: string;
}

export interface StytchPasskeyRegistrationProps extends WidgetProps {
  config?: LoginConfig;
}

/** featherlogin's own: props of <StytchUserProfile> (UI client `mountUserProfile`). */
export interface StytchUserProfileProps extends WidgetProps {
  config?: UserProfileConfig;
}

/** featherlogin's own: props of <StytchMemberProfile> (B2B UI client `mountMemberProfile`). */
export interface StytchMemberProfileProps extends WidgetProps {}

export interface IdentityProviderProps extends WidgetProps {
  /** Optional consent manifest for the requested scopes (falls back to the default on error). */
  getIDPConsentManifest?: unknown;
  /** 6.x: a trusted auth token attested before the authorize flow (the consumer component's name). */
  authTokenParams?: AuthTokenParams;
  /** 6.x: the B2B component's name of authTokenParams. */
  trustedAuthTokenParams?: AuthTokenParams;
}

export interface StytchB2BProps extends WidgetProps {
  config: StytchB2BUIConfig;
}

export type B2BIdentityProviderProps = IdentityProviderProps;

/** Official names of the component props. */
export type StytchProps = StytchLoginProps;
export type StytchResetPasswordProps = StytchPasswordResetProps;
