// Components mount the widget into their own element through the UI client, mount again (update)
// on new props, and unmount with the component — checked with fake UI clients that record calls.
import '../helpers/dom';
import { StrictMode, createElement as h } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { IdentityProvider, StytchLogin, StytchPasskeyRegistration, StytchPasswordReset, StytchProvider } from '../../src/react/index';
import { B2BIdentityProvider, StytchB2B, StytchB2BProvider } from '../../src/react/b2b';
import { adminPortalComponent } from '../../src/react/admin-portal';
import { render } from './render';

type Call = [string, any];

/** Whether the element a mount or unmount was given (the component's own, not a selector) is on the page. */
const onPage = (el: unknown) => el instanceof HTMLElement && el.isConnected;

/** A UI client whose mount methods record their options and return an unmount function (like mountWidget). */
function fakeUIClient(methods: string[], { returnsUnmount = true } = {}) {
  const calls: Call[] = [];
  const client: any = {};
  for (const m of methods)
    client[m] = (o: any) => {
      // The element must be on the page when the client mounts into it.
      calls.push([m, { ...o, found: onPage(o.elementId) }]);
      if (returnsUnmount) return () => calls.push(['unmount', { elementId: o.elementId, found: onPage(o.elementId) }]);
    };
  if (!returnsUnmount) client.unmount = (elementId: HTMLElement) => calls.push(['unmount', { elementId, found: onPage(elementId) }]);
  return { client, calls };
}

const CONSUMER = ['mountLogin', 'mountResetPassword', 'mountPasskeyRegistration', 'mountIdentityProvider'];
const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };

test('StytchLogin mounts into its own element, updates on new props, unmounts with the component', async () => {
  const { client, calls } = fakeUIClient(CONSUMER);
  const callbacks = { onEvent() {} };
  const r = await render(h(StytchProvider, { stytch: client }, h(StytchLogin, { config, callbacks })));
  try {
    assert.is(calls.length, 1);
    const [method, o] = calls[0];
    assert.is(method, 'mountLogin');
    assert.ok(o.found, 'mounted into an element on the page');
    assert.match(o.elementId.id, /^StytchLogin-[\w-]+$/, 'its own element, which has an id for the page');
    assert.is(r.host.querySelector(`#${o.elementId.id}`), o.elementId);
    assert.is(o.config, config);
    assert.is(o.callbacks, callbacks);
    assert.not.ok('styles' in o, 'props not given are not passed');

    await r.update(h(StytchProvider, { stytch: client }, h(StytchLogin, { config, callbacks })));
    assert.is(calls.length, 1, 'the same props do not mount again');
    await r.update(h(StytchProvider, { stytch: client }, h(StytchLogin, { config: structuredClone(config), callbacks })));
    assert.is(calls.length, 1, 'an equal inline config object does not mount again');

    const styles = { colors: { primary: '#0577CA' } };
    await r.update(h(StytchProvider, { stytch: client }, h(StytchLogin, { config: structuredClone(config), callbacks, styles })));
    assert.is(calls.length, 2, 'new props mount again (the UI client updates in place), without unmounting first');
    assert.is(calls[1][0], 'mountLogin');
    assert.is(calls[1][1].elementId, o.elementId);
    assert.is(calls[1][1].styles, styles);
    assert.is(calls[1][1].config, config, 'the equal config keeps its first identity (a B2B widget keeps its flow)');

    await r.update(h(StytchProvider, { stytch: client }, null));
    assert.equal(calls[2], ['unmount', { elementId: o.elementId, found: true }], 'unmounted while its element is still on the page');
    assert.is(calls.length, 3);
  } finally {
    await r.unmount();
  }
});

test('each component calls its own mount method with its own props', async () => {
  const { client, calls } = fakeUIClient(CONSUMER);
  const strings = { 'login.title': 'Welcome' };
  const getIDPConsentManifest = () => [];
  const authTokenParams = { trustedAuthToken: 'jwt-1', tokenProfileID: 'profile-1' };
  const r = await render(
    h(
      StytchProvider,
      { stytch: client },
      h(StytchPasswordReset, { config, passwordResetToken: 'reset-token', strings }),
      h(StytchPasskeyRegistration, {}),
      h(IdentityProvider, { getIDPConsentManifest, authTokenParams }),
    ),
  );
  try {
    assert.equal(
      calls.map((c) => c[0]),
      ['mountResetPassword', 'mountPasskeyRegistration', 'mountIdentityProvider'],
    );
    assert.is(calls[0][1].passwordResetToken, 'reset-token');
    assert.is(calls[0][1].strings, strings);
    assert.match(calls[1][1].elementId.id, /^StytchPasskeyRegistration-/);
    assert.is(calls[2][1].getIDPConsentManifest, getIDPConsentManifest);
    assert.equal(calls[2][1].authTokenParams, authTokenParams, 'the token to attest reaches the widget');
    const ids = new Set(calls.map((c) => c[1].elementId));
    assert.is(ids.size, 3, 'every component has its own element');
  } finally {
    await r.unmount();
  }
  assert.equal(
    calls.slice(3).map((c) => c[0]),
    ['unmount', 'unmount', 'unmount'],
  );
});

test('a client without unmount functions is asked to unmount(elementId); StrictMode ends mounted once', async () => {
  const { client, calls } = fakeUIClient(CONSUMER, { returnsUnmount: false });
  const r = await render(h(StrictMode, null, h(StytchProvider, { stytch: client }, h(StytchLogin, { config }))));
  const id = calls[0][1].elementId;
  // StrictMode runs effects twice in development: mount, unmount, mount.
  assert.equal(
    calls.map((c) => c[0]),
    ['mountLogin', 'unmount', 'mountLogin'],
  );
  await r.unmount();
  assert.equal(calls[3], ['unmount', { elementId: id, found: true }]);
});

test("a client with unmount(elementId) is asked with the element; if that fails, the mount's own unmount runs", async () => {
  const { client, calls } = fakeUIClient(CONSUMER);
  let fail = false;
  client.unmount = (elementId: HTMLElement) => {
    if (fail) throw new Error('Not a widget this client mounted');
    calls.push(['unmount(element)', { elementId }]);
  };
  let r = await render(h(StytchProvider, { stytch: client }, h(StytchLogin, { config })));
  await r.unmount();
  assert.equal(
    calls.map((c) => c[0]),
    ['mountLogin', 'unmount(element)'],
  );
  fail = true;
  r = await render(h(StytchProvider, { stytch: client }, h(StytchLogin, { config })));
  await r.unmount();
  assert.equal(
    calls.slice(2).map((c) => c[0]),
    ['mountLogin', 'unmount'],
  );
});

test('a new client in the provider: the widget moves from the old client to the new one', async () => {
  const a = fakeUIClient(CONSUMER);
  const b = fakeUIClient(CONSUMER);
  const r = await render(h(StytchProvider, { stytch: a.client }, h(StytchLogin, { config })));
  await r.update(h(StytchProvider, { stytch: b.client }, h(StytchLogin, { config })));
  assert.equal(
    a.calls.map((c) => c[0]),
    ['mountLogin', 'unmount'],
  );
  assert.equal(
    b.calls.map((c) => c[0]),
    ['mountLogin'],
  );
  await r.unmount();
});

test('B2B components: StytchB2B calls mount, B2BIdentityProvider calls mountIdentityProvider', async () => {
  const { client, calls } = fakeUIClient(['mount', 'mountIdentityProvider']);
  const b2bConfig = {
    authFlowType: 'Discovery' as const,
    products: ['emailMagicLinks' as const],
    sessionOptions: { sessionDurationMinutes: 60 },
  };
  const r = await render(
    h(
      StytchB2BProvider,
      { stytch: client },
      h(StytchB2B, { config: b2bConfig }),
      h(B2BIdentityProvider, { trustedAuthTokenParams: { trustedAuthToken: 'jwt-1', tokenProfileID: 'p' } }),
    ),
  );
  try {
    assert.equal(
      calls.map((c) => c[0]),
      ['mount', 'mountIdentityProvider'],
    );
    assert.is(calls[0][1].config, b2bConfig);
    assert.match(calls[0][1].elementId.id, /^StytchB2B-/);
    assert.match(calls[1][1].elementId.id, /^B2BIdentityProvider-/);
    assert.equal(calls[1][1].trustedAuthTokenParams, { trustedAuthToken: 'jwt-1', tokenProfileID: 'p' });
    assert.ok(calls.every((c) => c[1].found));
  } finally {
    await r.unmount();
  }
  assert.equal(
    calls.slice(2).map((c) => c[0]),
    ['unmount', 'unmount'],
  );
});

test('a headless client in the provider: the component explains that it needs a UI client', async () => {
  const { createRoot } = await import('react-dom/client');
  const { act } = await import('react');
  const root = createRoot(document.createElement('div'));
  const quiet = console.error;
  console.error = () => {};
  let error = '';
  try {
    await act(async () => root.render(h(StytchProvider, { stytch: { session: {}, user: {} } as any }, h(StytchLogin, { config }))));
  } catch (e) {
    error = String(e);
  } finally {
    console.error = quiet;
    await act(async () => root.unmount());
  }
  assert.match(error, /<StytchLogin> needs a client that draws .*featherlogin\/react/);
});

test('Admin Portal components mount again only on props new by value, a prop added after mount included; unmount with the component', async () => {
  const calls: [string, any][] = [];
  const Portal = adminPortalComponent<{ config?: object; styles?: object }>('AdminPortalSSO', (o) => {
    calls.push(['mount', o]);
    return () => calls.push(['unmount', null]);
  });
  const client = { fake: true };
  const app = (props: object) => h(StytchB2BProvider, { stytch: client as any }, h(Portal, props));
  const r = await render(app({ styles: { a: 1 } }));
  await r.update(app({ styles: { a: 1 } })); // a new but equal object
  assert.is(calls.length, 1, 'an equal inline object mounts nothing again');
  await r.update(app({ styles: { a: 1 }, config: { b: 2 } }));
  assert.is(calls.length, 2, 'a prop added after mount reaches the portal');
  assert.equal(calls[1][1].config, { b: 2 });
  assert.is(calls[1][1].client, client);
  assert.ok(calls[1][1].element instanceof HTMLElement);
  await r.unmount();
  assert.equal(calls.at(-1), ['unmount', null]);
});

test('Admin Portal components under StrictMode end mounted (its second effect pass mounts again after the unmount)', async () => {
  const calls: string[] = [];
  const Portal = adminPortalComponent<object>('AdminPortalSSO', () => {
    calls.push('mount');
    return () => calls.push('unmount');
  });
  const r = await render(h(StrictMode, null, h(StytchB2BProvider, { stytch: { fake: true } as any }, h(Portal, {}))));
  assert.equal(calls, ['mount', 'unmount', 'mount']);
  await r.unmount();
  assert.equal(calls.at(-1), 'unmount');
});

test.run();
