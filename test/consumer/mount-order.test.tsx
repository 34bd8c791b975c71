// Nothing on the mount path that can wait (issue 15): constructing a client and mounting a widget
// render the first screen from cached or default settings with no request and no Intl call (the
// X-SDK-Client header's time-zone name); the bootstrap request follows, after the first render
// (the widget's effect asks for the settings) or, for a headless client, in an idle callback.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchB2BUIClient } from '../../src/b2b/StytchB2BUIClient';
import { StytchHeadlessClient } from '../../src/core/consumer/client';
// Configs here name products by the 5.x strings, which the 5.x StytchUIClient reads.
import { StytchUIClient } from '../../src/consumer/StytchUIClient';
import { stubs } from '../../src/core/stubs';
import { installFetch, restoreFetch } from '../helpers/fake-fetch';
import { flush, host, until } from '../ui/util';

const G = globalThis as any;

/** Idle callbacks queued instead of run, Intl.DateTimeFormat calls counted, fetch scripted. */
function observe() {
  const idle: (() => void)[] = [];
  const savedIdle = G.requestIdleCallback;
  G.requestIdleCallback = (fn: () => void) => idle.push(fn);
  const DTF = Intl.DateTimeFormat;
  let intl = 0;
  (Intl as any).DateTimeFormat = function (...a: any[]) {
    intl++;
    return new (DTF as any)(...a);
  };
  const f = installFetch(() => ({ body: { data: { request_id: 'r', status_code: 200 } } }));
  // Bootstrap requests only: another test file's client may flush its telemetry (POST /events) into this fetch.
  const paths = () => f.calls.map((c) => c.path).filter((p) => p.startsWith('/projects/bootstrap/'));
  return {
    idle,
    paths,
    /** Every request (checked synchronously after the mount, when no other test's timer can have run). */
    all: () => f.calls.map((c) => c.path),
    intl: () => intl,
    done() {
      G.requestIdleCallback = savedIdle;
      (Intl as any).DateTimeFormat = DTF;
      restoreFetch();
    },
  };
}

const stopRefresh = (c: { _refresher: { stop(): void; start(): void } }) => {
  c._refresher.stop();
  c._refresher.start = () => {};
};

test('consumer: the email field is in the DOM before any request or Intl call; the bootstrap request follows the first render', async () => {
  const o = observe();
  try {
    const el = host('login');
    const c = new StytchUIClient('public-token-test-order', { endpoints: { testAPIURL: 'http://localhost:4100' } });
    stopRefresh(c);
    c.mountLogin({ elementId: '#login', config: { products: ['emailMagicLinks'] } as any });
    assert.ok(el.querySelector('input[type=email]'), 'first screen rendered synchronously');
    assert.equal(o.all(), [], 'no request during construction and mount');
    assert.is(o.intl(), 0, 'no Intl call during construction and mount');
    await flush();
    assert.equal(o.paths(), ['/projects/bootstrap/public-token-test-order'], 'bootstrap requested after the first render');
    assert.is(o.intl(), 1, 'the time-zone name once, for the first request');
    c.unmount('#login');
  } finally {
    o.done();
  }
});

test("consumer: the client's sign-in namespaces (loaded on first call) start loading on the page's first use, not at mount", async () => {
  const o = observe();
  try {
    host('login');
    const c = new StytchUIClient('public-token-test-order-ns', { endpoints: { testAPIURL: 'http://localhost:4100' } });
    stopRefresh(c);
    let loads = 0;
    // The client's stubs over a loader that counts (the real one is an import() inlined in this bundle).
    Object.assign(
      c,
      stubs(async () => (loads++, { magicLinks: { authenticate: async () => ({}) } }), { magicLinks: 'authenticate' }),
    );
    c.mountLogin({ elementId: '#login', config: { products: ['emailMagicLinks'] } as any });
    assert.is(loads, 0, 'nothing during the mount');
    await flush();
    assert.is(loads, 0, 'nor after the first render, while nobody uses the page');
    document.dispatchEvent(new Event('pointermove'));
    await flush();
    assert.is(loads, 1, 'loading on the first use of the page');
    document.dispatchEvent(new Event('keydown'));
    await flush();
    assert.is(loads, 1, 'once');
    c.unmount('#login');
  } finally {
    o.done();
  }
});

test('B2B: the email field is in the DOM before any request; the bootstrap request follows the first render', async () => {
  const o = observe();
  try {
    const el = host('b2b');
    const c = new StytchB2BUIClient('public-token-test-order-b2b', { endpoints: { testAPIURL: 'http://localhost:4100' } });
    stopRefresh(c);
    c.mount({ elementId: '#b2b', config: { authFlowType: 'Discovery', products: ['emailOtp'] } as any });
    assert.ok(el.querySelector('input[type=email]'), 'first screen rendered synchronously');
    assert.equal(o.all(), [], 'no request during construction and mount');
    assert.is(o.intl(), 0, 'no Intl call during construction and mount');
    await flush();
    assert.equal(o.paths(), ['/projects/bootstrap/public-token-test-order-b2b'], 'bootstrap requested after the first render');
    c.unmount('#b2b');
  } finally {
    o.done();
  }
});

test('identity provider: the idle-time settings request is held while its chunk loads; the widget requests them after its first screen', async () => {
  const o = observe();
  try {
    const el = host('idp');
    const c = new StytchB2BUIClient('public-token-test-order-idp', { endpoints: { testAPIURL: 'http://localhost:4100' } });
    stopRefresh(c);
    c.mountIdentityProvider({ elementId: '#idp' });
    for (const fn of o.idle) fn();
    await flush(1);
    assert.equal(o.paths(), [], 'the idle callback did not start the request');
    await until(() => /Looks like there was an error/.test(el.textContent || ''), 'the error screen (no authorize parameters)');
    await flush();
    assert.equal(o.paths(), ['/projects/bootstrap/public-token-test-order-idp'], 'requested after the first screen');
    c.unmount('#idp');
  } finally {
    o.done();
  }
});

test('a headless client alone requests its settings in an idle callback, once', async () => {
  const o = observe();
  try {
    const c = new StytchHeadlessClient('public-token-test-order-headless', { endpoints: { testAPIURL: 'http://localhost:4100' } });
    stopRefresh(c);
    await flush();
    assert.equal(o.paths(), [], 'nothing before the idle callback');
    assert.is(o.idle.length, 1, 'one idle callback queued');
    o.idle[0]();
    await flush();
    assert.equal(o.paths(), ['/projects/bootstrap/public-token-test-order-headless']);
    await c.bootstrap.getAsync();
    assert.is(o.paths().length, 1, 'getAsync after the start: no second request');
  } finally {
    o.done();
  }
});

/**
 * What reads the page's storage or cookies: each local-storage key read or written (`getItem <key>`),
 * document.cookie reads, storage listeners; and how often the page's local storage was opened
 * (window.localStorage read: a page's first is a synchronous round trip to the browser process).
 */
function storageTouches() {
  const seen: string[] = [];
  let opened = 0;
  const real = window.localStorage;
  const counted = {
    getItem: (k: string) => (seen.push(`getItem ${k}`), real.getItem(k)),
    setItem: (k: string, v: string) => (seen.push(`setItem ${k}`), real.setItem(k, v)),
    removeItem: (k: string) => (seen.push(`removeItem ${k}`), real.removeItem(k)),
  };
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => (opened++, counted) });
  let proto = Object.getPrototypeOf(document);
  while (!Object.getOwnPropertyDescriptor(proto, 'cookie')) proto = Object.getPrototypeOf(proto);
  const cookie = Object.getOwnPropertyDescriptor(proto, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => (seen.push('cookie'), cookie.get!.call(document)),
    set: (v) => cookie.set!.call(document, v),
  });
  const add = window.addEventListener;
  window.addEventListener = function (this: Window, type: string, ...a: any[]) {
    if (type === 'storage') seen.push('storage listener');
    return (add as any).call(this, type, ...a);
  } as typeof window.addEventListener;
  return {
    seen,
    opened: () => opened,
    done() {
      if (own) Object.defineProperty(window, 'localStorage', own);
      else delete (window as any).localStorage;
      delete (document as any).cookie;
      window.addEventListener = add;
    },
  };
}

test('construction and mount open no storage, read no cookie and add no storage listener (consumer and B2B): the first screen draws the default settings; the idle callback reads the cached ones and the stored session', async () => {
  const o = observe();
  const touches = storageTouches();
  try {
    const el = host('login');
    const c = new StytchUIClient('public-token-test-order-storage', { endpoints: { testAPIURL: 'http://localhost:4100' } });
    c.mountLogin({ elementId: '#login', config: { products: ['emailMagicLinks'] } as any });
    assert.ok(el.querySelector('input[type=email]'), 'the consumer first screen rendered');
    c.unmount('#login');
    const elB = host('b2b');
    const b = new StytchB2BUIClient('public-token-test-order-storage-b2b', { endpoints: { testAPIURL: 'http://localhost:4100' } });
    b.mount({ elementId: '#b2b', config: { authFlowType: 'Discovery', products: ['emailOtp'] } as any });
    assert.ok(elB.querySelector('input[type=email]'), 'the B2B first screen rendered');
    assert.equal(touches.seen, [], 'no key read, no cookie, no listener');
    assert.is(touches.opened(), 0, 'local storage not opened');
    assert.not.ok(c._refresher.running);
    for (const fn of o.idle) fn();
    assert.ok(touches.opened() > 0);
    assert.ok(
      touches.seen.includes('getItem stytch_sdk_state_public-token-test-order-storage::bootstrap'),
      'the cached settings read in the idle callback',
    );
    assert.ok(touches.seen.includes('getItem stytch_sdk_state_public-token-test-order-storage'), 'the session read in the idle callback');
    assert.ok(touches.seen.includes('storage listener'), 'other tabs heard from then');
    b.unmount('#b2b');
  } finally {
    touches.done();
    o.done();
  }
});

test('a stored session is there at once for a call that reads it before the idle callback; the schedule starts in it', () => {
  const o = observe();
  const token = 'public-token-test-order-stored';
  const session = { session_id: 's', expires_at: new Date(Date.now() + 3600e3).toISOString() };
  localStorage.setItem(`stytch_sdk_state_${token}`, JSON.stringify({ session, user: { user_id: 'u' } }));
  document.cookie = 'stytch_session=tok; path=/';
  try {
    const c = new StytchHeadlessClient(token, { endpoints: { testAPIURL: 'http://localhost:4100' } });
    assert.equal(c.session.getSync(), session);
    assert.not.ok(c._refresher.running, 'the schedule waits for the idle callback');
    for (const fn of o.idle) fn();
    assert.ok(c._refresher.running, 'started from the stored session');
    c._refresher.stop();
  } finally {
    document.cookie = 'stytch_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    localStorage.removeItem(`stytch_sdk_state_${token}`);
    o.done();
  }
});

test.run();
