// More than 1,000 malformed requests across every wire route (consumer, B2B, shared): each must be
// answered 4xx with an error_type, never 5xx, and the emulator must still work afterwards.
import { basic, freshClient, lastMessage, raw, startEmulator, stopClients, type RawAnswer } from './setup';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { b2b, consumer, fill, shared, type Route } from '../../src/wire/routes';

const t = suite('emulator: malformed requests');
let emu: Emulator;
t.before(async () => {
  emu = await startEmulator();
});
t.after(async () => {
  stopClients();
  await emu.close();
});

/** Field names the endpoints read, each set to a wrong type in turn. */
const FIELDS = [
  'email',
  'email_address',
  'phone_number',
  'mfa_phone_number',
  'token',
  'code',
  'method_id',
  'password',
  'existing_password',
  'new_password',
  'session_duration_minutes',
  'expiration_minutes',
  'code_verifier',
  'code_challenge',
  'login_magic_link_url',
  'signup_magic_link_url',
  'login_redirect_url',
  'signup_redirect_url',
  'discovery_redirect_url',
  'reset_password_redirect_url',
  'login_expiration_minutes',
  'signup_expiration_minutes',
  'create_user_as_pending',
  'totp_code',
  'recovery_code',
  'signature',
  'crypto_wallet_address',
  'crypto_wallet_type',
  'siwe_params',
  'public_key_credential',
  'domain',
  'authenticator_type',
  'name',
  'untrusted_metadata',
  'impersonation_token',
  'id_token',
  'nonce',
  'events',
  'organization_id',
  'organization_slug',
  'organization_name',
  'intermediate_session_token',
  'member_id',
  'connection_id',
  'client_id',
  'redirect_uri',
  'response_type',
  'scopes',
  'consent_granted',
  'post_logout_redirect_uri',
  'state',
  'locale',
  'roles',
  'email_jit_provisioning',
  'sso_connection_id',
  'return_passkey_credential_options',
];

const WRONG: unknown[] = [12345, { nested: true }, ['a', 1], true, 'x'.repeat(20_000)];
const ROUTES: Route[] = [...Object.values(consumer), ...Object.values(b2b), ...Object.values(shared)];
const OTHER_METHOD: Record<string, string> = { GET: 'DELETE', POST: 'GET', PUT: 'POST', DELETE: 'POST' };

interface Case {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

function cases(route: Route): Case[] {
  const [method, pattern] = route;
  const path = `/sdk/v1${fill(pattern, { id: 'x-unknown', public_token: 'public-token-test-nope' })}`;
  const realPath = `/sdk/v1${fill(pattern, { id: 'x-unknown', public_token: emu.publicToken })}`;
  const json = { 'Content-Type': 'application/json' };
  const auth = { Authorization: basic(emu.publicToken), ...json };
  const hasBody = method === 'POST' || method === 'PUT';
  const list: Case[] = [
    { label: 'no Authorization', method, path: realPath, headers: json, body: hasBody ? '{}' : undefined },
    { label: 'not Basic', method, path: realPath, headers: { ...json, Authorization: 'Bearer abc' }, body: hasBody ? '{}' : undefined },
    {
      label: 'garbage Basic',
      method,
      path: realPath,
      headers: { ...json, Authorization: 'Basic !!!not-base64' },
      body: hasBody ? '{}' : undefined,
    },
    {
      label: 'no colon',
      method,
      path: realPath,
      headers: { ...json, Authorization: `Basic ${Buffer.from('just-a-token').toString('base64')}` },
    },
    {
      label: 'unknown public token',
      method,
      path: realPath,
      headers: { ...json, Authorization: basic('public-token-test-unknown') },
      body: hasBody ? '{}' : undefined,
    },
    {
      label: 'oversized body',
      method,
      path: realPath,
      headers: auth,
      body: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(150 * 1024) }),
    },
    { label: 'wrong method', method: OTHER_METHOD[method], path: realPath, headers: auth, body: '{}' },
    { label: 'unknown path below', method, path: `${realPath}/nope/deeper`, headers: auth, body: '{}' },
  ];
  if (method === 'GET') {
    list.push({
      label: 'bogus session token',
      method,
      path: realPath.includes('bootstrap') ? path : realPath,
      headers: { ...json, Authorization: basic(emu.publicToken, 'bogus-session-token') },
    });
    return list;
  }
  list.push(
    { label: 'invalid JSON', method, path: realPath, headers: auth, body: '{"email": ' },
    { label: 'text/plain', method, path: realPath, headers: { ...auth, 'Content-Type': 'text/plain' }, body: '{"email":"a@b.co"}' },
    {
      label: 'form encoded',
      method,
      path: realPath,
      headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.co',
    },
    { label: 'JSON array', method, path: realPath, headers: auth, body: '[1,2,3]' },
    { label: 'JSON string', method, path: realPath, headers: auth, body: '"hello"' },
    { label: 'JSON null', method, path: realPath, headers: auth, body: 'null' },
    { label: 'binary', method, path: realPath, headers: auth, body: Buffer.from([0xff, 0xfe, 0x00, 0x01]) },
    {
      label: 'deeply nested JSON',
      method,
      path: realPath,
      headers: auth,
      body: `{"email":"a@b.co","untrusted_metadata":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
    },
  );
  for (const wrong of WRONG) {
    const body = JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, wrong])));
    list.push({
      label: `wrong types (${typeof wrong}${Array.isArray(wrong) ? ' array' : ''})`,
      method,
      path: realPath,
      headers: auth,
      body,
    });
    list.push({
      label: `wrong types, bogus session (${typeof wrong})`,
      method,
      path: realPath,
      headers: { ...auth, Authorization: basic(emu.publicToken, 'bogus-session') },
      body,
    });
    list.push({
      label: `wrong types, B2B token (${typeof wrong})`,
      method,
      path: realPath,
      headers: { ...auth, Authorization: basic(emu.b2bPublicToken) },
      body,
    });
  }
  return list;
}

async function runAll(all: Case[], parallel = 8): Promise<{ c: Case; r: RawAnswer }[]> {
  const out: { c: Case; r: RawAnswer }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < all.length) {
        const c = all[next++];
        out.push({ c, r: await raw(`${emu.url}${c.path}`, { method: c.method, headers: c.headers, body: c.body }) });
      }
    }),
  );
  return out;
}

t('every malformed request gets a 4xx with an error_type; none a 5xx; the emulator still works afterwards', async () => {
  const all = ROUTES.flatMap(cases);
  assert.ok(all.length >= 1000, `only ${all.length} cases`);
  const results = await runAll(all);
  const bad = results.filter(({ r }) => r.status < 400 || r.status >= 500 || typeof r.json?.error_type !== 'string');
  assert.equal(
    bad.slice(0, 10).map(({ c, r }) => `${c.method} ${c.path} [${c.label}] -> ${r.status} ${r.text.slice(0, 120)}`),
    [],
  );
  assert.is(results.length, all.length);

  // Still correct: a full sign-in through the headless client.
  const client = freshClient(emu);
  const sent = await client.otps.email.loginOrCreate('after-fuzz@example.com');
  const auth = await client.otps.authenticate(lastMessage(emu, 'after-fuzz@example.com').code!, sent.method_id, {
    session_duration_minutes: 30,
  });
  assert.ok(auth.session_token);
  assert.is((await client.user.get()).user_id, auth.user_id);
});

t('error bodies carry status_code, request_id, error_type, error_message, error_url', async () => {
  const r = await raw(`${emu.url}/sdk/v1/users/search`, {
    method: 'POST',
    headers: { Authorization: basic(emu.publicToken), 'Content-Type': 'application/json' },
    body: '{}',
  });
  assert.is(r.status, 400);
  assert.equal(Object.keys(r.json).sort(), ['error_message', 'error_type', 'error_url', 'request_id', 'status_code']);
  assert.is(r.json.error_type, 'bad_request', 'a required field missing is a malformed request');
  assert.match(r.json.error_message, 'email');
  const nf = await raw(`${emu.url}/nowhere`);
  assert.is(nf.status, 404);
  assert.is(nf.json.error_type, 'route_not_found');
  // Malformed bodies: bad_request with their own words, and their own HTTP status where HTTP has one.
  const post = (body: string, type = 'application/json') =>
    raw(`${emu.url}/sdk/v1/otps/email/login_or_create`, {
      method: 'POST',
      headers: { Authorization: basic(emu.publicToken), 'Content-Type': type },
      body,
    });
  const answers = await Promise.all([
    post('{nope'),
    post('[1]'),
    post('{"email":"a@b.co"}', 'text/plain'),
    post(`"${'x'.repeat(101 * 1024)}"`),
  ]);
  assert.equal(
    answers.map((a) => [a.status, a.json.error_type]),
    [
      [400, 'bad_request'],
      [400, 'bad_request'],
      [415, 'bad_request'],
      [413, 'bad_request'],
    ],
  );
  assert.match(answers[0].json.error_message, 'not valid JSON');
  assert.match(answers[2].json.error_message, 'application/json');
  assert.match(answers[3].json.error_message, '100 KB');
});

t.run();
