// What every official vanilla-js entry exports besides its client (`@stytch/vanilla-js`, `/headless`,
// `/b2b`, `/b2b/headless` share it): enums and constants, error classes, and the public types of
// both verticals (types cost no bytes; the enums and error classes are dropped by the page's bundler
// when unused).
export * from '../core/enums';
export * from '../core/errors';
export * from '../core/unrecoverable';
export * from '../core/request-errors';
export * from '../core/idp-errors';
export * from '../core/public-errors';
export type * from '../core/public-types';
export type * from '../wire/public-types';
export type * from '../wire/b2b-public-types';
export type {
  EmailMagicLinksOptions,
  LoginConfig,
  OAuthOptions,
  OAuthProviderConfig,
  OneTapStyleConfig,
  OtpOptions,
  OTPMethod,
  PasskeyOptions,
  PasswordOptions,
  ProviderOptions,
  ProvidersOptions,
  RNUIEmailMagicLinksOptions,
  RNUIOAuthOptions,
  RNUIOTPOptions,
  RNUIPasswordOptions,
  RNUIProductConfig,
  SessionOptions,
  StytchLoginConfig,
} from '../consumer/config';
export type {
  B2BEmailMagicLinksOptions,
  B2BEmailOTPOptions,
  B2BOAuthOptions,
  B2BOAuthProviderConfig,
  B2BPasswordOptions,
  B2BSMSOTPOptions,
  B2BSSOOptions,
  DirectLoginForSingleMembershipConfig,
  StytchB2BUIConfig,
} from '../b2b/config';
export type { IDPConsentItem, IDPConsentScreenManifest, IDPConsentSection } from '../idp/rules';
export type { Callbacks, StytchEvent, StytchSDKUIError } from '../ui/events';
export type { StyleConfig, Styles } from '../ui/theme';
export type { StringsOptions } from '../consumer/standalone';
// The identity-provider URL helpers of the 6.x line: an authorize or logout page's query, typed.
export { parseOAuthAuthorizeParams, parseOAuthLogoutParams, type OAuthAuthorizeParams, type OAuthLogoutParams } from '../core/idp-params';
