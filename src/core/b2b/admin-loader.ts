// The synchronous face of the lazy administration calls (admin.ts): `admin<A, R>(name)` is a public
// method taking A and answering R (the official argument and response types, stated by each
// namespace) whose body loads admin.ts on its first call (a failed load is tried again on the next
// call) and runs that method's op. Argument checks run there too, with the same typed errors.
import { lazy } from '../chunk';
import type { Ctx } from '../client';
import { op } from '../op';

/** Options object, an id string, or nothing: the argument list of each admin method. */
export function adminMethods(ctx: Ctx) {
  // Built inside the call, not at module level, so a bundle that never builds a B2B client drops it.
  // One load however many namespaces ask (import() and the CDN global are both cached). The file
  // serves the single file too (__SCRIPT__): no login screen makes such a call (-0.9 kB gzip there).
  const load = lazy<typeof import('./admin')>(__SCRIPT__ ? 'featherlogin.b2b.admin.js' : () => import('./admin'));
  let ops: ReturnType<typeof import('./admin').adminOps> | undefined;
  // The table is keyed by name at run time and its op checks the one argument; the namespace that
  // names a method states its argument and answer types (as op() and call() take the answer's).
  return <A extends [] | [unknown], R>(name: string) =>
    async (...a: A): Promise<R> =>
      (ops ||= (await load()).adminOps(ctx, op))[name](a[0] as never) as Promise<R>;
}

/** A client's `admin(name)` (one per client: its namespaces share one admin load). */
export type AdminMethods = ReturnType<typeof adminMethods>;
