// featherlogin/b2b: the organization (B2B) widget, the identity-provider widget and the B2B headless client.
export { StytchB2BUIClient } from '../b2b/StytchB2BUIClient';
export { StytchB2BHeadlessClient } from '../core/b2b/client';
export { IdentityProvider, idpText } from '../idp/IdentityProvider';
export type { B2BProduct } from '../b2b/rules';
export * from './public';
// The 6.x line (each name tree-shakes out of a page that does not use it): product objects, the
// client that draws and its factories, the standalone mounts (mountIdentityProvider also takes
// featherlogin's (client, options)), the element classes, the themes.
export { B2BProducts } from '../b2b/products';
export { StytchB2BUIClient as StytchB2BClient } from '../b2b/StytchB2BUIClient';
export { createStytchB2BClient, createStytchB2BHeadlessClient, mount, mountIdentityProvider, mountMemberProfile } from '../b2b/standalone';
export type { B2BIDPConsentManifestGenerator, B2BIDPSDKConfig, B2BSDKConfig, Strings } from '../b2b/standalone';
export { StytchB2B, StytchB2BIdentityProvider, StytchMemberProfile } from '../ui/element';
export { defaultTheme, defaultDarkTheme, shadcnTheme, iconsWhite, iconsBlack } from '../ui/themes';
export type { IconRegistry, PresentationConfig, PresentationOptions, Theme, Theme as PresentationTheme } from '../ui/presentation';
