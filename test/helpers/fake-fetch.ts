// A scripted fetch: records every request and answers from a queue or a handler.
export interface Recorded {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: any;
}

export type Answer = { status?: number; body?: unknown; text?: string } | Error;

export function fakeFetch(handler: (req: Recorded) => Answer | Promise<Answer> = () => ({ body: { data: {} } })) {
  const calls: Recorded[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = Object.fromEntries(Object.entries((init.headers as Record<string, string>) || {}));
    const req: Recorded = {
      method: init.method || 'GET',
      url,
      path: new URL(url).pathname.replace(/^\/sdk\/v1/, ''),
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(req);
    const a = await handler(req);
    if (a instanceof Error) throw a;
    const text = a.text ?? (a.body === undefined ? '' : JSON.stringify(a.body));
    return new Response(text, { status: a.status ?? 200 });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
