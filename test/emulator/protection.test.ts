// Captcha and DFP protected auth in the emulator: the project config turns them on, bootstrap says
// so, sends without a captcha token get the vendor's 'Captcha required' text, and /telemetry.js +
// /submit stand in for the device-fingerprinting vendor. Then a real headless client (default token
// source, DECISIONING) signs in with an email code through the retry.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchHeadlessClient } from '../../src/core/consumer/client';
import type { Emulator } from '../../src/emulator/index';
import { lastMessage, patchProject, raw, sdk, startEmulator, stopClients } from './setup';
import { SEED } from './b2b-setup';

const TOKEN = 'public-token-test-protected';
const project = (o: object) => ({ project_id: 'project-test-protected', public_token: TOKEN, vertical: 'CONSUMER', ...o }) as any;
const g = globalThis as any;

let emu: Emulator;
test.before(async () => {
  emu = await startEmulator({
    projects: [project({ captcha: { enabled: true, site_key: 'site-key-e' }, dfp_protected_auth: { enabled: true, mode: 'DECISIONING' } })],
  });
});
test.after(async () => {
  stopClients();
  delete g.grecaptcha;
  delete g.GetTelemetryID;
  await emu.close();
});

test('bootstrap carries the captcha and DFP settings; both are off by default', async () => {
  const on = (await sdk(emu, 'GET', `/projects/bootstrap/${TOKEN}`)).json.data;
  assert.equal(on.captcha_settings, { enabled: true, siteKey: 'site-key-e' });
  assert.is(on.dfp_protected_auth_enabled, true);
  assert.is(on.dfp_protected_auth_mode, 'DECISIONING');
  const plain = await startEmulator();
  try {
    const off = (await sdk(plain, 'GET', `/projects/bootstrap/${plain.publicToken}`)).json.data;
    assert.equal(off.captcha_settings, { enabled: false, siteKey: '' });
    assert.is(off.dfp_protected_auth_enabled, false);
    assert.is(
      (await sdk(plain, 'POST', '/otps/email/login_or_create', { email: 'free@example.com' })).status,
      200,
      'no captcha needed when off',
    );
  } finally {
    await plain.close();
  }
});

test("captcha on: a send without captcha_token is answered 'Captcha required' (text); with one it is sent", async () => {
  const bare = await sdk(emu, 'POST', '/otps/email/login_or_create', { email: 'bot@example.com', dfp_telemetry_id: 'x' });
  assert.is(bare.status, 429);
  assert.is(bare.text, 'Captcha required');
  assert.equal(emu.outbox('bot@example.com'), []);
  const ok = await sdk(emu, 'POST', '/otps/email/login_or_create', { email: 'human@example.com', captcha_token: 'captcha-token' });
  assert.is(ok.status, 200);
  assert.is(emu.outbox('human@example.com').length, 1);
  assert.is((await sdk(emu, 'GET', '/users/me')).json.error_type, 'session_not_found', 'other endpoints are not gated');
});

test('captcha gates only the sends the client protects: a B2B invite and an MFA SMS send carry no captcha_token, so they are not gated', async () => {
  const b2b = await startEmulator();
  const call = (path: string, body: object, secret?: string) => sdk(b2b, 'POST', path, body, secret, b2b.b2bPublicToken);
  try {
    await patchProject(b2b, { captcha: { enabled: true, site_key: 'site-key-b' } }, b2b.b2bPublicToken);
    const gated = await call('/b2b/otps/email/login_or_signup', { organization_id: SEED.acme, email_address: 'bot@acme.test' });
    assert.is(gated.text, 'Captcha required', 'an email send is gated');
    const admin = await call('/b2b/passwords/authenticate', {
      organization_id: SEED.acme,
      email_address: SEED.acmeAdmin.email,
      password: SEED.acmeAdmin.password,
      session_duration_minutes: 30,
    });
    const invite = await call('/b2b/magic_links/email/invite', { email_address: 'guest@acme.test' }, admin.json.data.session_token);
    assert.is(invite.status, 200, invite.text);
    const carol = await call('/b2b/passwords/authenticate', {
      organization_id: SEED.globex,
      email_address: SEED.carol.email,
      password: SEED.carol.password,
    });
    const sms = await call('/b2b/otps/sms/send', {
      organization_id: SEED.globex,
      member_id: SEED.carol.member_id,
      intermediate_session_token: carol.json.data.intermediate_session_token,
    });
    assert.is(sms.status, 200, sms.text);
  } finally {
    await b2b.close();
  }
});

test('telemetry stand-in: /telemetry.js defines GetTelemetryID; /submit gives a telemetry id for a known public token', async () => {
  const js = await raw(`${emu.url}/telemetry.js`);
  assert.is(js.status, 200);
  assert.match(String(js.headers['content-type']), /javascript/);
  assert.match(js.text, /window\.GetTelemetryID = /);
  const id = await raw(`${emu.url}/submit`, { method: 'POST', body: JSON.stringify({ public_token: TOKEN }) });
  assert.match(id.json.telemetry_id, /^telemetry-id-test-/);
  const unknown = await raw(`${emu.url}/submit`, { method: 'POST', body: JSON.stringify({ public_token: 'public-token-test-nobody' }) });
  assert.is(unknown.json.error_type, 'public_token_not_found');
  const malformed = await raw(`${emu.url}/submit`, { method: 'POST', body: JSON.stringify({ public_token: 'nope' }) });
  assert.is(malformed.json.error_type, 'invalid_public_token_id', 'not shaped like a public token');
});

for (const [shape, domains] of [
  ['5.x endpointOptions', (url: string) => ({ endpointOptions: { dfppaDomain: url, dfpCdnDomain: url } })],
  ['6.x dfppaUrl / dfpCdnUrl', (url: string) => ({ dfppaUrl: url, dfpCdnUrl: url })],
] as const)
  test(`a default client signs in (${shape}): the telemetry id first, the Captcha-required retry with a captcha token, then the code`, async () => {
    stopClients();
    // What the page and the scripts would define: the emulator's telemetry.js, run here, and a reCAPTCHA stand-in.
    new Function((await raw(`${emu.url}/telemetry.js`)).text)();
    const executed: unknown[][] = [];
    g.grecaptcha = {
      enterprise: { ready: (cb: () => void) => cb(), execute: async (...a: unknown[]) => (executed.push(a), 'captcha-token-1') },
    };
    const client = new StytchHeadlessClient(TOKEN, { endpoints: { testAPIURL: emu.url }, ...domains(emu.url) });
    const email = `person-${shape.slice(0, 3)}@example.com`;
    try {
      const sent = await client.otps.email.loginOrCreate(email);
      assert.equal(executed, [['site-key-e', { action: 'LOGIN' }]], 'captcha only on the retry');
      const code = lastMessage(emu, email).code!;
      const auth = await client.otps.authenticate(code, sent.method_id, { session_duration_minutes: 30 });
      assert.ok(auth.session_token);
      assert.is(client.session.getSync()?.session_id, auth.session.session_id);
    } finally {
      client._refresher.stop();
    }
  });

test.run();
