// Emulator security (issue 14): admin writes only from the emulator's own pages or a program
// (JSON, no foreign Origin), every config patch validated (a bad one is a 400 and changes nothing).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { totpCode } from '../../src/emulator/codecs';
import { ApiError } from '../../src/emulator/errors';
import { basic, lastMessage, raw, sdk, startEmulator } from './setup';

const t = suite('emulator security');
let emu: Emulator;
t.before(async () => {
  emu = await startEmulator();
});
t.after(() => emu.close());

const bootstrap = async () => {
  const r = await raw(`${emu.url}/sdk/v1/projects/bootstrap/${emu.publicToken}`, { headers: { Authorization: basic(emu.publicToken) } });
  return { text: JSON.stringify({ ...r.json.data, request_id: '' }), status: r.status };
};
const send = (email: string) =>
  raw(`${emu.url}/sdk/v1/otps/email/login_or_create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: basic(emu.publicToken) },
    body: JSON.stringify({ email }),
  });

t('cross-origin admin writes are refused: a text/plain (simple) POST, or JSON from another origin', async () => {
  const writes: [string, string][] = [
    [`/emulator/projects/${emu.publicToken}/config`, '{"password":{"strength_policy":"luds"}}'],
    ['/emulator/clock', '{"advance_ms":86400000}'],
    ['/emulator/reset', '{}'],
    ['/emulator/state', '{"tables":{}}'],
  ];
  const before = (await bootstrap()).text;
  const clock = Date.now();
  let refused = 0;
  for (const [path, body] of writes) {
    for (const headers of <Record<string, string>[]>[
      { 'Content-Type': 'text/plain', Origin: 'https://evil.test' },
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.test' },
      { 'Content-Type': 'application/json', Origin: 'https://evil.test' },
      { 'Content-Type': 'application/json', Origin: 'null' },
    ]) {
      const r = await raw(`${emu.url}${path}`, { method: 'POST', headers, body });
      assert.ok(r.status === 403 || r.status === 415 || r.status === 400, `${path} ${JSON.stringify(headers)} -> ${r.status}`);
      assert.type(r.json?.error_type, 'string');
      refused++;
    }
  }
  assert.is((await bootstrap()).text, before, 'config unchanged');
  assert.ok(emu.emu.now() - clock < 60_000, 'clock not moved');
  console.log(`emulator security: ${refused} cross-origin or simple admin writes, ${refused} refused`);
  // The emulator's own pages (same origin, JSON) and programs (no Origin) may write.
  const own = await raw(`${emu.url}/emulator/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: emu.url },
    body: '{"advance_ms":1}',
  });
  assert.is(own.status, 200);
});

t('an invalid config patch is a 400 and changes nothing; bootstrap and sends still work', async () => {
  const before = (await bootstrap()).text;
  for (const patch of [
    { password: null },
    { password: { luds_min_length: 'ten' } },
    { send_rate_limit_per_minute: -1 },
    { otp: { max_attempts: Number.MAX_VALUE * 10 } },
    { redirect_urls: 'http://x' },
    { products: { a: 1 } },
    { pkce: { oauth: 'yes' } },
    { public_token: 'public-token-test-other' },
    { session: [] },
    JSON.parse('{"__proto__":{"polluted":1}}'),
    JSON.parse('{"captcha":{"constructor":{"prototype":{"x":1}}}}'),
  ]) {
    const r = await raw(`${emu.url}/emulator/projects/${emu.publicToken}/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(patch),
    });
    assert.is(r.status, 400, JSON.stringify(patch));
    assert.is(r.json.error_type, 'invalid_argument');
  }
  assert.is((await bootstrap()).text, before);
  assert.is((await bootstrap()).status, 200);
  assert.is((await send('still-works@example.com')).status, 200);
  // A valid patch applies (null where the default is null, extras a feature reads).
  const ok = await raw(`${emu.url}/emulator/projects/${emu.publicToken}/config`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug_pattern: null, password: { luds_min_length: 10 }, some_extra: { a: [1] } }),
  });
  assert.is(ok.status, 200, ok.text);
  assert.is(ok.json.project.password.luds_min_length, 10);
});

const S = { session_duration_minutes: 30 };
const PASSWORD = 'correct-Horse-42-battery';

/** Tries `wrong` until the answer is not the plain failure; returns how many plain failures came first and the stopping answer. */
async function bruteForce(wrong: () => Promise<{ status: number; json: any }>, plain: string, max = 30) {
  for (let n = 0; n < max; n++) {
    const r = await wrong();
    if (r.json?.error_type !== plain) return { failures: n, stop: r };
  }
  throw new Error(`no limit after ${max} wrong tries`);
}

t(
  'brute force stops at the limit: password, TOTP, recovery code (user lock, 10), one-time codes (5 per code, and the user lock); the right answer is refused after',
  async () => {
    // A password user, signed in (for TOTP), with a TOTP and its recovery codes.
    const email = 'brute@example.com';
    const created = await sdk(emu, 'POST', '/passwords', { email, password: PASSWORD, ...S });
    assert.is(created.status, 200, created.text);
    const session = created.json.data.session_token;
    const totp = await sdk(emu, 'POST', '/totps', { expiration_minutes: 30 }, session);
    assert.is(totp.status, 200, totp.text);
    const { secret, recovery_codes } = totp.json.data;
    assert.is((await sdk(emu, 'POST', '/totps/authenticate', { totp_code: totpCode(secret, emu.emu.now()), ...S }, session)).status, 200);

    const pw = await bruteForce(
      () => sdk(emu, 'POST', '/passwords/authenticate', { email, password: 'wrong-Password-1', ...S }),
      'unauthorized_credentials',
    );
    assert.is(pw.failures, 10);
    assert.equal([pw.stop.status, pw.stop.json.error_type], [429, 'user_lock_limit_reached']);
    const right = await sdk(emu, 'POST', '/passwords/authenticate', { email, password: PASSWORD, ...S });
    assert.equal([right.status, right.json.error_type], [429, 'user_lock_limit_reached'], 'the right password is refused while locked');
    // TOTP and recovery codes count toward the same user lock: locked already.
    const t1 = await sdk(emu, 'POST', '/totps/authenticate', { totp_code: totpCode(secret, emu.emu.now()), ...S }, session);
    assert.is(t1.json.error_type, 'user_lock_limit_reached');
    // After the lock's hour, TOTP brute force from zero, then recovery codes.
    emu.emu.advance(61 * 60_000);
    const session2 = (await sdk(emu, 'POST', '/passwords/authenticate', { email, password: PASSWORD, ...S })).json.data.session_token;
    assert.ok(session2, 'unlocked after the lock time, and a success resets the count');
    const wrongCode = totpCode(secret, emu.emu.now() + 10 * 60_000);
    const tp = await bruteForce(
      () => sdk(emu, 'POST', '/totps/authenticate', { totp_code: wrongCode, ...S }, session2),
      'unable_to_authenticate_totp',
    );
    assert.is(tp.failures, 10);
    assert.is(tp.stop.json.error_type, 'user_lock_limit_reached');
    assert.is(
      (await sdk(emu, 'POST', '/totps/authenticate', { totp_code: totpCode(secret, emu.emu.now()), ...S }, session2)).json.error_type,
      'user_lock_limit_reached',
    );
    emu.emu.advance(61 * 60_000);
    const session3 = (await sdk(emu, 'POST', '/passwords/authenticate', { email, password: PASSWORD, ...S })).json.data.session_token;
    const rc = await bruteForce(
      () => sdk(emu, 'POST', '/totps/recover', { recovery_code: 'aaaa-bbbb-cccc', ...S }, session3),
      'unable_to_authenticate_recovery_code',
    );
    assert.is(rc.failures, 10);
    assert.is(rc.stop.json.error_type, 'user_lock_limit_reached');
    assert.is(
      (await sdk(emu, 'POST', '/totps/recover', { recovery_code: recovery_codes[0], ...S }, session3)).json.error_type,
      'user_lock_limit_reached',
    );

    // OTP: 5 wrong tries spend a code (it no longer exists: the right code answers otp_code_not_found
    // too); every wrong code also counts toward the user lock, so the next code's wrong tries lock the
    // user after 10 in all, and a third code, right, is refused with 429.
    const otpUser = 'otp-brute@example.com';
    const otpTry = (token: string, method_id: string) => sdk(emu, 'POST', '/otps/authenticate', { token, method_id, ...S });
    const otpAnswers: string[] = [];
    let code = '';
    let method_id = '';
    for (let n = 0; n < 2; n++) {
      method_id = (await sdk(emu, 'POST', '/otps/email/login_or_create', { email: otpUser })).json.data.method_id;
      code = lastMessage(emu, otpUser).code!;
      for (let i = 0; i < 5; i++) otpAnswers.push((await otpTry(code === '000000' ? '111111' : '000000', method_id)).json.error_type);
      if (n === 0) assert.is((await otpTry(code, method_id)).json.error_type, 'otp_code_not_found', 'the spent code is gone');
    }
    assert.equal(otpAnswers, Array(10).fill('otp_code_not_found'));
    method_id = (await sdk(emu, 'POST', '/otps/email/login_or_create', { email: otpUser })).json.data.method_id;
    const lockedOtp = await otpTry(lastMessage(emu, otpUser).code!, method_id);
    assert.equal([lockedOtp.status, lockedOtp.json.error_type], [429, 'user_lock_limit_reached'], 'the right code is refused while locked');
    console.log(
      `emulator security: brute force stopped at the limit: password after ${pw.failures}, TOTP after ${tp.failures}, recovery code after ${rc.failures}, one-time codes after ${otpAnswers.length} (429 user_lock_limit_reached; 5 wrong tries spend a code)`,
    );
  },
);

t('enumeration: an unknown email costs a password hash too; send limits per client address as well as per identifier', async () => {
  // The same work for known and unknown accounts (one scrypt each): counted, not timed.
  const { hashChecks } = await import('../../src/emulator/passwords');
  const checks = async (path: string, body: object, token = emu.publicToken) => {
    const before = hashChecks.n;
    const r = await sdk(emu, 'POST', path, body, undefined, token);
    assert.ok(r.status >= 400 && r.status < 500, r.text);
    return hashChecks.n - before;
  };
  await sdk(emu, 'POST', '/passwords', { email: 'known@example.com', password: PASSWORD, ...S });
  const known = await checks('/passwords/authenticate', { email: 'known@example.com', password: 'wrong-Password-1', ...S });
  assert.is(known, 1);
  assert.is(
    await checks('/passwords/authenticate', { email: 'nobody-here@example.com', password: 'wrong-Password-1', ...S }),
    known,
    'consumer: unknown email',
  );
  const { SEED } = await import('./b2b-setup');
  const b2b = { organization_id: SEED.acme, password: 'wrong-Password-1', session_duration_minutes: 30 };
  assert.is(await checks('/b2b/passwords/authenticate', { ...b2b, email_address: SEED.acmeAdmin.email }, emu.b2bPublicToken), 1);
  assert.is(
    await checks('/b2b/passwords/authenticate', { ...b2b, email_address: 'nobody@acme.test' }, emu.b2bPublicToken),
    1,
    'B2B: unknown member',
  );
  // Per client address: many identifiers from one address meet the address's limit.
  const small = await startEmulator({
    projects: [{ ...emu.emu.config.projects[0], send_rate_limit_per_ip_per_minute: 5 } as any, emu.emu.config.projects[1] as any],
  });
  try {
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push((await sdk(small, 'POST', '/otps/email/login_or_create', { email: `ip-${i}@example.com` })).status);
    assert.equal(answers, [200, 200, 200, 200, 200, 429, 429, 429]);
  } finally {
    await small.close();
  }
});

t('a crash mid-request leaves nothing half-written (one transaction per request); an API error keeps its writes', async () => {
  const { features } = await import('../../src/emulator/routes/index');
  const count = (e: Emulator) =>
    (e.db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE recipient = 'crash@example.com'").get() as { n: number }).n;
  const write = (e: Emulator) =>
    e.db
      .prepare(
        "INSERT INTO outbox (project_id, channel, recipient, subject, text, created_at) VALUES ('p', 'email', 'crash@example.com', 's', 't', 'now')",
      )
      .run();
  features.push({
    endpoints: [
      { route: ['POST', '/test/crash'], handle: async () => (write(crashy), await Promise.resolve(), write(crashy), JSON.parse('{')) },
      {
        route: ['POST', '/test/api-error'],
        handle: () => {
          write(crashy);
          throw new ApiError('too_many_requests', 429, 'x');
        },
      },
    ],
  });
  const crashy = await startEmulator();
  try {
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...a: unknown[]) => void logged.push(a);
    const r = await sdk(crashy, 'POST', '/test/crash', {}).finally(() => (console.error = error));
    assert.is(logged.length, 1, 'the crash is logged');
    assert.is(r.status, 500);
    assert.is(count(crashy), 0, 'both writes rolled back');
    const a = await sdk(crashy, 'POST', '/test/api-error', {});
    assert.is(a.status, 429);
    assert.is(count(crashy), 1, 'an API error commits (attempt counters stay)');
    assert.is(
      (await sdk(crashy, 'POST', '/otps/email/login_or_create', { email: 'after-crash@example.com' })).status,
      200,
      'still serving',
    );
  } finally {
    features.pop();
    await crashy.close();
  }
});

t.run();
