// featherlogin/b2b: the organization (B2B) widget, the identity-provider widget and the B2B headless client.
export { StytchB2BUIClient } from '../b2b/StytchB2BUIClient';
export { StytchB2BHeadlessClient } from '../core/b2b/client';
export { mountIdentityProvider, IdentityProvider, idpText } from '../idp/IdentityProvider';
export type { B2BProduct } from '../b2b/rules';
export * from './public';
// The 6.x presentation option's types (its theme values, defaultTheme and defaultDarkTheme, are
// exported by featherlogin/elements: the mapping loads only for mounts that pass a presentation).
export type { PresentationConfig, PresentationOptions, Theme as PresentationTheme } from '../ui/presentation';
