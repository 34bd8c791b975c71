// The client half of featherlogin/react for the 6.x line (@stytch/react 20 re-exports the whole
// client API): enums, errors and types (./public), the product objects, the client that draws and
// its factories (a client in the browser, an inert placeholder on a server), the themes. Built with
// the widgets' types; featherlogin/react is src/entries/react-all.ts, this beside the React adapter.
export * from './public';
export type { ClientOptions } from '../core/client';
// products.ts's namespace, an import of its own file in the ESM build (build.mjs productsFile), as in featherlogin's main entry.
export * as Products from '../consumer/products';
export { StytchHeadlessClient } from '../core/consumer/client';
export { StytchUIClient, StytchClient } from '../consumer/StytchUIClient';
export { createStytchUIClient, createStytchClient } from './react-ui';
export type { ResetPasswordSDKConfig, SDKConfig, Strings } from '../consumer/standalone';
export type { AuthTokenParams, IDPConsentManifestGenerator, IDPSDKConfig } from './idp-config';
export { defaultTheme, defaultDarkTheme, shadcnTheme, iconsWhite, iconsBlack } from '../ui/themes';
export type { IconRegistry, PresentationConfig, PresentationOptions, Theme } from '../ui/presentation';
