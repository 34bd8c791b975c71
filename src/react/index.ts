// featherlogin/react: the consumer (single-user) React bindings, named as in the official React
// SDK. Real React is the app's own (a peer dependency); the widgets keep their Preact inside and
// are mounted by the UI client into an element these components render.
import type { StytchHeadlessClient } from '../core/consumer/client';
import type { Session, User } from '../wire/types';
import { clientContext, type ProviderProps } from './provider';
import { useSlice, type Source } from './slice';
import type {
  IdentityProviderProps,
  StytchLoginProps,
  StytchPasskeyRegistrationProps,
  StytchPasswordResetProps,
  StytchUserProfileProps,
} from './types';
import { injector, isAuthorizedHook, permissionsInjector, sliceInjector } from './hoc';
import { widgetComponent } from './widget';

export type * from './types';
export type { ProviderProps };
/** Props of <StytchProvider>. */
export type StytchProviderProps = ProviderProps<StytchClient>;
export { isServerPlaceholder } from '../core/placeholder';

/** Any consumer client: StytchHeadlessClient, or StytchUIClient (which extends it) for the components. */
export type StytchClient = StytchHeadlessClient;

const context = clientContext<StytchClient>('StytchProvider');

/** Makes the client available to the hooks and components below it: <StytchProvider stytch={client}>. */
export const StytchProvider = context.Provider;

/** The client given to the provider. */
export const useStytch = (): StytchClient => context.useClient('useStytch');

/** `{ user, isInitialized, fromCache }`, re-rendering when the user changes (login, update, logout). */
export const useStytchUser = () => useUserAs('useStytchUser');
/** The user slice for a hook or HOC named `as` (a misuse error names it). */
const useUserAs = (as: string) => useSlice(context.useClient(as), 'user', (c): Source<'user', User> => c.user);

/** `{ session, isInitialized, fromCache }`, re-rendering when the session changes. */
export const useStytchSession = () => useSessionAs('useStytchSession');
const useSessionAs = (as: string) => useSlice(context.useClient(as), 'session', (c): Source<'session', Session> => c.session);

const SHARED = ['config', 'styles', 'presentation', 'callbacks', 'strings'] as const;

/** The login and sign-up widget (UI client `mountLogin`). */
export const StytchLogin = widgetComponent<StytchLoginProps>(
  { name: 'StytchLogin', method: 'mountLogin', props: SHARED },
  context.useClient,
);
/** The password reset widget for the token from a reset link (UI client `mountResetPassword`). */
export const StytchPasswordReset = widgetComponent<StytchPasswordResetProps>(
  { name: 'StytchPasswordReset', method: 'mountResetPassword', props: [...SHARED, 'passwordResetToken'] },
  context.useClient,
);
/** Passkey registration for the signed-in user (UI client `mountPasskeyRegistration`). */
export const StytchPasskeyRegistration = widgetComponent<StytchPasskeyRegistrationProps>(
  { name: 'StytchPasskeyRegistration', method: 'mountPasskeyRegistration', props: SHARED },
  context.useClient,
);
/** featherlogin's own: the signed-in user's account page (UI client `mountUserProfile`). */
export const StytchUserProfile = widgetComponent<StytchUserProfileProps>(
  { name: 'StytchUserProfile', method: 'mountUserProfile', props: SHARED },
  context.useClient,
);
/** The identity-provider consent and logout screens (UI client `mountIdentityProvider`). */
export const IdentityProvider = widgetComponent<IdentityProviderProps>(
  {
    name: 'IdentityProvider',
    method: 'mountIdentityProvider',
    props: ['styles', 'presentation', 'callbacks', 'strings', 'getIDPConsentManifest', 'authTokenParams', 'trustedAuthTokenParams'],
  },
  context.useClient,
);

export { createStytchHeadlessClient } from './headless';

/** Renders the component with the `stytch` prop (the provider's client). */
export const withStytch = injector('withStytch', () => ({ stytch: context.useClient('withStytch') }));
/** Renders the component with `stytchSession` (the session or null), `stytchSessionIsInitialized` and `stytchSessionIsFromCache`. */
export const withStytchSession = sliceInjector('withStytchSession', 'stytchSession', 'session', useSessionAs);
/** Renders the component with `stytchUser` (the user or null), `stytchUserIsInitialized` and `stytchUserIsFromCache`. */
export const withStytchUser = sliceInjector('withStytchUser', 'stytchUser', 'user', useUserAs);
/** `{ isAuthorized, isInitialized, fromCache }` for an action on a resource by the user's roles (RBAC). */
export const useStytchIsAuthorized = isAuthorizedHook(
  () => context.useClient('useStytchIsAuthorized'),
  () => useStytchUser().user?.roles,
);
/** Renders the component with `stytchPermissions` once they are known (nothing before), again when the user's roles change. */
export const withStytchPermissions = permissionsInjector(
  () => context.useClient('withStytchPermissions'),
  () => useStytchUser().user?.roles,
);
