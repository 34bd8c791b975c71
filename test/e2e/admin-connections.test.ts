// The Admin Portal's SSO and SCIM sections (issue 26) in Chromium against the emulator, under a strict
// CSP, mounted by the public CDN featherlogin.b2b.adminPortal.js (mountAdminPortalSSO / ...SCIM) with
// the B2B widget bundle's client: the seeded Acme admin creates a SAML connection, gives it a
// metadata URL and tests it through the emulator's SSO provider page; creates a SCIM connection, sees
// its bearer token once and rotates it (complete, then start and cancel); deletes both, confirmed. A
// member without admin permissions sees the notice and no control, and no SSO or SCIM request leaves
// the page. axe on every screen (tab.screen).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { flow, type Harness, useHarness, WAIT } from './harness';

const test = suite('e2e: admin portal SSO and SCIM sections');
const h = useHarness(test);
const NONCE = 'admin-connections-nonce';
const ADMIN = { email: 'admin@acme.test', password: 'correct-horse-battery-staple-42' };
const MEMBER = { email: 'sam@shared.test', password: 'sam-shared-password-for-two-orgs' };

/** A page at /admin-{kind}{path} that signs `who` in to Acme (password) and mounts the section with `more` options. */
function page(hh: Harness, kind: 'sso' | 'scim', who: { email: string; password: string }, more: object = {}, path = '') {
  const csp = `default-src 'self'; script-src 'self' 'nonce-${NONCE}'; style-src 'self' 'nonce-${NONCE}'; connect-src 'self' ${hh.emu.url}; form-action 'self' ${hh.emu.url}`;
  const config = { testLoginRedirectURL: `${hh.origin}/b2b`, testSignupRedirectURL: `${hh.origin}/b2b` };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Admin ${kind}</title></head>
<body><main><div id="login"></div></main>
<script src="/dist/featherlogin.b2b.js" nonce="${NONCE}"></script>
<script src="/dist/featherlogin.b2b.adminPortal.js" nonce="${NONCE}"></script>
<script nonce="${NONCE}">
const client = new featherlogin.StytchB2BUIClient(${JSON.stringify(hh.b2bToken)}, { endpoints: { testAPIURL: ${JSON.stringify(hh.emu.url)} } });
window.client = client;
(async () => {
  await client.passwords.authenticate({ organization_id: 'organization-test-acme', email_address: ${JSON.stringify(who.email)}, password: ${JSON.stringify(who.password)}, session_duration_minutes: 60 });
  featherlogin.mountAdminPortal${kind.toUpperCase()}({ element: '#login', client, config: ${JSON.stringify(config)}, nonce: ${JSON.stringify(NONCE)}, ...${JSON.stringify(more)} });
})();
</script></body></html>`;
  return hh.serve(`/admin-${kind}${path}`, html, { 'content-security-policy': csp });
}

const heading = (p: Page, name: string) => p.getByRole('heading', { name }).waitFor({ timeout: WAIT });
const button = (p: Page, name: string) => p.getByRole('button', { name, exact: true });

flow(
  test,
  h,
  'admin: creates a SAML connection, gives its metadata URL, tests it through the SSO provider page, deletes it',
  async (tab, hh) => {
    const p = tab.page;
    await p.goto(page(hh, 'sso', ADMIN));
    await heading(p, 'SSO connections');
    await p.getByText('Acme Okta').waitFor({ timeout: WAIT });
    await tab.screen('sso-list');
    await button(p, 'New connection').click();
    await heading(p, 'New SSO connection');
    await p.getByLabel('Identity provider').selectOption('okta');
    await p.getByLabel('Display name').fill('E2E Okta');
    await tab.screen('sso-new');
    await button(p, 'Create connection').click();
    await heading(p, 'E2E Okta');
    const acs = await p.getByRole('textbox', { name: 'ACS URL (reply URL)' }).inputValue();
    assert.match(acs, new RegExp(`^${hh.emu.url}/v1/b2b/sso/callback/saml-connection-test-`));
    assert.is(await p.getByRole('textbox', { name: 'Audience URI (SP entity ID)' }).inputValue(), acs);
    assert.ok(await p.getByRole('button', { name: 'Test connection' }).isDisabled(), 'a pending connection cannot be tested');
    await p.getByLabel('IdP sign-on URL').fill('not a url');
    await button(p, 'Save').click();
    await p.getByText('Enter a full URL starting with https://').waitFor({ timeout: WAIT });
    await p.getByLabel('IdP sign-on URL').fill('');
    await p.getByLabel('Metadata URL').fill('https://acme.okta.test/app/metadata');
    await p.getByLabel('Email attribute').fill('email');
    await button(p, 'Add assignment').click();
    await p.getByLabel('Group name').fill('admins');
    await tab.screen('sso-details');
    await button(p, 'Save').click();
    await p.getByText('Connection saved.').waitFor({ timeout: WAIT });
    await p.getByText('Certificates on file: 1').waitFor({ timeout: WAIT });
    // the test sign-in: the emulator's provider page, then back to the test redirect URL with an SSO token
    await button(p, 'Test connection').click();
    await heading(p, 'Sign in to E2E Okta');
    await p.getByRole('button', { name: `Continue as ${ADMIN.email}` }).click();
    await p.waitForURL(/\/b2b\?stytch_token_type=sso&token=/, { timeout: WAIT });
    // delete, confirmed
    await p.goto(page(hh, 'sso', ADMIN));
    await p.getByRole('button', { name: 'Open E2E Okta' }).click();
    await heading(p, 'E2E Okta');
    // By keyboard: the question takes the focus (its label is read), Tab twice reaches Delete.
    await button(p, 'Delete connection').focus();
    await p.keyboard.press('Enter');
    await p.getByRole('alertdialog').waitFor({ timeout: WAIT });
    await p.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alertdialog', null, { timeout: WAIT });
    await tab.screen('sso-delete-confirm');
    await p.keyboard.press('Tab');
    await p.keyboard.press('Tab');
    assert.is(await p.evaluate(() => document.activeElement?.textContent), 'Delete');
    await p.keyboard.press('Enter');
    await p.getByText('Connection deleted.').waitFor({ timeout: WAIT });
    assert.is(await p.getByText('E2E Okta').count(), 0);
  },
);

flow(test, h, 'admin: creates a SCIM connection, sees its token once, rotates it (complete, then cancel), deletes it', async (tab, hh) => {
  const p = tab.page;
  await p.goto(page(hh, 'scim', ADMIN));
  await heading(p, 'SCIM provisioning');
  await tab.screen('scim-none');
  await button(p, 'Create SCIM connection').click();
  await p.getByLabel('Display name').fill('E2E SCIM');
  await button(p, 'Create connection').click();
  await heading(p, 'E2E SCIM');
  const token = await p.getByRole('textbox', { name: 'Bearer token', exact: true }).inputValue();
  assert.match(token, /^scim-bearer-token-test-/);
  await tab.screen('scim-token-once');
  await button(p, 'I have copied the token').click();
  await p.getByText(`Bearer token ending in ${token.slice(-4)}`).waitFor({ timeout: WAIT });
  assert.is(await p.getByRole('textbox', { name: 'Bearer token', exact: true }).count(), 0, 'the token is not shown again');
  await button(p, 'Rotate token').click();
  const next = await p.getByRole('textbox', { name: 'New bearer token' }).inputValue();
  assert.is.not(next, token);
  await tab.screen('scim-rotating');
  // Each end of a rotation kills a token for good: it asks first ('Go back' leaves it as it is).
  await button(p, 'Complete rotation').click();
  await p.getByText(/^Complete the rotation\?/).waitFor({ timeout: WAIT });
  await tab.screen('scim-rotate-complete-confirm');
  await button(p, 'Complete rotation').click();
  await p.getByText('Rotation complete: the old token no longer works.').waitFor({ timeout: WAIT });
  await p.getByText(`Bearer token ending in ${next.slice(-4)}`).waitFor({ timeout: WAIT });
  await button(p, 'Rotate token').click();
  await p.getByRole('textbox', { name: 'New bearer token' }).waitFor({ timeout: WAIT });
  await button(p, 'Cancel rotation').click();
  await button(p, 'Go back').waitFor({ timeout: WAIT });
  await button(p, 'Cancel rotation').click();
  await p.getByText('Rotation cancelled: the current token still works.').waitFor({ timeout: WAIT });
  await p.getByText(`Bearer token ending in ${next.slice(-4)}`).waitFor({ timeout: WAIT });
  // group roles over the groups the emulated IdP pushed
  await button(p, 'Add assignment').click();
  await p.getByLabel('Group', { exact: true }).selectOption({ label: 'Engineering' });
  await button(p, 'Save assignments').click();
  await p.getByText('Assignments saved.').waitFor({ timeout: WAIT });
  await button(p, 'Delete connection').click();
  await button(p, 'Delete').click();
  await p.getByText('SCIM connection deleted.').waitFor({ timeout: WAIT });
  await button(p, 'Create SCIM connection').waitFor({ timeout: WAIT });
});

flow(test, h, 'member without admin permissions: a notice, no control, no SSO or SCIM request', async (tab, hh) => {
  const p = tab.page;
  for (const [kind, title, notice] of [
    ['sso', 'SSO connections', 'You do not have permission to view SSO connections.'],
    ['scim', 'SCIM provisioning', 'You do not have permission to view the SCIM connection.'],
  ] as const) {
    await p.goto(page(hh, kind, MEMBER));
    await heading(p, title);
    await p.getByText(notice).waitFor({ timeout: WAIT });
    await tab.screen(`${kind}-denied`);
    assert.is(await p.getByRole('button').count(), 0, 'no control');
  }
  const asked = tab.requests.filter((u) => /\/b2b\/(sso|scim)(\/|\?|$)/.test(new URL(u).pathname));
  assert.equal(asked, [], 'no request the member may not make');
});

flow(
  test,
  h,
  'French and dark presentation, Arabic at 320 px: the sections are translated, right to left, no overflow',
  async (tab, hh) => {
    const p = tab.page;
    const dark = { presentation: { theme: { 'color-scheme': 'dark' } } };
    await p.goto(page(hh, 'sso', ADMIN, { locale: 'fr', ...dark }, '-fr'));
    await heading(p, 'Connexions SSO');
    await button(p, 'Nouvelle connexion').waitFor({ timeout: WAIT });
    await tab.screen('sso-list-fr-dark');
    // Arabic at 320 px: right to left, nothing wider than the viewport
    await p.setViewportSize({ width: 320, height: 720 });
    await p.goto(page(hh, 'sso', ADMIN, { locale: 'ar' }, '-ar'));
    await heading(p, 'اتصالات SSO');
    await p.getByRole('button', { name: 'اتصال جديد' }).click();
    await heading(p, 'اتصال SSO جديد');
    assert.is(await p.locator('#login [dir=rtl]').count(), 1);
    assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= 320), 'no horizontal scroll at 320 px');
    await tab.screen('sso-new-ar-320');
  },
);

test.run();
