// State for tests: export after a sign-up (--export-on-exit), a fresh emulator started from that
// file (--import) still authenticates the session and verifies its JWT; the admin API exports,
// imports and resets, and refuses writes a cross-site page could send.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { main } from '../../src/emulator/cli';
import { freshClient, lastMessage, raw, sdk, stopClients } from './setup';

const t = suite('emulator: state export, import, reset');
const dir = mkdtempSync(join(tmpdir(), 'fl-emu-state-'));
const config = join(dir, 'config.json');
const file = join(dir, 'state', 'export.json');
t.after(() => {
  stopClients();
  rmSync(dir, { recursive: true, force: true });
});

const start = (...more: string[]) => main(['--port', '0', '--db', ':memory:', '--config', config, ...more], true);
const backendAuth = (url: string, body: object) =>
  raw(`${url}/v1/sessions/authenticate`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from('project-test-featherlogin-consumer:secret-test-featherlogin-consumer').toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });

t('export after a sign-up, import into a fresh emulator: the session token and JWT still authenticate', async () => {
  const a = await start('--export-on-exit', file);
  const c = freshClient(a);
  const sent = await c.otps.email.loginOrCreate('roundtrip@example.com');
  const auth = await c.otps.authenticate(lastMessage(a, 'roundtrip@example.com').code!, sent.method_id, { session_duration_minutes: 60 });
  stopClients();
  await a.close();
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  assert.is(saved.format, 'featherlogin-emulator-state');
  assert.ok(saved.tables.users.length >= 1);

  const b = await start('--import', file);
  try {
    const bySdk = await sdk(b, 'POST', '/sessions/authenticate', {}, auth.session_token);
    assert.is(bySdk.status, 200, bySdk.text);
    assert.is(bySdk.json.data.user.emails[0].email, 'roundtrip@example.com');
    const byJWT = await backendAuth(b.url, { session_jwt: auth.session_jwt });
    assert.is(byJWT.status, 200, byJWT.text);
    assert.is(byJWT.json.session.session_id, auth.session.session_id);
    assert.is(b.outbox('roundtrip@example.com').length, 1, 'the outbox came along');
    // The seeds still apply after an import: the B2B organizations are there.
    assert.ok((await raw(`${b.url}/emulator/b2b`)).text.includes('Acme'));
  } finally {
    await b.close();
  }
});

t("exportState() gives plain objects: deep equality with the export's JSON holds", async () => {
  const e = await start();
  try {
    const s = e.exportState();
    assert.ok(Object.values(s.tables).flat().length > 0, 'the seeds wrote rows');
    assert.equal(s, JSON.parse(JSON.stringify(s)));
  } finally {
    await e.close();
  }
});

t('a broken state file stops the start with the reason', async () => {
  const bad = join(dir, 'bad.json');
  writeFileSync(bad, JSON.stringify({ format: 'featherlogin-emulator-state', version: 1, tables: { nope: [] } }));
  try {
    await start('--import', bad);
    assert.unreachable('started');
  } catch (e) {
    assert.match((e as Error).message, /--import .*unknown table "nope"/);
  }
  writeFileSync(bad, JSON.stringify({ format: 'featherlogin-emulator-state', version: 1, tables: { users: [{ user_id: 'u', nope: 1 }] } }));
  try {
    await start('--import', bad);
    assert.unreachable('started');
  } catch (e) {
    assert.match((e as Error).message, /table users: unknown column "nope"/);
  }
});

t('admin API: GET /emulator/state, POST /emulator/state and /emulator/reset; cross-site writes are refused', async () => {
  const emu = await start();
  try {
    const c = freshClient(emu);
    const sent = await c.otps.email.loginOrCreate('admin-state@example.com');
    const auth = await c.otps.authenticate(lastMessage(emu, 'admin-state@example.com').code!, sent.method_id, {
      session_duration_minutes: 60,
    });
    stopClients();
    const state = (await raw(`${emu.url}/emulator/state`)).json;
    const json = { 'Content-Type': 'application/json' };
    assert.is(
      (await raw(`${emu.url}/emulator/reset`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' })).status,
      415,
    );
    assert.is(
      (await raw(`${emu.url}/emulator/reset`, { method: 'POST', headers: { ...json, Origin: 'http://evil.test' }, body: '{}' })).status,
      403,
    );
    assert.is((await raw(`${emu.url}/emulator/reset`, { method: 'POST', headers: json, body: '{}' })).status, 200);
    assert.is((await backendAuth(emu.url, { session_token: auth.session_token })).json.error_type, 'session_not_found');
    assert.is(emu.outbox().length, 0);
    assert.ok((await raw(`${emu.url}/emulator/b2b`)).text.includes('Acme'), 'seeds again after a reset');
    const bad = await raw(`${emu.url}/emulator/state`, { method: 'POST', headers: json, body: JSON.stringify({ format: 'x' }) });
    assert.is(bad.status, 400);
    const back = await raw(`${emu.url}/emulator/state`, { method: 'POST', headers: json, body: JSON.stringify(state) });
    assert.is(back.status, 200, back.text);
    assert.is((await backendAuth(emu.url, { session_token: auth.session_token })).status, 200);
  } finally {
    await emu.close();
  }
});

t.run();
