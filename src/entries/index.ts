// featherlogin: the consumer UI client (widgets) and the headless client, for bundlers.
import { Products } from '../consumer/all-products';
import { registerStringProducts } from '../consumer/registry';
import { registerIdentityProviderLoader } from '../consumer/StytchUIClient';

// StytchUIClient.mountIdentityProvider renders the shared consent and logout screens (src/idp),
// split into their own chunk: loaded on first use.
registerIdentityProviderLoader(() => import('../idp/IdentityProvider'));
// The 5.x strings (products: ['otp']) name the product objects: a page of this entry bundles every
// product's screens (each a lazy chunk); featherlogin/login bundles only those of the objects it names.
registerStringProducts((id) => Products[id]);

export { StytchUIClient, registerIdentityProvider, registerIdentityProviderLoader } from '../consumer/StytchUIClient';
export type { MountOptions, IdentityProviderProps, IdentityProviderModule } from '../consumer/StytchUIClient';
export { StytchHeadlessClient } from '../core/consumer/client';
export * from './public';
export type { ClientOptions } from '../core/client';
// The 6.x line (each name tree-shakes out of a page that does not use it): product objects, the
// client that draws and its factories, the standalone mounts, the element classes (the page
// defines them: customElements.define('stytch-ui', StytchUI)), the themes.
export { Products };
export { StytchUIClient as StytchClient } from '../consumer/StytchUIClient';
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
