// Hooks over the real headless clients: they re-render after login and logout (driven through a
// scripted fetch), report isInitialized / fromCache as the official SDK does, and need a provider.
import '../helpers/dom';
import { act, createElement as h } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchLogin, StytchProvider, useStytch, useStytchSession, useStytchUser, withStytchUser } from '../../src/react/index';
import {
  StytchB2BProvider,
  useStytchB2BClient,
  useStytchMember,
  useStytchMemberSession,
  useStytchOrganization,
  withStytchMember,
} from '../../src/react/b2b';
import { AUTH, SESSION, USER, setup } from '../core/consumer-setup';
import { FULL, MEMBER, MEMBER_SESSION, ORG, setup as setupB2B } from '../core/b2b-setup';
import { probe, render } from './render';

test('useStytchUser and useStytchSession update after login and logout', async () => {
  const s = setup({ answer: (r) => (r.path === '/passwords/authenticate' ? { body: { data: AUTH } } : undefined) });
  const user = probe(useStytchUser);
  const session = probe(useStytchSession);
  const client = probe(useStytch);
  const r = await render(h(StytchProvider, { stytch: s.client }, h(user.Probe), h(session.Probe), h(client.Probe)));
  try {
    assert.equal(user.last(), { user: null, isInitialized: true, fromCache: false });
    assert.equal(session.last(), { session: null, isInitialized: true, fromCache: false });
    assert.is(client.last(), s.client);

    await act(() => s.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', session_duration_minutes: 30 }));
    assert.equal(user.last(), { user: USER, isInitialized: true, fromCache: false });
    assert.equal(session.last(), { session: SESSION, isInitialized: true, fromCache: false });
    assert.ok(r.host.textContent!.includes('"user_id":"user-1"'), 'the rendered output shows the user');

    await act(() => s.client.session.revoke());
    assert.equal(user.last(), { user: null, isInitialized: true, fromCache: false });
    assert.equal(session.last(), { session: null, isInitialized: true, fromCache: false });
    // (telemetry batches from other clients in this test process may land here too)
    assert.is(
      s
        .calls()
        .map((c) => c.path)
        .filter((p) => p !== '/events')
        .join(),
      '/passwords/authenticate,/sessions/revoke',
    );
  } finally {
    await r.unmount();
    s.done();
  }
});

test('a session stored by an earlier page load is shown at once, marked fromCache until it changes', async () => {
  const token = `public-token-test-react-${Date.now()}`;
  const s = setup({
    token,
    before() {
      document.cookie = 'stytch_session=session-token-1; path=/';
      localStorage.setItem(`stytch_sdk_state_${token}`, JSON.stringify({ session: SESSION, user: USER, organization: null }));
    },
  });
  const user = probe(useStytchUser);
  const r = await render(h(StytchProvider, { stytch: s.client }, h(user.Probe)));
  try {
    assert.equal(user.seen[0], { user: USER, isInitialized: true, fromCache: true }, 'the first render already has the cached user');
    const fresh = { ...USER, untrusted_metadata: { seen: true } };
    await act(async () => (s.client as any).ctx.store.update({ user: fresh }));
    assert.equal(user.last(), { user: fresh, isInitialized: true, fromCache: false });
  } finally {
    await r.unmount();
    s.done();
  }
});

test('assumeHydrated={false}: the first render is uninitialized, as the official provider; then the browser state', async () => {
  const s = setup();
  s.signIn();
  const user = probe(useStytchUser);
  const r = await render(h(StytchProvider, { stytch: s.client, assumeHydrated: false }, h(user.Probe)));
  try {
    assert.equal(user.seen[0], { user: null, isInitialized: false, fromCache: false });
    assert.equal([user.last().user, user.last().isInitialized], [USER, true]);
  } finally {
    await r.unmount();
    s.done();
  }
  // By default (true), the first render already has it.
  const s2 = setup();
  s2.signIn();
  const again = probe(useStytchUser);
  const r2 = await render(h(StytchProvider, { stytch: s2.client }, h(again.Probe)));
  assert.equal([again.seen[0].user, again.seen[0].isInitialized], [USER, true]);
  await r2.unmount();
  s2.done();
});

test('B2B hooks: member, member session and organization update after login and logout', async () => {
  const s = setupB2B({ answer: (r) => (r.path === '/b2b/magic_links/authenticate' ? { body: { data: FULL } } : undefined) });
  const member = probe(useStytchMember);
  const session = probe(useStytchMemberSession);
  const org = probe(useStytchOrganization);
  const client = probe(useStytchB2BClient);
  const r = await render(h(StytchB2BProvider, { stytch: s.client }, h(member.Probe), h(session.Probe), h(org.Probe), h(client.Probe)));
  try {
    assert.equal(member.last(), { member: null, isInitialized: true, fromCache: false });
    assert.equal(session.last(), { session: null, isInitialized: true, fromCache: false });
    assert.equal(org.last(), { organization: null, isInitialized: true, fromCache: false });
    assert.is(client.last(), s.client);

    await act(() => s.client.magicLinks.authenticate({ magic_links_token: 'ml-token', session_duration_minutes: 30 }));
    assert.equal(member.last(), { member: MEMBER, isInitialized: true, fromCache: false });
    assert.equal(session.last(), { session: MEMBER_SESSION, isInitialized: true, fromCache: false });
    assert.equal(org.last(), { organization: ORG, isInitialized: true, fromCache: false });

    await act(() => s.client.session.revoke());
    assert.equal(member.last(), { member: null, isInitialized: true, fromCache: false });
    assert.equal(session.last(), { session: null, isInitialized: true, fromCache: false });
    assert.equal(org.last(), { organization: null, isInitialized: true, fromCache: false });
  } finally {
    await r.unmount();
    s.done();
  }
});

test('hooks unsubscribe when unmounted: later changes render nothing', async () => {
  const s = setup({ answer: (r) => (r.path === '/passwords/authenticate' ? { body: { data: AUTH } } : undefined) });
  // Count the live subscriptions on the client's state (React would also drop a late
  // notification to an unmounted component, so the render count alone could not show a leak).
  let live = 0;
  const onStateChange = s.client.onStateChange.bind(s.client);
  s.client.onStateChange = (cb) => {
    live++;
    const off = onStateChange(cb);
    return () => {
      live--;
      off();
    };
  };
  const user = probe(useStytchUser);
  const r = await render(h(StytchProvider, { stytch: s.client }, h(user.Probe)));
  assert.is(live, 1, 'subscribed while mounted');
  await r.unmount();
  assert.is(live, 0, 'unsubscribed on unmount');
  const renders = user.seen.length;
  try {
    await s.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', session_duration_minutes: 30 });
    assert.is(user.seen.length, renders);
  } finally {
    s.done();
  }
});

test('hooks and providers explain their misuse', async () => {
  const { createRoot } = await import('react-dom/client');
  const attempt = async (node: any) => {
    const root = createRoot(document.createElement('div'));
    let error = '';
    const quiet = console.error;
    console.error = () => {};
    try {
      await act(async () => root.render(node));
    } catch (e) {
      error = String(e);
    } finally {
      console.error = quiet;
      await act(async () => root.unmount());
    }
    return error;
  };
  assert.match(await attempt(h(probe(useStytchUser).Probe)), /^Error: useStytchUser can only be used inside <StytchProvider>\./);
  assert.match(await attempt(h(probe(useStytchMember).Probe)), /useStytchMember can only be used inside <StytchB2BProvider>/);
  // The official sentences name the HOC or the component the page used, not the hook beneath it.
  const Shown = () => null;
  assert.match(await attempt(h(withStytchUser(Shown))), /^Error: withStytchUser can only be used inside <StytchProvider>\./);
  assert.match(await attempt(h(withStytchMember(Shown))), /^Error: withStytchMember can only be used inside <StytchB2BProvider>\./);
  assert.match(await attempt(h(StytchLogin, {} as never)), /^Error: <StytchLogin \/> can only be used inside <StytchProvider>\./);
  const fake = {} as any;
  assert.match(
    await attempt(h(StytchProvider, { stytch: fake }, h(StytchProvider, { stytch: fake }))),
    /^Error: You cannot render a <StytchProvider> inside another <StytchProvider>\./,
  );
});

test.run();
