// What the profile widget relies on (issue 27): a signed-in user's new email or phone joins the user
// only when its code is right; the last way to sign in cannot be removed (another can); a passkey
// rename; a password set needs a recent email factor (step-up), which an email code gives; a user
// with factors of two kinds adds or removes one only from a session of both kinds (insufficient_factors).
import { freshClient, lastMessage, startEmulator, stopClients } from './setup';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';

const t = suite('emulator: profile calls');
let emu: Emulator;
t.before(async () => {
  emu = await startEmulator();
});
t.after(async () => {
  stopClients();
  await emu.close();
});

const MIN = { session_duration_minutes: 30 };

async function signedIn(email: string, minutes = MIN) {
  const c = freshClient(emu);
  const a = await c.otps.email.loginOrCreate(email);
  await c.otps.authenticate(lastMessage(emu, email).code!, a.method_id, minutes);
  return c;
}

t('a new email joins the signed-in user only with its right code', async () => {
  const c = await signedIn('owner@example.com');
  const sent = await c.otps.email.send('second@example.com');
  let user = await c.user.get();
  assert.equal(
    user.emails.map((e) => e.email),
    ['owner@example.com'],
    'not on the user before its code',
  );
  const code = lastMessage(emu, 'second@example.com').code!;
  const wrong = code === '000000' ? '111111' : '000000';
  assert.is((await c.otps.authenticate(wrong, sent.method_id, MIN).catch((e) => e)).error_type, 'otp_code_not_found');
  assert.is((await c.user.get()).emails.length, 1, 'a wrong code attaches nothing');
  const auth = await c.otps.authenticate(code, sent.method_id, MIN);
  assert.equal(
    auth.user.emails.map((e) => [e.email, e.verified]),
    [
      ['owner@example.com', true],
      ['second@example.com', true],
    ],
  );
  assert.is(auth.user.emails[1].email_id, sent.method_id);
  user = await c.user.get();
  assert.is(user.emails.length, 2);
});

t('a new phone joins only with its code; an expired code attaches nothing', async () => {
  const c = await signedIn('phone-owner@example.com');
  const sent = await c.otps.sms.send('+15555550142', { expiration_minutes: 2 });
  emu.advance(3 * 60_000);
  const code = lastMessage(emu, '+15555550142').code!;
  assert.is((await c.otps.authenticate(code, sent.method_id, MIN).catch((e) => e)).error_type, 'otp_code_not_found');
  assert.equal((await c.user.get()).phone_numbers, []);
});

t('the last way to sign in cannot be removed; with another one it can', async () => {
  const c = await signedIn('last@example.com');
  const only = (await c.user.get()).emails[0].email_id;
  const refused = await c.user.deleteEmail(only).catch((e) => e);
  assert.is(refused.error_type, 'cannot_delete_last_primary_factor');
  assert.is((await c.user.get()).emails.length, 1);
  const sent = await c.otps.sms.send('+15555550143');
  await c.otps.authenticate(lastMessage(emu, '+15555550143').code!, sent.method_id, MIN);
  await c.user.deleteEmail(only);
  const user = await c.user.get();
  assert.equal(user.emails, []);
  assert.is(
    (await c.user.deletePhoneNumber(user.phone_numbers[0].phone_id).catch((e) => e)).error_type,
    'cannot_delete_last_primary_factor',
  );
});

t('an unverified factor may always go; TOTP is not a way to sign in', async () => {
  const c = await signedIn('totp-owner@example.com');
  await c.totps.create({ expiration_minutes: 10 });
  const u = await c.user.get();
  await c.user.deleteTOTP(u.totps[0].totp_id);
  assert.equal((await c.user.get()).totps, []);
});

t('a password set needs a recent email factor; an email code gives one (step-up)', async () => {
  const c = await signedIn('stepup@example.com');
  emu.advance(10 * 60_000);
  const old = await c.passwords.resetBySession({ password: 'a-long-fine-passphrase-27', ...MIN }).catch((e) => e);
  assert.is(old.error_type, 'session_too_old_to_reset_password');
  const sent = await c.otps.email.send('stepup@example.com');
  await c.otps.authenticate(lastMessage(emu, 'stepup@example.com').code!, sent.method_id, MIN);
  const ok = await c.passwords.resetBySession({ password: 'a-long-fine-passphrase-27', ...MIN });
  assert.ok(ok.user.password);
});

t(
  'MFA rule: a user with factors of two kinds adds or removes one only from a session of both kinds, one factor under an hour old',
  async () => {
    const c = await signedIn('mfa-rule@example.com', { session_duration_minutes: 240 });
    // One kind held (an email): a phone may be added from the email-only session.
    const sent = await c.otps.sms.send('+15555550144');
    await c.otps.authenticate(lastMessage(emu, '+15555550144').code!, sent.method_id, { session_duration_minutes: 240 });
    // Now email and phone, and a session of both: adding an authenticator app is allowed ...
    assert.ok((await c.totps.create({ expiration_minutes: 10 })).secret);
    // ... not once both factors are over an hour old.
    emu.advance(61 * 60_000);
    assert.is((await c.totps.create({ expiration_minutes: 10 }).catch((e) => e)).error_type, 'insufficient_factors');
    // An email-only session may not remove the phone; with a fresh phone code it may.
    const other = await signedIn('mfa-rule@example.com');
    const phone = (await other.user.get()).phone_numbers[0].phone_id;
    const refused = await other.user.deletePhoneNumber(phone).catch((e) => e);
    assert.is(refused.error_type, 'insufficient_factors');
    assert.is(refused.status_code, 401, "the vendor's 401 page lists insufficient_factors");
    assert.is((await other.user.get()).phone_numbers.length, 1, 'still there');
    const again = await other.otps.sms.send('+15555550144');
    await other.otps.authenticate(lastMessage(emu, '+15555550144').code!, again.method_id, MIN);
    await other.user.deletePhoneNumber(phone);
    assert.equal((await other.user.get()).phone_numbers, []);
  },
);

t.run();
