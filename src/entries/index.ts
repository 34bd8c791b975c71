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
// The 6.x presentation option's types (its theme values, defaultTheme and defaultDarkTheme, are
// exported by featherlogin/elements: the mapping loads only for mounts that pass a presentation).
export type { PresentationConfig, PresentationOptions, Theme as PresentationTheme } from '../ui/presentation';
