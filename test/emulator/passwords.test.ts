import { freshClient, lastMessage, patchProject, startEmulator, stopClients, tokenOf } from './setup';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';

const t = suite('emulator: passwords');
let emu: Emulator;
const STRONG = 'violet-Kettle-58-drums';
const STRONG2 = 'orbit-Lantern-91-maple';
t.before(async () => {
  emu = await startEmulator();
});
t.after(async () => {
  stopClients();
  await emu.close();
});

t('create then authenticate; a wrong password is refused; users/search reports the account type', async () => {
  const c = freshClient(emu);
  assert.is((await c.searchManager.searchUser('pw@example.com')).userType, 'new');
  const created = await c.passwords.create({ email: 'pw@example.com', password: STRONG, session_duration_minutes: 30 });
  assert.ok(created.user.password?.password_id);
  assert.is(created.session.authentication_factors[0].type, 'password');
  assert.is((await c.searchManager.searchUser('pw@example.com')).userType, 'password');
  const auth = await c.passwords.authenticate({ email: 'pw@example.com', password: STRONG, session_duration_minutes: 30 });
  assert.is(auth.user_id, created.user_id);
  const bad = await c.passwords
    .authenticate({ email: 'pw@example.com', password: 'wrong-password', session_duration_minutes: 30 })
    .catch((e) => e);
  assert.is(bad.error_type, 'unauthorized_credentials');
  const unknown = await c.passwords
    .authenticate({ email: 'nobody@example.com', password: STRONG, session_duration_minutes: 30 })
    .catch((e) => e);
  assert.is(unknown.error_type, 'email_not_found');
  const dup = await c.passwords.create({ email: 'pw@example.com', password: STRONG, session_duration_minutes: 30 }).catch((e) => e);
  assert.is(dup.error_type, 'duplicate_email');
});

t('zxcvbn policy: weak and breached passwords are refused; strength_check reports them', async () => {
  const c = freshClient(emu);
  const weak = await c.passwords.strengthCheck({ password: 'abcdefg1' });
  assert.is(weak.strength_policy, 'zxcvbn');
  assert.is(weak.valid_password, false);
  const breached = await c.passwords.strengthCheck({ password: 'password123' });
  assert.is(breached.breached_password, true);
  const strong = await c.passwords.strengthCheck({ email: 'x@example.com', password: STRONG });
  assert.is(strong.valid_password, true);
  assert.ok(strong.score >= 3);
  assert.is(
    (await c.passwords.create({ email: 'weak@example.com', password: 'qwerty', session_duration_minutes: 30 }).catch((e) => e)).error_type,
    'weak_password',
    "breached: the vendor's create answers weak_password (its strength check's breached_password says why)",
  );
  assert.is(
    (await c.passwords.create({ email: 'weak@example.com', password: 'kitten12', session_duration_minutes: 30 }).catch((e) => e))
      .error_type,
    'weak_password',
  );
});

t('luds policy: missing characters and complexity are reported; bootstrap carries the config', async () => {
  await patchProject(emu, { password: { strength_policy: 'luds', luds_min_length: 10, luds_complexity: 3 } });
  try {
    const c = freshClient(emu);
    const b = await c.bootstrap.getAsync();
    assert.equal(b.passwordConfig, { ludsComplexity: 3, ludsMinimumCount: 10 });
    const s = await c.passwords.strengthCheck({ password: 'abc' });
    assert.is(s.strength_policy, 'luds');
    assert.is(s.valid_password, false);
    assert.is(s.feedback.luds_requirements!.missing_characters, 7);
    assert.is(s.feedback.luds_requirements!.missing_complexity, 2);
    const ok = await c.passwords.strengthCheck({ password: 'Abcdefghij1' });
    assert.is(ok.valid_password, true);
  } finally {
    await patchProject(emu, { password: { strength_policy: 'zxcvbn' } });
  }
});

t('reset by email: a single-use link to the reset URL sets a new password', async () => {
  const c = freshClient(emu);
  await c.passwords.create({ email: 'reset@example.com', password: STRONG, session_duration_minutes: 30 });
  await c.passwords.resetByEmailStart({ email: 'reset@example.com' });
  const m = lastMessage(emu, 'reset@example.com');
  assert.ok(m.link!.startsWith('http://localhost:3000/reset?stytch_token_type=reset_password&token='));
  const token = tokenOf(m.link!);
  assert.is(
    (await c.passwords.resetByEmail({ token, password: 'short', session_duration_minutes: 30 }).catch((e) => e)).error_type,
    'weak_password',
  );
  const done = await c.passwords.resetByEmail({ token, password: STRONG2, session_duration_minutes: 30 });
  assert.ok(done.session_token);
  assert.is(
    (await c.passwords.resetByEmail({ token, password: STRONG2, session_duration_minutes: 30 }).catch((e) => e)).error_type,
    'unable_to_auth_password_reset_token',
  );
  assert.ok(await c.passwords.authenticate({ email: 'reset@example.com', password: STRONG2, session_duration_minutes: 30 }));
});

t('reset by existing password and by session', async () => {
  const c = freshClient(emu);
  await c.passwords.create({ email: 'rotate@example.com', password: STRONG, session_duration_minutes: 30 });
  const wrong = await c.passwords
    .resetByExistingPassword({
      email: 'rotate@example.com',
      existing_password: 'nope',
      new_password: STRONG2,
      session_duration_minutes: 30,
    })
    .catch((e) => e);
  assert.is(wrong.error_type, 'unauthorized_credentials');
  await c.passwords.resetByExistingPassword({
    email: 'rotate@example.com',
    existing_password: STRONG,
    new_password: STRONG2,
    session_duration_minutes: 30,
  });
  await c.passwords.resetBySession({ password: 'third-Harbor-77-quilt', session_duration_minutes: 30 });
  assert.ok(
    await c.passwords.authenticate({ email: 'rotate@example.com', password: 'third-Harbor-77-quilt', session_duration_minutes: 30 }),
  );
});

t(
  'reset by session needs a password, email magic link or email code sign-in from the last 5 minutes (session_too_old_to_reset_password)',
  async () => {
    const c = freshClient(emu);
    const sms = await c.otps.sms.loginOrCreate('+15555550188');
    await c.otps.authenticate(lastMessage(emu, '+15555550188').code!, sms.method_id, { session_duration_minutes: 30 });
    const smsOnly = await c.passwords.resetBySession({ password: STRONG, session_duration_minutes: 30 }).catch((e) => e);
    assert.is(smsOnly.error_type, 'session_too_old_to_reset_password', 'an SMS code does not count');
    assert.is(smsOnly.status_code, 400);

    const d = freshClient(emu);
    const sent = await d.otps.email.loginOrCreate('recent@example.com');
    await d.otps.authenticate(lastMessage(emu, 'recent@example.com').code!, sent.method_id, { session_duration_minutes: 30 });
    assert.ok(await d.passwords.resetBySession({ password: STRONG, session_duration_minutes: 30 }), 'an email code counts');
    emu.advance(5 * 60_000 + 1000);
    const old = await d.passwords.resetBySession({ password: STRONG2, session_duration_minutes: 30 }).catch((e) => e);
    assert.is(old.error_type, 'session_too_old_to_reset_password', 'older than 5 minutes');
    await d.passwords.authenticate({ email: 'recent@example.com', password: STRONG, session_duration_minutes: 30 });
    assert.ok(await d.passwords.resetBySession({ password: STRONG2, session_duration_minutes: 30 }), 'a fresh password sign-in counts');
  },
);

t('reset_password (dedupe): a passwordless account must reset by email; so must a breached password on authenticate', async () => {
  const c = freshClient(emu);
  const sent = await c.otps.email.loginOrCreate('passwordless@example.com');
  await c.otps.authenticate(lastMessage(emu, 'passwordless@example.com').code!, sent.method_id, { session_duration_minutes: 30 });
  assert.is((await c.searchManager.searchUser('passwordless@example.com')).userType, 'passwordless');
  const e = await c.passwords
    .authenticate({ email: 'passwordless@example.com', password: STRONG, session_duration_minutes: 30 })
    .catch((x) => x);
  assert.is(e.error_type, 'reset_password');
  // A password accepted under policy 'none' without breach checks, then found breached on authenticate.
  await patchProject(emu, { password: { strength_policy: 'none', breach_detection_on_create: false } });
  try {
    await c.passwords.create({ email: 'breached@example.com', password: 'letmein', session_duration_minutes: 30 });
  } finally {
    await patchProject(emu, { password: { strength_policy: 'zxcvbn', breach_detection_on_create: true } });
  }
  const b = await c.passwords
    .authenticate({ email: 'breached@example.com', password: 'letmein', session_duration_minutes: 30 })
    .catch((x) => x);
  assert.is(b.error_type, 'reset_password');
});

t('dedupe: the first passwordless sign-in of a password user forces one reset by email', async () => {
  const c = freshClient(emu);
  await c.passwords.create({ email: 'dedupe@example.com', password: STRONG, session_duration_minutes: 30 });
  const sent = await c.otps.email.loginOrCreate('dedupe@example.com');
  await c.otps.authenticate(lastMessage(emu, 'dedupe@example.com').code!, sent.method_id, { session_duration_minutes: 30 });
  const e = await c.passwords.authenticate({ email: 'dedupe@example.com', password: STRONG, session_duration_minutes: 30 }).catch((x) => x);
  assert.is(e.error_type, 'reset_password');
  await c.passwords.resetByEmailStart({ email: 'dedupe@example.com' });
  await c.passwords.resetByEmail({
    token: tokenOf(lastMessage(emu, 'dedupe@example.com').link!),
    password: STRONG2,
    session_duration_minutes: 30,
  });
  const again = await c.otps.email.loginOrCreate('dedupe@example.com');
  await c.otps.authenticate(lastMessage(emu, 'dedupe@example.com').code!, again.method_id, { session_duration_minutes: 30 });
  assert.ok(await c.passwords.authenticate({ email: 'dedupe@example.com', password: STRONG2, session_duration_minutes: 30 }));
});

t.run();
