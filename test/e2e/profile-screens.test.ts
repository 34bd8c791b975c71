// The profile widgets' pictures (issue 27) in Chromium against the emulator, from the CDN bundles:
// every section of the consumer account page and of the member's, at 400 and 320 px, light and
// dark (the presentation option's default pair) and in Arabic (right to left), and the sections'
// open flows (an add with its code, a password change with its meter, the authenticator app's QR
// code, recovery codes, a confirmation, the step-up) at 400 px light and 320 px dark; axe finds
// nothing serious or critical on each. Each section loads as a chunk of its own after the shell
// (src/profile/manifest.ts): the page loads each, and a section not in yet shows its frame and the
// Spinner. The suite writes its pictures under test-output; SCREENS_DOCS=1 writes them into
// docs/screens/profile (the committed gallery).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { totpCode } from '../../src/emulator/codecs';
import { member, user } from '../../src/profile/manifest';
import { defaultDarkTheme } from '../../src/ui/presentation';
import { axeCheck, flow, uniqueEmail, useHarness, type Tab } from './harness';
import { discoveryJoin, emailOtpConfig, emailOtpLogin, heading, STRONG } from './flows';
import { b2bLogin, consumerLogin, consumerProfile, memberProfile } from './pages';

const test = suite('e2e: profile widget pictures');
const h = useHarness(test);
const DOCS = join(process.cwd(), ...(process.env.SCREENS_DOCS === '1' ? ['docs', 'screens'] : ['test-output', 'screens']), 'profile');

interface Look {
  width: number;
  dark?: boolean;
  locale?: string;
}
const LOOKS: Look[] = [400, 320].flatMap((width) => [{ width }, { width, dark: true }, { width, locale: 'ar' }]);
/** The looks the open flows are pictured in. */
const FLOW_LOOKS: Look[] = [{ width: 400 }, { width: 320, dark: true }];
const tag = (l: Look) => `${l.dark ? '-dark' : l.locale ? '-rtl' : ''}-${l.width}`;

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Mounts the page's profile widget again (window.show, below) in `look`, and waits until every section is in. */
async function show(page: Page, look: Look, sections: number) {
  await page.setViewportSize({ width: look.width, height: 900 });
  await page.evaluate(([o, theme]) => (window as any).show({ locale: o.locale, presentation: o.dark ? { theme } : undefined }), [
    look,
    defaultDarkTheme,
  ] as const);
  await page
    .locator('#login section[data-section]')
    .nth(sections - 1)
    .waitFor();
  // A section whose chunk is not in yet holds its Spinner (role=status with a label); none is left.
  const spinners = () =>
    page.evaluate(() => [...document.querySelectorAll('#login [role=status][aria-label]:not([aria-live])')].map((e) => e.outerHTML));
  await page
    .waitForFunction(() => !document.querySelector('#login [role=status][aria-label]:not([aria-live])'))
    .catch(async (e) => {
      throw new Error(`${e.message}: still loading ${await spinners()}`);
    });
}

/**
 * axe on the page, then the picture `name` of `section` (a region: an open flow), or of the whole
 * widget (the harness's style watch paused around the screenshot).
 */
async function picture(tab: Tab, name: string, section?: string) {
  const { page } = tab;
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await axeCheck(page, `profile / ${name}`);
  tab.styleWrites.push(...(await page.evaluate(() => (window as any).__styleWatch?.(true) ?? [])));
  const path = join(DOCS, `${name}.png`);
  if (!section) await page.locator('#login').screenshot({ path });
  else {
    // The section with a margin, so a focus ring on its edge shows whole.
    const box = (await region(page, section).boundingBox())!;
    await page.screenshot({
      path,
      fullPage: true,
      clip: { x: box.x - 12, y: box.y + (await page.evaluate(() => scrollY)) - 12, width: box.width + 24, height: box.height + 24 },
    });
  }
  await page.evaluate(() => (window as any).__styleWatch?.(false));
}

const cancel = (page: Page, section: string) => region(page, section).getByRole('button', { name: 'Cancel' }).click();

/** The CDN files the page loaded, by name. */
const loaded = (tab: Tab) => new Set(tab.requests.map((r) => r.split('?')[0].split('/').pop()!));

flow(test, h, 'consumer account page: every section and its flows, 400 / 320 px, light / dark, right to left', async (tab, hh) => {
  const { page } = tab;
  mkdirSync(DOCS, { recursive: true });
  await emailOtpLogin(tab, hh, consumerLogin(hh, emailOtpConfig), uniqueEmail('profile-screens'));
  // A section whose chunk is not in yet: its labelled frame and heading, and the Spinner announced as loading.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/${user.chunks.apps.file}`, async (r) => (await held, r.continue()));
  // (Not waiting for the load event, which the held script holds back.)
  await page.goto(consumerProfile(hh, { oauthProviders: ['google', 'github'] }), { waitUntil: 'domcontentloaded' });
  await heading(page, 'Your account');
  await region(page, 'Connected apps').getByRole('status', { name: 'Loading' }).waitFor();
  await axeCheck(page, 'profile / a section loading');
  release();
  await region(page, 'Connected apps').getByText('None yet.').waitFor();
  await page.unroute(`**/${user.chunks.apps.file}`);
  await page.evaluate(() => {
    const w = window as any;
    w.show = (o: object) => w.client.mountUserProfile({ elementId: '#login', config: { oauthProviders: ['google', 'github'] }, ...o });
  });
  await page.evaluate((password) => (window as any).client.passwords.resetBySession({ password, session_duration_minutes: 60 }), STRONG);

  // Before an authenticator app is set up: its QR code and key.
  for (const look of FLOW_LOOKS) {
    await show(page, look, 9);
    await region(page, 'Authenticator app').getByRole('button', { name: 'Set up an authenticator app' }).click();
    await region(page, 'Authenticator app')
      .getByText(/^Key: /)
      .waitFor();
    await picture(tab, `user-totp-setup${tag(look)}`, 'Authenticator app');
    await cancel(page, 'Authenticator app');
  }
  // Set up through the client, so the recovery-codes section shows too.
  const secret = await page.evaluate(async () => (await (window as any).client.totps.create({ expiration_minutes: 10 })).secret);
  await page.evaluate(
    (code) => (window as any).client.totps.authenticate({ totp_code: code, session_duration_minutes: 60 }),
    totpCode(secret, Date.now()),
  );

  for (const look of LOOKS) {
    await show(page, look, 10);
    await picture(tab, `user${tag(look)}`);
  }
  // Each section is its own chunk, after the shell.
  const files = loaded(tab);
  for (const c of Object.values(user.chunks).filter((c) => c.file !== user.chunks.stepUp.file))
    assert.ok(files.has(c.file), `${c.file} loaded: ${[...files].join(' ')}`);
  assert.ok(files.has('featherlogin.profile.js'));
  assert.not.ok(files.has(user.chunks.stepUp.file), 'the step-up loads on the first refusal only');

  for (const look of FLOW_LOOKS) {
    await show(page, look, 10);
    const t = tag(look);
    const emails = region(page, 'Email addresses');
    await emails.getByRole('button', { name: 'Add an email address' }).click();
    await emails.getByLabel('Email').fill(uniqueEmail('profile-screens-second'));
    await picture(tab, `user-email-add${t}`, 'Email addresses');
    await emails.getByRole('button', { name: 'Save' }).click();
    await emails.getByText(/^Enter the 6-digit code sent to /).waitFor();
    await picture(tab, `user-email-code${t}`, 'Email addresses');
    await cancel(page, 'Email addresses');

    const pw = region(page, 'Password');
    await pw.getByRole('button', { name: 'Change password' }).click();
    await pw.getByLabel('New password').fill('password');
    await pw.locator('[aria-live="polite"] > *').first().waitFor(); // the strength rules under the field
    await picture(tab, `user-password-change${t}`, 'Password');
    await cancel(page, 'Password');

    const codes = region(page, 'Recovery codes');
    await codes.getByRole('button', { name: 'Show recovery codes' }).click();
    await codes.getByRole('list').waitFor();
    await picture(tab, `user-recovery-codes${t}`, 'Recovery codes');
    await codes.getByRole('button', { name: 'Hide' }).click();

    const app = region(page, 'Authenticator app');
    // By keyboard, so the picture shows where the focus goes: the question takes it.
    await app.getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    await app.getByRole('alertdialog').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alertdialog');
    await picture(tab, `user-totp-remove${t}`, 'Authenticator app');
    await cancel(page, 'Authenticator app');

    // A change the API refuses for want of a fresher factor: the step-up in its place.
    await page.route('**/users/me', (r) =>
      r.request().method() === 'PUT'
        ? r.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({
              status_code: 401,
              request_id: 'r',
              error_type: 'insufficient_factors',
              error_message: 'A fresher factor is needed.',
            }),
          })
        : r.continue(),
    );
    const name = region(page, 'Name');
    await name.getByLabel('First name').fill('Ada');
    await name.getByRole('button', { name: 'Save' }).click();
    await name.getByRole('button', { name: 'Send a code' }).waitFor();
    await picture(tab, `user-step-up${t}`, 'Name');
    await page.unroute('**/users/me');
  }
  assert.ok(loaded(tab).has(user.chunks.stepUp.file), 'the step-up chunk loaded on the refusal');
});

flow(test, h, 'member account page: every section and its flows, 400 / 320 px, light / dark, right to left', async (tab, hh) => {
  const { page } = tab;
  mkdirSync(DOCS, { recursive: true });
  await page.goto(b2bLogin(hh, { authFlowType: 'Discovery', products: ['emailOtp'] }));
  await heading(page, 'Sign up or log in');
  await discoveryJoin(page, hh, uniqueEmail('member-screens', 'acme.test'));
  await page.goto(memberProfile(hh));
  await heading(page, 'Your account');
  await page.evaluate(() => {
    const w = window as any;
    w.show = (o: object) => w.client.mountMemberProfile({ elementId: '#login', ...o });
  });

  for (const look of FLOW_LOOKS) {
    await show(page, look, 7);
    const t = tag(look);
    const phones = region(page, 'Two-step phone number');
    await phones.getByRole('button', { name: 'Add a two-step phone number' }).click();
    await phones.getByLabel('Phone number').fill('+12015550123');
    await picture(tab, `member-phone-add${t}`, 'Two-step phone number');
    await cancel(page, 'Two-step phone number');

    const app = region(page, 'Authenticator app');
    await app.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await app.getByText(/^Key: /).waitFor();
    await picture(tab, `member-totp-setup${t}`, 'Authenticator app');
    await cancel(page, 'Authenticator app');

    const pw = region(page, 'Password');
    await pw.getByRole('button', { name: 'Set a password' }).click();
    await pw.getByLabel('New password').fill(STRONG);
    await pw.locator('[aria-live="polite"] > *').first().waitFor(); // the strength rules under the field
    await picture(tab, `member-password-set${t}`, 'Password');
    await cancel(page, 'Password');
  }
  // An authenticator app through the client, so the recovery-codes section shows too.
  const secret = await page.evaluate(async () => {
    const c = (window as any).client;
    const m = await c.self.get();
    return (await c.totp.create({ organization_id: m.organization_id, member_id: m.member_id, expiration_minutes: 10 })).secret;
  });
  await page.evaluate(
    async (code) => {
      const c = (window as any).client;
      const m = await c.self.get();
      await c.totp.authenticate({
        organization_id: m.organization_id,
        member_id: m.member_id,
        code,
        session_duration_minutes: 60,
        set_mfa_enrollment: 'enroll',
      });
      await c.self.get();
    },
    totpCode(secret, Date.now()),
  );

  for (const look of LOOKS) {
    await show(page, look, 8);
    await picture(tab, `member${tag(look)}`);
  }
  const files = loaded(tab);
  for (const c of Object.values(member.chunks).filter((c) => c.file !== member.chunks.stepUp.file))
    assert.ok(files.has(c.file), `${c.file} loaded`);
  assert.not.ok(files.has(member.chunks.stepUp.file), 'the step-up loads on the first refusal only');
  assert.ok(files.has('featherlogin.b2b.profile.js'));

  for (const look of FLOW_LOOKS) {
    await show(page, look, 8);
    const codes = region(page, 'Recovery codes');
    await codes.getByRole('button', { name: 'Show recovery codes' }).click();
    await codes.getByRole('list').waitFor();
    await picture(tab, `member-recovery-codes${tag(look)}`, 'Recovery codes');
    await codes.getByRole('button', { name: 'Hide' }).click();
  }
});

test.run();
