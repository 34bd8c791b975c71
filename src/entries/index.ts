// featherlogin: the consumer UI client (widgets) and the headless client, for bundlers.
import { registerIdentityProvider } from '../consumer/StytchUIClient';
import { IdentityProvider, idpText } from '../idp/IdentityProvider';

// StytchUIClient.mountIdentityProvider renders the shared consent and logout screens (src/idp).
registerIdentityProvider(IdentityProvider, idpText);

export { StytchUIClient, registerIdentityProvider } from '../consumer/StytchUIClient';
export type { MountOptions, IdentityProviderProps } from '../consumer/StytchUIClient';
export { StytchHeadlessClient } from '../core/consumer/client';
export { Products } from '../consumer/config';
export type { LoginConfig, OTPMethod, OAuthProviderConfig } from '../consumer/config';
export { StytchEventType } from '../ui/events';
export type { Callbacks, StytchEvent } from '../ui/events';
export type { Styles } from '../ui/theme';
export * from '../core/errors';
export type { ClientOptions } from '../core/client';
