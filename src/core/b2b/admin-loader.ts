// The synchronous face of the lazy administration calls (admin.ts): `later(name)` is a public method
// whose body loads admin.ts on its first call (a failed load is tried again on the next call) and runs that method's op. Argument checks run there too, with the same typed errors.
import { lazy } from '../chunk';
import type { Ctx } from '../client';
import { op } from '../op';

/** Options object (the default), an id string, or nothing: the argument list of each admin method. */
export function adminLater(ctx: Ctx) {
  // Built inside the call, not at module level, so a bundle that never builds a B2B client drops it.
  // One load however many namespaces ask (import() and the CDN global are both cached).
  const load = lazy<typeof import('./admin')>(__CDN__ ? 'featherlogin.b2b.admin.js' : () => import('./admin'));
  let ops: ReturnType<typeof import('./admin').adminOps> | undefined;
  return <A extends unknown[] = [o: Record<string, unknown>]>(name: string) =>
    async (...a: A): Promise<any> =>
      (ops ||= (await load()).adminOps(ctx, op))[name](...a);
}
