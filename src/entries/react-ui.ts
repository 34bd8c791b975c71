// featherlogin/react/ui: createStytchUIClient, as the official React SDK's `/ui` entry. A UI client
// in the browser, an inert placeholder on a server, so it can be created at module top level in
// code that is also rendered on a server. Pass it to <StytchProvider stytch={...}>.
import type { ClientOptions } from '../core/client';
import { registerIdentityProviderLoader, StytchClient, StytchUIClient } from '../consumer/StytchUIClient';
import { createOnBrowser } from '../core/placeholder';

export { StytchUIClient };
export { isServerPlaceholder } from '../core/placeholder';

/** <IdentityProvider> mounts the shared identity-provider widget (a lazy chunk) through the client. */
const withIdentityProvider = <C>(c: C): C => (registerIdentityProviderLoader(() => import('../idp/IdentityProvider')), c);

/** 5.x (React 19): its configs may name products by the 5.x strings. */
export const createStytchUIClient = (publicToken: string, options?: ClientOptions): StytchUIClient =>
  createOnBrowser('StytchUIClient', () => withIdentityProvider(new StytchUIClient(publicToken, options)));
/** 6.x (React 20): its configs name products by their objects (Products.otp). */
export const createStytchClient = (publicToken: string, options?: ClientOptions): StytchClient =>
  createOnBrowser('StytchClient', () => withIdentityProvider(new StytchClient(publicToken, options)));
