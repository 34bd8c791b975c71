// Stubs of the request engine (engine.ts), same exports: each loads it on first use, an import()
// chunk in ESM builds, a file next to the headless bundles (build.mjs coreChunks), once (again
// after a failed load). Builds that hold the request engine resolve this module to engine.ts.
import type { BootstrapData } from './bootstrap';
import type { NetworkOptions } from './network';
import type * as Engine from './engine';
import type { Send } from './engine';
import { lazy } from './chunk';

let loader: (() => Promise<typeof Engine>) | undefined;
/** The request engine once loaded. */
let mod: typeof Engine | undefined;
/**
 * Loads the headless bundle's __CORE__ file once (again after a failed load); it holds the client's
 * members.ts too, whose loader (members-loader.ts, __MEMBERS__) shares this load (chunk.ts lazy: one
 * per file). Made on first use, not at module level, so a bundle that never requests drops it.
 */
const load = () => (loader ||= lazy<typeof Engine>(__CDN__ ? __CORE__ : () => import('./engine')))().then((m) => (mod = m));

/**
 * engine.ts requester: its Send loads the engine on the first call; once loaded, a call sends in
 * the same task as the held module would.
 */
export function requester(opts: NetworkOptions, headers: () => Record<string, string>): Send {
  let send: Send | undefined;
  const real = (m: typeof Engine) => (send ||= m.requester(opts, headers));
  return (...a) => (mod ? real(mod)(...a) : load().then((m) => real(m)(...a)));
}

/** Starts loading the request engine ahead of a request a page is about to make (errors are the request's to meet). */
export const warm = () => void load().catch(() => {});

/** engine.ts fromWire, once the request engine has loaded. */
export const fromWire = async (w: Record<string, any>, defaults: BootstrapData) => (await load()).fromWire(w, defaults);
