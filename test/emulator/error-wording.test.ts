// The emulator's error_messages read like the vendor's: for people, never naming headers, fields or
// the emulator's own internals; and its email rule is the client's (src/wire/email.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { fail } from '../../src/emulator/errors';
import { lifetime } from '../../src/emulator/outbox';
import { INVALID_EMAIL, isEmail } from '../../src/wire/email';
import { validEmail } from '../../src/ui/email';
import { freshClient, startEmulator, stopClients } from './setup';

const t = suite('emulator: error wording and the shared email rule');
let emu: Emulator;
t.before(async () => {
  emu = await startEmulator();
});
t.after(async () => {
  stopClients();
  await emu.close();
});

// The error_types a person can meet while signing in (consumer and B2B).
const USER_FACING = [
  'unauthorized_credentials',
  'invalid_email',
  'invalid_phone_number',
  'too_many_requests',
  'unable_to_auth_magic_link',
  'otp_code_not_found',
  'user_lock_limit_reached',
  'oauth_token_not_found',
  'reset_password',
  'breached_password',
  'unable_to_auth_password_reset_token',
  'session_too_old_to_reset_password',
  'unable_to_authenticate_totp',
  'unable_to_authenticate_recovery_code',
  'no_pending_webauthn_registration',
  'unable_to_auth_webauthn_registration',
  'unable_to_authenticate_crypto_wallet',
  'invalid_signature',
  'internal_server_error',
];
const INTERNALS = /authorization|header|emulator|console|endpoint|\b[a-z]+_[a-z_]+\b|\(|e\.g\./i;

t("user-facing error_messages name no header, field, endpoint or the emulator's internals", () => {
  const bad = USER_FACING.map((type) => [type, fail(type).message]).filter(([, m]) => INTERNALS.test(m));
  assert.equal(bad, []);
});

t("a wrong password answers 'Unauthorized credentials.' over the wire", async () => {
  const email = `wording-${Date.now()}@example.com`;
  await freshClient(emu).passwords.create({ email, password: 'Quiet-Violet-Harbor-71!', session_duration_minutes: 30 });
  const c = freshClient(emu);
  const e = await c.passwords.authenticate({ email, password: 'Wrong-pass-123!', session_duration_minutes: 30 }).catch((x) => x);
  assert.is(e.error_type, 'unauthorized_credentials');
  assert.is(e.error_message, 'Unauthorized credentials.');
});

const ADDRESSES: [string, boolean][] = [
  ['ada@example.com', true],
  ['a.b+tag@mail.example.co.uk', true],
  ['<script>alert(1)</script>@x.com', false],
  ['a(b)@x.com', false],
  ['a b@x.com', false],
  ['a@x', false],
  ['a@x.c', false],
];

t("one email rule: the client check and the emulator agree; the emulator says the spec's words", async () => {
  for (const [address, ok] of ADDRESSES) {
    assert.is(isEmail(address), ok, address);
    assert.is(validEmail(address), ok, `client: ${address}`);
  }
  const c = freshClient(emu);
  const e = await (c.otps.email.loginOrCreate as any)('<script>alert(1)</script>@x.com').catch((x: any) => x);
  assert.is(e.error_type, 'invalid_email', 'the emulator refuses what the client refuses');
  assert.is(e.error_message, INVALID_EMAIL);
  assert.is(INVALID_EMAIL, 'Invalid email address');
});

t('messages say a lifetime in the unit people use: an invite lasts 7 days, not 10080 minutes', () => {
  const said = [10, 60, 90, 1440, 10080].map(lifetime);
  assert.equal(said, ['10 minutes', '1 hour', '90 minutes', '1 day', '7 days']);
});

t.run();
