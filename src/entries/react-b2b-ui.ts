// featherlogin/react/b2b/ui: createStytchB2BUIClient, as the official React SDK's `/b2b/ui` entry.
// A B2B UI client in the browser, an inert placeholder on a server. Pass it to
// <StytchB2BProvider stytch={...}>.
import { StytchB2BUIClient } from '../b2b/StytchB2BUIClient';
import type { ClientOptions } from '../core/client';
import { createOnBrowser } from '../core/placeholder';

export { StytchB2BUIClient };
export { isServerPlaceholder } from '../core/placeholder';

export function createStytchB2BUIClient(publicToken: string, options?: ClientOptions): StytchB2BUIClient {
  return createOnBrowser('StytchB2BUIClient', () => new StytchB2BUIClient(publicToken, options));
}
