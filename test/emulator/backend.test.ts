// The backend API an integrator's server calls, driven by the official `stytch` Node SDK (test-only
// oracle: its paths, fields and answer shapes) pointed at the emulator. Sessions come from the
// headless clients, as a browser would create them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as stytch from 'stytch';
import type { Emulator } from '../../src/emulator/index';
import { SEED, apiError, freshB2B, withEmulator } from './b2b-setup';
import { basic, freshClient, lastMessage, raw } from './setup';

const t = suite('emulator: backend API (official server SDK)');
let emu: Emulator;
withEmulator(t, (e) => (emu = e));

/** The SDK refuses http:// in custom_base_url; `env` takes any base URL (with a console warning, silenced). */
function server<T>(Make: new (c: any) => T, project_id: string, secret: string): T {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return new Make({ project_id, secret, env: `${emu.url}/` });
  } finally {
    console.warn = warn;
  }
}
const consumer = () => server(stytch.Client, 'project-test-featherlogin-consumer', 'secret-test-featherlogin-consumer');
const b2b = () => server(stytch.B2BClient, 'project-test-featherlogin-b2b', 'secret-test-featherlogin-b2b');

async function signIn(email: string) {
  const c = freshClient(emu);
  const sent = await c.otps.email.loginOrCreate(email);
  return c.otps.authenticate(lastMessage(emu, email).code!, sent.method_id, { session_duration_minutes: 30 });
}

t('consumer: authenticate by token and by JWT (remote and local), list, read the user, search, revoke', async () => {
  const auth = await signIn('backend@example.com');
  const s = consumer();
  const byToken = await s.sessions.authenticate({ session_token: auth.session_token });
  assert.is(byToken.session.session_id, auth.session.session_id);
  assert.is(byToken.user.user_id, auth.user_id);
  assert.is(byToken.session_token, auth.session_token);
  const byJWT = await s.sessions.authenticate({ session_jwt: auth.session_jwt });
  assert.is(byJWT.session.user_id, auth.user_id);
  const local = await s.sessions.authenticateJwtLocal({ session_jwt: auth.session_jwt });
  assert.is(local.session_id, auth.session.session_id);
  assert.is(local.user_id, auth.user_id);
  const list = await s.sessions.get({ user_id: auth.user_id });
  assert.equal(
    list.sessions.map((x) => x.session_id),
    [auth.session.session_id],
  );
  const user = await s.users.get({ user_id: auth.user_id });
  assert.is(user.emails[0].email, 'backend@example.com');
  const found = await s.users.search({
    query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: ['BACKEND@example.com'] }] },
  });
  assert.equal(
    found.results.map((u) => u.user_id),
    [auth.user_id],
  );
  assert.is(found.results_metadata.total, 1);
  await s.sessions.revoke({ session_token: auth.session_token });
  const gone = await apiError(s.sessions.authenticate({ session_token: auth.session_token }));
  assert.is(gone.error_type, 'session_not_found');
});

t('consumer: deleting a user ends their sessions', async () => {
  const auth = await signIn('delete-me@example.com');
  const s = consumer();
  await s.users.delete({ user_id: auth.user_id });
  assert.is((await apiError(s.users.get({ user_id: auth.user_id }))).error_type, 'user_not_found');
  assert.is((await apiError(s.sessions.authenticate({ session_token: auth.session_token }))).error_type, 'session_not_found');
});

t('consumer: search pages with limit and cursor; reserved claims are refused', async () => {
  for (const n of [1, 2, 3]) await signIn(`page-${n}@paging.test`);
  const s = consumer();
  const query = { operator: 'AND' as const, operands: [{ filter_name: 'email_address_fuzzy', filter_value: '@paging.test' }] };
  const first = await s.users.search({ limit: 2, query });
  assert.is(first.results.length, 2);
  assert.is(first.results_metadata.total, 3);
  const rest = await s.users.search({ limit: 2, cursor: first.results_metadata.next_cursor!, query });
  assert.is(rest.results.length, 1);
  assert.is(rest.results_metadata.next_cursor, null);
  assert.is(
    (await apiError(s.users.search({ query: { operator: 'AND', operands: [{ filter_name: 'nope', filter_value: 'x' }] } }))).error_type,
    'invalid_argument',
  );
  const auth = await signIn('reserved@example.com');
  assert.is(
    (
      await apiError(
        s.sessions.authenticate({ session_token: auth.session_token, session_custom_claims: { 'https://stytch.com/session': {} } }),
      )
    ).error_type,
    'invalid_argument',
  );
  assert.is(
    (await apiError(s.sessions.authenticate({ session_token: auth.session_token, session_custom_claims: { sub: 'x' } }))).error_type,
    'invalid_argument',
  );
});

t('credentials: a wrong secret, the public token instead, or the other vertical are refused', async () => {
  const wrong = server(stytch.Client, 'project-test-featherlogin-consumer', 'secret-wrong');
  assert.is((await apiError(wrong.users.search({}))).status_code, 401);
  const r = await raw(`${emu.url}/v1/users/search`, {
    method: 'POST',
    headers: { Authorization: basic(emu.publicToken), 'Content-Type': 'application/json' },
    body: '{}',
  });
  assert.is(r.json.error_type, 'unauthorized_credentials');
  const other = server(stytch.Client, 'project-test-featherlogin-b2b', 'secret-test-featherlogin-b2b');
  assert.is(
    (await apiError(other.users.search({}))).error_type,
    'invalid_consumer_endpoint',
    'a consumer endpoint called with a B2B project',
  );
  assert.is(
    (
      await raw(`${emu.url}/v1/sessions/authenticate`, {
        method: 'PUT',
        headers: { Authorization: basic('project-test-featherlogin-consumer', 'secret-test-featherlogin-consumer') },
      })
    ).status,
    405,
  );
});

t('B2B: a member session by token and JWT (local too), the member and organization, search, exchange, revoke', async () => {
  const c = freshB2B(emu);
  const a = await c.passwords.authenticate({
    organization_id: SEED.acme,
    email_address: SEED.sam.email,
    password: SEED.sam.password,
    session_duration_minutes: 30,
  });
  const s = b2b();
  const byToken = await s.sessions.authenticate({ session_token: a.session_token });
  assert.is(byToken.member.member_id, a.member_id);
  assert.is(byToken.organization.organization_id, SEED.acme);
  assert.is(byToken.member_session.member_session_id, a.member_session!.member_session_id);
  const local = await s.sessions.authenticateJwtLocal({ session_jwt: a.session_jwt });
  assert.is(local.member_session_id, a.member_session!.member_session_id);
  assert.is((await s.sessions.authenticate({ session_jwt: a.session_jwt })).member.email_address, SEED.sam.email);
  assert.is((await s.organizations.get({ organization_id: SEED.acme })).organization.organization_slug, 'acme');
  assert.is(
    (await s.organizations.members.get({ organization_id: SEED.acme, email_address: SEED.acmeAdmin.email })).member.member_id,
    SEED.acmeAdmin.member_id,
  );
  const orgs = await s.organizations.search({
    query: { operator: 'AND', operands: [{ filter_name: 'member_emails', filter_value: [SEED.sam.email] }] },
  });
  assert.equal(orgs.organizations.map((o) => o.organization_slug).sort(), ['acme', 'globex']);
  const members = await s.organizations.members.search({
    organization_ids: [SEED.acme],
    query: { operator: 'AND', operands: [{ filter_name: 'member_emails', filter_value: [SEED.acmeAdmin.email] }] },
  });
  assert.equal(
    members.members.map((m) => m.member_id),
    [SEED.acmeAdmin.member_id],
  );
  assert.ok(members.organizations[SEED.acme]);
  assert.is((await s.sessions.get({ organization_id: SEED.acme, member_id: a.member_id })).member_sessions.length, 1);
  // Globex requires MFA: the exchange answers an intermediate session, the old session stays.
  const ex = await s.sessions.exchange({ organization_id: SEED.globex, session_token: a.session_token });
  assert.is(ex.member_authenticated, false);
  assert.ok(ex.mfa_required);
  await s.sessions.revoke({ session_token: a.session_token });
  assert.is((await apiError(s.sessions.authenticate({ session_token: a.session_token }))).error_type, 'session_not_found');
  // By member_id: every session of the member ends.
  const again = await freshB2B(emu).passwords.authenticate({
    organization_id: SEED.acme,
    email_address: SEED.sam.email,
    password: SEED.sam.password,
    session_duration_minutes: 30,
  });
  await s.sessions.revoke({ member_id: again.member_id });
  assert.is((await apiError(s.sessions.authenticate({ session_token: again.session_token }))).error_type, 'session_not_found');
});

// Last: it moves the emulator clock, and JWTs minted after it are not yet valid for the SDK's local check.
t('consumer: custom claims land in the JWT; an expired JWT of a live session still authenticates remotely', async () => {
  const auth = await signIn('claims@example.com');
  const s = consumer();
  const r = await s.sessions.authenticate({ session_token: auth.session_token, session_custom_claims: { plan: 'pro' } });
  const payload = JSON.parse(Buffer.from(r.session_jwt.split('.')[1], 'base64url').toString());
  assert.is(payload.plan, 'pro');
  emu.advance(6 * 60_000);
  const again = await s.sessions.authenticate({ session_jwt: auth.session_jwt });
  assert.is(again.session.session_id, auth.session.session_id);
  assert.is.not(again.session_jwt, auth.session_jwt);
});

t.run();
