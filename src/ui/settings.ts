// The project settings (src/core/bootstrap.ts) as a widget draws them: they arrive after the first
// screen, which renders from the default ones meanwhile (or the cache, once the client's idle
// callback has read it: opening storage is no first screen's work).
import { useEffect, useState } from 'react';

/**
 * What the widget draws from the settings (`pick`), at once from the ones there now (boot.peek(): the
 * arrived ones once they have, boot.isSettled()); starts their fetch, and renders again when they arrive
 * only if that changes what `pick` returns (compared with ===: pick a value, or an object the settings
 * keep); never after an unmount. A render with another client's settings (a mount again on the same
 * element) draws that client's at once and its arrival, whatever the first client's were.
 */
export function useSettings<S, T>(boot: { peek(): S; getAsync(): Promise<S> }, pick: (settings: S) => T): T {
  const [drawn, set] = useState(() => ({ boot, value: pick(boot.peek()) }));
  useEffect(() => {
    let live = true;
    boot.getAsync().then((s) => {
      const value = pick(s);
      if (live) set((d) => (d.boot === boot && d.value === value ? d : { boot, value }));
    });
    return () => (live = false);
  }, [boot]);
  return drawn.boot === boot ? drawn.value : pick(boot.peek());
}
