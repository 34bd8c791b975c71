// Emulator security (issue 14): admin writes only from the emulator's own pages or a program
// (JSON, no foreign Origin), every config patch validated (a bad one is a 400 and changes nothing).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { basic, raw, startEmulator } from './setup';

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
  raw(`${emu.url}/sdk/v1/otps/email/login_or_create`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: basic(emu.publicToken) }, body: JSON.stringify({ email }) });

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
  const own = await raw(`${emu.url}/emulator/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: emu.url }, body: '{"advance_ms":1}' });
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
    const r = await raw(`${emu.url}/emulator/projects/${emu.publicToken}/config`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(patch) });
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

t.run();
