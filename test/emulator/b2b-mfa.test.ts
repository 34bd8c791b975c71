// B2B second factors through the emulator with the B2B headless client, in an organization that
// requires MFA: SMS (enrollment with mfa_phone_number, later logins where the server sends the code
// itself), TOTP (enrollment with secret, QR code and recovery codes; later logins), recovery codes
// (recover, get, rotate), and the rules around them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { totpCode } from '../../src/emulator/b2b/totp';
import { lastMessage, sdk } from './setup';
import { apiError, freshB2B, SEED, withEmulator } from './b2b-setup';

const t = suite('emulator: B2B MFA');
let emu: Emulator;
withEmulator(t, (e) => (emu = e));

const globexLogin = (client: ReturnType<typeof freshB2B>, who: { email: string; password: string }) =>
  client.passwords.authenticate({
    organization_id: SEED.globex,
    email_address: who.email,
    password: who.password,
    session_duration_minutes: 30,
  });

t('SMS: enrollment after the first factor, then a later login where the server sends the code', async () => {
  let client = freshB2B(emu);
  const first = await globexLogin(client, SEED.alice);
  assert.is(first.member_session, null);
  assert.is(first.session_token, '');
  assert.ok(first.intermediate_session_token);
  assert.equal(first.mfa_required, { member_options: null, secondary_auth_initiated: null });
  const ids = { organization_id: SEED.globex, member_id: SEED.alice.member_id };
  await client.otps.sms.send({ ...ids, mfa_phone_number: '+15555550123' });
  const sms = lastMessage(emu, '+15555550123');
  assert.is(sms.channel, 'sms');
  const bad = await apiError(
    client.otps.sms.authenticate({ ...ids, code: sms.code === '000000' ? '111111' : '000000', session_duration_minutes: 30 }),
  );
  assert.is(bad.error_type, 'otp_code_not_found');
  const full = await client.otps.sms.authenticate({ ...ids, code: sms.code!, session_duration_minutes: 30 });
  assert.ok(full.session_token);
  assert.equal(full.member_session!.authentication_factors.map((f) => [f.type, f.delivery_method]).sort(), [
    ['otp', 'sms'],
    ['password', 'knowledge'],
  ]);
  assert.is(full.member.mfa_phone_number, '+15555550123');
  assert.is(full.member.mfa_phone_number_verified, true);
  assert.is(full.member.default_mfa_method, 'sms_otp');

  client = freshB2B(emu);
  const before = emu.outbox('+15555550123').length;
  const later = await globexLogin(client, SEED.alice);
  assert.equal(later.mfa_required, {
    member_options: { mfa_phone_number: '+15555550123', totp_registration_id: '' },
    secondary_auth_initiated: 'sms_otp',
  });
  assert.is(emu.outbox('+15555550123').length, before + 1);
  const again = await client.otps.sms.authenticate({ ...ids, code: lastMessage(emu, '+15555550123').code!, session_duration_minutes: 30 });
  assert.ok(again.session_token);
});

t('SMS: a seeded member with an enrolled phone; a phone used by another member is refused; codes expire', async () => {
  let client = freshB2B(emu);
  const partial = await globexLogin(client, SEED.carol);
  assert.is(partial.mfa_required!.secondary_auth_initiated, 'sms_otp');
  const ids = { organization_id: SEED.globex, member_id: SEED.carol.member_id };
  emu.advance(3 * 60_000); // SMS codes live 2 minutes
  const expired = await apiError(
    client.otps.sms.authenticate({ ...ids, code: lastMessage(emu, SEED.carol.phone).code!, session_duration_minutes: 30 }),
  );
  assert.is(expired.error_type, 'otp_code_not_found');
  await client.otps.sms.send(ids);
  const ok = await client.otps.sms.authenticate({ ...ids, code: lastMessage(emu, SEED.carol.phone).code!, session_duration_minutes: 30 });
  assert.ok(ok.session_token);

  client = freshB2B(emu);
  const sam = await globexLogin(client, SEED.sam);
  const dup = await apiError(
    client.otps.sms.send({ organization_id: SEED.globex, member_id: sam.member_id, mfa_phone_number: SEED.carol.phone }),
  );
  assert.is(dup.error_type, 'duplicate_member_phone_number');
});

t("SMS: wrong codes count toward the member's user lock; locked, the right code answers 429 user_lock_limit_reached", async () => {
  const client = freshB2B(emu);
  await globexLogin(client, SEED.carol);
  const ids = { organization_id: SEED.globex, member_id: SEED.carol.member_id, session_duration_minutes: 30 };
  const code = () => lastMessage(emu, SEED.carol.phone).code!;
  for (let n = 0; n < 2; n++) {
    await client.otps.sms.send({ organization_id: ids.organization_id, member_id: ids.member_id });
    const wrong = code() === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      assert.is((await apiError(client.otps.sms.authenticate({ ...ids, code: wrong }))).error_type, 'otp_code_not_found');
  }
  await client.otps.sms.send({ organization_id: ids.organization_id, member_id: ids.member_id });
  const locked = await apiError(client.otps.sms.authenticate({ ...ids, code: code() }));
  assert.equal([locked.status_code, locked.error_type], [429, 'user_lock_limit_reached']);
  emu.advance(61 * 60_000); // the lock lapses (and the intermediate session with it: a new sign-in sends a code)
  await globexLogin(client, SEED.carol);
  assert.ok((await client.otps.sms.authenticate({ ...ids, code: code() })).session_token);
});

t('second-factor calls need the intermediate session token (or the member session)', async () => {
  const r = await sdk(
    emu,
    'POST',
    '/b2b/otps/sms/send',
    { organization_id: SEED.globex, member_id: SEED.carol.member_id },
    undefined,
    emu.b2bPublicToken,
  );
  assert.is(r.status, 404);
  assert.is(r.json.error_type, 'intermediate_session_not_found');
  // someone else's token does not fit
  const client = freshB2B(emu);
  const alice = await globexLogin(client, SEED.alice);
  const other = await sdk(
    emu,
    'POST',
    '/b2b/totp',
    { organization_id: SEED.globex, member_id: SEED.carol.member_id, intermediate_session_token: alice.intermediate_session_token },
    undefined,
    emu.b2bPublicToken,
  );
  assert.is(other.json.error_type, 'invalid_intermediate_session_token_for_organization');
});

t('TOTP: enrollment (secret, QR code, recovery codes), later logins, recovery codes get / rotate / recover', async () => {
  let client = freshB2B(emu);
  const first = await client.magicLinks.email.loginOrSignup({ email_address: 'totp-person@globex.test', organization_id: SEED.globex });
  const link = lastMessage(emu, 'totp-person@globex.test').link!;
  const partial = await client.magicLinks.authenticate({
    magic_links_token: new URL(link).searchParams.get('token')!,
    session_duration_minutes: 30,
  });
  assert.ok(partial.mfa_required);
  const ids = { organization_id: SEED.globex, member_id: first.member_id };
  const created = await client.totp.create(ids);
  assert.match(created.secret, /^[A-Z2-7]{32}$/);
  assert.match(created.qr_code, /^data:image\/png;base64,/);
  assert.is(created.recovery_codes.length, 10);
  const wrong = await apiError(
    client.totp.authenticate({
      ...ids,
      code: '000000' === totpCode(created.secret, emu.emu.now()) ? '111111' : '000000',
      session_duration_minutes: 30,
    }),
  );
  assert.is(wrong.error_type, 'unable_to_authenticate_totp');
  const full = await client.totp.authenticate({ ...ids, code: totpCode(created.secret, emu.emu.now()), session_duration_minutes: 30 });
  assert.ok(full.session_token);
  assert.is(full.member.totp_registration_id, created.totp_registration_id);
  assert.is(full.member.default_mfa_method, 'totp');
  const again = await apiError(client.totp.create(ids));
  assert.is(again.error_type, 'active_totp_exists');

  assert.equal((await client.recoveryCodes.get()).recovery_codes, created.recovery_codes);
  const rotated = (await client.recoveryCodes.rotate()).recovery_codes;
  assert.is(rotated.length, 10);
  assert.not.equal(rotated, created.recovery_codes);

  // later login: magic link, then the authenticator app
  client = freshB2B(emu);
  await client.magicLinks.email.loginOrSignup({ email_address: 'totp-person@globex.test', organization_id: SEED.globex });
  const p2 = await client.magicLinks.authenticate({
    magic_links_token: new URL(lastMessage(emu, 'totp-person@globex.test').link!).searchParams.get('token')!,
    session_duration_minutes: 30,
  });
  assert.equal(p2.mfa_required, {
    member_options: { mfa_phone_number: '', totp_registration_id: created.totp_registration_id },
    secondary_auth_initiated: null,
  });
  emu.advance(60_000);
  const f2 = await client.totp.authenticate({ ...ids, code: totpCode(created.secret, emu.emu.now()), session_duration_minutes: 30 });
  assert.ok(f2.session_token);

  // and with a backup code instead (each works once; old codes were rotated away)
  client = freshB2B(emu);
  await client.magicLinks.email.loginOrSignup({ email_address: 'totp-person@globex.test', organization_id: SEED.globex });
  await client.magicLinks.authenticate({
    magic_links_token: new URL(lastMessage(emu, 'totp-person@globex.test').link!).searchParams.get('token')!,
    session_duration_minutes: 30,
  });
  const old = await apiError(
    client.recoveryCodes.recover({ ...ids, recovery_code: created.recovery_codes[0], session_duration_minutes: 30 }),
  );
  assert.is(old.error_type, 'unable_to_authenticate_recovery_code');
  const rec = await client.recoveryCodes.recover({ ...ids, recovery_code: rotated[0], session_duration_minutes: 30 });
  assert.ok(rec.session_token);
  assert.is(rec.recovery_codes_remaining, 9);
  assert.ok(rec.member_session!.authentication_factors.some((f) => f.type === 'recovery_code'));
});

t('MFA after a session exchange: the stored intermediate token carries the first factor', async () => {
  const client = freshB2B(emu);
  await client.passwords.authenticate({
    organization_id: SEED.acme,
    email_address: SEED.sam.email,
    password: SEED.sam.password,
    session_duration_minutes: 30,
  });
  const ex = await client.session.exchange({ organization_id: SEED.globex, session_duration_minutes: 30 });
  assert.ok(ex.intermediate_session_token);
  const created = await client.totp.create({ organization_id: SEED.globex, member_id: ex.member_id });
  const full = await client.totp.authenticate({
    organization_id: SEED.globex,
    member_id: ex.member_id,
    code: totpCode(created.secret, emu.emu.now()),
    session_duration_minutes: 30,
  });
  assert.is(full.member_session!.organization_id, SEED.globex);
  assert.equal(full.member_session!.authentication_factors.map((f) => f.type).sort(), ['password', 'totp']);
});

t('an organization created with MFA restricted to TOTP: SMS is refused, TOTP completes; auth methods restricted too', async () => {
  const client = freshB2B(emu);
  await client.otps.email.discovery.send({ email_address: 'strict@strict.test' });
  await client.otps.email.discovery.authenticate({
    code: lastMessage(emu, 'strict@strict.test').code!,
    email_address: 'strict@strict.test',
  });
  const bad = await apiError(client.discovery.organizations.create({ session_duration_minutes: 30, allowed_mfa_methods: ['email'] }));
  assert.is(bad.error_type, 'invalid_argument');
  const created = await client.discovery.organizations.create({
    session_duration_minutes: 30,
    organization_name: 'Strict Co',
    mfa_policy: 'REQUIRED_FOR_ALL',
    mfa_methods: 'RESTRICTED',
    allowed_mfa_methods: ['totp'],
    auth_methods: 'RESTRICTED',
    allowed_auth_methods: ['email_otp', 'password'],
  });
  assert.is(created.member_session, null);
  assert.equal(created.mfa_required, { member_options: null, secondary_auth_initiated: null });
  const ids = { organization_id: created.organization.organization_id, member_id: created.member_id };
  assert.is(
    (await apiError(client.otps.sms.send({ ...ids, mfa_phone_number: '+15555550199' }))).error_type,
    'operation_restricted_by_organization_mfa_methods',
  );
  const totp = await client.totp.create(ids);
  const full = await client.totp.authenticate({ ...ids, code: totpCode(totp.secret, emu.emu.now()), session_duration_minutes: 30 });
  assert.equal(full.member_session!.authentication_factors.map((f) => f.type).sort(), ['otp', 'totp']);
  assert.equal(full.organization.allowed_auth_methods, ['email_otp', 'password']);

  // a magic link is not among the allowed methods: primary_required names the allowed ones
  const other = freshB2B(emu);
  await other.magicLinks.email.loginOrSignup({ email_address: 'strict@strict.test', organization_id: ids.organization_id });
  const partial = await other.magicLinks.authenticate({
    magic_links_token: new URL(lastMessage(emu, 'strict@strict.test').link!).searchParams.get('token')!,
    session_duration_minutes: 30,
  });
  assert.equal(partial.primary_required, { allowed_auth_methods: ['email_otp', 'password'] });
  assert.is(partial.mfa_required, null);
});

t.run();
