// The client half of featherlogin/react/b2b for the 6.x line (@stytch/react 20's b2b entry
// re-exports the whole B2B client API): enums, errors and types (./public), the product objects,
// the client that draws and its factories (a client in the browser, an inert placeholder on a
// server), the themes. featherlogin/react/b2b is src/entries/react-b2b-all.ts, this beside the adapter.
export * from './public';
export type { ClientOptions } from '../core/client';
export { B2BProducts } from '../b2b/products';
export { StytchB2BHeadlessClient } from '../core/b2b/client';
export { StytchB2BUIClient, StytchB2BUIClient as StytchB2BClient } from '../b2b/StytchB2BUIClient';
export { createStytchB2BUIClient, createStytchB2BUIClient as createStytchB2BClient } from './react-b2b-ui';
export type { B2BIDPConsentManifestGenerator, B2BIDPSDKConfig, B2BSDKConfig, Strings } from '../b2b/standalone';
export { defaultTheme, defaultDarkTheme, shadcnTheme, iconsWhite, iconsBlack } from '../ui/themes';
export type { IconRegistry, PresentationConfig, PresentationOptions, Theme } from '../ui/presentation';
