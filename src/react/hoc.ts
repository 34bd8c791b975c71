// The official SDK's higher-order components (withStytch, withStytchUser, ...) and RBAC helpers:
// each HOC renders the wrapped component with props read from a hook, named as the official ones.
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { isServerPlaceholder } from '../core/placeholder';
import type { SliceState } from './slice';

/**
 * `with<Name>(Component)`: renders Component with the props `useProps()` returns, or nothing while it
 * returns null (withStytchPermissions before the permissions are known).
 */
export function injector<I extends object>(name: string, useProps: () => I | null) {
  return <T extends object>(Component: ComponentType<T & I>): ComponentType<T> => {
    function With(props: T) {
      const more = useProps();
      return more && createElement(Component as ComponentType<object>, { ...props, ...more });
    }
    With.displayName = `${name}(${Component.displayName || Component.name || 'Component'})`;
    return With;
  };
}

/** What a slice HOC adds: `<prop>`, `<prop>IsInitialized` and `<prop>IsFromCache`. */
export type SliceProps<P extends string, V> = { [X in P]: V | null } & {
  [X in `${P}IsInitialized` | `${P}IsFromCache`]: boolean;
};

/**
 * withStytchUser and its kin: a slice hook's value and flags as `<prop>`, `<prop>IsInitialized`,
 * `<prop>IsFromCache`. `use` takes the name a misuse error gives (the HOC's, as the official ones say).
 */
export function sliceInjector<P extends string, K extends string, V>(name: string, prop: P, key: K, use: (as: string) => SliceState<K, V>) {
  return injector(name, (): SliceProps<P, V> => {
    const s = use(name);
    const flags = { [`${prop}IsInitialized`]: s.isInitialized, [`${prop}IsFromCache`]: s.fromCache };
    return { [prop]: s[key], ...flags } as SliceProps<P, V>;
  });
}

/** RBAC of a client, when it has one (`client.rbac`). */
interface RBAC {
  isAuthorizedSync(resourceId: string, action: string): boolean;
  isAuthorized(resourceId: string, action: string): Promise<boolean>;
  allPermissions(): Promise<Record<string, Record<string, boolean>>>;
}
/** The client's RBAC; none on the server placeholder (nothing is checked there) or a client without it. */
const rbacOf = (client: unknown): RBAC | undefined => (isServerPlaceholder(client) ? undefined : (client as { rbac?: RBAC } | null)?.rbac);

/**
 * useStytchIsAuthorized: `{ isAuthorized, isInitialized, fromCache }` for `action` on `resourceId`, as
 * the official hook answers: not initialized on the first render (and on a server); then the cached
 * policy's answer (fromCache); then the answer once the project's policy is known, asked again when
 * the caller's roles (`useRoles`: the user's or the member session's) change.
 */
export function isAuthorizedHook(useClient: () => unknown, useRoles: () => unknown) {
  // The official type parameter (whether the provider assumes hydration) is accepted and unused.
  return <_TAssumeHydrated extends boolean = true>(resourceId: string, action: string) => {
    const client = useClient();
    const roles = useRoles();
    const [state, set] = useState({ isInitialized: false, fromCache: false, isAuthorized: false });
    useEffect(() => {
      const rbac = rbacOf(client);
      if (rbac) set({ isInitialized: true, fromCache: true, isAuthorized: rbac.isAuthorizedSync(resourceId, action) });
    }, [client, resourceId, action]);
    useEffect(() => {
      let live = true;
      rbacOf(client)
        ?.isAuthorized(resourceId, action)
        .then(
          (isAuthorized) => live && set({ isInitialized: true, fromCache: false, isAuthorized }),
          () => {},
        );
      return () => void (live = false);
    }, [client, roles, resourceId, action]);
    return state;
  };
}

/**
 * withStytchPermissions: Component gets `stytchPermissions` (resource -> action -> allowed) and renders
 * only once they are known (the official HOC renders nothing before); fetched again when the roles change.
 */
export function permissionsInjector(useClient: () => unknown, useRoles: () => unknown) {
  const inject = injector('withStytchPermissions', () => {
    const client = useClient();
    const roles = useRoles();
    const [permissions, set] = useState<{ stytchPermissions: Record<string, Record<string, boolean>> } | null>(null);
    useEffect(() => {
      let live = true;
      rbacOf(client)
        ?.allPermissions()
        .then(
          (p) => live && set({ stytchPermissions: p }),
          () => {},
        );
      return () => void (live = false);
    }, [client, roles]);
    return permissions;
  });
  // The official type parameters: the project's permissions (accepted and unused), then the component's own props.
  return <_Permissions extends Record<string, string>, T extends object>(
    Component: ComponentType<T & { stytchPermissions: Record<string, Record<string, boolean>> }>,
  ): ComponentType<T> => inject<T>(Component);
}
