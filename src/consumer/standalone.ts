// The 6.x way to draw the consumer widgets: a client from createStytchClient, and mount functions
// that take it with the rest ({ elementId, client, config, presentation, callbacks, strings }).
// They draw at once, on the first call, as the client's own methods do (which they call), and
// return what those return: the function that unmounts. The 5.x methods (client.mountLogin(...))
// stay as they were.
import type { consumerIds } from '../ui/official-ids';
import type { ClientOptions } from '../core/client';
import { createOnBrowser } from '../core/placeholder';
import type { Callbacks } from '../ui/events';
import type { PresentationConfig } from '../ui/presentation';
import type { LoginConfig, StytchLoginConfig, StytchProduct } from './config';
import { passkeyRegistration, passwords } from './products';
import { productId } from '../ui/product';
import { drawing, standaloneMount } from '../ui/standalone-mount';
import { type MountOptions, StytchClient } from './StytchUIClient';
import type { ConsumerKey } from './text';

/** A client that can draw the widgets (6.x: its configs name products by their objects); on a server, the inert placeholder. */
export function createStytchClient<_T = unknown>(publicToken: string, options?: ClientOptions): StytchClient {
  return createOnBrowser('StytchClient', () => new StytchClient(publicToken, options));
}
/** The official 6.x's deprecated name for createStytchClient. */
export const createStytchHeadlessClient = createStytchClient;

/**
 * Text overrides by catalogue key: featherlogin's keys (src/consumer/text.ts and the shared ones), or
 * the official widget's message ids where they have a counterpart here (src/ui/official-ids.ts).
 */
export type Strings = Partial<Record<ConsumerKey | keyof typeof consumerIds, string>>;
/** The `strings` option of every mount (6.x name). */
export interface StringsOptions<S = Record<string, string>> {
  strings?: Partial<S>;
}

/** What <stytch-ui> and mountLogin take (6.x name; the type parameter is accepted and unused). */
export type SDKConfig<_T = unknown> = {
  client: StytchClient;
  config: StytchLoginConfig;
  presentation?: PresentationConfig;
  callbacks?: Callbacks;
} & StringsOptions<Strings>;
export type ResetPasswordSDKConfig<T = unknown> = SDKConfig<T> & { passwordResetToken?: string };

/** A standalone mount's options: the client's own, with the client. */
type With<O> = O & { client: StytchClient };

/** The client, if it can draw; a headless one (featherlogin/headless) cannot. */
const draws = (client: unknown, method: keyof StytchClient) =>
  drawing(StytchClient, client, method, 'featherlogin (createStytchClient or StytchUIClient)');

/**
 * The widget's own product in its config where the config does not name it, as the official 6.x
 * reset and passkey-registration widgets add theirs (the 6.x client reads no product by id, and the
 * client's methods do not add it: every 6.x page would then hold those screens).
 */
const including = <O extends { config?: LoginConfig }>(o: O, p: StytchProduct): O =>
  o.config?.products?.some((x) => productId(x) === p.id)
    ? o
    : { ...o, config: { ...o.config, products: [...(o.config?.products ?? []), p] } };

/** The login and sign-up widget in the element. */
export const mountLogin = (o: With<MountOptions>) => standaloneMount('mountLogin', o, (a) => draws(a.client, 'mountLogin').mountLogin(a));

/** The password reset form; without a token, the one of the reset link in the address. */
export const mountResetPassword = (o: With<MountOptions & { passwordResetToken?: string }>) =>
  standaloneMount('mountResetPassword', o, (a) => draws(a.client, 'mountResetPassword').mountResetPassword(including(a, passwords)));

/** Passkey registration for the signed-in user. */
export const mountPasskeyRegistration = (o: With<MountOptions>) =>
  standaloneMount('mountPasskeyRegistration', o, (a) =>
    draws(a.client, 'mountPasskeyRegistration').mountPasskeyRegistration(including(a, passkeyRegistration)),
  );

/** featherlogin's own: the signed-in user's account page (StytchClient.mountUserProfile). */
export const mountUserProfile = (o: With<Parameters<StytchClient['mountUserProfile']>[0]>) =>
  standaloneMount('mountUserProfile', o, (a) => draws(a.client, 'mountUserProfile').mountUserProfile(a));

/** The identity-provider consent and logout screens (6.x `authTokenParams`: attested before the authorize flow). */
export const mountIdentityProvider = (o: With<Parameters<StytchClient['mountIdentityProvider']>[0]>) =>
  standaloneMount('mountIdentityProvider', o, (a) => draws(a.client, 'mountIdentityProvider').mountIdentityProvider(a));
