// The 6.x way to draw the organization widget: a client from createStytchB2BClient, and mount
// functions that take it with the rest ({ elementId, client, config, presentation, callbacks,
// strings }). They draw at once, on the first call, as the client's own methods do (which they
// call), and return the function that unmounts. The 5.x methods (client.mount(...)) stay.
import type { b2bIds } from '../ui/official-ids';
import type { ClientOptions } from '../core/client';
import { createOnBrowser } from '../core/placeholder';
import type { IdpClient } from '../idp/flow';
import { mountIdentityProvider as mountIdpWith, type MountIdentityProviderOptions } from '../idp/IdentityProvider';
import type { AuthTokenParams, IDPConsentManifestGenerator } from '../idp/rules';
import type { Callbacks } from '../ui/events';
import type { PresentationConfig } from '../ui/presentation';
import type { StytchB2BUIConfig } from './config';
import { type B2BMountOptions, StytchB2BUIClient } from './StytchB2BUIClient';
import type { B2BKey } from './text';
import { drawing, standaloneMount } from '../ui/standalone-mount';

/** A B2B client that can draw the widgets (featherlogin/b2b's StytchB2BClient is the UI client); on a server, the inert placeholder. */
export function createStytchB2BClient<_T = unknown>(publicToken: string, options?: ClientOptions): StytchB2BUIClient {
  return createOnBrowser('StytchB2BClient', () => new StytchB2BUIClient(publicToken, options));
}
/** The official 6.x's deprecated name for createStytchB2BClient. */
export const createStytchB2BHeadlessClient = createStytchB2BClient;

/**
 * Text overrides by catalogue key: featherlogin's keys (src/b2b/text.ts and the shared ones), or the
 * official widget's message ids where they have a counterpart here (src/ui/official-ids.ts).
 */
export type Strings = Partial<Record<B2BKey | keyof typeof b2bIds, string>>;

/** What <stytch-b2b> and mount take (6.x name; the type parameter is accepted and unused). */
export type B2BSDKConfig<_T = unknown> = {
  client: StytchB2BUIClient;
  config: StytchB2BUIConfig;
  presentation?: PresentationConfig;
  callbacks?: Callbacks;
  strings?: Strings;
};
export type B2BIDPConsentManifestGenerator = IDPConsentManifestGenerator;
export type B2BIDPSDKConfig<T = unknown> = Pick<B2BSDKConfig<T>, 'client' | 'presentation' | 'callbacks' | 'strings'> & {
  getIDPConsentManifest?: B2BIDPConsentManifestGenerator;
  trustedAuthTokenParams?: AuthTokenParams;
};

/** The organization widget in the element (6.x: the client is an option). */
export function mount(o: B2BMountOptions & { client: StytchB2BUIClient }) {
  return standaloneMount('mount', o, (a) => draws(a.client, 'mount').mount(a));
}

/** featherlogin's own: the signed-in member's account page (StytchB2BUIClient.mountMemberProfile). */
export function mountMemberProfile(o: Parameters<StytchB2BUIClient['mountMemberProfile']>[0] & { client: StytchB2BUIClient }) {
  return standaloneMount('mountMemberProfile', o, (a) => draws(a.client, 'mountMemberProfile').mountMemberProfile(a));
}

/** The client, if it can draw; a headless one (featherlogin/b2b/headless) cannot. */
const draws = (client: unknown, method: string) =>
  drawing(StytchB2BUIClient, client, method, 'featherlogin/b2b (createStytchB2BClient or StytchB2BUIClient)');

/**
 * The identity-provider consent and logout screens: 6.x `mountIdentityProvider({ elementId, client, ... })`
 * (a UI client draws with its own method), or featherlogin's `mountIdentityProvider(client, { elementId, ... })`
 * for any headless client.
 */
export function mountIdentityProvider(
  ...a: [o: MountIdentityProviderOptions & { client: IdpClient }] | [client: IdpClient, o: MountIdentityProviderOptions]
) {
  const [client, o] = a.length === 2 ? a : [a[0].client, a[0]];
  return standaloneMount('mountIdentityProvider', o, (x) =>
    client instanceof StytchB2BUIClient ? client.mountIdentityProvider(x) : mountIdpWith(client, x),
  );
}
