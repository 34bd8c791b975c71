// The official 6.3 Admin Portal (@stytch/vanilla-js-6/b2b/adminPortal, bundled at test time, see
// official.ts) in Chromium against the emulator, for Acme's seeded admin: member management invites
// a member (the emulator sends the invitation), and SSO creates a SAML connection. The checks every
// official flow gets hold: no request leaves loopback, no error answer the flow did not expect,
// nothing uncaught, and a console free of errors and warnings.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { uniqueEmail, useHarness, type Harness } from '../e2e/harness';
import { officialFlow, officialPage, type OfficialTab } from './official';

const test = suite('compat: the official Admin Portal against the emulator');
const h = useHarness(test);

const ACME = 'organization-test-acme';
const ADMIN = { email: 'admin@acme.test', password: 'correct-horse-battery-staple-42' };

/** The page: 6.3's B2B client as window.client, and window.mountAdmin(name) for a portal component. */
const adminPage = (h: Harness, tab: OfficialTab) =>
  officialPage(h, tab, '/b2b', 'b2b', {
    ui: true,
    admin: true,
    script: `const client = officialUI.createStytchB2BClient(TOKEN, OPTIONS);
window.client = client;
window.mountAdmin = (name) => officialAdmin[name]({ element: '#login', client });`,
  });

/** The admin signed in with the official client, then the named portal component mounted. */
async function open(tab: OfficialTab, h: Harness, component: string) {
  await tab.page.goto(adminPage(h, tab));
  await tab.run(
    (c, a) =>
      c.passwords.authenticate({ organization_id: a.org, email_address: a.email, password: a.password, session_duration_minutes: 60 }),
    { org: ACME, ...ADMIN },
  );
  await tab.page.evaluate((name) => (window as any).mountAdmin(name), component);
}

officialFlow(
  test,
  h,
  'Admin Portal: the official member management invites a member',
  async (tab, h) => {
    const { page } = tab;
    const invitee = uniqueEmail('off-admin-invite');
    await open(tab, h, 'mountAdminPortalMemberManagement');
    await page.getByText(ADMIN.email).first().waitFor();
    await tab.shot('members');
    await page.getByRole('button', { name: 'Invite', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Enter email address').fill(invitee);
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByText(`Invite sent to ${invitee}`).waitFor();
    await tab.shot('invited');
    assert.ok(h.emu.outbox(invitee).length, `the emulator sent ${invitee} the invitation`);
    const found = await tab.run(
      (c, e) =>
        c.organization.members.search({ query: { operator: 'AND', operands: [{ filter_name: 'member_emails', filter_value: [e] }] } }),
      invitee,
    );
    assert.is(found.members[0]?.status, 'invited');
  },
  [6],
);

officialFlow(
  test,
  h,
  'Admin Portal: the official SSO section creates a SAML connection',
  async (tab, h) => {
    const { page } = tab;
    const name = `Acme SAML ${Date.now()}`;
    await open(tab, h, 'mountAdminPortalSSO');
    await page.getByRole('button', { name: 'New connection' }).click();
    await page.getByPlaceholder('Text').fill(name);
    await page.getByRole('combobox').first().click();
    // The portal's select lists its identity providers as menu items.
    await page.getByRole('menuitem', { name: 'Custom SAML' }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText(name).first().waitFor();
    await tab.shot('saml-created');
    const list = await tab.run((c) => c.sso.getConnections());
    const made = list.saml_connections.find((x: { display_name: string }) => x.display_name === name);
    assert.ok(made, `the connection is listed: ${JSON.stringify(list.saml_connections.map((x: any) => x.display_name))}`);
    assert.is(made.identity_provider, 'generic');
    await tab.run((c, id) => c.sso.deleteConnection(id), made.connection_id);
  },
  [6],
);

test.run();
