// Client chaos in Chromium (issue 14): the built headless bundle against a server on loopback that
// answers every request at random: valid, malformed JSON, truncated, HTML, empty, mistyped data,
// API and schema errors, 'Captcha required', slow, a body that stops half way, a reset connection,
// or no answer at all. With a short request timeout every call must settle, every rejection must
// be one of the SDK's typed errors, and the page must see 0 unhandled rejections and 0 errors.
// Prints its figures. The count is fixed; the only wait is a bound against hangs.
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flow, pageHTML, useHarness } from './harness';

const test = suite('e2e: client chaos');
const h = useHarness(test);

const CALLS = 600;
const TIMEOUT_MS = 400;

/** A seeded random source, so a failure can be replayed. */
function rng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

const KINDS = [
  'valid',
  'truncated',
  'html',
  'empty',
  'mistyped',
  'api-error',
  'schema',
  'captcha',
  'slow',
  'half-body',
  'reset',
  'hung',
  'not-json-200',
  'array',
] as const;

function chaosServer(seed: number) {
  const random = rng(seed);
  const seen: Record<string, number> = {};
  const sockets = new Set<Socket>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const origin = String(req.headers.origin || '*');
    const cors = { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-SDK-Client, X-SDK-Parent-Host',
      });
      return void res.end();
    }
    req.resume();
    const kind = KINDS[Math.floor(random() * KINDS.length)];
    seen[kind] = (seen[kind] || 0) + 1;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    switch (kind) {
      case 'valid':
        return json(200, { data: { status_code: 200, request_id: 'r', method_id: 'm', user_id: 'u', user: { user_id: 'u' } } });
      case 'truncated':
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
        return void res.end('{"data":{"session":{"sess');
      case 'html':
        res.writeHead(random() < 0.5 ? 200 : 502, { ...cors, 'Content-Type': 'text/html' });
        return void res.end('<!doctype html><h1>Bad gateway</h1>');
      case 'empty':
        res.writeHead(random() < 0.5 ? 200 : 503, cors);
        return void res.end();
      case 'mistyped':
        return json(200, { data: { session: 'x', session_token: { a: 1 }, session_jwt: [], user: 'u', intermediate_session_token: 5 } });
      case 'api-error':
        return json(401, { status_code: 401, request_id: 'r', error_type: 'unauthorized_credentials', error_message: 'no' });
      case 'schema':
        return json(400, { body: { email: 'bad' } });
      case 'captcha':
        res.writeHead(429, { ...cors, 'Content-Type': 'text/plain' });
        return void res.end('Captcha required');
      case 'slow':
        return void setTimeout(() => json(200, { data: { ok: true } }), Math.floor(random() * TIMEOUT_MS * 1.5));
      case 'half-body':
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json', 'Content-Length': '1000' });
        return void res.write('{"data":{"user":');
      case 'reset':
        return void req.socket.destroy();
      case 'hung':
        return; // never answers
      case 'not-json-200':
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
        return void res.end('undefined');
      case 'array':
        return json(200, [{ data: {} }]);
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return {
    server,
    seen,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

flow(test, h, `chaos: ${CALLS} calls against random malformed, slow and hung answers all settle as typed errors`, async (tab, h) => {
  const chaos = chaosServer(20261124);
  await new Promise<void>((r) => chaos.server.listen(0, '127.0.0.1', () => r()));
  const api = `http://127.0.0.1:${(chaos.server.address() as AddressInfo).port}`;
  try {
    const url = h.serve(
      '/chaos',
      pageHTML(h, {
        bundles: ['featherlogin.headless.js'],
        token: h.consumerToken,
        script: `
window.__unhandled = 0;
window.addEventListener('unhandledrejection', () => window.__unhandled++);
const client = new featherlogin.StytchHeadlessClient(TOKEN, { endpoints: { testAPIURL: ${JSON.stringify(api)} }, requestTimeoutMs: ${TIMEOUT_MS} });
// A session, so session.authenticate and user.update reach the network.
document.cookie = 'stytch_session=chaos-token; path=/';
const calls = [
  () => client.otps.email.loginOrCreate('chaos@example.com'),
  () => client.magicLinks.email.loginOrCreate('chaos@example.com'),
  () => client.otps.authenticate('123456', 'method-x', { session_duration_minutes: 30 }),
  () => client.session.authenticate(),
  () => client.user.get(),
  () => client.passwords.strengthCheck({ password: 'abc' }),
  () => client.passwords.authenticate({ email: 'chaos@example.com', password: 'x', session_duration_minutes: 30 }),
  () => client.searchManager.searchUser('chaos@example.com'),
];
// Six lanes (the browser's connections per host), so every call reaches the server.
window.runChaos = async (n) => {
  const out = [];
  let next = 0;
  await Promise.all(Array.from({ length: 6 }, async () => {
    while (next < n) {
      const i = next++;
      const [o] = await Promise.allSettled([calls[i % calls.length]()]);
      out[i] = o.status === 'fulfilled' ? 'ok' : (o.reason && o.reason.name) || String(o.reason);
    }
  }));
  return out;
};`,
      }),
    );
    await tab.page.goto(url);
    // The bound against hangs (not a speed check): with the timeout every call settles long before.
    const names: string[] = await tab.page.evaluate((n) => (window as any).runChaos(n), CALLS);
    const unhandled = await tab.page.evaluate(() => (window as any).__unhandled);
    const TYPED = new Set([
      'StytchAPIError',
      'StytchAPIUnreachableError',
      'SDKInvalidResponseError',
      'StytchAPISchemaError',
      'SDKCaptchaUnavailableError',
      'NoCurrentSessionError',
    ]);
    const counts: Record<string, number> = {};
    for (const n of names) counts[n] = (counts[n] || 0) + 1;
    const untyped = names.filter((n) => n !== 'ok' && !TYPED.has(n));
    const pageErrors = tab.errors.filter((e) => e.startsWith('pageerror:'));
    console.log(
      `client chaos: ${names.length} calls settled (${counts.ok || 0} resolved, ${names.length - (counts.ok || 0)} typed rejections: ${Object.entries(
        counts,
      )
        .filter(([k]) => k !== 'ok')
        .map(([k, v]) => `${k} ${v}`)
        .join(
          ', ',
        )}), ${untyped.length} untyped, ${unhandled} unhandled rejections, ${pageErrors.length} page errors; answers ${Object.entries(
        chaos.seen,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    assert.is(names.length, CALLS);
    assert.ok(CALLS >= 500);
    assert.equal(untyped, []);
    assert.is(unhandled, 0);
    assert.equal(pageErrors, []);
    assert.ok((chaos.seen.hung || 0) > 10 && (chaos.seen['half-body'] || 0) > 10, 'hung and half answers were among them');
    assert.ok((counts.StytchAPIUnreachableError || 0) > 0, 'timeouts reject as unreachable');
  } finally {
    await chaos.close();
  }
});

test.run();
