// The session's two states through the consumer client: present after authenticate, absent after
// revoke / forced clear / unrecoverable errors, cleared on load without a cookie, synchronised
// across tabs through the storage event, onChange subscriptions and getters.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cookies } from '../../src/core/cookies';
import { StytchAPIUnreachableError, StytchAPIError } from '../../src/core/errors';
import { UNRECOVERABLE } from '../../src/core/unrecoverable';
import { AUTH, SESSION, SESSION_TOKEN, setup, USER } from './consumer-setup';
import type { Recorded } from '../helpers/fake-fetch';
import { pkceOf } from '../../src/core/pkce';
import { OWN_CALL } from '../../src/core/refresh';
import { startIdentityProvider } from '../../src/core/idp-start';

const apiError = (status: number, error_type: string) => ({ status, body: { status_code: status, error_type, error_message: error_type } });
const cookie = (name: string) => cookies().get(name);
const rejects = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
};

test('absent -> present after authenticate: cookies, storage, getters, onChange', async () => {
  const s = setup({ answer: (r) => (r.path === '/passwords/authenticate' ? { body: { data: AUTH } } : undefined) });
  try {
    const sessions: unknown[] = [];
    const users: unknown[] = [];
    s.client.session.onChange((x) => sessions.push(x));
    s.client.user.onChange((x) => users.push(x));
    assert.is(s.client.session.getSync(), null);
    assert.equal(
      s.client.session.getInfo(),
      { session: null, fromCache: false },
      'no token cookie: signed out, not a cached value waiting for the server (official)',
    );
    assert.is(s.client.session.getTokens(), null);
    assert.is(s.client.user.getSync(), null);
    (s.client as any).ctx.store.setIntermediate('ist-1');
    assert.is(cookie('stytch_intermediate_session_token'), 'ist-1');

    await s.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', session_duration_minutes: 30 });
    assert.equal(s.client.session.getSync(), SESSION);
    assert.equal(s.client.session.getInfo(), { session: SESSION, fromCache: false }, 'fresh from the server');
    assert.equal(s.client.user.getSync(), USER);
    assert.equal(s.client.user.getInfo(), { user: USER, fromCache: false });
    assert.equal(s.client.session.getTokens(), { session_token: SESSION_TOKEN, session_jwt: 'jwt-1' });
    assert.is(cookie('stytch_session'), SESSION_TOKEN);
    assert.is(cookie('stytch_session_jwt'), 'jwt-1');
    assert.is(cookie('stytch_intermediate_session_token'), null, 'the intermediate token is spent');
    assert.equal(JSON.parse(localStorage.getItem(`stytch_sdk_state_${s.token}`)!), { session: SESSION, user: USER, organization: null });
    assert.equal(sessions, [SESSION]);
    assert.equal(users, [USER]);
  } finally {
    s.done();
  }
});

test('an answer without a full session stores the intermediate token only', async () => {
  const s = setup({ answer: () => ({ body: { data: { intermediate_session_token: 'ist-2', session: null } } }) });
  try {
    await s.client.otps.authenticate('123456', 'm', { session_duration_minutes: 30 });
    assert.is(cookie('stytch_intermediate_session_token'), 'ist-2');
    assert.is(s.client.session.getSync(), null);
    assert.is(cookie('stytch_session'), null);
  } finally {
    s.done();
  }
});

test('a custom API domain answers without tokens (it sets HttpOnly cookies itself): the session is stored all the same', async () => {
  const s = setup({
    options: { endpointOptions: { testApiDomain: 'test-api.example.com' } },
    answer: () => ({ body: { data: { ...AUTH, session_token: '', session_jwt: '' } } }),
  });
  try {
    const heard: unknown[] = [];
    s.client.session.onChange((x) => heard.push(x));
    await s.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', session_duration_minutes: 30 });
    assert.equal(s.client.session.getSync(), SESSION);
    assert.equal(s.client.user.getSync(), USER);
    assert.equal(heard, [SESSION], 'listeners hear of the sign-in');
    assert.is(cookie('stytch_session'), null, 'no readable cookie of ours');
  } finally {
    s.done();
  }
});

test('custom cookie names are used for every token', async () => {
  const names = { opaqueTokenCookieName: 'my_session', jwtCookieName: 'my_jwt', istCookieName: 'my_ist' };
  const s = setup({ options: { cookieOptions: names }, answer: () => ({ body: { data: AUTH } }) });
  try {
    await s.client.totps.recover({ recovery_code: 'r', session_duration_minutes: 30 });
    assert.is(cookie('my_session'), SESSION_TOKEN);
    assert.is(cookie('my_jwt'), 'jwt-1');
    assert.is(cookie('stytch_session'), null);
    await s.client.session.revoke();
    assert.is(cookie('my_session'), null);
    assert.is(cookie('my_jwt'), null);
  } finally {
    s.done();
  }
});

test('present -> absent on revoke; subscribers hear null; unsubscribe works', async () => {
  const s = setup();
  try {
    s.signIn();
    const seen: unknown[] = [];
    const off = s.client.session.onChange((x) => seen.push(x));
    await s.client.session.revoke();
    assert.is(s.client.session.getSync(), null);
    assert.is(s.client.user.getSync(), null);
    assert.is(cookie('stytch_session'), null);
    assert.is(localStorage.getItem(`stytch_sdk_state_${s.token}`), null);
    assert.equal(seen, [null]);
    off();
    s.signIn();
    assert.equal(seen, [null], 'no calls after unsubscribing');
  } finally {
    s.done();
  }
});

test('a failed revoke keeps the session (offline, a server error), unless forceClear or the session is gone anyway', async () => {
  let answer: (r: Recorded) => any = () => apiError(500, 'internal_server_error');
  const s = setup({ answer: (r) => answer(r) });
  try {
    s.signIn();
    await rejects(s.client.session.revoke());
    assert.ok(s.client.session.getSync(), 'a server error: kept (the user is still signed in there), as the official client does');
    answer = () => apiError(404, 'session_not_found');
    await rejects(s.client.session.revoke());
    assert.is(s.client.session.getSync(), null, 'an unrecoverable answer: cleared');
    s.signIn();
    answer = () => new TypeError('Failed to fetch');
    assert.instance(await rejects(s.client.session.revoke()), StytchAPIUnreachableError);
    assert.ok(s.client.session.getSync(), 'kept');
    assert.is(cookie('stytch_session'), SESSION_TOKEN);
    assert.instance(await rejects(s.client.session.revoke({ forceClear: true })), StytchAPIUnreachableError);
    assert.is(s.client.session.getSync(), null, 'cleared');
    assert.is(cookie('stytch_session'), null);
  } finally {
    s.done();
  }
});

test('every unrecoverable error type clears the session; other errors keep it', async () => {
  let answer: (r: Recorded) => any = () => undefined;
  const s = setup({ answer: (r) => answer(r) });
  try {
    for (const type of UNRECOVERABLE) {
      s.signIn();
      answer = () => apiError(401, type);
      const e = await rejects(s.client.session.authenticate());
      assert.instance(e, StytchAPIError);
      assert.is(s.client.session.getSync(), null, type);
      assert.is(cookie('stytch_session'), null, type);
    }
    for (const a of [apiError(429, 'too_many_requests'), apiError(500, 'internal_server_error'), new TypeError('offline')]) {
      s.signIn();
      answer = () => a;
      await rejects(s.client.session.authenticate());
      assert.ok(s.client.session.getSync(), 'kept');
    }
    for (const type of ['unauthorized_credentials', 'session_not_found', 'invalid_session_token']) assert.ok(UNRECOVERABLE.has(type), type);
  } finally {
    s.done();
  }
});

test('session.authenticate does not spend a PKCE pair of a flow in progress', async () => {
  const s = setup({ answer: () => ({ body: { data: AUTH } }) });
  try {
    s.signIn();
    const pkce = pkceOf((s.client as any).ctx);
    await pkce.start();
    await s.client.session.authenticate();
    assert.ok(pkce.get(), 'a background refresh keeps the pair of a pending magic link or OAuth flow');
    await s.client.magicLinks.authenticate('tok', { session_duration_minutes: 30 });
    assert.is(pkce.get(), null, "spent by the flow's own authenticate");
  } finally {
    s.done();
  }
});

test('updateSession stores the given tokens without a request; session.authenticate then verifies them and loads the session', async () => {
  const s = setup({ answer: (r) => (r.path === '/sessions/authenticate' ? { body: { data: AUTH } } : undefined) });
  try {
    const seen: unknown[] = [];
    s.client.session.onChange((x) => seen.push(x));
    s.client.session.updateSession({ session_token: 'backend-token', session_jwt: 'backend-jwt' });
    assert.is(cookie('stytch_session'), 'backend-token');
    assert.is(cookie('stytch_session_jwt'), 'backend-jwt');
    assert.equal(s.client.session.getTokens(), { session_token: 'backend-token', session_jwt: 'backend-jwt' });
    assert.is(s.calls().length, 0, 'not checked here (as the official SDK): the app calls authenticate next');
    assert.is(s.client.session.getSync(), null);
    assert.equal(seen, []);

    await s.client.session.authenticate({ session_duration_minutes: 60 });
    const [req] = s.calls();
    assert.is(req.path, '/sessions/authenticate');
    assert.is(req.headers.Authorization, `Basic ${btoa(`${s.token}:backend-token`)}`, 'the adopted token is sent');
    assert.equal(s.client.session.getSync(), SESSION);
    assert.equal(s.client.user.getSync(), USER);
    assert.is(cookie('stytch_session'), SESSION_TOKEN, 'the tokens of the verified answer replace them');
    assert.equal(seen, [SESSION]);
  } finally {
    s.done();
  }
});

test("keepSessionAlive (6.x): the background refresh asks for the last sign-in's session duration again; without it, for nothing", async () => {
  for (const keepSessionAlive of [true, false]) {
    const s = setup({ options: { keepSessionAlive }, answer: () => ({ body: { data: AUTH } }) });
    try {
      await s.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', session_duration_minutes: 45 });
      await s.client.session.authenticate(OWN_CALL as never); // what the refresher sends
      const refresh = s.calls().find((c) => c.path === '/sessions/authenticate')!;
      assert.equal(refresh.body, keepSessionAlive ? { session_duration_minutes: 45 } : {}, `keepSessionAlive ${keepSessionAlive}`);
    } finally {
      s.done();
    }
  }
});

test('updateSession: a missing JWT removes a stale one; invalid tokens are cleared by the authenticate that follows', async () => {
  const s = setup({ answer: () => apiError(401, 'session_not_found') });
  try {
    s.signIn();
    s.client.session.updateSession({ session_token: 'other-token' } as any);
    assert.is(cookie('stytch_session'), 'other-token');
    assert.is(cookie('stytch_session_jwt'), null);
    // A null JWT (the official type's `string | null`) is no JWT, not a usage error.
    s.client.session.updateSession({ session_token: 'null-jwt-token', session_jwt: null });
    assert.is(cookie('stytch_session'), 'null-jwt-token');
    assert.is(cookie('stytch_session_jwt'), null);
    assert.instance(await rejects(s.client.session.authenticate()), StytchAPIError);
    assert.is(cookie('stytch_session'), null);
    assert.is(s.client.session.getSync(), null);
    assert.throws(() => s.client.session.updateSession({} as any), /session_token must be a string/);
  } finally {
    s.done();
  }
});

test('send endpoints: the secondary route with a stored session; with a custom API domain (HttpOnly cookies) the stored state decides', async () => {
  // [testApiDomain (the custom domain of a test token), stored session, readable session cookie, expected route]
  const rows = [
    [undefined, false, false, 'primary'],
    [undefined, true, true, 'secondary'],
    ['test-api.example.com', false, false, 'primary'],
    ['test-api.example.com', true, false, 'secondary'],
  ] as const;
  for (const [testApiDomain, stored, withCookie, route] of rows) {
    const label = `testApiDomain=${testApiDomain} stored=${stored} cookie=${withCookie}`;
    const token = `public-token-test-send-${label}`;
    const s = setup({
      token,
      options: { endpointOptions: { testApiDomain } },
      before() {
        if (stored) localStorage.setItem(`stytch_sdk_state_${token}`, JSON.stringify({ session: SESSION, user: USER }));
        if (withCookie) cookies().set('stytch_session', SESSION_TOKEN, new Date(Date.now() + 60_000));
      },
    });
    try {
      await s.client.magicLinks.email.send('a@example.com');
      await s.client.otps.sms.send('+15555550100');
      assert.equal(
        // A readable session cookie is also checked as the page loads (its own test below).
        s
          .calls()
          .map((r) => r.path)
          .filter((p) => p !== '/sessions/authenticate'),
        [`/magic_links/email/send/${route}`, `/otps/sms/send/${route}`],
        label,
      );
    } finally {
      s.done();
    }
  }
});

test('on load: stored state without a session cookie is cleared, unless the custom API domain of the token (test: testApiDomain, live: apiDomain) is set', () => {
  const rows = [
    // [token kind, endpointOptions, session cookie present, session kept]
    ['test', {}, false, false],
    ['test', {}, true, true],
    ['test', { testApiDomain: 'test-api.example.com' }, false, true],
    ['test', { apiDomain: 'api.example.com' }, false, false],
    ['live', { apiDomain: 'api.example.com' }, false, true],
    ['live', { testApiDomain: 'test-api.example.com' }, false, false],
  ] as const;
  for (const [kind, endpointOptions, withCookie, kept] of rows) {
    const label = `${kind} ${JSON.stringify(endpointOptions)} cookie=${withCookie}`;
    const token = `public-token-${kind}-load-${label}`;
    const key = `stytch_sdk_state_${token}`;
    const s = setup({
      token,
      options: { endpointOptions },
      before() {
        localStorage.setItem(key, JSON.stringify({ session: SESSION, user: USER }));
        if (withCookie) cookies().set('stytch_session', SESSION_TOKEN, new Date(Date.now() + 60_000));
      },
    });
    try {
      assert.equal(s.client.session.getSync(), kept ? SESSION : null, label);
      assert.equal(s.client.user.getSync(), kept ? USER : null, label);
      assert.is(localStorage.getItem(key) !== null, kept, label);
    } finally {
      s.done();
    }
  }
});

test('on load: a session cookie with nothing stored (set by the server, a frame) is read back with one session authenticate, as the official client does', async () => {
  const withCookie = () => cookies().set('stytch_session', SESSION_TOKEN, new Date(Date.now() + 60_000));
  const authenticates = (s: ReturnType<typeof setup>) => s.calls().filter((c) => c.path === '/sessions/authenticate');

  const ok = setup({ before: withCookie, answer: (r) => (r.path === '/sessions/authenticate' ? { body: { data: AUTH } } : undefined) });
  try {
    // by the client itself, once the page is idle (here at once: test/helpers/dom.ts)
    for (let i = 0; i < 5 && !ok.client.session.getSync(); i++) await new Promise((r) => setTimeout(r, 0));
    assert.is(authenticates(ok).length, 1, "one authenticate, with the cookie's token");
    assert.is(authenticates(ok)[0].headers.Authorization, `Basic ${btoa(`${ok.token}:${SESSION_TOKEN}`)}`);
    assert.equal(ok.client.session.getSync(), SESSION, 'the session is back');
    assert.ok(ok.client._refresher.running, 'and refreshed from then on');
    await ok.client.recoverSession();
    assert.is(authenticates(ok).length, 1, 'once per page');
  } finally {
    ok.done();
  }

  const gone = setup({
    before: withCookie,
    answer: (r) => (r.path === '/sessions/authenticate' ? apiError(404, 'session_not_found') : undefined),
  });
  try {
    await gone.client.recoverSession();
    assert.is(gone.client.session.getSync(), null);
    assert.is(cookie('stytch_session'), null, 'an unrecoverable answer clears the cookie');
    assert.not.ok(gone.client._refresher.running, 'and tries no more');
  } finally {
    gone.done();
  }

  const offline = setup({ before: withCookie, answer: () => new TypeError('Failed to fetch') });
  try {
    await offline.client.recoverSession();
    assert.is(cookie('stytch_session'), SESSION_TOKEN, 'offline: the cookie stays');
    assert.ok(offline.client._refresher.running, 'and the refresh tries again on its backoff');
  } finally {
    offline.done();
  }

  const none = setup();
  try {
    await none.client.recoverSession();
    assert.is(authenticates(none).length, 0, 'no cookie: no request');
  } finally {
    none.done();
  }

  // A custom API domain's cookie cannot be read: nothing is asked (an anonymous visitor's refusal
  // would clear the intermediate token of a sign-in in progress).
  const custom = setup({
    options: { endpointOptions: { testApiDomain: 'test-api.example.com' } },
    before: () => cookies().set('stytch_intermediate_session_token', 'ist-1', new Date(Date.now() + 60_000)),
  });
  try {
    await custom.client.recoverSession();
    assert.is(authenticates(custom).length, 0, 'custom API domain, no readable cookie: not asked');
    assert.is(cookie('stytch_intermediate_session_token'), 'ist-1', 'the intermediate token stays');
  } finally {
    custom.done();
  }

  // Two callers in the same tick (the idle callback, an identity provider): one request.
  const twice = setup({
    before: withCookie,
    answer: (r) => (r.path === '/sessions/authenticate' ? { body: { data: AUTH } } : undefined),
  });
  try {
    await Promise.all([twice.client.recoverSession(), twice.client.recoverSession()]);
    assert.is(authenticates(twice).length, 1, 'one request for both');
  } finally {
    twice.done();
  }

  // A stored session is checked too (revoked elsewhere, a stale JWT: not for 180 s more), as the
  // official client does as it is made; the same answer (only last_accessed_at moved) tells no one
  // but the first listener news, and writes nothing that other tabs would hear.
  const token = `public-token-test-recover-stored-${Date.now()}`;
  const later = { ...SESSION, last_accessed_at: '2099-01-01T00:00:00Z' };
  const stored = setup({
    token,
    before() {
      localStorage.setItem(`stytch_sdk_state_${token}`, JSON.stringify({ session: SESSION, user: USER }));
      withCookie();
    },
    answer: (r) => (r.path === '/sessions/authenticate' ? { body: { data: { ...AUTH, session: later } } } : undefined),
  });
  try {
    const heard: unknown[] = [];
    stored.client.session.onChange((x) => heard.push(x));
    assert.equal(stored.client.session.getInfo().fromCache, true);
    await stored.client.recoverSession();
    assert.is(authenticates(stored).length, 1, 'a stored session is checked as the page loads');
    assert.equal(stored.client.session.getInfo(), { session: later, fromCache: false }, 'fresh now');
    assert.is(heard.length, 1, "the page's first news is told once, though equal");
    await stored.client.session.authenticate();
    assert.is(heard.length, 1, 'an equal answer after that tells no listener');
  } finally {
    stored.done();
  }

  const revoked = `public-token-test-recover-revoked-${Date.now()}`;
  const elsewhere = setup({
    token: revoked,
    before() {
      localStorage.setItem(`stytch_sdk_state_${revoked}`, JSON.stringify({ session: SESSION, user: USER }));
      withCookie();
    },
    answer: (r) => (r.path === '/sessions/authenticate' ? apiError(404, 'session_not_found') : undefined),
  });
  try {
    await elsewhere.client.recoverSession();
    assert.is(elsewhere.client.session.getSync(), null, 'a session revoked elsewhere ends as the page loads');
  } finally {
    elsewhere.done();
  }
});

/** Runs `f` with the page's idle callbacks queued in `idle` (run them to play the page going idle). */
async function withIdleQueue(f: (idle: (() => void)[]) => Promise<void>) {
  const G = globalThis as { requestIdleCallback?: unknown };
  const idle: (() => void)[] = [];
  const saved = G.requestIdleCallback;
  G.requestIdleCallback = (fn: () => void) => idle.push(fn);
  try {
    await f(idle);
  } finally {
    G.requestIdleCallback = saved;
  }
}

test("an identity-provider page's idle callback leaves the session check to the page (its chunk brings the requests)", async () => {
  await withIdleQueue(async (idle) => {
    const s = setup({ before: () => cookies().set('stytch_session', SESSION_TOKEN, new Date(Date.now() + 60_000)) });
    try {
      startIdentityProvider((s.client as any).ctx);
      for (const fn of idle) fn();
      await new Promise((r) => setTimeout(r, 0));
      assert.equal(
        s.calls().filter((r) => r.path === '/sessions/authenticate'),
        [],
        'not from the idle callback (it would load the sign-in namespaces file)',
      );
    } finally {
      s.done();
    }
  });
});

test('a recovery that failed before the page was idle keeps its retry when the idle callback runs', async () => {
  await withIdleQueue(async (idle) => {
    const s = setup({
      before: () => cookies().set('stytch_session', SESSION_TOKEN, new Date(Date.now() + 60_000)),
      answer: () => new TypeError('Failed to fetch'),
    });
    try {
      await s.client.recoverSession(); // an identity provider's, before the page is idle
      assert.ok(s.client._refresher.running, 'retrying on the backoff');
      for (const fn of idle) fn();
      assert.ok(s.client._refresher.running, 'still retrying after the idle callback (nothing stored is no reason to stop)');
    } finally {
      s.done();
    }
  });
});

test("cross-tab sync: another tab's change arrives through the storage event", async () => {
  const s = setup();
  try {
    const seen: unknown[] = [];
    s.client.session.onChange((x) => seen.push(x));
    const key = `stytch_sdk_state_${s.token}`;
    // another tab signs in: it writes storage (and the shared cookies), the browser fires `storage` here
    cookies().set('stytch_session', SESSION_TOKEN, new Date(Date.now() + 60_000));
    localStorage.setItem(key, JSON.stringify({ session: SESSION, user: USER }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'some_other_key' }));
    assert.equal(seen, [], 'other keys are ignored');
    window.dispatchEvent(new StorageEvent('storage', { key }));
    assert.equal(seen, [SESSION]);
    assert.equal(s.client.user.getSync(), USER);
    assert.ok(s.client._refresher.running, 'a tab that learns of a session refreshes it too (leader permitting)');
    // another tab signs out
    localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key }));
    assert.equal(seen, [SESSION, null]);
    assert.not.ok(s.client._refresher.running);
    // another tab signs in again, then clears all of storage (the event's key is null)
    localStorage.setItem(key, JSON.stringify({ session: SESSION, user: USER }));
    window.dispatchEvent(new StorageEvent('storage', { key }));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    assert.equal(seen, [SESSION, null, SESSION, null]);
  } finally {
    s.done();
  }
});

test('updateSession adopts tokens; a missing JWT does not leave an earlier one behind', async () => {
  const s = setup();
  try {
    s.signIn();
    assert.is(cookie('stytch_session_jwt'), 'jwt-1');
    s.client.session.updateSession({ session_token: 'other-token' } as any);
    assert.is(s.client.session.getTokens(), null, 'no pair without the JWT (the official getTokens)');
    assert.is(cookie('stytch_session_jwt'), null);
    s.client.session.updateSession({ session_token: 't3', session_jwt: 'jwt-3' });
    assert.equal(s.client.session.getTokens(), { session_token: 't3', session_jwt: 'jwt-3' });
  } finally {
    s.done();
  }
});

test('user.get and user.update keep the stored user fresh; the session listener hears nothing (consumer onChange: its own slot only)', async () => {
  const s = setup({
    answer: (r) =>
      r.path === '/users/me' && r.method === 'GET'
        ? { body: { data: { status_code: 200, request_id: 'r', ...USER, name: 'fresh' } } }
        : { body: { data: { user_id: USER.user_id, __user: { ...USER, untrusted_metadata: { a: 1 } } } } },
  });
  try {
    s.signIn();
    const users: any[] = [];
    const sessions: unknown[] = [];
    s.client.user.onChange((u) => users.push(u));
    s.client.session.onChange((v) => sessions.push(v));
    assert.equal(await s.client.user.get(), { ...USER, name: 'fresh' });
    await s.client.user.update({ untrusted_metadata: { a: 1 } });
    assert.equal(sessions, [], 'the session did not change');
    assert.equal(
      users.map((u) => u.name ?? u.untrusted_metadata),
      ['fresh', { a: 1 }],
    );
    assert.equal(s.client.session.getSync(), SESSION, 'the session is untouched');
  } finally {
    s.done();
  }
});

test("totps.create stores the answer's __user and hands back the rest", async () => {
  const s = setup({
    answer: () => ({
      body: {
        data: {
          totp_id: 't1',
          secret: 'S',
          qr_code: 'q',
          recovery_codes: ['a'],
          __user: { ...USER, totps: [{ totp_id: 't1', verified: false }] },
        },
      },
    }),
  });
  try {
    s.signIn();
    const created: any = await s.client.totps.create({ expiration_minutes: 5 });
    assert.is(created.totp_id, 't1');
    assert.is('__user' in created, false, 'not handed back');
    assert.equal((s.client.user.getSync() as any).totps, [{ totp_id: 't1', verified: false }], 'stored');
  } finally {
    s.done();
  }
});

test('calls that need a session reject without one', async () => {
  const s = setup();
  try {
    const needSession: (() => Promise<unknown>)[] = [
      () => s.client.user.update({ untrusted_metadata: {} }),
      () => s.client.user.deleteEmail('e'),
      () => s.client.passwords.resetBySession({ password: 'p', session_duration_minutes: 30 }),
      () => s.client.webauthn.register(),
    ];
    for (const p of needSession) {
      const e: any = await rejects(Promise.resolve().then(p));
      assert.is(e.name, 'NoCurrentSessionError');
    }
    assert.is(s.calls().length, 0);
  } finally {
    s.done();
  }
});

test.run();
