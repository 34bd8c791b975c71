// Hooks over one slice of the client's state (user, session, member, organization), re-rendering
// through useSyncExternalStore on the client's onStateChange. Shape as in the official SDK:
// `{ [key]: value | null, isInitialized, fromCache }`.
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { seen } from '../core/session';
import { isServerPlaceholder } from '../core/placeholder';
import { Hydrated } from './provider';

export interface Source<K extends string, V> {
  /** The value under `key` and whether it is still the one cached before the page heard from the server. */
  getInfo(): { [P in K]: V | null } & { fromCache: boolean };
}

/** What a hook listens to: the client's every state change (a slice's own onChange misses fromCache turning false). */
export interface Changes {
  onStateChange(cb: () => void): () => void;
}

export type SliceState<K extends string, V> = { [P in K]: V | null } & {
  /** false on a server and while hydrating server HTML; true once the browser state was read. */
  isInitialized: boolean;
  /** The client's getInfo().fromCache: true while the value is the one cached before this page heard from the server. */
  fromCache: boolean;
};

const uninitialized = new Map<string, any>();
/** One stable object per key (useSyncExternalStore compares snapshots by identity). */
function initial(key: string) {
  if (!uninitialized.has(key)) uninitialized.set(key, { [key]: null, isInitialized: false, fromCache: false });
  return uninitialized.get(key);
}

const noop = () => () => {};

export function useSlice<C extends Changes, K extends string, V>(client: C, key: K, source: (c: C) => Source<K, V>): SliceState<K, V> {
  const store = useMemo(() => {
    const serverSnapshot = () => initial(key);
    if (isServerPlaceholder(client)) return { subscribe: noop, getSnapshot: serverSnapshot, serverSnapshot };
    const src = source(client);
    let snap: any = null;
    let raw: unknown; // the value last read: an equal new one is compared once, not on every render
    return {
      subscribe: (notify: () => void) => client.onStateChange(notify),
      getSnapshot() {
        const info = src.getInfo();
        const value = info[key];
        // A new snapshot only when the value changed as the client compares it (a new session leaves an
        // equal user as it was: no render, the same object for effects keyed on it), or fromCache did.
        const changed = !snap || (value !== raw && snap[key] !== value && seen(snap[key]) !== seen(value));
        raw = value;
        if (changed || snap.fromCache !== info.fromCache)
          snap = { [key]: changed ? value : snap[key], isInitialized: true, fromCache: info.fromCache };
        return snap;
      },
      serverSnapshot,
    };
    // `source` is a module-level accessor: only the client and the key pick the store.
  }, [client, key]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.serverSnapshot);
  // Under assumeHydrated={false}, the uninitialized state until the provider's first effect.
  return useContext(Hydrated) ? snapshot : initial(key);
}
