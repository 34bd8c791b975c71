// Signals for widget state, without @preact/signals' renderer integration (bytes matter in the
// CDN bundle): components subscribe explicitly with useValue().
import { signal, type Signal } from '@preact/signals-core';
import { useLayoutEffect, useRef, useState } from 'react';

export { signal, type Signal };

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
