// Construction of the consumer client: SSR guard, token checks and warnings, vertical mismatch,
// base URL resolution.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveBaseURL } from '../../src/core/client';
import { StytchB2BHeadlessClient } from '../../src/core/b2b/client';
import { StytchHeadlessClient } from '../../src/core/consumer/client';
import { StytchSDKUsageError } from '../../src/core/errors';
import { captureConsole, withoutGlobals } from '../helpers/browser';
import { settle } from '../helpers/fake-clock';
import { installFetch, restoreFetch } from '../helpers/fake-fetch';
import { setup as b2bSetup } from './b2b-setup';
import { BASE, SESSION, setup, USER } from './consumer-setup';

test('outside a browser: a clear error, and no request', () => {
  const f = installFetch();
  try {
    for (const hidden of [['window', 'document'], ['window'], ['document']]) {
      const e = withoutGlobals(hidden, () => {
        try {
          new StytchHeadlessClient('public-token-test-ssr');
        } catch (err) {
          return err as Error;
        }
        return null;
      });
      assert.ok(e, `no ${hidden.join(' and ')}: throws`);
      assert.match(e!.message, /StytchHeadlessClient can only be created in a browser/);
    }
    assert.is(f.calls.length, 0);
  } finally {
    restoreFetch();
  }
});

test('no public token (a missing environment variable): a warning, and the client is made, as 6.x does', async () => {
  let c: StytchHeadlessClient | undefined;
  const warned = await captureConsole(
    'warn',
    () => (c = new StytchHeadlessClient(undefined as any, { endpoints: { testAPIURL: BASE, liveAPIURL: BASE } })),
  );
  assert.ok(
    warned.includes('featherlogin: no public token was given to the StytchHeadlessClient. Pass the public token of your project.'),
    warned.join(),
  );
  assert.is(c!.session.getSync(), null);
  c!._refresher.stop();
});

test('cookieOptions: each name and attribute is type-checked at construction with the spec message', () => {
  const fields: [string, string, unknown][] = [
    ['opaqueTokenCookieName', 'a string', 'my_session'],
    ['jwtCookieName', 'a string', 'my_jwt'],
    ['istCookieName', 'a string', 'my_ist'],
    ['path', 'a string', '/app'],
    ['domain', 'a string', 'example.com'],
    ['availableToSubdomains', 'a boolean', true],
  ];
  for (const [field, kind, good] of fields) {
    const bad = typeof good === 'string' ? 5 : 'yes';
    let err: any;
    try {
      new StytchHeadlessClient(`public-token-test-cookie-${field}`, { cookieOptions: { [field]: bad } as any });
    } catch (e) {
      err = e;
    }
    assert.instance(err, StytchSDKUsageError, field);
    assert.is(err.message, `Invalid call to StytchHeadlessClient\n${field} must be ${kind}.`, field);
    setup({ options: { cookieOptions: { [field]: good } } }).done();
  }
  assert.throws(
    () => new StytchB2BHeadlessClient('public-token-test-cookie-b2b', { cookieOptions: { jwtCookieName: null as any } }),
    /StytchB2BHeadlessClient\njwtCookieName must be a string/,
  );
});

test('a token without the public-token- prefix warns and changes nothing else', async () => {
  let s: ReturnType<typeof setup> | undefined;
  const warned = await captureConsole('warn', () => (s = setup({ token: 'pk_live_123' })));
  try {
    assert.is(warned.length, 1);
    assert.match(warned[0], /"pk_live_123" does not start with "public-token-"/);
    await s!.client.bootstrap.getAsync();
    // (Earlier tests' clients may still be fetching their settings: the request engine loads on the first request.)
    assert.ok(s!.all.some((r) => r.path === '/projects/bootstrap/pk_live_123'));
  } finally {
    s!.done();
  }
  const quiet = await captureConsole('warn', () => setup({ token: 'public-token-live-ok' }).done());
  assert.equal(quiet, []);
});

test('a second client for the same token warns, once per page', async () => {
  const a = setup({ token: 'public-token-test-dup' });
  const more: StytchHeadlessClient[] = [];
  const make = () => more.push(new StytchHeadlessClient('public-token-test-dup', { endpoints: { testAPIURL: BASE, liveAPIURL: BASE } }));
  const warned = await captureConsole('warn', () => (make(), make()));
  for (const c of more) c._refresher.stop();
  a.done();
  assert.equal(
    warned.filter((w) => /same public token/.test(w)),
    ['featherlogin: a second client was created for the same public token. Create one client and share it.'],
  );
});

test("two clients of one public token share the session, as the official SDK's one data layer per token: a sign-in or sign-out through one is the other's, its listeners told; another token's client hears nothing", async () => {
  const a = setup({ token: 'public-token-test-shared' });
  const b = new StytchHeadlessClient('public-token-test-shared', { endpoints: { testAPIURL: BASE, liveAPIURL: BASE } });
  const other = new StytchHeadlessClient('public-token-test-another', { endpoints: { testAPIURL: BASE, liveAPIURL: BASE } });
  const heard: unknown[] = [];
  const otherHeard: unknown[] = [];
  b.session.onChange((s) => heard.push(s));
  other.session.onChange((s) => otherHeard.push(s));
  a.signIn();
  assert.is(b.session.getSync()?.session_id, SESSION.session_id, 'signed in through the other client');
  assert.is(b.user.getSync()?.user_id, USER.user_id);
  assert.is((heard.at(-1) as { session_id?: string } | null)?.session_id, SESSION.session_id, 'its listener told');
  // A page event of that name that is not a store's news (no state object) changes nothing.
  const key = `stytch_sdk_state_public-token-test-shared stytch_session stytch_session_jwt stytch_intermediate_session_token false`;
  for (const state of [null, 'x']) window.dispatchEvent(new CustomEvent('featherlogin:session', { detail: { key, from: {}, state } }));
  assert.is(b.session.getSync()?.session_id, SESSION.session_id, 'a malformed event is ignored');
  (a.client as any).ctx.store.clear();
  assert.is(b.session.getSync(), null, 'signed out through the other client');
  assert.is(heard.at(-1), null);
  assert.equal(otherHeard, [], "another token's client is not told");
  for (const c of [b, other]) c._refresher.stop();
  a.done();
});

test("a listener of one client that throws does not keep the token's other clients from hearing the change", () => {
  const a = setup({ token: 'public-token-test-throwing' });
  const b = new StytchHeadlessClient('public-token-test-throwing', { endpoints: { testAPIURL: BASE, liveAPIURL: BASE } });
  const off = a.client.session.onChange(() => {
    throw new Error("the page's listener");
  });
  assert.throws(() => a.signIn(), /the page's listener/);
  off(); // (the page's later storage events would meet it)
  assert.is(b.session.getSync()?.session_id, SESSION.session_id, 'the other client has the session');
  b._refresher.stop();
  a.done();
});

test("clients of one token that read the session differently (other cookie names) are not told each other's changes, and so leave each other's cookies alone", async () => {
  const a = setup({ token: 'public-token-test-names', options: { cookieOptions: { opaqueTokenCookieName: 'custom_session' } } });
  const b = new StytchHeadlessClient('public-token-test-names', { endpoints: { testAPIURL: BASE, liveAPIURL: BASE } });
  const heard: unknown[] = [];
  b.session.onChange((s) => heard.push(s));
  a.signIn();
  assert.is(a.client.session.getTokens()?.session_token, 'session-token-1', "the signed-in client's token stays");
  assert.is(a.client.session.getSync()?.session_id, SESSION.session_id);
  assert.equal(heard, [], 'the other client, which finds no token under its own name, is not told');
  b._refresher.stop();
  a.done();
});

// Each client logs a console error for a token of the other vertical, and nothing otherwise.
for (const [name, make, other, message] of [
  ['StytchHeadlessClient', setup, 'B2B', /belongs to a B2B project, but a StytchHeadlessClient was created/],
  ['StytchB2BHeadlessClient', b2bSetup, 'CONSUMER', /belongs to a CONSUMER project, but a StytchB2BHeadlessClient was created/],
] as const) {
  test(`${name}: a token of the ${other} vertical logs a console error; its own vertical or none does not`, async () => {
    for (const vertical of [other, other === 'B2B' ? 'CONSUMER' : 'B2B', undefined] as const) {
      let s: { client: any; done(): void } | undefined;
      const errors = await captureConsole('error', async () => {
        s = make({ bootstrap: { vertical } });
        await s.client.bootstrap.getAsync();
        await settle();
      });
      s!.done();
      // Only the vertical message counts: a timer left by an earlier test (a deferred settings
      // request, a telemetry flush) may log its own error inside this window on a busy machine.
      const verticalErrors = errors.filter((e) => /project, but a Stytch\w+ was created/.test(e));
      assert.is(verticalErrors.length, vertical === other ? 1 : 0, `${vertical}: ${errors.join(' | ')}`);
      if (vertical === other) assert.match(verticalErrors[0], message);
    }
  });
}

test('base URL: test tokens use testAPIURL / testApiDomain, live tokens liveAPIURL / apiDomain, customBaseUrl either, else the defaults', () => {
  const T = 'public-token-test-1';
  const L = 'public-token-live-1';
  const rows: [string, Parameters<typeof resolveBaseURL>[1], string][] = [
    [T, {}, 'https://test.stytch.com'],
    [L, {}, 'https://api.stytch.com'],
    [T, { endpoints: { testAPIURL: 'http://localhost:4100/' } }, 'http://localhost:4100'],
    [T, { endpointOptions: { testApiDomain: 'test.acme.example' } }, 'https://test.acme.example'],
    [T, { endpoints: { testAPIURL: 'http://127.0.0.1:9' }, endpointOptions: { testApiDomain: 'test.acme.example' } }, 'http://127.0.0.1:9'],
    [
      T,
      { endpoints: { liveAPIURL: 'https://live.example' }, endpointOptions: { apiDomain: 'login.acme.example' } },
      'https://test.stytch.com',
    ],
    [L, { endpoints: { liveAPIURL: 'https://live.example//' } }, 'https://live.example'],
    [L, { endpointOptions: { apiDomain: 'login.acme.example' } }, 'https://login.acme.example'],
    // 6.x's customBaseUrl: a domain or a URL (its host, over https), for either token, before the 5.x domains.
    [T, { customBaseUrl: 'auth.acme.example' }, 'https://auth.acme.example'],
    [L, { customBaseUrl: 'https://auth.acme.example/any/path' }, 'https://auth.acme.example'],
    [L, { customBaseUrl: 'auth.acme.example', endpointOptions: { apiDomain: 'login.acme.example' } }, 'https://auth.acme.example'],
    [
      L,
      { endpoints: { testAPIURL: 'http://localhost:4100' }, endpointOptions: { testApiDomain: 'test.acme.example' } },
      'https://api.stytch.com',
    ],
  ];
  for (const [token, o, url] of rows) assert.is(resolveBaseURL(token, o), url, `${token} ${JSON.stringify(o)}`);
});

test('the client calls the resolved base URL', async () => {
  const f = installFetch(() => ({ body: { data: {} } }));
  try {
    const c = new StytchHeadlessClient('public-token-test-url', { endpointOptions: { testApiDomain: 'test.acme.example' } });
    await c.bootstrap.getAsync();
    assert.is(f.calls[0].url, 'https://test.acme.example/sdk/v1/projects/bootstrap/public-token-test-url');
  } finally {
    restoreFetch();
  }
});

test('pagehide gives the refresh lease back', async () => {
  const s = setup();
  try {
    const key = `stytch_sdk_state_${s.token}::refresh_leader`;
    localStorage.setItem(key, JSON.stringify({ id: 'someone-else', exp: Date.now() + 60_000 }));
    window.dispatchEvent(new Event('pagehide'));
    assert.ok(localStorage.getItem(key), "another tab's lease is left alone");
    const leader = (s.client._refresher as any).leader;
    localStorage.removeItem(key);
    assert.ok(leader.claim());
    window.dispatchEvent(new Event('pagehide'));
    assert.is(localStorage.getItem(key), null);
  } finally {
    s.done();
  }
});

test.run();
