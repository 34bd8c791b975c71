// One client context per vertical: the provider component and the hook that reads it.
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';

export interface ProviderProps<C> {
  /** The client: a UI client (createStytchUIClient / new StytchUIClient) or a headless one. */
  stytch: C;
  /**
   * true (the default): hooks read the cached session on the first browser render (and the
   * signed-out state while hydrating server HTML, React's server snapshot). false: as the official
   * provider, every hook's first render is the uninitialized state, then the browser state once the
   * provider's effect has run.
   */
  assumeHydrated?: boolean;
  children?: ReactNode;
}

/** false below a provider given assumeHydrated={false}, until its first effect has run (useSlice reads it). */
export const Hydrated = createContext(true);

export function clientContext<C>(providerName: string) {
  const Context = createContext<C | null>(null);

  function Provider(props: ProviderProps<C>) {
    // The official sentences first (an integrator's test may look for them), then what to do.
    if (useContext(Context))
      throw new Error(
        `You cannot render a <${providerName}> inside another <${providerName}>. One provider at the top of the app is enough.`,
      );
    const [hydrated, setHydrated] = useState(props.assumeHydrated !== false);
    useEffect(() => setHydrated(true), []);
    if (!props.stytch) throw new Error(`<${providerName}> needs a client: <${providerName} stytch={client}>.`);
    return createElement(Context.Provider, { value: props.stytch }, createElement(Hydrated.Provider, { value: hydrated }, props.children));
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
