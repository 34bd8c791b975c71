// The B2B (organization) widget in Chromium against the emulator's seeded organizations, through
// dist/featherlogin.b2b.js. Seeds (src/emulator/default-config.json): acme (MFA optional, claimed
// domain acme.test, two SSO connections here), globex (MFA required for all; carol has SMS MFA),
// initech (SSO only), hooli (one member, no JIT by email).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHmac } from 'node:crypto';
import { events, flow, lastMessage, uniqueEmail, useHarness, waitEvent, type Harness, type Tab } from './harness';
import { b2bLogin } from './pages';
import { enterCode, heading, STRONG } from './flows';
import { StytchEventType } from '../../src/core/enums';

const test = suite('e2e: B2B widget');
const h = useHarness(test);

const redirects = (h: Harness) => {
  const url = `${h.origin}/b2b`;
  return {
    emailMagicLinksOptions: { loginRedirectURL: url, signupRedirectURL: url, discoveryRedirectURL: url },
    passwordOptions: { loginRedirectURL: url, resetPasswordRedirectURL: url, discoveryRedirectURL: url },
    ssoOptions: { loginRedirectURL: url, signupRedirectURL: url },
    oauthOptions: { providers: [], loginRedirectURL: url, signupRedirectURL: url, discoveryRedirectURL: url },
  };
};
const org = (h: Harness, slug: string, products: string[]) => ({
  ...redirects(h),
  authFlowType: 'Organization',
  organizationSlug: slug,
  products,
});
const discovery = (h: Harness, products: string[], extra: object = {}) => ({
  ...redirects(h),
  authFlowType: 'Discovery',
  products,
  ...extra,
});

/** Email + passcode on the widget's Main screen (either flow). */
async function emailOtp(tab: Tab, h: Harness, email: string) {
  const { page } = tab;
  const before = h.emu.outbox(email).length;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await heading(page, 'Enter passcode');
  await page.getByText(`A 6-digit passcode was sent to you at ${email}.`).waitFor();
  await tab.screen('email-otp-entry');
  await enterCode(page, h, email, before);
}

async function loggedIn(tab: Tab) {
  await heading(tab.page, 'Success!');
  await tab.page.getByText('You have successfully logged in.').waitFor();
  await tab.screen('logged-in');
  await waitEvent(tab.page, StytchEventType.AuthenticateFlowComplete);
  const member = await tab.page.evaluate(() => (window as any).client.self.getSync());
  assert.ok(member?.member_id, 'a member session is stored');
  return member;
}

flow(test, h, 'B2B: organization flow by slug (email OTP)', async (tab, h) => {
  const { page } = tab;
  await page.goto(b2bLogin(h, org(h, 'acme', ['emailOtp'])));
  await heading(page, 'Continue to Acme Inc');
  await tab.screen('org-main');
  // The slug lookup is up front: before a click the page loads only the request engine besides the
  // main file (its first request, after the first screen), no members or steps file.
  const files = tab.requests.filter((u) => /\/featherlogin[^/]*\.js$/.test(u)).map((u) => u.split('/').pop());
  assert.equal(files.sort(), ['featherlogin.b2b.core.js', 'featherlogin.b2b.js'], 'the files a slug page loads before a click');
  await emailOtp(tab, h, 'admin@acme.test');
  const member = await loggedIn(tab);
  assert.is(member.email_address, 'admin@acme.test');
  assert.is(await page.evaluate(() => (window as any).client.organization.getSync()?.organization_slug), 'acme');
});

flow(test, h, 'B2B: a failed link in the organization flow, Back to Main (which fetches the organization then)', async (tab, h) => {
  const { page } = tab;
  for (const width of [400, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${b2bLogin(h, org(h, 'acme', ['emailOtp']))}?token=spent&stytch_token_type=multi_tenant_magic_links`);
    await heading(page, 'Looks like there was an error!');
    await page.getByText('Your login link may have expired').waitFor();
    await tab.screen(`failed-link-${width}`);
    assert.not.match(page.url(), /token=/);
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Continue to Acme Inc');
    await page.getByLabel('Email').waitFor();
    await tab.screen(`failed-link-back-${width}`);
  }
  // An organization that is not there: Back leads to its Error (no way back), not to an endless spinner.
  await page.goto(`${b2bLogin(h, org(h, 'no-such-org', ['emailOtp']))}?token=spent&stytch_token_type=multi_tenant_magic_links`);
  await page.getByText('Your login link may have expired').waitFor();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByText('The organization you are looking for could not be found.').waitFor();
  assert.is(await page.getByRole('button', { name: 'Back' }).count(), 0);
});

/** Discovery by email OTP up to the organization list. */
async function discover(tab: Tab, h: Harness, email: string, extra: object = {}) {
  const { page } = tab;
  await page.goto(b2bLogin(h, discovery(h, ['emailOtp'], extra)));
  await heading(page, 'Sign up or log in');
  await tab.screen('discovery-main');
  await emailOtp(tab, h, email);
}

flow(test, h, 'B2B: discovery, join an organization', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('joiner', 'acme.test');
  await discover(tab, h, email);
  await heading(page, 'Select an organization to continue');
  const acme = page.getByRole('button', { name: /Acme Inc/ });
  assert.match((await acme.textContent()) || '', /Join/, 'eligible by email domain: Join');
  await tab.screen('discovery-list');
  await acme.click();
  const member = await loggedIn(tab);
  assert.is(member.email_address, email);
});

flow(test, h, 'B2B: discovery, create an organization', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('founder', 'newco.test');
  await discover(tab, h, email);
  await heading(page, 'Create an organization to get started');
  await tab.screen('discovery-empty-create');
  await page.getByRole('button', { name: 'Create an organization' }).click();
  await loggedIn(tab);
  const created = await page.evaluate(() => (window as any).client.organization.getSync());
  assert.ok(created?.organization_id, 'a new organization');
  assert.ok(!['acme', 'globex', 'initech', 'hooli'].includes(created.organization_slug), 'not a seeded one');
});

/** Records in the page whether `text` ever appears (checking after the flow ends could not tell). */
const watchForText = (page: Tab['page'], text: string) =>
  page.addInitScript((t) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(t)) (window as any).__sawText = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
const sawText = (page: Tab['page']) => page.evaluate(() => !!(window as any).__sawText);

flow(test, h, 'B2B: direct login for a single membership', async (tab, h) => {
  const { page } = tab;
  await watchForText(page, 'Select an organization to continue');
  await discover(tab, h, 'gavin@hooli.test', {
    directLoginForSingleMembership: { status: true, ignoreInvites: true, ignoreJitProvisioning: true },
  });
  const member = await loggedIn(tab);
  assert.is(member.email_address, 'gavin@hooli.test');
  assert.is(await sawText(page), false, 'the organization list never showed');
});

// ---- MFA --------------------------------------------------------------------------------

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) from a base32 secret. */
export function totp(secret: string, now = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const o = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

let backupCodes: string[] = [];

flow(test, h, 'B2B: TOTP enrollment with the code computed from the shown secret, backup codes saved', async (tab, h) => {
  const { page } = tab;
  await page.goto(b2bLogin(h, org(h, 'globex', ['emailOtp'])));
  await heading(page, 'Continue to Globex Corporation');
  await emailOtp(tab, h, 'alice@globex.test');
  await heading(page, 'Set up Multi-Factor Authentication');
  await tab.screen('mfa-select');
  await page.getByRole('button', { name: 'Use an authenticator app' }).click();
  await heading(page, 'Scan the QR code to link your authenticator app');
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  await tab.screen('totp-qr');
  await page.getByRole('button', { name: 'Having trouble scanning?' }).click();
  await heading(page, 'Having trouble scanning the QR code?');
  await tab.screen('totp-manual');
  const shown = (await page
    .locator('p')
    .filter({ hasText: /^[a-z2-7]{4}( [a-z2-7]{1,4})+$/ })
    .textContent())!;
  assert.match(shown, /^[a-z2-7 ]+$/, 'secret in lowercase groups of 4');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Enter verification code');
  await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
  await tab.screen('totp-entry');
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(totp(shown));
  await heading(page, 'Save your backup codes!');
  await tab.screen('recovery-codes-save');
  backupCodes = (await page.getByRole('listitem').allTextContents()).filter((c) => /^\w{4}-\w{4}-\w{4}$/.test(c));
  assert.is(backupCodes.length, 10, 'ten backup codes shown');
  await page.getByRole('button', { name: 'Done' }).click();
  await loggedIn(tab);
});

flow(test, h, 'B2B: later login with a backup code', async (tab, h) => {
  const { page } = tab;
  assert.ok(backupCodes.length, 'needs the codes saved by the TOTP enrollment test');
  await page.goto(b2bLogin(h, org(h, 'globex', ['emailOtp'])));
  await emailOtp(tab, h, 'alice@globex.test');
  await heading(page, 'Enter verification code');
  await tab.screen('totp-entry');
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await heading(page, 'Enter backup code');
  await tab.screen('recovery-code-entry');
  await page.getByLabel('Backup code').fill(backupCodes[0]);
  await page.getByRole('button', { name: 'Continue' }).click();
  const member = await loggedIn(tab);
  assert.is(member.email_address, 'alice@globex.test');
});

flow(test, h, 'B2B: SMS MFA', async (tab, h) => {
  const { page } = tab;
  const phone = '+12025550111';
  const before = h.emu.outbox(phone).length;
  await page.goto(b2bLogin(h, org(h, 'globex', ['emailOtp'])));
  await emailOtp(tab, h, 'carol@globex.test');
  await heading(page, 'Enter verification code');
  await page.getByText(/A 6-digit code was sent to you at/).waitFor();
  await tab.screen('sms-entry');
  const m = await lastMessage(h, phone, before);
  assert.is(m.channel, 'sms');
  await enterCode(page, h, phone, before);
  const member = await loggedIn(tab);
  assert.is(member.email_address, 'carol@globex.test');
});

// ---- SSO --------------------------------------------------------------------------------

/** On the emulated identity provider's page: sign in as `email`. */
async function idpSignIn(tab: Tab, h: Harness, email: string) {
  const { page } = tab;
  await page.waitForURL((u) => u.href.startsWith(h.emu.url));
  await tab.screen('sso-idp-page');
  const known = page.getByRole('button', { name: `Continue as ${email}` });
  if (await known.count()) await known.click();
  else {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Sso Person');
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.waitForURL((u) => u.href.startsWith(`${h.origin}/b2b`));
}

flow(test, h, 'B2B: SSO discovery menu', async (tab, h) => {
  const { page } = tab;
  await page.goto(b2bLogin(h, discovery(h, ['sso', 'emailOtp'])));
  await page.getByRole('button', { name: 'Continue with SSO' }).click();
  await heading(page, 'Enter your email to continue');
  await tab.screen('sso-email');
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Select a connection to continue');
  await tab.screen('sso-menu');
  await page.getByRole('button', { name: /Acme Okta/ }).click();
  await idpSignIn(tab, h, 'admin@acme.test');
  const member = await loggedIn(tab);
  assert.is(member.email_address, 'admin@acme.test');
  assert.not.match(page.url(), /token=/);
});

flow(test, h, 'B2B: SSO discovery fallback by organization slug', async (tab, h) => {
  const { page } = tab;
  await page.goto(b2bLogin(h, discovery(h, ['sso', 'emailOtp'])));
  await page.getByRole('button', { name: 'Continue with SSO' }).click();
  await heading(page, 'Enter your email to continue');
  await page.getByLabel('Email').fill(uniqueEmail('nobody', 'elsewhere.test'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, "Sorry, we couldn't find any connections.");
  await tab.screen('sso-fallback');
  await page.getByLabel('Organization slug').fill('initech');
  await page.getByRole('button', { name: 'Continue' }).click();
  await idpSignIn(tab, h, 'bob@initech.test');
  const member = await loggedIn(tab);
  assert.is(member.email_address, 'bob@initech.test');
});

// ---- passwords --------------------------------------------------------------------------

flow(test, h, 'B2B: password login', async (tab, h) => {
  const { page } = tab;
  await page.goto(b2bLogin(h, org(h, 'acme', ['passwords'])));
  await heading(page, 'Continue to Acme Inc');
  await tab.screen('org-password');
  // The member is looked up first; the password field appears for a member.
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).waitFor();
  await tab.screen('org-password-known-member');
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery-staple-42');
  await page.getByRole('button', { name: 'Continue' }).click();
  await loggedIn(tab);
  assert.ok(
    (await events(page)).some((e) => /PASSWORD/.test(e)),
    'a password event',
  );
});

flow(test, h, 'B2B: password forgot and reset by email', async (tab, h) => {
  const { page } = tab;
  const email = 'sam@shared.test';
  await page.goto(b2bLogin(h, org(h, 'acme', ['passwords'])));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign up or reset password' }).click();
  await heading(page, 'Check your email for help signing in!');
  await tab.screen('password-forgot');
  const before = h.emu.outbox(email).length;
  const field = page.getByLabel('Email');
  if (!(await field.inputValue())) await field.fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Check your email!');
  await tab.screen('password-set-new-sent');
  const link = (await lastMessage(h, email, before)).link!;
  assert.match(link, /stytch_token_type=multi_tenant_passwords/);
  await page.goto(link);
  await heading(page, 'Set a new password');
  await tab.screen('password-reset-form');
  await page.getByLabel('New password').fill(STRONG);
  const submit = page.getByRole('button', { name: 'Continue' });
  await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await submit.elementHandle());
  await submit.click();
  const member = await loggedIn(tab);
  assert.is(member.email_address, email);
  assert.not.match(page.url(), /token=/);
});

flow(test, h, 'B2B: discovery password login, then pick the organization', async (tab, h) => {
  const { page } = tab;
  await page.goto(b2bLogin(h, discovery(h, ['passwords'])));
  await heading(page, 'Sign up or log in');
  await tab.screen('discovery-password');
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery-staple-42');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Select an organization to continue');
  await tab.screen('discovery-password-list');
  await page.getByRole('button', { name: /Acme Inc/ }).click();
  const member = await loggedIn(tab);
  assert.is(member.email_address, 'admin@acme.test');
  assert.is(await page.evaluate(() => (window as any).client.organization.getSync()?.organization_slug), 'acme');
});

flow(
  test,
  h,
  'B2B: an unknown organization slug shows the Error screen from its own chunk (featherlogin.b2b.error.js), without Back',
  async (tab, h) => {
    const { page } = tab;
    await page.goto(b2bLogin(h, org(h, 'no-such-org', ['emailOtp']), { path: '/b2b-no-org' }));
    await heading(page, 'Looks like there was an error!');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The organization you are looking for could not be found. If you think this is a mistake, contact your admin.' })
      .waitFor();
    await tab.screen('error-organization');
    assert.is(await page.getByRole('button', { name: 'Back' }).count(), 0, 'section 4: organization error, cannot go back');
    assert.is(
      tab.requests.filter((u) => u.endsWith('/featherlogin.b2b.error.js')).length,
      1,
      'the Error screen comes as its own chunk, once',
    );
  },
);

test.run();
