// Deeper than malformed.test.ts: for every consumer endpoint, a valid body (with a real session
// where one is needed) mutated one field at a time. Wrong types must get a 4xx with an error_type;
// odd but well-typed values (empty, huge, negative, unicode, injection-looking) must never get a 5xx.
import { lastMessage, sdk, startEmulator } from './setup';
import { fuzzFields } from './field-fuzz';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { consumer as r, fill, type Route } from '../../src/wire/routes';

const t = suite('emulator: field-by-field fuzz of consumer endpoints');
let emu: Emulator;
let session = '';
t.before(async () => {
  emu = await startEmulator();
  const sent = await sdk(emu, 'POST', '/otps/email/login_or_create', { email: 'fuzz@example.com' });
  const auth = await sdk(emu, 'POST', '/otps/authenticate', {
    token: lastMessage(emu, 'fuzz@example.com').code,
    method_id: sent.json.data.method_id,
    session_duration_minutes: 30,
  });
  session = auth.json.data.session_token;
});
t.after(() => emu.close());

const S = 30;
/** route -> a valid body (every field the endpoint reads). */
const BODIES: [Route, Record<string, unknown>][] = [
  [r.usersUpdate, { untrusted_metadata: { a: 1 }, name: { first_name: 'F' } }],
  [r.sessionsAuthenticate, { session_duration_minutes: S }],
  [
    r.magicLinksLoginOrCreate,
    {
      email: 'a@example.com',
      login_magic_link_url: 'http://localhost:3000/authenticate',
      login_expiration_minutes: 30,
      create_user_as_pending: false,
    },
  ],
  [r.magicLinksSendPrimary, { email: 'fuzz@example.com', signup_expiration_minutes: 30 }],
  [r.magicLinksSendSecondary, { email: 'fuzz2@example.com' }],
  [r.magicLinksAuthenticate, { token: 'x'.repeat(44), session_duration_minutes: S, code_verifier: 'v' }],
  [r.otpSmsLoginOrCreate, { phone_number: '+15555550100', expiration_minutes: 5 }],
  [r.otpWhatsappSendPrimary, { phone_number: '+15555550100' }],
  [r.otpEmailSendSecondary, { email: 'fuzz@example.com', expiration_minutes: 5 }],
  [r.otpAuthenticate, { token: '123456', method_id: 'email-test-x', session_duration_minutes: S }],
  [r.oauthAuthenticate, { token: 'x', session_duration_minutes: S, code_verifier: 'v' }],
  [r.oauthGoogleOneTapStart, { login_redirect_url: 'http://localhost:3000/authenticate' }],
  [r.oauthGoogleOneTapSubmit, { id_token: 'a.b.c', nonce: 'n' }],
  [
    r.cryptoStartPrimary,
    {
      crypto_wallet_address: '0x' + 'a'.repeat(40),
      crypto_wallet_type: 'ethereum',
      siwe_params: { uri: 'http://localhost:3000', resources: ['x'] },
    },
  ],
  [r.cryptoStartSecondary, { crypto_wallet_address: '11111111111111111111111111111111', crypto_wallet_type: 'solana' }],
  [
    r.cryptoAuthenticate,
    {
      crypto_wallet_address: '0x' + 'b'.repeat(40),
      crypto_wallet_type: 'ethereum',
      signature: '0x' + '1'.repeat(130),
      session_duration_minutes: S,
    },
  ],
  [r.totpCreate, { expiration_minutes: 30 }],
  [r.totpAuthenticate, { totp_code: '123456', session_duration_minutes: S }],
  [r.totpRecover, { recovery_code: 'abcd-efgh-ijkl', session_duration_minutes: S }],
  [
    r.webauthnRegisterStart,
    { domain: 'localhost', authenticator_type: 'platform', return_passkey_credential_options: true, override_name: 'n' },
  ],
  [r.webauthnRegister, { public_key_credential: '{"id":"x"}', session_duration_minutes: S }],
  [r.webauthnAuthenticateStartPrimary, { domain: 'localhost' }],
  [r.webauthnAuthenticateStartSecondary, { domain: 'localhost' }],
  [r.webauthnAuthenticate, { public_key_credential: '{"id":"x","response":{"clientDataJSON":"e30"}}', session_duration_minutes: S }],
  [r.webauthnUpdate, { name: 'Laptop' }],
  [r.passwordsCreate, { email: 'p@example.com', password: 'correct-Horse-42-battery', session_duration_minutes: S }],
  [r.passwordsAuthenticate, { email: 'p@example.com', password: 'x', session_duration_minutes: S }],
  [
    r.passwordsResetByEmailStart,
    { email: 'fuzz@example.com', reset_password_redirect_url: 'http://localhost:3000/reset', reset_password_expiration_minutes: 30 },
  ],
  [r.passwordsResetByEmail, { token: 't', password: 'correct-Horse-42-battery', session_duration_minutes: S }],
  [
    r.passwordsResetByExisting,
    { email: 'p@example.com', existing_password: 'x', new_password: 'correct-Horse-42-battery', session_duration_minutes: S },
  ],
  [r.passwordsResetBySession, { password: 'correct-Horse-42-battery', session_duration_minutes: S }],
  [r.passwordsStrengthCheck, { email: 'p@example.com', password: 'abc' }],
  [r.impersonationAuthenticate, { impersonation_token: 'x' }],
  [r.usersSearch, { email: 'fuzz@example.com' }],
];

t('one field at a time: wrong types are 4xx with an error_type; odd values never 5xx', async () => {
  const { count, problems } = await fuzzFields(BODIES, (route, body) =>
    sdk(emu, route[0], fill(route[1], { id: 'webauthn-registration-test-x' }), body, session),
  );
  assert.equal(problems.slice(0, 10), []);
  assert.ok(count > 1000, `${count} requests`);
  // Still correct afterwards.
  const me = await sdk(emu, 'GET', '/users/me', undefined, session);
  assert.is(me.status, 200);
});

t.run();
