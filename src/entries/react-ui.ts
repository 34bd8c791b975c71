// featherlogin/react/ui: createStytchUIClient, as the official React SDK's `/ui` entry. A UI client
// in the browser, an inert placeholder on a server, so it can be created at module top level in
// code that is also rendered on a server. Pass it to <StytchProvider stytch={...}>.
import type { ClientOptions } from '../core/client';
import { Products } from '../consumer/all-products';
import { registerStringProducts } from '../consumer/registry';
import { registerIdentityProviderLoader, StytchUIClient } from '../consumer/StytchUIClient';
import { createOnBrowser } from '../react/placeholder';

// The 5.x strings (products: ['otp']) name the product objects, as in featherlogin's main entry.
registerStringProducts((id) => Products[id]);

export { StytchUIClient };
export { isServerPlaceholder } from '../react/placeholder';

export function createStytchUIClient(publicToken: string, options?: ClientOptions): StytchUIClient {
  return createOnBrowser('StytchUIClient', () => {
    // <IdentityProvider> mounts the shared identity-provider widget (a lazy chunk) through this client.
    registerIdentityProviderLoader(() => import('../idp/IdentityProvider'));
    return new StytchUIClient(publicToken, options);
  });
}
