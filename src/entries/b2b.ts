// featherlogin/b2b: the organization (B2B) widget, the identity-provider widget and the B2B headless client.
export { StytchB2BUIClient } from '../b2b/StytchB2BUIClient';
export { StytchB2BHeadlessClient } from '../core/b2b/client';
export { mountIdentityProvider, IdentityProvider, idpText } from '../idp/IdentityProvider';
export type { B2BProduct } from '../b2b/rules';
export * from './public';
// The 6.x presentation option's themes (a [light, dark] pair with empty themes takes both defaults).
export { defaultTheme, defaultDarkTheme } from '../ui/presentation';
export type { PresentationConfig, PresentationOptions, Theme as PresentationTheme } from '../ui/presentation';
