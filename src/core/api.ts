// Helpers every API module uses: call a route from the wire table, store an authenticate answer.
import type { Route } from '../wire/routes';
import { fill } from '../wire/routes';
import type { Ctx } from './client';
import { stored } from './answer';
import { clearPKCE } from './pkce';

/** Calls a route; {name} path parameters come from `params`. GET and DELETE carry their fields in the query. */
export function call<T = unknown>(ctx: Ctx, route: Route, body?: object, params: Record<string, string> = {}, protect = false): Promise<T> {
  const [method, path] = route;
  const bodyless = method === 'GET' || method === 'DELETE';
  return ctx.net.call<T>(
    method,
    fill(path, params) + (bodyless && body ? query(body as Record<string, unknown>) : ''),
    bodyless ? undefined : body,
    protect,
  );
}

/** Calls an authenticate route, stores the session (or intermediate token) and spends the PKCE pair. */
export async function authenticate<T = unknown>(ctx: Ctx, route: Route, body: object): Promise<T> {
  const data = stored(ctx, await call<T>(ctx, route, body), body);
  clearPKCE(ctx);
  return data;
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
