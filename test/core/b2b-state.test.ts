// What the B2B client stores: a full member session (cookies + member, member session and
// organization in storage) or only the intermediate session token; the getters and onChange
// subscriptions of session, self/member and organization; fresh reads that update the store.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NoCurrentSessionError } from '../../src/core/errors';
import type { Recorded } from '../helpers/fake-fetch';
import { FULL, IST, MEMBER, MEMBER_SESSION, ORG, PARTIAL, SESSION_TOKEN, setup } from './b2b-setup';

const cookie = (name: string) => (document.cookie.split('; ').find((c) => c.startsWith(`${name}=`)) || '').slice(name.length + 1) || null;
const ok = (data: object) => ({ body: { data } });

test('a full authenticate answer stores the member session, member and organization, and drops the intermediate token', async () => {
  const s = setup({ answer: () => ok(FULL) });
  try {
    s.intermediate();
    assert.is(cookie('stytch_intermediate_session_token'), IST);
    const seen: unknown[] = [];
    s.client.session.onChange((v) => seen.push(['session', v]));
    s.client.self.onChange((v) => seen.push(['self', v]));
    s.client.organization.onChange((v) => seen.push(['organization', v]));
    await s.client.magicLinks.authenticate({ magic_links_token: 't' });
    assert.is(cookie('stytch_session'), SESSION_TOKEN);
    assert.is(cookie('stytch_session_jwt'), 'jwt-1');
    assert.is(cookie('stytch_intermediate_session_token'), null);
    assert.equal(s.client.session.getSync(), MEMBER_SESSION);
    assert.equal(s.client.self.getSync(), MEMBER);
    assert.is(s.client.member, s.client.self, 'member is the older name of self');
    assert.equal(s.client.organization.getSync(), ORG);
    assert.equal(s.client.session.getTokens(), { session_token: SESSION_TOKEN, session_jwt: 'jwt-1' });
    assert.equal(seen, [
      ['session', MEMBER_SESSION],
      ['self', MEMBER],
      ['organization', ORG],
    ]);
    const persisted = JSON.parse(localStorage.getItem(`stytch_sdk_state_${s.token}`)!);
    assert.equal(persisted, { session: MEMBER_SESSION, user: MEMBER, organization: ORG });
  } finally {
    s.done();
  }
});

test('an answer without a member session stores only the intermediate token (10 minute cookie)', async () => {
  const s = setup({ answer: () => ok(PARTIAL) });
  try {
    let changes = 0;
    s.client.session.onChange(() => changes++);
    await s.client.passwords.authenticate({ organization_id: 'org-1', email_address: 'a@example.com', password: 'pw' });
    assert.is(cookie('stytch_intermediate_session_token'), IST);
    assert.is(cookie('stytch_session'), null);
    assert.is(s.client.session.getSync(), null);
    assert.is(s.client.self.getSync(), null);
    assert.is(changes, 0);
  } finally {
    s.done();
  }
});

test('a discovery answer stores its intermediate token, and the next discovery call sends it', async () => {
  const discovered = { email_address: 'a@example.com', intermediate_session_token: 'ist-discovery', discovered_organizations: [] };
  const s = setup({ answer: (r) => (r.path.endsWith('/discovery/authenticate') ? ok(discovered) : undefined) });
  try {
    const res = await s.client.magicLinks.discovery.authenticate({ discovery_magic_links_token: 'dmt' });
    assert.equal(res, discovered);
    assert.is(cookie('stytch_intermediate_session_token'), 'ist-discovery');
    await s.client.discovery.organizations.list();
    assert.equal(s.calls()[1].body, { intermediate_session_token: 'ist-discovery' });
  } finally {
    s.done();
  }
});

test('MFA flow: primary answer -> intermediate token -> SMS send/authenticate carry it -> full session', async () => {
  const answer = (r: Recorded) =>
    r.path === '/b2b/otps/sms/authenticate' ? ok(FULL) : r.path === '/b2b/sso/authenticate' ? ok(PARTIAL) : undefined;
  const s = setup({ answer });
  try {
    await s.client.sso.authenticate({ sso_token: 'st', session_duration_minutes: 60 });
    await s.client.otps.sms.send({ organization_id: 'org-1', member_id: 'member-1' });
    await s.client.otps.sms.authenticate({ organization_id: 'org-1', member_id: 'member-1', code: '123456', session_duration_minutes: 60 });
    const [, send, auth] = s.calls();
    assert.is(send.body.intermediate_session_token, IST);
    assert.is(auth.body.intermediate_session_token, IST);
    assert.equal(s.client.session.getSync(), MEMBER_SESSION);
    assert.is(cookie('stytch_intermediate_session_token'), null);
  } finally {
    s.done();
  }
});

test('a session exchange into an MFA organization ends the old session (as the official client does) and the MFA calls carry the new intermediate token', async () => {
  const s = setup({
    answer: (r) => (r.path.endsWith('/sessions/exchange') ? ok({ ...PARTIAL, intermediate_session_token: 'ist-exchange' }) : undefined),
  });
  try {
    s.signIn();
    await s.client.session.exchange({ organization_id: 'org-2', session_duration_minutes: 60 });
    assert.is(s.client.session.getSync(), null, "the old session goes: the next calls are the new organization's");
    assert.is(s.client.session.getTokens(), null, 'its cookies too');
    await s.client.totp.create({ organization_id: 'org-2', member_id: 'member-1' });
    assert.equal(s.calls()[1].body, { organization_id: 'org-2', member_id: 'member-1', intermediate_session_token: 'ist-exchange' });
  } finally {
    s.done();
  }
});

test('a step-up call with a session and no intermediate token sends none', async () => {
  const s = setup();
  try {
    s.signIn();
    await s.client.otps.sms.send({ organization_id: 'org-1', member_id: 'member-1' });
    assert.equal(s.calls()[0].body, { organization_id: 'org-1', member_id: 'member-1' });
  } finally {
    s.done();
  }
});

test('self.get and organization.get read GET .../me and update the stored objects; every B2B onChange hears every change, as both official lines call them', async () => {
  const fresh = { ...MEMBER, name: 'Ann' };
  const freshOrg = { ...ORG, organization_name: 'Acme Inc' };
  const s = setup({
    answer: (r) =>
      r.path.endsWith('/members/me')
        ? ok({ member: fresh })
        : r.path.endsWith('/organizations/me')
          ? ok({ organization: freshOrg })
          : undefined,
  });
  try {
    s.signIn();
    const seen: unknown[] = [];
    const sessions: unknown[] = [];
    s.client.self.onChange((m) => seen.push(m));
    s.client.organization.onChange((o) => seen.push(o));
    s.client.session.onChange((v) => sessions.push(v));
    assert.equal(await s.client.self.get(), fresh);
    assert.equal(await s.client.organization.get(), freshOrg);
    assert.equal(s.client.self.getSync(), fresh);
    assert.equal(s.client.organization.getSync(), freshOrg);
    assert.equal(s.client.organization.getInfo(), { organization: freshOrg, fromCache: false });
    // the member's change calls the organization's listener with the same organization, and so on
    assert.equal(seen, [fresh, ORG, fresh, freshOrg]);
    assert.equal(sessions, [MEMBER_SESSION, MEMBER_SESSION]);
    assert.equal(s.client.session.getSync(), MEMBER_SESSION, 'the session is untouched');
  } finally {
    s.done();
  }
});

test('organization.getBySlug answers { organization } or { organization: null }', async () => {
  const s = setup({ answer: (r) => ok({ organization: r.body.organization_slug === 'acme' ? ORG : null }) });
  try {
    assert.equal(await s.client.organization.getBySlug({ organization_slug: 'acme' }), { organization: ORG });
    assert.equal(await s.client.organization.getBySlug({ organization_slug: 'nope' }), { organization: null });
  } finally {
    s.done();
  }
});

test('searchManager.searchMember answers { member } or { member: null }; sso.discoverConnections answers { connections }', async () => {
  const conn = { connection_id: 'saml-1', display_name: 'Okta', identity_provider: 'okta' };
  const s = setup({
    answer: (r) =>
      r.path.endsWith('/members/search')
        ? ok(r.body.email_address === 'a@example.com' ? { member: MEMBER } : {})
        : ok({ connections: [conn] }),
  });
  try {
    assert.equal(await s.client.searchManager.searchMember('a@example.com', 'org-1'), { member: MEMBER });
    assert.equal(await s.client.searchManager.searchMember('b@example.com', 'org-1'), { member: null });
    assert.equal(await s.client.sso.discoverConnections('a@example.com'), { connections: [conn] });
  } finally {
    s.done();
  }
});

test('session.exchange stores the new organization session; session.revoke clears everything', async () => {
  const other = {
    ...FULL,
    organization: { ...ORG, organization_id: 'org-2' },
    member_session: { ...MEMBER_SESSION, organization_id: 'org-2' },
  };
  const s = setup({ answer: (r) => (r.path.endsWith('/exchange') ? ok(other) : undefined) });
  try {
    s.signIn();
    await s.client.session.exchange({ organization_id: 'org-2', session_duration_minutes: 60 });
    assert.is(s.client.organization.getSync()!.organization_id, 'org-2');
    await s.client.session.revoke();
    assert.is(s.client.session.getSync(), null);
    assert.is(s.client.self.getSync(), null);
    assert.is(s.client.organization.getSync(), null);
    assert.is(cookie('stytch_session'), null);
  } finally {
    s.done();
  }
});

test('calls that need a member session reject with NoCurrentSessionError without one', async () => {
  const s = setup();
  try {
    const runs = [
      () => s.client.session.exchange({ organization_id: 'org-2', session_duration_minutes: 60 }),
      () => s.client.passwords.resetBySession({ password: 'pw' }),
      () => s.client.magicLinks.email.invite({ email_address: 'b@example.com' }),
      () => s.client.recoveryCodes.get(),
      () => s.client.recoveryCodes.rotate(),
    ];
    for (const run of runs) {
      let err: unknown;
      await run().catch((e) => (err = e));
      assert.instance(err, NoCurrentSessionError);
    }
    assert.is(s.calls().length, 0);
  } finally {
    s.done();
  }
});

test('session.authenticate (the background refresh) stores the fresh session and keeps a PKCE pair in progress', async () => {
  const s = setup({ answer: () => ok(FULL), bootstrap: { pkce_required_for_sso: true } });
  try {
    s.signIn();
    await s.client.sso.start({ connection_id: 'saml-1' });
    const key = `stytch_sdk_state_${s.token}::PKCE`;
    const pair = localStorage.getItem(key);
    assert.ok(pair);
    await s.client.session.authenticate({ session_duration_minutes: 60 });
    assert.is(localStorage.getItem(key), pair);
    assert.equal(s.client.session.getSync(), MEMBER_SESSION);
  } finally {
    s.done();
  }
});

test('session.updateSession stores member session tokens without a request; session.authenticate then loads the session', async () => {
  const s = setup({ answer: () => ok(FULL) });
  try {
    s.client.session.updateSession({ session_token: 'backend-token', session_jwt: 'backend-jwt' });
    assert.is(cookie('stytch_session'), 'backend-token');
    assert.is(cookie('stytch_session_jwt'), 'backend-jwt');
    assert.is(s.calls().length, 0);
    assert.is(s.client.session.getSync(), null);
    await s.client.session.authenticate();
    assert.is(s.calls()[0].headers.Authorization, `Basic ${btoa(`${s.token}:backend-token`)}`);
    assert.equal(s.client.session.getSync(), MEMBER_SESSION);
    assert.equal(s.client.organization.getSync(), ORG);
  } finally {
    s.done();
  }
});

test('deleting the organization, or the signed-in member, signs out as the official client does; deleting another member does not', async () => {
  for (const [what, call, out] of [
    ['organization.delete', (c: any) => c.organization.delete(), true],
    ['members.delete(self)', (c: any) => c.organization.members.delete(MEMBER.member_id), true],
    ['members.delete(other)', (c: any) => c.organization.members.delete('member-2'), false],
  ] as const) {
    const s = setup({ answer: () => ok({ member_id: 'x' }) });
    try {
      s.signIn();
      const heard: unknown[] = [];
      s.client.session.onChange((v) => heard.push(v));
      await call(s.client);
      assert.is(s.client.session.getSync() === null, out, `${what}: signed out`);
      assert.is(cookie('stytch_session') === null, out, `${what}: the session cookie`);
      if (out) assert.equal(heard, [null], `${what}: listeners told`);
    } finally {
      s.done();
    }
  }
});

test.run();
