// Storage: a file database keeps users, sessions and the JWT key across restarts; migrations run
// once; the config file is seeded from the default on first start.
import { lastMessage, raw, sdk } from './setup';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseArgs } from '../../src/emulator/cli';
import { defaultConfig, loadConfigFile } from '../../src/emulator/config';
import { createEmulator } from '../../src/emulator/index';

const t = suite('emulator: persistence and configuration');
const dir = mkdtempSync(join(tmpdir(), 'featherlogin-emu-'));
t.after(() => rmSync(dir, { recursive: true, force: true }));

t('users, sessions and the signing key survive a restart; migrations are recorded once', async () => {
  const db = join(dir, 'emu.db');
  let emu = await createEmulator({ db, port: 0 });
  const sent = await sdk(emu, 'POST', '/otps/email/login_or_create', { email: 'keep@example.com' });
  const auth = await sdk(emu, 'POST', '/otps/authenticate', {
    token: lastMessage(emu, 'keep@example.com').code,
    method_id: sent.json.data.method_id,
    session_duration_minutes: 60,
  });
  const token = auth.json.data.session_token;
  const kid = (await raw(`${emu.url}/v1/sessions/jwks/project-test-featherlogin-consumer`)).json.keys[0].kid;
  await emu.close();

  emu = await createEmulator({ db, port: 0 });
  try {
    const again = await sdk(emu, 'POST', '/sessions/authenticate', {}, token);
    assert.is(again.status, 200);
    assert.is(again.json.data.user.emails[0].email, 'keep@example.com');
    assert.is((await raw(`${emu.url}/v1/sessions/jwks/project-test-featherlogin-consumer`)).json.keys[0].kid, kid);
    const names = (emu.db.prepare('SELECT name FROM migrations').all() as { name: string }[]).map((r) => r.name);
    assert.is(names.filter((n) => n === '001_core').length, 1);
    assert.is(emu.outbox('keep@example.com').length, 1);
  } finally {
    await emu.close();
  }
});

t('send limits live in the database: two emulators on one file share them, and a restart keeps them', async () => {
  const db = join(dir, 'limits.db');
  const config = defaultConfig();
  config.projects[0].send_rate_limit_per_minute = 2;
  const send = (e: Awaited<ReturnType<typeof createEmulator>>) =>
    sdk(e, 'POST', '/otps/email/login_or_create', { email: 'limited@example.com' });
  const a = await createEmulator({ db, port: 0, config });
  const b = await createEmulator({ db, port: 0, config });
  try {
    assert.is((await send(a)).status, 200);
    assert.is((await send(b)).status, 200);
    assert.is((await send(a)).json.error_type, 'too_many_requests');
    assert.is((await send(b)).json.error_type, 'too_many_requests');
  } finally {
    await a.close();
    await b.close();
  }
  const c = await createEmulator({ db, port: 0, config });
  try {
    assert.is((await send(c)).json.error_type, 'too_many_requests');
    c.advance(61_000);
    assert.is((await send(c)).status, 200);
  } finally {
    await c.close();
  }
});

t(
  'the config file is created from the default on first start, and read back; CLI options; a wildcard host names the loopback URL',
  async () => {
    const file = join(dir, 'nested', 'config.json');
    const c = loadConfigFile(file);
    assert.ok(existsSync(file));
    assert.is(c.projects[0].public_token, 'public-token-test-featherlogin-consumer');
    assert.is(c.projects[0].password.strength_policy, 'zxcvbn');
    assert.ok(JSON.parse(readFileSync(file, 'utf8')).projects.length >= 2);
    assert.equal(parseArgs(['--port', '0', '--config=x.json']), {
      port: 0,
      host: '127.0.0.1',
      config: 'x.json',
      db: '.featherlogin-data/emulator.db',
      import: null,
      exportOnExit: null,
    });
    assert.equal(parseArgs(['--import', 'in.json', '--export-on-exit=out.json', '--host', '0.0.0.0']), {
      port: 4100,
      host: '0.0.0.0',
      config: '.featherlogin-data/config.json',
      db: '.featherlogin-data/emulator.db',
      import: 'in.json',
      exportOnExit: 'out.json',
    });
    assert.throws(() => parseArgs(['--import']), /--import needs a value/);
    const everywhere = await createEmulator({ db: ':memory:', port: 0, host: '0.0.0.0' });
    try {
      assert.match(everywhere.url, /^http:\/\/127\.0\.0\.1:\d+$/, 'a wildcard host names the loopback URL');
      assert.is((await fetch(`${everywhere.url}/emulator`)).status, 200);
    } finally {
      await everywhere.close();
    }
    assert.throws(() => parseArgs(['--nope']), /unknown option/);
  },
);

t('a custom config: only the given projects, defaults filled in, allowed origins enforced', async () => {
  const emu = await createEmulator({
    db: ':memory:',
    port: 0,
    config: {
      allowed_origins: ['https://app.example'],
      projects: [{ project_id: 'project-test-x', public_token: 'public-token-test-x', vertical: 'CONSUMER', products: ['otps'] } as any],
    },
  });
  try {
    assert.is(emu.publicToken, 'public-token-test-x');
    assert.is(emu.b2bPublicToken, '');
    const r = await raw(`${emu.url}/sdk/v1/users/me`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:3000' } });
    assert.is(r.headers['access-control-allow-origin'], undefined);
    const ok = await raw(`${emu.url}/sdk/v1/users/me`, { method: 'OPTIONS', headers: { Origin: 'https://app.example' } });
    assert.is(ok.headers['access-control-allow-origin'], 'https://app.example');
    const off = await sdk(emu, 'POST', '/magic_links/email/login_or_create', { email: 'a@example.com' });
    assert.equal([off.status, off.json.error_type], [401, 'endpoint_not_authorized_for_sdk']);
  } finally {
    await emu.close();
  }
});

t.run();
