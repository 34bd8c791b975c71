// The Admin Portal in Chromium against the emulator (CDN bundles, strict CSP with a nonce): Acme's
// seeded admin restricts the organization's sign-in methods, invites a member who then signs in
// through the invitation link, and gives that member a role; Acme's seeded non-admin member sees the
// settings read-only and no member list. axe finds nothing serious on each screen. The harness's
// emulator is shared by every e2e suite: the organization's settings are put back.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axeCheck, flow, lastMessage, pageHTML, uniqueEmail, useHarness, type Harness } from './harness';
import { b2bLogin } from './pages';
import { defaultDarkTheme } from '../../src/ui/presentation';

const test = suite('e2e: Admin Portal');
const h = useHarness(test);
const NONCE = 'admin-portal-nonce';
// The suite writes its pictures under test-output; SCREENS_DOCS=1 writes them into docs/screens/admin
// (the committed gallery), so a test run leaves the working tree as it was.
const DOCS = join(process.cwd(), ...(process.env.SCREENS_DOCS === '1' ? ['docs', 'screens'] : ['test-output', 'screens']), 'admin');
const ACME = 'organization-test-acme';
const ADMIN = { email: 'admin@acme.test', password: 'correct-horse-battery-staple-42' };
const MEMBER = { email: 'member@acme.test', password: 'acme-member-long-password-2024' };

/** The portal page: both B2B bundles; window.signIn(email, password) and window.show(section, config). */
const portal = (hh: Harness) =>
  hh.serve(
    '/admin-portal',
    pageHTML(hh, {
      bundles: ['featherlogin.b2b.js', 'featherlogin.b2b.adminPortal.js'],
      token: hh.b2bToken,
      nonce: NONCE,
      script: `
const client = new featherlogin.StytchB2BUIClient(TOKEN, options);
window.client = client;
window.signIn = (email, password) => client.passwords.authenticate({ organization_id: ${JSON.stringify(ACME)}, email_address: email, password, session_duration_minutes: 60 });
window.show = (section, config) => featherlogin['mountAdminPortal' + section]({ element: '#login', client, config, nonce: ${JSON.stringify(NONCE)} });`,
    }),
    { 'Content-Security-Policy': `script-src 'self' 'nonce-${NONCE}'; style-src 'nonce-${NONCE}'` },
  );

async function open(page: import('playwright-core').Page, hh: Harness, who: typeof ADMIN, section: string, config: object = {}) {
  await page.goto(portal(hh));
  await page.evaluate(([e, p]) => (window as any).signIn(e, p), [who.email, who.password]);
  await page.evaluate(([s, c]) => (window as any).show(s, c), [section, config] as const);
}

// The gallery of docs/screens/admin (with SCREENS_DOCS=1; first, so the member list is the seeded one): each section at 400 and 320 px, light and dark (the presentation
// option's default pair), and Arabic (right to left); axe on each.
flow(test, h, 'screens: 400 / 320 px, light / dark, right to left', async (tab, hh) => {
  const { page } = tab;
  mkdirSync(DOCS, { recursive: true });
  await page.goto(portal(hh));
  await page.evaluate(([e, p]) => (window as any).signIn(e, p), [ADMIN.email, ADMIN.password]);
  const shots: [string, { dark?: object; locale?: string }, string][] = [
    ['OrgSettings', {}, 'Organization settings'],
    ['MemberManagement', {}, 'Members'],
    ['OrgSettings', { dark: defaultDarkTheme }, 'Organization settings'],
    ['MemberManagement', { locale: 'ar' }, 'الأعضاء'],
    ['SSO', {}, 'SSO connections'],
    ['SSO', { dark: defaultDarkTheme }, 'SSO connections'],
    ['SSO', { locale: 'ar' }, 'اتصالات SSO'],
    ['SCIM', {}, 'SCIM provisioning'],
    ['SCIM', { dark: defaultDarkTheme }, 'SCIM provisioning'],
    ['SCIM', { locale: 'ar' }, 'توفير SCIM'],
  ];
  for (const [section, o, title] of shots)
    for (const width of [400, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(
        ([s, opt]) => {
          const w = window as any;
          return w.featherlogin[`mountAdminPortal${s}`]({
            element: '#login',
            client: w.client,
            nonce: 'admin-portal-nonce',
            locale: opt.locale,
            presentation: opt.dark ? { theme: opt.dark } : undefined,
          });
        },
        [section, o] as const,
      );
      await page.getByRole('heading', { name: title }).first().waitFor();
      await page.waitForTimeout(100);
      await axeCheck(page, `admin portal / ${section} ${JSON.stringify(o)} ${width}`);
      const tag = 'dark' in o ? '-dark' : 'locale' in o ? '-rtl' : '';
      // Playwright's screenshot sets caret-color on inputs: the harness's style watch pauses around it.
      tab.styleWrites.push(...(await page.evaluate(() => (window as any).__styleWatch?.(true) ?? [])));
      await page.locator('#login').screenshot({ path: join(DOCS, `${section}${tag}-${width}.png`) });
      await page.evaluate(() => (window as any).__styleWatch?.(false));
    }
});

flow(test, h, 'admin: restricts the sign-in methods, invites a member who signs in by the link, gives them a role', async (tab, hh) => {
  const { page } = tab;
  await open(page, hh, ADMIN, 'OrgSettings');
  await page.getByRole('heading', { name: 'Organization settings' }).waitFor();
  await axeCheck(page, 'admin portal / organization settings');
  await page.getByLabel('Allowed sign-in methods').selectOption('RESTRICTED');
  for (const m of ['Email magic links', 'Passwords']) await page.getByLabel(m).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').filter({ hasText: 'Changes saved.' }).waitFor();
  const org = await page.evaluate(() => (window as any).client.organization.get());
  assert.is(org.auth_methods, 'RESTRICTED');
  assert.equal([...org.allowed_auth_methods].sort(), ['magic_link', 'password']);
  await page.evaluate(() => (window as any).client.organization.update({ auth_methods: 'ALL_ALLOWED', allowed_auth_methods: [] }));

  const invitee = uniqueEmail('invitee', 'acme.test');
  await page.evaluate(
    (url) => (window as any).show('MemberManagement', { inviteRedirectURL: url, inviteExpirationMinutes: 60 }),
    `${hh.origin}/b2b`,
  );
  await page.getByRole('heading', { name: 'Members' }).waitFor();
  await axeCheck(page, 'admin portal / members');
  await page.getByRole('button', { name: 'Invite a member' }).click();
  await page.getByLabel('Email').fill(invitee);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `Invitation sent to ${invitee}` })
    .waitFor();
  const link = (await lastMessage(hh, invitee)).link!;
  assert.ok(link, 'an invitation link');

  // The invitee follows the link to the B2B widget's page, which signs them in.
  const other = await hh.open('invitee');
  try {
    const url = `${hh.origin}/b2b`;
    b2bLogin(hh, {
      authFlowType: 'Organization',
      organizationSlug: 'acme',
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: url, signupRedirectURL: url, discoveryRedirectURL: url },
    });
    await other.page.goto(link);
    await other.page.waitForFunction(() => !!(window as any).client?.session.getSync(), null, { timeout: 10_000 });
  } finally {
    await other.close();
  }

  // Back as the admin: the invitee is active; give them the admin role.
  await page.getByRole('button', { name: 'Back to members' }).click();
  await page.getByLabel('Search by email').fill(invitee);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Details of ${invitee}` }).click();
  await page.getByText('Status: Active').waitFor();
  await page.getByLabel('stytch_admin').check();
  await page.getByRole('button', { name: 'Save roles' }).click();
  await page.getByRole('status').filter({ hasText: 'Roles saved.' }).waitFor();
  await axeCheck(page, 'admin portal / member details');
  const found = await page.evaluate(
    (e) =>
      (window as any).client.organization.members.search({
        query: { operator: 'AND', operands: [{ filter_name: 'member_emails', filter_value: [e] }] },
      }),
    invitee,
  );
  assert.equal(
    found.members[0].roles.map((r: { role_id: string }) => r.role_id),
    ['stytch_member', 'stytch_admin'],
  );
  assert.equal(tab.csp, [], 'no CSP violation');
});

flow(test, h, 'non-admin member: settings read-only with a message, no member list', async (tab, hh) => {
  const { page } = tab;
  await open(page, hh, MEMBER, 'OrgSettings');
  await page.getByRole('heading', { name: 'Organization settings' }).waitFor();
  await page.getByText('You can view these settings but not change them.').first().waitFor();
  assert.ok(await page.getByLabel('Organization name').evaluate((i) => (i as HTMLInputElement).readOnly));
  assert.ok(await page.getByLabel('Allowed sign-in methods').isDisabled());
  assert.is(await page.getByRole('button', { name: 'Save' }).count(), 0);
  await axeCheck(page, 'admin portal / organization settings, read-only');
  await page.evaluate(() => (window as any).show('MemberManagement', {}));
  await page.getByText('You do not have permission to view the members of this organization.').waitFor();
  assert.is(await page.getByRole('button', { name: 'Invite a member' }).count(), 0);
  assert.equal(tab.csp, [], 'no CSP violation');
});

test.run();
