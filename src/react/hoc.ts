// The official SDK's higher-order components (withStytch, withStytchUser, ...) and RBAC helpers:
// each HOC renders the wrapped component with one more prop read from a hook.
import { createElement, useEffect, useState, type ComponentType } from 'react';

/** `with<Name>(Component)`: renders Component with `key` = what `useValue()` returns. */
export function injector<K extends string, V>(key: K, useValue: () => V, name: string) {
  return <T extends object>(Component: ComponentType<T & { [P in K]: V }>): ComponentType<T> => {
    function With(props: T) {
      return createElement(Component as ComponentType<object>, { ...props, [key]: useValue() });
    }
    With.displayName = `${name}(${Component.displayName || Component.name || 'Component'})`;
    return With;
  };
}

/** RBAC of a client, when it has one (`client.rbac`). */
interface RBAC {
  isAuthorizedSync(resourceId: string, action: string): boolean;
  allPermissions(): Promise<Record<string, Record<string, boolean>>>;
}
const rbacOf = (client: unknown): RBAC | undefined => (client as { rbac?: RBAC } | null)?.rbac;

/**
 * `{ isAuthorized, isInitialized, fromCache }` for `action` on `resourceId` by the signed-in
 * user's or member's roles; false when the client has no RBAC policy.
 */
export function isAuthorizedHook(useClient: () => unknown) {
  return (resourceId: string, action: string) => {
    const rbac = rbacOf(useClient());
    return { isAuthorized: !!rbac?.isAuthorizedSync(resourceId, action), isInitialized: true, fromCache: false };
  };
}

/** `withStytchPermissions(Component)`: Component gets `stytchPermissions` (resource -> action -> allowed). */
export function permissionsInjector(useClient: () => unknown) {
  return injector(
    'stytchPermissions',
    () => {
      const client = useClient();
      const [permissions, set] = useState<Record<string, Record<string, boolean>>>({});
      useEffect(() => {
        rbacOf(client)
          ?.allPermissions()
          .then(set, () => {});
      }, [client]);
      return permissions;
    },
    'withStytchPermissions',
  );
}
