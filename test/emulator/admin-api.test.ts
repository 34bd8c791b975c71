// The admin page's API: settings are checked field by field (each kind of rule) and applied all or
// nothing; actions act on the named project's data only; writes need JSON from the emulator's origin.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { freshClient, lastMessage, raw, sdk, startEmulator, stopClients } from './setup';

const t = suite('emulator: admin API');
let emu: Emulator;
t.before(async () => {
  emu = await startEmulator();
});
t.after(async () => {
  stopClients();
  await emu.close();
});

const CONSUMER = 'project-test-featherlogin-consumer';
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  raw(`${emu.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const settings = (patch: object, project_id = CONSUMER) => post('/emulator/admin/settings', { project_id, settings: patch });

t('settings: every kind of rule refuses a bad value, and nothing changes while one field is bad', async () => {
  const bad = await settings({
    'captcha.enabled': 'yes',
    'captcha.site_key': ' ',
    'dfp_protected_auth.mode': 'BLOCK',
    'password.luds_complexity': 5,
    'redirect_urls.signup': ['ftp://x.test/'],
    'session.default_duration_minutes': 10,
    'pkce.oauth': true,
  });
  assert.is(bad.status, 400);
  assert.is(bad.json.error_type, 'invalid_settings');
  assert.equal(Object.keys(bad.json.errors).sort(), [
    'captcha.enabled',
    'captcha.site_key',
    'dfp_protected_auth.mode',
    'password.luds_complexity',
    'redirect_urls.signup',
    'session.default_duration_minutes',
  ]);
  assert.match(bad.json.errors['session.default_duration_minutes'], 'not an editable setting');
  assert.is(emu.emu.projectById(CONSUMER)!.pkce.oauth, false, 'the valid field was not applied either');
  const good = await settings({ 'pkce.oauth': true, 'password.strength_policy': 'luds', 'password.luds_min_length': 12 });
  assert.is(good.status, 200, good.text);
  const p = emu.emu.projectById(CONSUMER)!;
  assert.is(p.pkce.oauth, true);
  assert.is(p.pkce.sso, false, 'siblings kept');
  assert.equal([p.password.strength_policy, p.password.luds_min_length], ['luds', 12]);
  const boot = await sdk(emu, 'GET', `/projects/bootstrap/${emu.publicToken}`);
  assert.is(boot.json.data.pkce_required_for_oauth, true);
  assert.equal(boot.json.data.password_config, { luds_complexity: 3, luds_minimum_count: 12 });
  await settings({ 'pkce.oauth': false, 'password.strength_policy': 'zxcvbn', 'password.luds_min_length': 8 });
});

t('actions: revoke and delete within the named project; unknown targets and actions are 404s', async () => {
  const c = freshClient(emu);
  const sent = await c.otps.email.loginOrCreate('admin-api@example.com');
  const auth = await c.otps.authenticate(lastMessage(emu, 'admin-api@example.com').code!, sent.method_id, { session_duration_minutes: 30 });
  stopClients();
  const wrongProject = await post('/emulator/admin/actions/revoke-session', {
    project_id: 'project-test-featherlogin-b2b',
    id: auth.session.session_id,
  });
  assert.is(wrongProject.status, 404);
  assert.is((await post('/emulator/admin/actions/revoke-session', { project_id: CONSUMER, id: auth.session.session_id })).status, 200);
  assert.is((await sdk(emu, 'POST', '/sessions/authenticate', {}, auth.session_token)).status, 404);
  assert.is((await post('/emulator/admin/actions/delete-user', { project_id: CONSUMER, id: auth.user_id })).status, 200);
  assert.is(
    (await post('/emulator/admin/actions/delete-user', { project_id: CONSUMER, id: auth.user_id })).json.error_type,
    'user_not_found',
  );
  assert.is((await post('/emulator/admin/actions/explode', { project_id: CONSUMER, id: 'x' })).status, 404);
  assert.is(
    (
      await post('/emulator/admin/actions/delete-organization', {
        project_id: 'project-test-featherlogin-b2b',
        id: 'organization-test-hooli',
      })
    ).status,
    200,
  );
  assert.not.ok(
    (await raw(`${emu.url}/emulator/admin/data`)).json.projects[1].organizations.some((o: any) => o.organization_slug === 'hooli'),
  );
  const cross = await post('/emulator/admin/actions/clear-outbox', { project_id: CONSUMER }, { Origin: 'http://localhost:3000' });
  assert.is(cross.status, 403);
  assert.ok(emu.outbox().length > 0, 'a refused write changed nothing');
});

t('the page itself: strict CSP header, no inline script or style', async () => {
  const page = await raw(`${emu.url}/emulator/admin`);
  assert.match(String(page.headers['content-security-policy']), "script-src 'self'; style-src 'self'");
  assert.not.match(page.text, /<script>|<style>|style=|\son[a-z]+=/);
  assert.is((await raw(`${emu.url}/emulator/admin.js`)).headers['content-type'], 'text/javascript; charset=utf-8');
});

t.run();
