// A stub of refresh-tick.ts, same export: `tick` loads it on its first call, from the bundle's
// __MEMBERS__ file in CDN builds (which holds session.authenticate, the refresh: members.ts
// re-exports `tick`), an import() chunk in ESM builds; once (again after a failed load, which
// rejects). The single files, which hold members.ts, resolve this module to refresh-tick.ts (build.mjs `inBundle`).
import { lazy } from './chunk';
import type * as Tick from './refresh-tick';

let loader: (() => Promise<typeof Tick>) | undefined;

export const tick: typeof Tick.tick = async (...a) =>
  (await (loader ||= lazy<typeof Tick>(__CDN__ ? __MEMBERS__ : () => import('./refresh-tick')))()).tick(...a);
