// featherlogin: the consumer UI client (widgets) and the headless client, for bundlers.
import { registerIdentityProviderLoader } from '../consumer/StytchUIClient';

// StytchUIClient.mountIdentityProvider renders the shared consent and logout screens (src/idp),
// split into their own chunk: loaded on first use.
registerIdentityProviderLoader(() => import('../idp/IdentityProvider'));

export { StytchUIClient, registerIdentityProvider, registerIdentityProviderLoader } from '../consumer/StytchUIClient';
export type { MountOptions, IdentityProviderProps, IdentityProviderModule } from '../consumer/StytchUIClient';
export { StytchHeadlessClient } from '../core/consumer/client';
export * from './public';
export type { ClientOptions } from '../core/client';
// The 6.x line (each name tree-shakes out of a page that does not use it): product objects, the
// client that draws and its factories, the standalone mounts, the element classes (the page
// defines them: customElements.define('stytch-ui', StytchUI)), the themes.
// `Products` is products.ts's namespace, kept as an import of its own file in the ESM build (build.mjs
// productsFile), as the official package's is: a bundler that follows namespaces (Rollup, Rolldown:
// Vite) keeps only the products a page reads from it.
import * as Products from '../consumer/products';
import type { ProductObject } from '../consumer/product-names';
/** Also the type of one product object, as 5.x's `Products` enum was of its members (`products: Products[]`). */
// biome-ignore lint/suspicious/noRedeclare: the namespace (a value) and this type merge into one exported name, as 5.x's enum was both.
type Products = ProductObject;
export { Products };
export { StytchClient } from '../consumer/StytchUIClient';
export {
  createStytchClient,
  createStytchHeadlessClient,
  mountLogin,
  mountResetPassword,
  mountPasskeyRegistration,
  mountIdentityProvider,
  mountUserProfile,
} from '../consumer/standalone';
export type { UserProfileConfig } from '../profile/config';
export type { ResetPasswordSDKConfig, SDKConfig, Strings } from '../consumer/standalone';
export type { AuthTokenParams, IDPConsentManifestGenerator, IDPSDKConfig } from './idp-config';
export {
  StytchUI,
  StytchResetPassword,
  StytchPasskeyRegistration,
  StytchIdentityProvider,
  StytchUserProfile,
  StytchMemberProfile,
  StytchDOMEvent,
} from '../ui/element';
export { defaultTheme, defaultDarkTheme, shadcnTheme, iconsWhite, iconsBlack } from '../ui/themes';
export type { IconRegistry, PresentationConfig, PresentationOptions, Theme, Theme as PresentationTheme } from '../ui/presentation';
