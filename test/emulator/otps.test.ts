import { freshClient, lastMessage, startEmulator, stopClients } from './setup';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';

const t = suite('emulator: OTP');
let emu: Emulator;
t.before(async () => {
  emu = await startEmulator();
});
t.after(async () => {
  stopClients();
  await emu.close();
});

const CHANNELS = [
  ['email', 'otp@example.com'],
  ['sms', '+15555550101'],
  ['whatsapp', '+447700900123'],
] as const;

for (const [channel, to] of CHANNELS) {
  t(
    `${channel}: loginOrCreate sends a 6-digit code to the outbox; authenticate signs in and verifies the ${channel === 'email' ? 'email' : 'phone'}`,
    async () => {
      const c = freshClient(emu);
      const sent = await c.otps[channel].loginOrCreate(to);
      const m = lastMessage(emu, to);
      assert.is(m.channel, channel);
      assert.match(m.code!, /^\d{6}$/);
      const auth = await c.otps.authenticate(m.code!, sent.method_id, { session_duration_minutes: 30 });
      assert.is(auth.session.authentication_factors[0].delivery_method, channel);
      const list = channel === 'email' ? auth.user.emails : auth.user.phone_numbers;
      assert.is(list[0].verified, true);
      const reuse = await c.otps.authenticate(m.code!, sent.method_id, { session_duration_minutes: 30 }).catch((e) => e);
      assert.is(reuse.error_type, 'otp_code_not_found');
    },
  );
}

const S = { session_duration_minutes: 30 };
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

t('a wrong code is refused; the attempt limit spends the code: it no longer exists (otp_code_not_found), the right one too', async () => {
  const c = freshClient(emu);
  const sent = await c.otps.email.loginOrCreate('guess@example.com');
  const code = lastMessage(emu, 'guess@example.com').code!;
  const answers: string[] = [];
  for (let i = 0; i < 5; i++) answers.push((await c.otps.authenticate(wrongFor(code), sent.method_id, S).catch((e) => e)).error_type);
  assert.equal(answers, Array(5).fill('otp_code_not_found'), 'the fifth wrong try spends it, with the same answer');
  const spent = await c.otps.authenticate(code, sent.method_id, S).catch((e) => e);
  assert.equal([spent.status_code, spent.error_type], [404, 'otp_code_not_found'], 'a spent code answers as an unknown one');
});

t(
  'user lock: 10 consecutive wrong codes (over two codes) lock the user: any code, the right one too, answers 429 user_lock_limit_reached',
  async () => {
    const c = freshClient(emu);
    const to = '+15555550142';
    const send = async () => (await c.otps.sms.loginOrCreate(to)).method_id;
    // Two codes, each spent by its 5 wrong tries (otp.max_attempts): 10 failed authentications of the user.
    for (let n = 0; n < 2; n++) {
      const method_id = await send();
      const code = lastMessage(emu, to).code!;
      for (let i = 0; i < 5; i++)
        assert.is(
          (await c.otps.authenticate(wrongFor(code), method_id, S).catch((e) => e)).error_type,
          'otp_code_not_found',
          `code ${n}, try ${i}`,
        );
    }
    const method_id = await send();
    const right = await c.otps.authenticate(lastMessage(emu, to).code!, method_id, S).catch((e) => e);
    assert.equal(
      [right.status_code, right.error_type],
      [429, 'user_lock_limit_reached'],
      'locked: the right code of a new send is refused',
    );
    // The lock lasts its time (user_lock.ttl_minutes, 60); then a new code signs in, and the count starts over.
    emu.advance(61 * 60_000);
    const later = await send();
    const ok = await c.otps.authenticate(lastMessage(emu, to).code!, later, S);
    assert.ok(ok.session_token);
  },
);

t('user lock: a right code resets the count (the failures must be consecutive)', async () => {
  const c = freshClient(emu);
  const to = 'reset-count@example.com';
  const round = async (wrongTries: number, thenRight: boolean) => {
    const { method_id } = await c.otps.email.loginOrCreate(to);
    const code = lastMessage(emu, to).code!;
    for (let i = 0; i < wrongTries; i++) await c.otps.authenticate(wrongFor(code), method_id, S).catch(() => {});
    return thenRight ? c.otps.authenticate(code, method_id, S) : null;
  };
  assert.ok((await round(4, true))?.session_token);
  assert.ok((await round(4, true))?.session_token);
  assert.ok((await round(4, true))?.session_token, '12 wrong codes in all, never 10 in a row: no lock');
});

t('codes expire', async () => {
  const c = freshClient(emu);
  const sent = await c.otps.sms.loginOrCreate('+15555550199', { expiration_minutes: 2 });
  emu.advance(3 * 60_000);
  const e = await c.otps
    .authenticate(lastMessage(emu, '+15555550199').code!, sent.method_id, { session_duration_minutes: 30 })
    .catch((x) => x);
  assert.is(e.error_type, 'otp_code_not_found');
});

t("the API's code lifetimes: 2 minutes by default, 1 to 10 when asked", async () => {
  const c = freshClient(emu);
  const sent = await c.otps.sms.loginOrCreate('+15555550198');
  emu.advance(2 * 60_000 + 1_000);
  const late = await c.otps
    .authenticate(lastMessage(emu, '+15555550198').code!, sent.method_id, { session_duration_minutes: 30 })
    .catch((x) => x);
  assert.is(late.error_type, 'otp_code_not_found', 'gone after the default 2 minutes');
  assert.is((await c.otps.sms.loginOrCreate('+15555550198', { expiration_minutes: 11 }).catch((e) => e)).error_type, 'invalid_expiration');
  assert.ok((await c.otps.sms.loginOrCreate('+15555550198', { expiration_minutes: 10 })).method_id);
});

t('send/primary needs an existing user; send/secondary adds a phone to the signed-in user', async () => {
  const c = freshClient(emu);
  assert.is((await c.otps.sms.send('+15555550177').catch((e) => e)).error_type, 'phone_number_not_found');
  const a = await c.otps.email.loginOrCreate('multi@example.com');
  await c.otps.authenticate(lastMessage(emu, 'multi@example.com').code!, a.method_id, { session_duration_minutes: 30 });
  const b = await c.otps.sms.send('+15555550177');
  const auth = await c.otps.authenticate(lastMessage(emu, '+15555550177').code!, b.method_id, { session_duration_minutes: 30 });
  assert.is(auth.user.emails[0].email, 'multi@example.com');
  assert.is(auth.user.phone_numbers[0].phone_number, '+15555550177');
  assert.equal(auth.session.authentication_factors.map((f: any) => f.delivery_method).sort(), ['email', 'sms']);
});

t('invalid phone numbers and emails are 400s; sends are rate-limited per identifier (429)', async () => {
  const c = freshClient(emu);
  assert.is((await c.otps.sms.loginOrCreate('555-0100').catch((e) => e)).error_type, 'invalid_phone_number');
  assert.is((await c.otps.email.loginOrCreate('not-an-email').catch((e) => e)).error_type, 'invalid_email');
  let last: any;
  for (let i = 0; i < 21; i++) last = await c.otps.email.loginOrCreate('spam@example.com').catch((e) => e);
  assert.is(last.error_type, 'too_many_requests');
  assert.is(last.status_code, 429);
  emu.advance(61_000);
  assert.ok((await c.otps.email.loginOrCreate('spam@example.com')).method_id);
});

t.run();
