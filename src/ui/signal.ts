// Widget state: a value holder that components subscribe to with useValue(). Its own dozen lines,
// not @preact/signals-core: the widgets use only `value` and `subscribe` (no computed, effect or
// batch), and the library's graph machinery cost ~1.6 kB gzip in every widget bundle.
import { useLayoutEffect, useRef, useState } from 'react';

export interface Signal<T> {
  value: T;
  /** Calls `fn` with the value now and after each change (to a different value); returns the unsubscribe. */
  subscribe(fn: (value: T) => void): () => void;
}

export function signal<T>(value: T): Signal<T> {
  const subs = new Set<(value: T) => void>();
  return {
    get value() {
      return value;
    },
    set value(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const fn of [...subs]) fn(next);
    },
    subscribe(fn) {
      subs.add(fn);
      fn(value);
      return () => void subs.delete(fn);
    },
  };
}

/** The signal's value; re-renders the component whenever it changes. */
export function useValue<T>(s: Signal<T>): T {
  const v = s.value;
  const seen = useRef(v);
  seen.current = v;
  const [, force] = useState(0);
  // A layout effect: subscribed right after the commit, so a change made before the browser paints
  // (a first screen's own layout effect, e.g. the identity provider's parameter check) renders at
  // once instead of waiting for the passive effects a frame later.
  useLayoutEffect(() => s.subscribe((x) => x !== seen.current && force((n) => n + 1)), [s]);
  return v;
}
