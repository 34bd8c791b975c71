// What the 6.x standalone mounts (mountLogin, mount, mountResetPassword, ...) share: a second call on
// an element whose widget still shows keeps the options it leaves out (the official mount hands the
// element's render() the new ones, which merges them; a client's own 5.x method takes each call
// whole), and on a server, where there is no page, a mount draws nothing and returns a no-op.
import { StytchSDKUsageError } from '../core/errors';
import { findElement, isMounted } from './mount';

/** Per element: the mount function last called on it and the options it drew with. */
const last = new WeakMap<Element, { method: string; o: object }>();

export function standaloneMount<O extends { elementId: string | Element }>(method: string, o: O, draw: (o: O) => () => void) {
  if (typeof document === 'undefined') return () => {};
  const el = findElement(o.elementId, method);
  const before = last.get(el);
  // Merged only over the same widget's options (a passkey widget after a login one takes none of its callbacks).
  const all = { ...(isMounted(el) && before?.method === method && before.o), ...o };
  last.set(el, { method, o: all });
  const off = draw(all);
  return () => {
    last.delete(el);
    off();
  };
}

/**
 * `client` when it is one of `Class` (the vertical's client that draws); a headless one cannot draw:
 * a usage error naming `method` and where a drawing client comes from (`from`).
 */
export function drawing<C>(Class: abstract new (...args: never[]) => C, client: unknown, method: string, from: string): C {
  if (client instanceof Class) return client;
  throw new StytchSDKUsageError(method, `client must be a client of ${from}, not a headless one.`);
}
