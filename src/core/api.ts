// Helpers every API module uses: call a route from the wire table, store an authenticate answer.
import type { Route } from '../wire/routes';
import { fill } from '../wire/routes';
import type { Ctx } from './client';

/** Calls a route; {name} path parameters come from `params`. */
export function call<T = any>(ctx: Ctx, route: Route, body?: object, params: Record<string, string> = {}, protect = false): Promise<T> {
  return ctx.net.call<T>(route[0], fill(route[1], params), body, protect);
}

/** Calls an authenticate route, stores the session (or intermediate token) and spends the PKCE pair. */
export async function authenticate<T = any>(ctx: Ctx, route: Route, body: object): Promise<T> {
  const data = ctx.authed(await call<T>(ctx, route, body));
  ctx.pkce.clear();
  return data;
}

/** Drops undefined fields so bodies stay minimal and readable in tests. */
export function compact<T extends object>(o: T): T {
  const out: any = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out;
}

/** `{ a: 1 }` -> `?a=1` for browser redirects; arrays are space-joined; empty values dropped. */
export function query(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    q.set(k, Array.isArray(v) ? v.join(' ') : String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Subscribes to one slice of the session state, calling back only when that slice changes. */
export function onSlice<T>(ctx: Ctx, pick: (s: ReturnType<Ctx['store']['get']>) => T, cb: (v: T) => void): () => void {
  let last = pick(ctx.store.get());
  return ctx.store.subscribe((s) => {
    const next = pick(s);
    if (next !== last) cb((last = next));
  });
}
