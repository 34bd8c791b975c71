// Server-safe client creation, as the official SDK's createStytch*Client factories (vanilla 6.x and
// React): in a browser they build the real client; on a server (no window) they return an inert
// placeholder, so a module that creates the client at import time (SvelteKit, Nuxt, Astro, Next)
// can still be rendered on the server. The React hooks and components recognise the placeholder
// and render their signed-out / empty state; the standalone mounts draw nothing there.

const MARK = Symbol.for('featherlogin.serverPlaceholder');

/** true for the placeholder returned on a server. */
export function isServerPlaceholder(client: unknown): boolean {
  return !!client && (typeof client === 'object' || typeof client === 'function') && (client as any)[MARK] === true;
}

/** Any property path is readable (`client.session.getSync`); calling anything throws. */
function placeholder(name: string, path: string): any {
  const fn = () => {
    throw new Error(
      `featherlogin: ${path}() was called on the server placeholder of the ${name}. There is no window here; call client methods only in browser code (event handlers, useEffect).`,
    );
  };
  return new Proxy(fn, {
    get(_, key) {
      if (key === MARK) return true;
      if (typeof key === 'symbol' || key === 'then' || key === 'toJSON') return undefined;
      return placeholder(name, `${path}.${key}`);
    },
    apply: fn,
  });
}

/** `make()` in a browser; on a server the inert placeholder (typed as the client). */
export function createOnBrowser<C>(name: string, make: () => C): C {
  // A script-tag bundle runs in a page only: no placeholder code in it.
  if (!__SCRIPT__ && (typeof window === 'undefined' || typeof document === 'undefined')) return placeholder(name, 'client') as C;
  return make();
}
