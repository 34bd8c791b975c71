import { freshClient, lastMessage, raw, sdk, startEmulator, stopClients } from './setup';
import { createPublicKey, verify } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { telemetry } from '../../src/core/telemetry';
import { withDefaults } from '../../src/emulator/config';

const t = suite('emulator: sessions and users');
let emu: Emulator;
t.before(async () => {
  emu = await startEmulator();
});
t.after(async () => {
  stopClients();
  await emu.close();
});

async function signIn(email: string, minutes = 30) {
  const c = freshClient(emu);
  const sent = await c.otps.email.loginOrCreate(email);
  const auth = await c.otps.authenticate(lastMessage(emu, email).code!, sent.method_id, { session_duration_minutes: minutes });
  return { c, auth };
}

t('the session JWT is RS256, verifies against the JWKS, lives 5 minutes and names the session', async () => {
  const { auth } = await signIn('jwt@example.com');
  const [h, p, s] = auth.session_jwt.split('.');
  const header = JSON.parse(Buffer.from(h, 'base64url').toString());
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
  assert.is(header.alg, 'RS256');
  const jwks = (await raw(`${emu.url}/v1/sessions/jwks/project-test-featherlogin-consumer`)).json;
  const jwk = jwks.keys.find((k: any) => k.kid === header.kid);
  assert.ok(jwk);
  assert.ok(verify('sha256', Buffer.from(`${h}.${p}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(s, 'base64url')));
  assert.is(payload.exp - payload.iat, 300);
  assert.is(payload.sub, auth.user_id);
  assert.is(payload['https://stytch.com/session'].id, auth.session.session_id);
});

t('session_duration_minutes sets the expiry; authenticate refreshes the JWT and can extend it; expired sessions are gone', async () => {
  const { c, auth } = await signIn('refresh@example.com', 10);
  const started = Date.parse(auth.session.started_at);
  assert.is(Date.parse(auth.session.expires_at) - started, 10 * 60_000);
  emu.advance(60_000);
  const again = await c.session.authenticate({ session_duration_minutes: 60 });
  assert.is.not(again.session_jwt, auth.session_jwt);
  assert.ok(Date.parse(again.session.expires_at) > Date.parse(auth.session.expires_at));
  emu.advance(61 * 60_000);
  const gone = await c.session.authenticate().catch((e) => e);
  assert.is(gone.error_type, 'session_not_found');
  assert.is(c.session.getSync(), null);
});

t('revoke ends the session on the server', async () => {
  const { c, auth } = await signIn('revoke@example.com');
  await c.session.revoke();
  assert.is(c.session.getSync(), null);
  const r = await sdk(emu, 'POST', '/sessions/authenticate', {}, auth.session_token);
  assert.is(r.status, 404);
  assert.is(r.json.error_type, 'session_not_found');
});

t('user get and update; factor delete; users/me needs a session', async () => {
  const { c, auth } = await signIn('me@example.com');
  const u = await c.user.get();
  assert.is(u.user_id, auth.user_id);
  const updated = await c.user.update({ untrusted_metadata: { theme: 'dark' }, name: { first_name: 'Ada' } });
  assert.is(updated.user_id, auth.user_id);
  assert.is('__user' in updated, false, 'the changed user is stored, not handed back');
  assert.equal(c.user.getSync()!.untrusted_metadata, { theme: 'dark' });
  assert.is(c.user.getSync()!.name.first_name, 'Ada');
  // The phone joins the user with its right code (test/emulator/profile.test.ts), under the send's method_id.
  const sent = await c.otps.sms.send('+15555550142');
  const withPhone = await c.otps.authenticate(lastMessage(emu, '+15555550142').code!, sent.method_id, {
    session_duration_minutes: 30,
  });
  await c.user.deletePhoneNumber(withPhone.user.phone_numbers[0].phone_id);
  assert.is(c.user.getSync()!.phone_numbers.length, 0);
  assert.is((await c.user.deletePhoneNumber('phone-number-test-nope').catch((e) => e)).error_type, 'phone_number_not_found');
  assert.is(
    (await c.user.deleteEmail('email-test-nope').catch((e) => e)).error_type,
    'email_not_found',
    'each factor its own not-found type',
  );
  assert.is(
    (await c.user.deleteWebauthnRegistration('webauthn-registration-test-nope').catch((e) => e)).error_type,
    'webauthn_registration_not_found',
  );
  const anon = await sdk(emu, 'GET', '/users/me');
  assert.is(anon.json.error_type, 'session_not_found');
});

t('CORS: allowed origins get credentials; others get no CORS headers; preflights are answered', async () => {
  const ok = await raw(`${emu.url}/sdk/v1/users/me`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' },
  });
  assert.is(ok.status, 204);
  assert.is(ok.headers['access-control-allow-origin'], 'http://localhost:5173');
  assert.is(ok.headers['access-control-allow-credentials'], 'true');
  assert.match(String(ok.headers['access-control-allow-headers']), 'X-SDK-Parent-Host');
  const other = await raw(`${emu.url}/sdk/v1/users/me`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
  assert.is(other.headers['access-control-allow-origin'], undefined);
});

t('bootstrap answers the project settings; events are stored and listed', async () => {
  const c = freshClient(emu);
  const b = await c.bootstrap.getAsync();
  assert.is(b.vertical, 'CONSUMER');
  assert.is(b.projectName, 'featherlogin demo (consumer)');
  // The widgets' telemetry (their clients make it over the client's network, as here).
  const events = telemetry((c as any).ctx.net, emu.publicToken);
  events.log('render_login_screen', { x: 1 });
  events.flush();
  for (let i = 0; i < 50; i++) {
    const list = (await raw(`${emu.url}/emulator/events`)).json.events;
    if (list.some((e: any) => e.event.event_name === 'render_login_screen')) return;
    await new Promise((r) => setImmediate(r));
  }
  assert.unreachable('event not stored');
});

t('bootstrap answers a consumer RBAC policy: the predefined stytch_user role, no resources, the project scopes', async () => {
  const boot = await sdk(emu, 'GET', `/projects/bootstrap/${emu.publicToken}`);
  const policy = boot.json.data.rbac_policy;
  assert.equal(policy.roles, [{ role_id: 'stytch_user', description: 'Granted to every user.', permissions: [] }]);
  assert.equal(policy.resources, []);
  assert.ok(Array.isArray(policy.scopes), 'scopes, as the B2B policy has');
});

t(
  "the official client's telemetry batch (an array of { telemetry, event }, no Authorization) is accepted with 200 and stored",
  async () => {
    const event = { public_token: emu.publicToken, event_name: 'sdk_instance_instantiated', details: { event_callback_registered: false } };
    const telemetry = {
      event_id: 'event-id-1',
      app_session_id: 'app-session-id-1',
      persistent_id: 'persistent-id-1',
      client_sent_at: new Date().toISOString(),
      timezone: 'UTC',
      app: { identifier: 'localhost' },
      sdk: { identifier: 'Stytch.js Javascript SDK', version: '5.23.5' },
    };
    const ok = await raw(`${emu.url}/sdk/v1/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
      body: JSON.stringify([{ telemetry, event }]),
    });
    assert.is(ok.status, 200, ok.text);
    assert.is(ok.headers['access-control-allow-origin'], 'http://localhost:5173');
    const list = (await raw(`${emu.url}/emulator/events`)).json.events;
    assert.ok(list.some((e: any) => e.event.event_name === 'sdk_instance_instantiated'));
    // anything else is a 4xx: an object instead of the array, an event without a known public token
    for (const body of [
      JSON.stringify({ events: [event] }),
      JSON.stringify([{ telemetry, event: { ...event, public_token: 'public-token-test-unknown' } }]),
      JSON.stringify([event]),
      '[',
    ]) {
      const bad = await raw(`${emu.url}/sdk/v1/events`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      assert.ok(bad.status >= 400 && bad.status < 500 && bad.json?.error_type, `${body}: ${bad.status}`);
    }
  },
);

t(
  "the API's defaults by vertical: sessions up to 366 days; consumer links an hour (sign-up a week) and codes 2 minutes; B2B links an hour and a 60-minute session when a call names none",
  () => {
    const consumer = withDefaults({ project_id: 'project-c', public_token: 'public-token-test-c', vertical: 'CONSUMER' });
    const b2b = withDefaults({ project_id: 'project-b', public_token: 'public-token-test-b', vertical: 'B2B' });
    assert.is(consumer.session.max_duration_minutes, 527040);
    assert.is(consumer.otp.expiration_minutes, 2);
    assert.equal(consumer.magic_links, { login_expiration_minutes: 60, signup_expiration_minutes: 10080 });
    assert.equal(b2b.magic_links, { login_expiration_minutes: 60, signup_expiration_minutes: 60 });
    assert.is(b2b.session.default_duration_minutes, 60);
    // A project's own value still wins.
    const own = withDefaults({
      project_id: 'project-o',
      public_token: 'public-token-test-o',
      vertical: 'B2B',
      magic_links: { signup_expiration_minutes: 15 },
    } as never);
    assert.is(own.magic_links.signup_expiration_minutes, 15);
  },
);

t.run();
