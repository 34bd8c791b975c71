// Stubs of the deferred core (deferred.ts), same exports: each loads it on first use, an import()
// chunk in ESM builds, a file next to the headless bundles (build.mjs coreChunks), once (again
// after a failed load). Builds that hold the deferred core resolve this module to deferred.ts.
import type { BootstrapData } from './bootstrap';
import type { NetworkOptions } from './network';
import type * as Deferred from './deferred';
import type { Send } from './deferred';
import { lazy } from './chunk';

let loader: (() => Promise<typeof Deferred>) | undefined;
/** The deferred core once loaded. */
let mod: typeof Deferred | undefined;
/**
 * Loads the headless bundle's __CORE__ file once (again after a failed load); its exports are
 * deferred.ts's and the client's members.ts's (consumer/members-later.ts loads through this too, so
 * one script tag serves both). Made on first use, not at module level, so a bundle that never requests drops it.
 */
export const loadCore = <T = typeof Deferred>(): Promise<T> =>
  (loader ||= lazy<typeof Deferred>(__CDN__ ? __CORE__ : () => import('./deferred')))() as Promise<T>;
const load = () => loadCore().then((m) => (mod = m));

/**
 * deferred.ts requester: its Send loads the engine on the first call; once loaded, a call sends in
 * the same task as the held module would.
 */
export function requester(opts: NetworkOptions, headers: () => Record<string, string>): Send {
  let send: Send | undefined;
  const real = (m: typeof Deferred) => (send ||= m.requester(opts, headers));
  return (...a) => (mod ? real(mod)(...a) : load().then((m) => real(m)(...a)));
}

/** deferred.ts fromWire, once the deferred core has loaded. */
export const fromWire = async (w: Record<string, any>, defaults: BootstrapData) => (await load()).fromWire(w, defaults);
