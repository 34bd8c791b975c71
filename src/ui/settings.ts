// The project settings (src/core/bootstrap.ts) as a widget draws them: on a first visit they arrive
// after the first screen, which renders from the cached or default ones meanwhile.
import { useEffect, useState } from 'react';

/**
 * What the widget draws from the settings (`pick`), at once from the ones there now (the arrived
 * ones once they have: boot.isSettled()); starts their fetch, and renders again when they arrive
 * only if that changes what `pick` returns (compared with ===: pick a value, not a new object);
 * never after an unmount.
 */
export function useSettings<S, T>(boot: { getSync(): S; getAsync(): Promise<S> }, pick: (settings: S) => T): T {
  const [value, set] = useState(pick(boot.getSync()));
  useEffect(() => {
    let live = true;
    boot.getAsync().then((s) => live && set(pick(s)));
    return () => (live = false);
  }, [boot]); // a mount again with another client's settings asks for those
  return value;
}
