// WebAuthn through the headless client with a software authenticator standing in for
// navigator.credentials: a P-256 key, 'none' attestation (CBOR written here), ES256 assertions.
import { freshClient, lastMessage, sdk, startEmulator, stopClients } from './setup';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { deviceName } from '../../src/emulator/device-name';

const t = suite('emulator: WebAuthn');
let emu: Emulator;
t.before(async () => {
  emu = await startEmulator();
});
t.after(async () => {
  stopClients();
  await emu.close();
});

// Minimal CBOR: unsigned/negative ints, byte and text strings, maps.
function cbor(v: unknown): Buffer {
  const head = (major: number, n: number) =>
    n < 24
      ? Buffer.from([(major << 5) | n])
      : n < 256
        ? Buffer.from([(major << 5) | 24, n])
        : Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), Buffer.from(v)]);
  if (v instanceof Map) return Buffer.concat([head(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x)])]);
  throw new Error('cbor: unsupported');
}

const ab = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
const b64url = (b: ArrayBuffer | Buffer) => Buffer.from(b as ArrayBuffer).toString('base64url');
const ORIGIN = 'http://localhost:3000';

/** A software authenticator: one credential per create(); get() signs with the matching key. */
function softAuthenticator() {
  const creds = new Map<string, { key: KeyObject; userHandle: Buffer; counter: number }>();
  let tamper = false;
  const api = {
    async create({ publicKey }: { publicKey: any }) {
      const { privateKey, publicKey: pub } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = pub.export({ format: 'jwk' });
      const credId = randomBytes(16);
      const cose = cbor(
        new Map<number, unknown>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const rpIdHash = createHash('sha256').update(publicKey.rp.id).digest();
      const len = Buffer.from([credId.length >> 8, credId.length & 255]);
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x45]), Buffer.alloc(4), Buffer.alloc(16), len, credId, cose]);
      const attestation = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      const clientData = Buffer.from(
        JSON.stringify({ type: 'webauthn.create', challenge: b64url(publicKey.challenge), origin: ORIGIN, crossOrigin: false }),
      );
      creds.set(b64url(credId), { key: privateKey, userHandle: Buffer.from(publicKey.user.id), counter: 0 });
      return {
        id: b64url(credId),
        rawId: ab(credId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        getClientExtensionResults: () => ({}),
        response: { clientDataJSON: ab(clientData), attestationObject: ab(attestation), getTransports: () => ['internal'] },
      };
    },
    async get({ publicKey }: { publicKey: any }) {
      const allowed = (publicKey.allowCredentials || []).map((c: any) => b64url(c.id));
      const entry = [...creds].find(([id]) => !allowed.length || allowed.includes(id));
      if (!entry) return null;
      const [id, cred] = entry;
      cred.counter += 1;
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(cred.counter);
      const authData = Buffer.concat([createHash('sha256').update(publicKey.rpId).digest(), Buffer.from([0x05]), counter]);
      const clientData = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge: b64url(publicKey.challenge), origin: ORIGIN, crossOrigin: false }),
      );
      let signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(clientData).digest()]), cred.key);
      if (tamper) signature = Buffer.from(signature.map((b, i) => (i === signature.length - 1 ? b ^ 1 : b)));
      return {
        id,
        rawId: ab(Buffer.from(id, 'base64url')),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        getClientExtensionResults: () => ({}),
        response: {
          clientDataJSON: ab(clientData),
          authenticatorData: ab(authData),
          signature: ab(signature),
          userHandle: ab(cred.userHandle),
        },
      };
    },
    tamper(on: boolean) {
      tamper = on;
    },
  };
  Object.defineProperty(navigator, 'credentials', { value: api, configurable: true });
  return api;
}

async function signIn(email: string) {
  const c = freshClient(emu);
  const sent = await c.otps.email.loginOrCreate(email);
  const auth = await c.otps.authenticate(lastMessage(emu, email).code!, sent.method_id, { session_duration_minutes: 30 });
  return { c, auth };
}

t('register start answers creation options as a JSON string with base64url fields', async () => {
  const { auth } = await signIn('passkey-start@example.com');
  const r = await sdk(
    emu,
    'POST',
    '/webauthn/register/start',
    { domain: 'localhost', return_passkey_credential_options: true },
    auth.session_token,
  );
  const o = JSON.parse(r.json.data.public_key_credential_creation_options);
  assert.is(o.rp.id, 'localhost');
  assert.match(o.challenge, /^[A-Za-z0-9_-]+$/);
  assert.is(o.authenticatorSelection.residentKey, 'required');
  const a = await sdk(emu, 'POST', '/webauthn/authenticate/start/primary', { domain: 'localhost' });
  assert.match(JSON.parse(a.json.data.public_key_credential_request_options).challenge, /^[A-Za-z0-9_-]+$/);
  const anon = await sdk(emu, 'POST', '/webauthn/register/start', { domain: 'localhost' });
  assert.is(anon.json.error_type, 'session_not_found');
});

t('register with a software authenticator, then sign in with the passkey (primary), rename, delete', async () => {
  const authn = softAuthenticator();
  const { c, auth } = await signIn('passkey@example.com');
  const reg = await c.webauthn.register({ domain: 'localhost', is_passkey: true, session_duration_minutes: 30 });
  assert.ok(reg.webauthn_registration_id);
  assert.is(reg.user.webauthn_registrations.length, 1);
  // Named from the registering browser and platform, not by its raw id.
  assert.is(reg.user.webauthn_registrations[0].name, deviceName(navigator.userAgent));
  assert.not.match(reg.user.webauthn_registrations[0].name, /webauthn-registration/);
  const c2 = freshClient(emu);
  const signedIn = await c2.webauthn.authenticate({ domain: 'localhost', session_duration_minutes: 30 });
  assert.is(signedIn!.user_id, auth.user_id);
  assert.is(signedIn!.session.authentication_factors[0].type, 'webauthn');
  const renamed = await c2.webauthn.update({ webauthn_registration_id: reg.webauthn_registration_id, name: 'Laptop' });
  assert.is(renamed.webauthn_registration.name, 'Laptop');
  // A tampered signature and a replayed credential are refused.
  authn.tamper(true);
  const forged = await freshClient(emu)
    .webauthn.authenticate({ domain: 'localhost', session_duration_minutes: 30 })
    .catch((e) => e);
  assert.is(forged.error_type, 'unable_to_auth_webauthn_registration');
  authn.tamper(false);
  // Removing a factor from a user with an email and a passkey needs a session of both kinds (the
  // vendor's MFA rule): the passkey-only session is refused; with an email code added, it may.
  const del = (token: string) => sdk(emu, 'DELETE', `/users/webauthn_registrations/${reg.webauthn_registration_id}`, undefined, token);
  assert.is((await del(signedIn!.session_token)).json.error_type, 'insufficient_factors');
  const sent = (await sdk(emu, 'POST', '/otps/email/login_or_create', { email: 'passkey@example.com' })).json.data;
  const code = lastMessage(emu, 'passkey@example.com').code;
  const both = (await sdk(emu, 'POST', '/otps/authenticate', { token: code, method_id: sent.method_id }, signedIn!.session_token)).json
    .data;
  assert.equal(both.session.authentication_factors.map((f: any) => f.type).sort(), ['otp', 'webauthn']);
  const deleted = await del(both.session_token);
  assert.is(deleted.json.data.__user.webauthn_registrations.length, 0);
  const gone = await freshClient(emu)
    .webauthn.authenticate({ domain: 'localhost', session_duration_minutes: 30 })
    .catch((e) => e);
  assert.is(gone.error_type, 'webauthn_registration_not_found');
});

t('bad credentials: malformed JSON, unknown challenge, wrong origin', async () => {
  const { auth } = await signIn('passkey-bad@example.com');
  const malformed = await sdk(emu, 'POST', '/webauthn/register', { public_key_credential: '{"id":1}' }, auth.session_token);
  assert.is(malformed.json.error_type, 'no_pending_webauthn_registration', 'register before register/start');
  await sdk(emu, 'POST', '/webauthn/register/start', { domain: 'localhost' }, auth.session_token);
  const junk = await sdk(
    emu,
    'POST',
    '/webauthn/register',
    { public_key_credential: '{"id":"x","response":{"clientDataJSON":"bm90LWpzb24"}}' },
    auth.session_token,
  );
  assert.is(junk.json.error_type, 'invalid_public_key_credential');
  const noChallenge = await sdk(emu, 'POST', '/webauthn/authenticate', {
    public_key_credential: JSON.stringify({
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      response: {
        clientDataJSON: b64url(Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'never-issued', origin: ORIGIN }))),
      },
    }),
    session_duration_minutes: 30,
  });
  assert.is(noChallenge.json.error_type, 'unable_to_auth_webauthn_registration', 'a challenge this emulator never issued');
});

t.run();
