// Every CDN bundle merges its public classes into one global `featherlogin`, so two bundles on
// one page coexist: new featherlogin.StytchUIClient(token).
export function expose(members: Record<string, unknown>) {
  const g = globalThis as any;
  g.featherlogin = Object.assign(g.featherlogin || {}, members);
}
