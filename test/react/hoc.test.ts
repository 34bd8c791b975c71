// The higher-order components and RBAC helpers over the real headless clients, as the official React
// SDK hands them: the slice HOCs' prop names and flags, useStytchIsAuthorized's three steps (not
// initialized, the cached policy's answer, the answer once the policy is known, asked again when the
// roles change), withStytchPermissions rendering nothing until the permissions are known; and the
// slice hooks' snapshots: fromCache from the client, an equal value kept (no render) when another
// part of the state changed.
import '../helpers/dom';
import { act, createElement as h } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  StytchProvider,
  useStytchIsAuthorized,
  useStytchSession,
  useStytchUser,
  withStytchPermissions,
  withStytchSession,
  withStytchUser,
} from '../../src/react/index';
import {
  StytchB2BProvider,
  useStytchIsAuthorized as useB2BIsAuthorized,
  withStytchMember,
  withStytchMemberSession,
  withStytchOrganization,
} from '../../src/react/b2b';
import { AUTH, SESSION, USER, setup } from '../core/consumer-setup';
import { FULL, MEMBER, MEMBER_SESSION, ORG, setup as setupB2B } from '../core/b2b-setup';
import { probe, render } from './render';

/** A policy where the role 'editor' may edit documents; every user has 'stytch_user'. */
const rbac_policy = {
  roles: [
    { role_id: 'stytch_user', permissions: [{ resource_id: 'documents', actions: ['read'] }] },
    { role_id: 'editor', permissions: [{ resource_id: 'documents', actions: ['edit', 'read'] }] },
  ],
  resources: [{ resource_id: 'documents', actions: ['edit', 'read'] }],
};

/** Records the props each render received. */
function recorder() {
  const seen: Record<string, unknown>[] = [];
  const Show = (props: Record<string, unknown>) => {
    seen.push(props);
    return h('i', null, 'shown');
  };
  return { Show, seen, last: () => seen[seen.length - 1] };
}

test('withStytchUser / withStytchSession: the official prop names with their IsInitialized / IsFromCache flags', async () => {
  const s = setup({ answer: (r) => (r.path === '/passwords/authenticate' ? { body: { data: AUTH } } : undefined) });
  const user = recorder();
  const session = recorder();
  const U = withStytchUser(user.Show);
  const S = withStytchSession(session.Show);
  const r = await render(h(StytchProvider, { stytch: s.client }, h(U, { own: 1 }), h(S)));
  try {
    assert.equal(user.last(), { own: 1, stytchUser: null, stytchUserIsInitialized: true, stytchUserIsFromCache: false });
    assert.equal(session.last(), { stytchSession: null, stytchSessionIsInitialized: true, stytchSessionIsFromCache: false });
    await act(() => s.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', session_duration_minutes: 30 }));
    assert.equal(user.last(), { own: 1, stytchUser: USER, stytchUserIsInitialized: true, stytchUserIsFromCache: false });
    assert.equal(session.last(), { stytchSession: SESSION, stytchSessionIsInitialized: true, stytchSessionIsFromCache: false });
    assert.is(U.displayName, 'withStytchUser(Show)');
  } finally {
    await r.unmount();
    s.done();
  }
});

test('B2B: withStytchMember / withStytchMemberSession / withStytchOrganization pass the official prop names', async () => {
  const s = setupB2B({ answer: (r) => (r.path === '/b2b/magic_links/authenticate' ? { body: { data: FULL } } : undefined) });
  const got = recorder();
  const All = withStytchMember(withStytchMemberSession(withStytchOrganization(got.Show)));
  const r = await render(h(StytchB2BProvider, { stytch: s.client }, h(All)));
  try {
    await act(() => s.client.magicLinks.authenticate({ magic_links_token: 'ml-token', session_duration_minutes: 30 }));
    assert.equal(got.last(), {
      stytchOrganization: ORG,
      stytchOrganizationIsInitialized: true,
      stytchOrganizationIsFromCache: false,
      stytchMemberSession: MEMBER_SESSION,
      stytchMemberSessionIsInitialized: true,
      stytchMemberSessionIsFromCache: false,
      stytchMember: MEMBER,
      stytchMemberIsInitialized: true,
      stytchMemberIsFromCache: false,
    });
  } finally {
    await r.unmount();
    s.done();
  }
});

test('useStytchIsAuthorized: not initialized at first, then the answer; asked again when the user signs in with a role', async () => {
  const editor = { ...AUTH, user: { ...USER, roles: ['stytch_user', 'editor'] } };
  const s = setup({
    bootstrap: { rbac_policy },
    answer: (r) => (r.path === '/passwords/authenticate' ? { body: { data: editor } } : undefined),
  });
  const edit = probe(() => useStytchIsAuthorized('documents', 'edit'));
  const r = await render(h(StytchProvider, { stytch: s.client }, h(edit.Probe)));
  try {
    assert.equal(edit.seen[0], { isInitialized: false, fromCache: false, isAuthorized: false }, 'the first render, as on a server');
    await act(() => s.client.rbac.allPermissions()); // the policy has arrived
    assert.equal(edit.last(), { isInitialized: true, fromCache: false, isAuthorized: false }, 'signed out');
    await act(() => s.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', session_duration_minutes: 30 }));
    await act(async () => {});
    assert.equal(edit.last(), { isInitialized: true, fromCache: false, isAuthorized: true }, "the editor's roles, after sign-in");
  } finally {
    await r.unmount();
    s.done();
  }
});

test("B2B useStytchIsAuthorized follows the member session's roles", async () => {
  const admin = { ...FULL, member_session: { ...MEMBER_SESSION, roles: ['editor'] } };
  const s = setupB2B({
    bootstrap: { rbac_policy },
    answer: (r) => (r.path === '/b2b/magic_links/authenticate' ? { body: { data: admin } } : undefined),
  });
  const edit = probe(() => useB2BIsAuthorized('documents', 'edit'));
  const r = await render(h(StytchB2BProvider, { stytch: s.client }, h(edit.Probe)));
  try {
    await act(() => s.client.rbac.allPermissions());
    assert.is(edit.last().isAuthorized, false);
    await act(() => s.client.magicLinks.authenticate({ magic_links_token: 'ml-token', session_duration_minutes: 30 }));
    await act(async () => {});
    assert.equal(edit.last(), { isInitialized: true, fromCache: false, isAuthorized: true });
  } finally {
    await r.unmount();
    s.done();
  }
});

test('withStytchPermissions renders nothing until the permissions are known, then again when the roles change', async () => {
  const editor = { ...AUTH, user: { ...USER, roles: ['stytch_user', 'editor'] } };
  const s = setup({
    bootstrap: { rbac_policy },
    answer: (r) => (r.path === '/passwords/authenticate' ? { body: { data: editor } } : undefined),
  });
  const got = recorder();
  const P = withStytchPermissions(got.Show);
  const r = await render(h(StytchProvider, { stytch: s.client }, h(P)));
  try {
    await act(() => s.client.rbac.allPermissions());
    await act(async () => {});
    assert.ok(got.seen.length > 0);
    assert.ok(
      got.seen.every((p) => p.stytchPermissions),
      'never rendered without its permissions (integrators index into them)',
    );
    assert.equal(got.last().stytchPermissions, { documents: { edit: false, read: false } });
    await act(() => s.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', session_duration_minutes: 30 }));
    await act(async () => {});
    assert.equal(got.last().stytchPermissions, { documents: { edit: true, read: true } });
  } finally {
    await r.unmount();
    s.done();
  }
});

test('slice hooks: fromCache is the client getInfo(); a new session with an equal user renders no user hook', async () => {
  const token = `public-token-test-react-cache-${Date.now()}`;
  let n = 1;
  // Each answer: a new session (another id), the same user as a new object.
  const refreshed = () => ({ ...AUTH, session: { ...SESSION, session_id: `session-${++n}` }, user: { ...USER } });
  const s = setup({
    token,
    before() {
      document.cookie = 'stytch_session=session-token-1; path=/';
      localStorage.setItem(`stytch_sdk_state_${token}`, JSON.stringify({ session: SESSION, user: USER, organization: null }));
    },
    answer: (r) => (r.path === '/sessions/authenticate' ? { body: { data: refreshed() } } : undefined),
  });
  const user = probe(useStytchUser);
  const r = await render(h(StytchProvider, { stytch: s.client }, h(user.Probe)));
  try {
    assert.equal(user.seen[0], { user: USER, isInitialized: true, fromCache: true }, 'the stored user, before any answer');
    await act(() => s.client.session.authenticate());
    assert.equal(user.last(), { user: USER, isInitialized: true, fromCache: false }, 'fresh now, as getInfo says');
    const renders = user.seen.length;
    const before = user.last().user;
    await act(() => s.client.session.authenticate()); // a new session, an equal user
    assert.is(user.seen.length, renders, 'no render for an equal user');
    assert.is(user.last().user, before, 'the same object for effects keyed on it');
  } finally {
    await r.unmount();
    s.done();
  }
});

test("slice hooks: fromCache turns false when any answer reaches the client, not only one that changes the hook's own value", async () => {
  const token = `public-token-test-react-cache2-${Date.now()}`;
  const s = setup({
    token,
    before() {
      document.cookie = 'stytch_session=session-token-1; path=/';
      localStorage.setItem(`stytch_sdk_state_${token}`, JSON.stringify({ session: SESSION, user: USER, organization: null }));
    },
    answer: (r) => (r.path === '/users/me' ? { body: { data: { ...USER, status_code: 200, request_id: 'r' } } } : undefined),
  });
  const session = probe(useStytchSession);
  const r = await render(h(StytchProvider, { stytch: s.client }, h(session.Probe)));
  try {
    assert.is(session.seen[0].fromCache, true);
    await act(() => s.client.user.get()); // the user answers; the session is the same
    assert.equal(session.last(), { session: SESSION, isInitialized: true, fromCache: false });
  } finally {
    await r.unmount();
    s.done();
  }
});

test.run();
