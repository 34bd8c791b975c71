// One client context per vertical: the provider component and the hook that reads it.
import { createContext, createElement, useContext, type ReactNode } from 'react';

export interface ProviderProps<C> {
  /** The client: a UI client (createStytchUIClient / new StytchUIClient) or a headless one. */
  stytch: C;
  /**
   * Accepted for compatibility with the official SDK. Hooks already read the cached session on
   * the first browser render and the signed-out state while hydrating server HTML (React's
   * useSyncExternalStore server snapshot), so both values behave the same here.
   */
  assumeHydrated?: boolean;
  children?: ReactNode;
}

export function clientContext<C>(providerName: string) {
  const Context = createContext<C | null>(null);

  function Provider(props: ProviderProps<C>) {
    // The official sentences first (an integrator's test may look for them), then what to do.
    if (useContext(Context))
      throw new Error(
        `You cannot render a <${providerName}> inside another <${providerName}>. One provider at the top of the app is enough.`,
      );
    if (!props.stytch) throw new Error(`<${providerName}> needs a client: <${providerName} stytch={client}>.`);
    return createElement(Context.Provider, { value: props.stytch }, props.children);
  }
  Provider.displayName = providerName;

  /** The client from the nearest provider; `user` names the hook or component in the error. */
  function useClient(user: string): C {
    const client = useContext(Context);
    if (!client) throw new Error(`${user} can only be used inside <${providerName}>. Wrap your app in <${providerName} stytch={client}>.`);
    return client;
  }

  return { Provider, useClient };
}
