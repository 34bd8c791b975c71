// Namespaces whose bodies load on the first call: a client builds, at construction, one async stub
// per method from a list of method paths (data, in the main bundle); the namespace modules (their op
// tables, routes and field lists) are a lazy chunk (an import() chunk in ESM builds, a file next to a
// CDN bundle, built against that bundle's modules). Every stubbed method is async in the official
// SDK and here, so a lazy body is invisible to callers; a failed load is tried again on the next call.
// Members that are real sooner join the stub namespaces through one call, provide(): the synchronous
// members at construction, a method a bundle holds up front, the requests a chunk brings with it.

import { lazy } from './chunk';
import type { Ctx } from './client';

/** A stub's error when its namespaces could not load (their loader is a lazy(), which marks it). */
export { chunkFailed } from './chunk';

/** Each namespace's methods as space-separated paths: 'email.loginOrSignup email.invite authenticate'. */
export type Shape<T> = { [K in keyof T]: string };

type Fn = (...a: unknown[]) => Promise<unknown>;
type Tree = { [k: string]: Tree | Fn };

/** Each stub namespace -> the loader of its real namespaces (for preload). */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * Starts loading the real namespaces behind a stub namespace (any one of a client's: they load
 * together), so a first call soon after finds them in; nothing for a real namespace. A failed load
 * stays quiet: the first call tries again and reports it.
 */
export const preload = (namespace: object) =>
  void loaders
    .get(namespace)?.()
    .catch(() => {});

/**
 * The stub namespaces of `shape`: each method loads the real namespaces once (`real`, memoized by
 * the caller) and calls the real method with the same arguments. test/core/stubs.test.ts checks
 * that each shape lists exactly its module's methods.
 */
export function stubs<T>(real: () => Promise<T>, shape: Shape<T>): T {
  const out: Tree = {};
  for (const [ns, paths] of Object.entries<string>(shape)) {
    loaders.set((out[ns] = {}), real);
    for (const path of paths.split(' ')) {
      const keys = [ns, ...path.split('.')];
      const name = keys.pop() as string;
      let at = out;
      for (const k of keys) at = (at[k] ||= {}) as Tree;
      at[name] = async (...a) => {
        let o = (await real()) as Tree;
        for (const k of keys) o = o[k] as Tree;
        return (o[name] as Fn)(...a);
      };
    }
  }
  return out as T;
}

/** Real members of some namespaces: { session: { getSync }, organization: { getBySlug } }. */
export type Parts<T> = { [K in keyof T]?: Partial<T[K]> };

/**
 * Hands real members to stub namespaces (a client's, or laterNamespaces' own): each replaces its
 * stub, whose module is then not loaded for it, or joins the namespace (a synchronous member); the
 * namespace objects stay the same, so preload() still finds their loader. Returns `into`.
 */
export function provide<T>(into: T, parts: Parts<T>): T {
  for (const ns in parts) Object.assign(into[ns] as object, parts[ns]);
  return into;
}

/**
 * A client's lazily loaded namespaces as stubs over `load` (their module, api.ts or members.ts: an
 * import() chunk in ESM, a CDN file) and its builder export `key`: the module loads once (again
 * after a failed load), and its namespaces are built once for `ctx`.
 */
export const laterNamespaces = <N, K extends string>(
  load: () => Promise<Record<K, (ctx: Ctx) => N>>,
  key: K,
  ctx: Ctx,
  shape: Shape<N>,
): N =>
  stubs(
    lazy(async () => (await load())[key](ctx)),
    shape,
  );
