// The emulator's admin page in Chromium, under its own strict CSP (no inline script or style): it
// lists a user with factors and sessions, revokes the session (the backend API then refuses it),
// refuses invalid settings field by field and saves valid ones (bootstrap shows them), shows the
// B2B organizations with members and MFA, deletes a message and a user; axe finds nothing serious.
// The harness's emulator is shared by every e2e suite: the settings changed here are put back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_CSP } from '../../src/emulator/routes/admin-page';
import { consumer as r } from '../../src/wire/routes';
import { axeCheck, flow, SCREENS, uniqueEmail, useHarness, type Harness } from './harness';

const test = suite('e2e: emulator admin page');
const h = useHarness(test);
const AXE = readFileSync(join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8');
const CONSUMER = 'project-test-featherlogin-consumer';

async function sdk(hh: Harness, route: readonly [string, string, string?], body: object, secret = hh.consumerToken) {
  const res = await fetch(`${hh.emu.url}/sdk/v1${route[1]}`, {
    method: route[0],
    headers: {
      Authorization: `Basic ${Buffer.from(`${hh.consumerToken}:${secret}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any };
}

async function signUp(hh: Harness, email: string) {
  const sent = await sdk(hh, r.otpEmailLoginOrCreate, { email });
  const code = hh.emu.outbox(email)[0].code;
  return (await sdk(hh, r.otpAuthenticate, { token: code, method_id: sent.json.data.method_id, session_duration_minutes: 30 })).json.data;
}

const settings = (hh: Harness, patch: object) =>
  fetch(`${hh.emu.url}/emulator/admin/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ project_id: CONSUMER, settings: patch }),
  });

flow(test, h, 'admin page: users, sessions, settings, organizations, outbox', async ({ page, csp }, hh) => {
  const email = uniqueEmail('admin-page');
  const auth = await signUp(hh, email);
  const loginURLs = [...hh.emu.emu.projectById(CONSUMER)!.redirect_urls.login];
  await page.setViewportSize({ width: 1100, height: 900 });
  const res = await page.goto(`${hh.emu.url}/emulator/admin`);
  assert.is(res!.headers()['content-security-policy'], ADMIN_CSP);
  await page.getByRole('status').filter({ hasText: 'Loaded.' }).waitFor();
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByText(`email ${email} (verified)`).waitFor();
  await page.evaluate(AXE);
  await axeCheck(page, 'admin page / consumer');
  await page.screenshot({ path: join(SCREENS, 'emulator-admin.png'), fullPage: true });

  // Revoke: the session ends for the app's server and the browser alike.
  await row.getByRole('button', { name: new RegExp(`^Revoke session .* of ${email}$`) }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `Session of ${email} revoked.` })
    .waitFor();
  assert.is((await sdk(hh, r.sessionsAuthenticate, {}, auth.session_token)).status, 404);
  await row.getByText('no live session').waitFor();

  // Settings: an invalid value is refused next to its field and nothing changes; valid ones apply.
  try {
    const luds = page.getByLabel('LUDS minimum length');
    await luds.fill('3');
    await page.getByLabel('Captcha required on sends').check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('LUDS minimum length must be a whole number from 8 to 32.').waitFor();
    assert.is(await luds.getAttribute('aria-invalid'), 'true');
    assert.ok(await luds.evaluate((el) => el === document.activeElement), 'focus goes to the first field to fix');
    const boot = async () =>
      (
        await (
          await fetch(`${hh.emu.url}/sdk/v1/projects/bootstrap/${hh.consumerToken}`, {
            headers: { Authorization: `Basic ${Buffer.from(`${hh.consumerToken}:${hh.consumerToken}`).toString('base64')}` },
          })
        ).json()
      ).data;
    assert.is((await boot()).captcha_settings.enabled, false, 'nothing saved while a field is invalid');
    await page.getByLabel('Login redirect URLs').fill('http://localhost:3000/authenticate\njavascript:alert(1)');
    await luds.fill('10');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(/Login redirect URLs each line must be an http/).waitFor();
    await page.getByLabel('Login redirect URLs').fill('http://localhost:3000/authenticate\nhttp://localhost:4200/');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'saved' }).waitFor();
    assert.is((await boot()).captcha_settings.enabled, true);
    assert.equal(hh.emu.emu.projectById(CONSUMER)!.redirect_urls.login, ['http://localhost:3000/authenticate', 'http://localhost:4200/']);
    assert.is(await page.getByLabel('LUDS minimum length').inputValue(), '10');
    await page.evaluate(AXE);
    await axeCheck(page, 'admin page / settings with errors fixed');
  } finally {
    const back = await settings(hh, { 'captcha.enabled': false, 'password.luds_min_length': 8, 'redirect_urls.login': loginURLs });
    assert.is(back.status, 200);
  }

  // Outbox: the code that was sent, and deleting that message.
  const message = page.getByRole('region', { name: 'Outbox' }).getByRole('row').filter({ hasText: email });
  await message.getByText(hh.emu.outbox(email)[0].code!, { exact: true }).waitFor();
  await message.getByRole('button', { name: /^Delete message/ }).click();
  await page.getByRole('status').filter({ hasText: 'Message deleted.' }).waitFor();
  assert.is(hh.emu.outbox(email).length, 0);

  // B2B: organizations, members and their MFA.
  await page.getByLabel('Project', { exact: true }).selectOption('project-test-featherlogin-b2b');
  const globex = page.getByRole('region', { name: 'Members of Globex' });
  await globex.getByRole('row').filter({ hasText: 'carol@globex.test' }).getByText('SMS +12025550111 (verified)').waitFor();
  await page.evaluate(AXE);
  await axeCheck(page, 'admin page / B2B');
  await page.screenshot({ path: join(SCREENS, 'emulator-admin-b2b.png'), fullPage: true });

  // Back to the consumer project: delete the user.
  await page.getByLabel('Project', { exact: true }).selectOption(CONSUMER);
  await page.getByRole('button', { name: `Delete user ${email}` }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `User ${email} deleted.` })
    .waitFor();
  assert.is(await page.getByRole('row').filter({ hasText: email }).count(), 0);

  // Narrow screens: the tables scroll inside their regions, the page does not.
  for (const width of [400, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SCREENS, `emulator-admin-${width}.png`), fullPage: true });
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth + 1),
      `no page-wide horizontal scroll at ${width}px`,
    );
  }
  assert.equal(csp, [], 'no CSP violation');
});

test.run();
