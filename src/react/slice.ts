// Hooks over one slice of the client's state (user, session, member, organization), re-rendering
// through useSyncExternalStore on the slice's onChange. Shape as in the official SDK:
// `{ [key]: value | null, isInitialized, fromCache }`.
import { useMemo, useSyncExternalStore } from 'react';
import { isServerPlaceholder } from './placeholder';

export interface Source<V> {
  getSync(): V | null;
  onChange(cb: (v: V | null) => void): (() => unknown) | void;
}

export type SliceState<K extends string, V> = { [P in K]: V | null } & {
  /** false on a server and while hydrating server HTML; true once the browser state was read. */
  isInitialized: boolean;
  /** true while the value is the one cached in the browser before this page saw any change. */
  fromCache: boolean;
};

const uninitialized = new Map<string, any>();
/** One stable object per key (useSyncExternalStore compares snapshots by identity). */
function initial(key: string) {
  if (!uninitialized.has(key)) uninitialized.set(key, { [key]: null, isInitialized: false, fromCache: false });
  return uninitialized.get(key);
}

const noop = () => () => {};

export function useSlice<C, K extends string, V>(client: C, key: K, source: (c: C) => Source<V>): SliceState<K, V> {
  const store = useMemo(() => {
    const serverSnapshot = () => initial(key);
    if (isServerPlaceholder(client)) return { subscribe: noop, getSnapshot: serverSnapshot, serverSnapshot };
    const src = source(client);
    let snap: any = null;
    return {
      subscribe(notify: () => void) {
        const off = src.onChange(() => notify());
        return () => {
          if (typeof off === 'function') off();
        };
      },
      getSnapshot() {
        const value = src.getSync();
        // The first read is the cached (stored) value; any later value arrived through a change.
        if (!snap || snap[key] !== value) snap = { [key]: value, isInitialized: true, fromCache: snap ? false : value !== null };
        return snap;
      },
      serverSnapshot,
    };
    // `source` is a module-level accessor: only the client and the key pick the store.
  }, [client, key]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.serverSnapshot);
}
