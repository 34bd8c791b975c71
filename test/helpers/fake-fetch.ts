// A scripted fetch: records every request and answers from a handler.
// Inject it where the code under test reads the global: `installFetch(handler)` replaces
// `globalThis.fetch` (which src/core/network.ts looks up at call time) and returns the recorder;
// `restoreFetch()` puts the previous one back.
export interface Recorded {
  method: string;
  url: string;
  /** The URL path without the /sdk/v1 prefix. */
  path: string;
  headers: Record<string, string>;
  body: any;
  credentials: RequestCredentials | undefined;
}

export type Answer = { status?: number; body?: unknown; text?: string } | Error;

export function fakeFetch(handler: (req: Recorded) => Answer | Promise<Answer> = () => ({ body: { data: {} } })) {
  const calls: Recorded[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const parsed = new URL(url);
    const headers = Object.fromEntries(Object.entries((init.headers as Record<string, string>) || {}));
    const req: Recorded = {
      method: init.method || 'GET',
      url,
      path: parsed.pathname.replace(/^\/sdk\/v1/, ''),
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(req);
    const a = await handler(req);
    if (a instanceof Error) throw a;
    const text = a.text ?? (a.body === undefined ? '' : JSON.stringify(a.body));
    return new Response(text, { status: a.status ?? 200 });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/**
 * The requests a test's own client made, bootstrap excluded: a request whose Basic auth names another
 * public token is a leftover of an earlier test's client (a telemetry flush, a refresh) that reached
 * this test's fetch, and is not the test's to count.
 */
export const ownCalls = (calls: Recorded[], publicToken: string) =>
  calls.filter((r) => {
    if (r.path.startsWith('/projects/bootstrap/')) return false;
    const auth = r.headers.Authorization;
    return !auth || atob(auth.replace(/^Basic /, '')).startsWith(`${publicToken}:`);
  });

const saved: (typeof globalThis.fetch)[] = [];

/** Replaces the global fetch with a scripted one; returns its recorder. */
export function installFetch(handler?: Parameters<typeof fakeFetch>[0]) {
  const f = fakeFetch(handler);
  saved.push(globalThis.fetch);
  globalThis.fetch = f.fetch;
  return f;
}

/** Puts back the fetch that the last installFetch replaced. */
export function restoreFetch() {
  if (saved.length) globalThis.fetch = saved.pop()!;
}
