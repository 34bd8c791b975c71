// featherlogin/react/b2b: the organization (B2B) React bindings, named as in the official React
// SDK's b2b entry. Same mechanics as featherlogin/react (./index.ts).
import type { StytchB2BHeadlessClient } from '../core/b2b/client';
import type { Member, MemberSession, Organization } from '../wire/types';
import { clientContext, type ProviderProps } from './provider';
import { useSlice, type Source } from './slice';
import type { B2BIdentityProviderProps, StytchB2BProps, StytchMemberProfileProps } from './types';
import { injector, isAuthorizedHook, permissionsInjector, sliceInjector } from './hoc';
import { widgetComponent } from './widget';

export type * from './types';
export type { ProviderProps };
/** Props of <StytchB2BProvider>. */
export type StytchB2BProviderProps = ProviderProps<StytchB2BClient>;
export { isServerPlaceholder } from '../core/placeholder';

/** Any B2B client: StytchB2BHeadlessClient, or StytchB2BUIClient (which extends it) for the components. */
export type StytchB2BClient = StytchB2BHeadlessClient;

const context = clientContext<StytchB2BClient>('StytchB2BProvider');

/** Makes the client available to the hooks and components below it: <StytchB2BProvider stytch={client}>. */
export const StytchB2BProvider = context.Provider;

/** The client given to the provider. */
export const useStytchB2BClient = (): StytchB2BClient => context.useClient('useStytchB2BClient');

/** `{ member, isInitialized, fromCache }`: the signed-in member (client.self). */
export const useStytchMember = () => useMemberAs('useStytchMember');
/** The member slice for a hook or HOC named `as` (a misuse error names it); the same for the two below. */
const useMemberAs = (as: string) => useSlice(context.useClient(as), 'member', (c): Source<'member', Member> => c.self);

/** `{ session, isInitialized, fromCache }`: the member session. */
export const useStytchMemberSession = () => useMemberSessionAs('useStytchMemberSession');
const useMemberSessionAs = (as: string) => useSlice(context.useClient(as), 'session', (c): Source<'session', MemberSession> => c.session);

/** `{ organization, isInitialized, fromCache }`: the signed-in member's organization. */
export const useStytchOrganization = () => useOrganizationAs('useStytchOrganization');
const useOrganizationAs = (as: string) =>
  useSlice(context.useClient(as), 'organization', (c): Source<'organization', Organization> => c.organization);

/** The B2B login widget (UI client `mount`). */
export const StytchB2B = widgetComponent<StytchB2BProps>(
  { name: 'StytchB2B', method: 'mount', props: ['config', 'styles', 'presentation', 'callbacks', 'strings'] },
  context.useClient,
);
/** The identity-provider consent and logout screens (UI client `mountIdentityProvider`). */
export const B2BIdentityProvider = widgetComponent<B2BIdentityProviderProps>(
  {
    name: 'B2BIdentityProvider',
    method: 'mountIdentityProvider',
    props: ['styles', 'presentation', 'callbacks', 'strings', 'getIDPConsentManifest', 'authTokenParams', 'trustedAuthTokenParams'],
  },
  context.useClient,
);
/** featherlogin's own: the signed-in member's account page (UI client `mountMemberProfile`). */
export const StytchMemberProfile = widgetComponent<StytchMemberProfileProps>(
  { name: 'StytchMemberProfile', method: 'mountMemberProfile', props: ['styles', 'presentation', 'callbacks', 'strings'] },
  context.useClient,
);

export { createStytchB2BHeadlessClient } from './headless';

/** Renders the component with the `stytch` prop (the provider's client). */
export const withStytchB2BClient = injector('withStytch', () => ({ stytch: context.useClient('withStytchB2BClient') }));
/** Renders the component with `stytchMemberSession` (or null), `stytchMemberSessionIsInitialized` and `stytchMemberSessionIsFromCache`. */
export const withStytchMemberSession = sliceInjector('withStytchMemberSession', 'stytchMemberSession', 'session', useMemberSessionAs);
/** Renders the component with `stytchMember` (or null), `stytchMemberIsInitialized` and `stytchMemberIsFromCache`. */
export const withStytchMember = sliceInjector('withStytchMember', 'stytchMember', 'member', useMemberAs);
/** Renders the component with `stytchOrganization` (or null), `stytchOrganizationIsInitialized` and `stytchOrganizationIsFromCache`. */
export const withStytchOrganization = sliceInjector('withStytchOrganization', 'stytchOrganization', 'organization', useOrganizationAs);
/** `{ isAuthorized, isInitialized, fromCache }` for an action on a resource by the member session's roles (RBAC). */
export const useStytchIsAuthorized = isAuthorizedHook(
  () => context.useClient('useStytchIsAuthorized'),
  () => useStytchMemberSession().session?.roles,
);
/** Renders the component with `stytchPermissions` once they are known (nothing before), again when the member's roles change. */
export const withStytchPermissions = permissionsInjector(
  () => context.useClient('withStytchPermissions'),
  () => useStytchMemberSession().session?.roles,
);
