// The Admin Portal's sections rendered (happy-dom) over a fake client: organization settings are
// read-only for a member without permission and save only the changed fields for an admin; member
// management asks before a destructive step and makes no request until confirmed; the SSO and SCIM
// mounts draw their sections with the mount's client; a mount without client throws.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  mountAdminPortalMemberManagement,
  mountAdminPortalOrgSettings,
  mountAdminPortalSCIM,
  mountAdminPortalSSO,
} from '../../src/admin/mount';
import { unmountWidget } from '../../src/ui/mount';
import { member, org as fixtureOrg } from '../helpers/b2b-fixtures';
import { byText, click, host, submit, text, typeIn, until } from '../helpers/kit';

const org = fixtureOrg({ email_allowed_domains: ['acme.test'], email_jit_provisioning: 'RESTRICTED' });
const policy = {
  roles: [
    { role_id: 'stytch_admin', description: 'Admins', permissions: [] },
    { role_id: 'stytch_member', description: 'Everyone', permissions: [] },
  ],
};
const bob = member({ member_id: 'm-bob', email_address: 'bob@acme.test', name: 'Bob', mfa_phone_number: '+15555550100' });

function fake(admin: boolean) {
  const calls: [string, unknown][] = [];
  const rec = (name: string, answer: unknown) => async (arg: unknown) => (calls.push([name, arg]), answer);
  const client = {
    bootstrap: { getAsync: async () => ({ rbacPolicy: policy }), getSync: () => ({ rbacPolicy: policy }) },
    session: { getSync: () => ({ roles: admin ? ['stytch_admin'] : ['stytch_member'] }) },
    rbac: { isAuthorizedSync: () => admin, isAuthorized: async () => admin },
    sso: { getConnections: rec('sso.getConnections', { saml_connections: [], oidc_connections: [], external_connections: [] }) },
    scim: {
      getConnection: rec('scim.getConnection', { connection: null }),
      getConnectionGroups: rec('scim.getConnectionGroups', { scim_groups: [] }),
    },
    organization: {
      get: async () => org,
      update: rec('organization.update', { organization: { ...org, organization_name: 'Acme 2' } }),
      members: {
        search: rec('members.search', { members: [bob], results_metadata: { total: 1, next_cursor: null } }),
        delete: rec('members.delete', { member_id: bob.member_id }),
        deleteMFAPhoneNumber: rec('members.deleteMFAPhoneNumber', { member: { ...bob, mfa_phone_number: '' } }),
      },
    },
    magicLinks: { email: { invite: rec('invite', { member: bob }) } },
  };
  return { client: client as never, calls };
}

test('org settings: a member without permission sees every field read-only, a message and no Save', async () => {
  const el = host();
  const { client } = fake(false);
  mountAdminPortalOrgSettings({ element: el, client });
  await until(() => el.querySelector('form'), 'the form');
  assert.ok(text(el).includes('You can view these settings but not change them'));
  assert.ok([...el.querySelectorAll('input[type=text]')].every((i) => (i as HTMLInputElement).readOnly));
  assert.ok([...el.querySelectorAll('select')].every((s) => (s as HTMLSelectElement).disabled));
  assert.not.ok(el.querySelector('button[type=submit]'));
  unmountWidget(el);
});

test('org settings: an admin saves only the changed field with organization.update', async () => {
  const el = host();
  const { client, calls } = fake(true);
  mountAdminPortalOrgSettings({ element: el, client });
  await until(() => el.querySelector('form'), 'the form');
  await typeIn(el.querySelector('input')!, 'Acme 2');
  submit(el);
  await until(() => calls.length, 'the update');
  assert.equal(calls, [['organization.update', { organization_name: 'Acme 2' }]]);
  await until(() => text(el).includes('Changes saved.'), 'the saved message');
  unmountWidget(el);
});

test('members: a destructive step waits for the dialog; confirmed, it runs', async () => {
  const el = host();
  const { client, calls } = fake(true);
  mountAdminPortalMemberManagement({ element: el, client });
  await until(() => text(el).includes('bob@acme.test'), 'the list');
  click(byText(el, 'button', 'Details'));
  await until(() => byText(el, 'button', 'Deactivate member'), 'the details');
  click(byText(el, 'button', 'Deactivate member'));
  await until(() => el.querySelector('dialog'), 'the dialog');
  assert.not.ok(
    calls.some(([n]) => n === 'members.delete'),
    'nothing deleted before confirming',
  );
  click(byText(el.querySelector('dialog')!, 'button', 'Deactivate member'));
  await until(() => calls.some(([n]) => n === 'members.delete'), 'the delete');
  unmountWidget(el);
});

test('members: a member without permission sees a message, and no request is made', async () => {
  const el = host();
  const { client, calls } = fake(false);
  mountAdminPortalMemberManagement({ element: el, client });
  await until(() => text(el).includes('You do not have permission'), 'the message');
  assert.equal(calls, []);
  unmountWidget(el);
});

test("a locale: the section in that language (its portal strings and the chunk's, translated), rtl for Arabic", async () => {
  const el = host();
  mountAdminPortalOrgSettings({ element: el, client: fake(true).client, locale: 'fr' });
  await until(() => text(el).includes('Paramètres de l’organisation'), 'the French heading');
  assert.ok(text(el).includes('Enregistrer'));
  unmountWidget(el);
  mountAdminPortalMemberManagement({ element: el, client: fake(false).client, locale: 'ar' });
  await until(() => text(el).includes('ليس لديك إذن'), 'the Arabic message');
  assert.is(el.querySelector('[dir]')?.getAttribute('dir'), 'rtl');
  unmountWidget(el);
});

test('the SSO and SCIM mounts draw their sections with the client; a mount without a client throws', async () => {
  const el = host();
  const { client, calls } = fake(true);
  mountAdminPortalSSO({ element: el, client });
  await until(() => text(el).includes('No SSO connections yet.'), 'the SSO section');
  unmountWidget(el);
  mountAdminPortalSCIM({ element: el, client });
  await until(() => text(el).includes('No SCIM connection yet.'), 'the SCIM section');
  unmountWidget(el);
  const names = calls.map(([name]) => name);
  assert.ok(names.includes('sso.getConnections') && names.includes('scim.getConnection'), names.join());
  assert.throws(() => mountAdminPortalOrgSettings({ element: el } as never), /client/);
});

test.run();
