// The Admin Portal's sections rendered (happy-dom) over a fake client: organization settings are
// read-only for a member without permission and save only the changed fields for an admin; member
// management asks before a destructive step and makes no request until confirmed; the SSO and SCIM
// mounts draw their sections with the mount's client; a mount without client throws. SSO says a save
// beside Save and takes a refused one to its field; an added SSO or SCIM assignment row takes the focus.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  mountAdminPortalMemberManagement,
  mountAdminPortalOrgSettings,
  mountAdminPortalSCIM,
  mountAdminPortalSSO,
} from '../../src/admin/mount';
import { loadAdminLocale } from '../../src/admin/locale';
import { StytchAPIUnreachableError } from '../../src/core/errors';
import { unmountWidget } from '../../src/ui/mount';
import { member, org as fixtureOrg } from '../helpers/b2b-fixtures';
import { byText, click, flush, host, submit, text, typeIn, until } from '../helpers/kit';

const org = fixtureOrg({ email_allowed_domains: ['acme.test'], email_jit_provisioning: 'RESTRICTED' });
const policy = {
  roles: [
    { role_id: 'stytch_admin', description: 'Admins', permissions: [] },
    { role_id: 'stytch_member', description: 'Everyone', permissions: [] },
  ],
};
const bob = member({ member_id: 'm-bob', email_address: 'bob@acme.test', name: 'Bob', mfa_phone_number: '+15555550100' });

/** A fake client; `admin` true may do everything, false nothing, a function what it grants. */
function fake(admin: boolean | ((resource: string, action: string) => boolean)) {
  const can = typeof admin === 'function' ? admin : () => admin;
  const calls: [string, unknown][] = [];
  const rec = (name: string, answer: unknown) => async (arg: unknown) => (calls.push([name, arg]), answer);
  const client = {
    bootstrap: { getAsync: async () => ({ rbacPolicy: policy }), getSync: () => ({ rbacPolicy: policy }) },
    session: { getSync: () => ({ roles: admin ? ['stytch_admin'] : ['stytch_member'] }), onChange: () => () => {} },
    rbac: { isAuthorizedSync: can, isAuthorized: async (r: string, a: string) => can(r, a) },
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

test('org settings: a role with only update.settings.mfa-policy may change exactly the MFA policy', async () => {
  const el = host();
  const { client } = fake((r, a) => r === 'stytch.organization' && a === 'update.settings.mfa-policy');
  mountAdminPortalOrgSettings({ element: el, client });
  await until(() => el.querySelector('form'), 'the form');
  const enabled = [...el.querySelectorAll('select')].filter((s) => !(s as HTMLSelectElement).disabled);
  assert.equal(
    enabled.map((s) => el.querySelector(`label[for="${s.id}"]`)?.textContent),
    ['Multi-factor authentication'],
  );
  assert.ok([...el.querySelectorAll('input[type=text]')].every((i) => (i as HTMLInputElement).readOnly));
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

test('org settings: a refused save takes the focus to the first field it refuses (its message is far above Save)', async () => {
  const el = host();
  const { client, calls } = fake(true);
  mountAdminPortalOrgSettings({ element: el, client });
  await until(() => el.querySelector('form'), 'the form');
  const mode = el.querySelectorAll('select')[0] as HTMLSelectElement;
  mode.value = 'RESTRICTED';
  mode.dispatchEvent(new Event('change', { bubbles: true }));
  await flush();
  for (const box of el.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) if (box.checked) box.click();
  await flush();
  (byText(el, 'button', 'Save') as HTMLButtonElement).focus();
  submit(el);
  await until(() => document.activeElement?.getAttribute('type') === 'checkbox', 'the focus on the refused choice');
  assert.is(document.activeElement!.getAttribute('aria-invalid'), 'true');
  assert.equal(calls, [], 'nothing sent');
  unmountWidget(el);
});

test("org settings: Add a domain role takes the focus to the new row's first field (the row appears above the button)", async () => {
  const el = host();
  const { client } = fake(true);
  mountAdminPortalOrgSettings({ element: el, client });
  await until(() => el.querySelector('form'), 'the form');
  const add = byText(el, 'button', 'Add a domain role') as HTMLButtonElement;
  add.focus();
  click(add);
  await until(
    () => el.querySelector('[data-row] input') && document.activeElement === el.querySelector('[data-row]:last-of-type input'),
    'the new row',
  );
  assert.is(document.activeElement!.closest('[data-row]'), [...el.querySelectorAll('[data-row]')].pop()!);
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
  // A selector matching nothing: the official words, naming the function called.
  assert.throws(
    () => mountAdminPortalSCIM({ element: '#nowhere', client }),
    (e: Error) =>
      e.message ===
      'The selector you specified (#nowhere) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mountAdminPortalSCIM().',
  );
});

const rotating = {
  connection_id: 'scim-1',
  display_name: 'Okta SCIM',
  base_url: 'https://scim.test/v2',
  bearer_token_last_four: 'OLD4',
  bearer_token_expires_at: '2030-01-01T00:00:00Z',
  next_bearer_token_last_four: 'NEW4',
  scim_group_implicit_role_assignments: [],
};

test('SCIM: completing or cancelling a rotation asks first, with what it does; Go back makes no request', async () => {
  const el = host();
  const { client, calls } = fake(true);
  const c = client as any;
  c.scim.getConnection = async () => ({ connection: rotating });
  const answer = { connection: { ...rotating, next_bearer_token_last_four: '' } };
  c.scim.rotateComplete = async (id: string) => (calls.push(['scim.rotateComplete', id]), answer);
  c.scim.rotateCancel = async (id: string) => (calls.push(['scim.rotateCancel', id]), answer);
  const rotations = () => calls.filter(([n]) => n.startsWith('scim.rotate'));
  for (const [button, asked, call] of [
    ['Cancel rotation', 'The new token ending in NEW4 stops working', 'scim.rotateCancel'],
    ['Complete rotation', 'The old token ending in OLD4 stops working', 'scim.rotateComplete'],
  ]) {
    mountAdminPortalSCIM({ element: el, client });
    await until(() => byText(el, 'button', button), 'the rotation');
    click(byText(el, 'button', button));
    await until(() => el.querySelector('[role=alertdialog]'), 'the question');
    assert.ok(text(el.querySelector('[role=alertdialog]')!).includes(asked), asked);
    assert.ok(text(el).includes('cannot be undone'));
    assert.equal(rotations(), [], 'nothing before confirming');
    click(byText(el.querySelector('[role=alertdialog]')!, 'button', 'Go back'));
    await until(() => !el.querySelector('[role=alertdialog]'), 'the question gone');
    assert.equal(rotations(), []);
    click(byText(el, 'button', button));
    await until(() => el.querySelector('[role=alertdialog]'), 'the question again');
    click(byText(el.querySelector('[role=alertdialog]')!, 'button', button));
    await until(() => rotations().length, 'the rotation call');
    assert.equal(rotations(), [[call, 'scim-1']]);
    calls.length = 0;
    unmountWidget(el);
  }
});

/** Member management over one member (the fake's list answers only them), on the organization `o`. */
async function openMember(m: typeof bob, o = org) {
  const el = host();
  const { client, calls } = fake(true);
  const c = client as any;
  c.organization.get = async () => o;
  c.organization.members.search = async () => ({ members: [m], results_metadata: { total: 1, next_cursor: null } });
  mountAdminPortalMemberManagement({ element: el, client });
  await until(() => byText(el, 'button', 'Details'), 'the list');
  return { el, calls };
}

test('members: deactivating a member whose email is unverified warns that it is for good; no Reactivate for them', async () => {
  let { el } = await openMember({ ...bob, email_address_verified: false });
  // A count, not a plural to agree with: '1 members' read wrong.
  assert.ok(text(el).includes('Members: 1'), 'the member count');
  click(byText(el, 'button', 'Details'));
  click(await waitFor(el, 'Deactivate member'));
  await until(() => el.querySelector('dialog'), 'the dialog');
  assert.ok(text(el.querySelector('dialog')!).includes('you will not be able to reactivate them'));
  assert.not.ok(text(el).includes('You can reactivate them later'));
  unmountWidget(el);
  ({ el } = await openMember({ ...bob, status: 'deleted', email_address_verified: false }));
  click(byText(el, 'button', 'Details'));
  await until(() => text(el).includes('Status: Deactivated'), 'the details');
  assert.not.ok(byText(el, 'button', 'Reactivate'));
  unmountWidget(el);
  ({ el } = await openMember({ ...bob, status: 'deleted' }));
  click(byText(el, 'button', 'Details'));
  await waitFor(el, 'Reactivate');
  unmountWidget(el);
});

test('members: Invite only where the organization allows email invites; the invitation again for pending members', async () => {
  let { el } = await openMember(bob, { ...org, email_invites: 'NOT_ALLOWED' });
  assert.not.ok(byText(el, 'button', 'Invite a member'));
  unmountWidget(el);
  ({ el } = await openMember({ ...bob, status: 'pending' }));
  assert.ok(byText(el, 'button', 'Invite a member'));
  click(byText(el, 'button', 'Details'));
  await waitFor(el, 'Send the invitation again');
  unmountWidget(el);
  ({ el } = await openMember({ ...bob, status: 'pending' }, { ...org, email_invites: 'NOT_ALLOWED' }));
  click(byText(el, 'button', 'Details'));
  await until(() => text(el).includes('Status: Pending'), 'the details');
  assert.not.ok(byText(el, 'button', 'Send the invitation again'));
  unmountWidget(el);
});

/** The button with this text, once it is there. */
async function waitFor(el: HTMLElement, label: string) {
  await until(() => byText(el, 'button', label), label);
  return byText(el, 'button', label)!;
}

test("members: a failed step's error is not shown on the next member opened", async () => {
  const el = host();
  const { client } = fake(true);
  const c = client as any;
  const alice = member({ member_id: 'm-alice', email_address: 'alice@acme.test', name: 'Alice' });
  c.organization.members.search = async () => ({ members: [bob, alice], results_metadata: { total: 2, next_cursor: null } });
  c.organization.members.deleteMFAPhoneNumber = async () => {
    throw { error_type: 'unknown_failure', error_message: 'The phone could not be removed.' };
  };
  mountAdminPortalMemberManagement({ element: el, client });
  await until(() => byText(el, 'button', 'Details'), 'the list');
  click(el.querySelector('[aria-label="Details of bob@acme.test"]'));
  click(await waitFor(el, 'Remove text message codes'));
  await until(() => el.querySelector('dialog'), 'the dialog');
  click(byText(el.querySelector('dialog')!, 'button', 'Remove text message codes'));
  await until(() => text(el).includes('The phone could not be removed.'), 'the error');
  click(byText(el, 'button', 'Back to members'));
  await until(() => el.querySelector('[aria-label="Details of alice@acme.test"]'), 'the list again');
  click(el.querySelector('[aria-label="Details of alice@acme.test"]'));
  await until(() => text(el).includes('alice@acme.test') && byText(el, 'button', 'Back to members'), 'alice');
  assert.not.ok(text(el).includes('The phone could not be removed.'));
  unmountWidget(el);
});

test("members: a failed search's error goes when a later search succeeds", async () => {
  const el = host();
  const { client } = fake(true);
  (client as any).organization.members.search = flaky({ members: [bob], results_metadata: { total: 1, next_cursor: null } });
  mountAdminPortalMemberManagement({ element: el, client });
  await until(() => text(el).includes(offline), 'the error');
  await typeIn(el.querySelector('input')!, 'bob');
  submit(el);
  await until(() => text(el).includes('bob@acme.test'), 'the result');
  assert.not.ok(text(el).includes(offline));
  unmountWidget(el);
});

/** A promise the test settles, and its settle function. */
function held<V>() {
  let settle!: (v: V) => void;
  const promise = new Promise<V>((r) => (settle = r));
  return { promise, settle };
}

/** Member management mounted over `client`, Bob's details opened from the list. */
async function bobsDetails(client: never) {
  const el = host();
  mountAdminPortalMemberManagement({ element: el, client });
  await until(() => byText(el, 'button', 'Details'), 'the list');
  click(el.querySelector('[aria-label="Details of bob@acme.test"]'));
  return el;
}

test("members: a roles save answered after Back does not open that member's details again", async () => {
  const { client } = fake(true);
  const answer = held<unknown>();
  (client as any).organization.members.update = () => answer.promise;
  const el = await bobsDetails(client);
  click(await waitFor(el, 'Save roles'));
  click(byText(el, 'button', 'Back to members'));
  await until(() => el.querySelector('[aria-label="Details of bob@acme.test"]'), 'the list again');
  answer.settle({ member: bob });
  await flush();
  await flush();
  assert.ok(el.querySelector('[aria-label="Details of bob@acme.test"]'), 'still the list');
  unmountWidget(el);
});

test('members: while a confirmed step runs, its question stays: Cancel waits (its answer belongs to it)', async () => {
  const { client } = fake(true);
  const answer = held<unknown>();
  (client as any).organization.members.deleteMFAPhoneNumber = () => answer.promise;
  const el = await bobsDetails(client);
  click(await waitFor(el, 'Remove text message codes'));
  await until(() => el.querySelector('dialog'), 'the dialog');
  click(byText(el.querySelector('dialog')!, 'button', 'Remove text message codes'));
  await flush();
  assert.ok((byText(el.querySelector('dialog')!, 'button', 'Cancel') as HTMLButtonElement).disabled);
  answer.settle({ member: { ...bob, mfa_phone_number: '' } });
  await until(() => !el.querySelector('dialog'), 'the dialog closes with its answer');
  unmountWidget(el);
});

test('members: the next invite typed while one is sent stays when its answer comes', async () => {
  const el = host();
  const { client } = fake(true);
  const answer = held<unknown>();
  (client as any).magicLinks.email.invite = () => answer.promise;
  mountAdminPortalMemberManagement({ element: el, client });
  await until(() => byText(el, 'button', 'Invite a member'), 'the list');
  click(byText(el, 'button', 'Invite a member'));
  await until(() => el.querySelector('input[type=email]'), 'the form');
  const email = el.querySelector('input[type=email]') as HTMLInputElement;
  await typeIn(email, 'ann@acme.test');
  submit(el);
  await flush();
  await typeIn(email, 'cy@acme.test');
  answer.settle({ member: bob });
  await flush();
  await flush();
  assert.is(email.value, 'cy@acme.test');
  unmountWidget(el);
});

test('org settings: a field edited while a save runs keeps what was typed when the save answers', async () => {
  const el = host();
  const { client } = fake(true);
  const answer = held<unknown>();
  (client as any).organization.update = () => answer.promise;
  mountAdminPortalOrgSettings({ element: el, client });
  await until(() => el.querySelector('form'), 'the form');
  const [name, slug] = [...el.querySelectorAll('input')] as HTMLInputElement[];
  await typeIn(name, 'Acme 2');
  submit(el);
  await flush();
  await typeIn(slug, 'acme-two');
  answer.settle({ organization: { ...org, organization_name: 'Acme 2' } });
  await until(() => text(el).includes('Changes saved.'), 'saved');
  assert.is(slug.value, 'acme-two', 'not reset to the saved slug');
  assert.is(name.value, 'Acme 2');
  unmountWidget(el);
});

test('members: a failed search is asked again by Search with the same words, and a failed page claims no members', async () => {
  const el = host();
  const { client } = fake(true);
  (client as any).organization.members.search = flaky({ members: [bob], results_metadata: { total: 1, next_cursor: null } });
  mountAdminPortalMemberManagement({ element: el, client });
  await until(() => text(el).includes(offline), 'the error');
  assert.not.ok(text(el).includes('No members found.'), 'no claim about the members');
  submit(el);
  await until(() => text(el).includes('bob@acme.test'), 'the result');
  unmountWidget(el);
});

test('SSO: while a connection is created, Back waits (the answer opens the new connection where it was asked)', async () => {
  const el = host();
  const { client } = fake(true);
  const answer = held<unknown>();
  const c = client as any;
  c.sso.saml = { createConnection: () => answer.promise };
  mountAdminPortalSSO({ element: el, client });
  click(await waitFor(el, 'New connection'));
  await until(() => el.querySelector('form input'), 'the new connection form');
  await typeIn(el.querySelector('form input')!, 'Okta');
  submit(el);
  await flush();
  assert.ok((el.querySelector('button[aria-label=Back]') as HTMLButtonElement).disabled);
  unmountWidget(el);
});

test('members: the confirmation dialog gives focus back to the control that opened it', async () => {
  const el = host();
  const { client } = fake(true);
  mountAdminPortalMemberManagement({ element: el, client });
  await until(() => byText(el, 'button', 'Details'), 'the list');
  click(byText(el, 'button', 'Details'));
  const opener = await waitFor(el, 'Deactivate member');
  opener.focus();
  click(opener);
  await until(() => el.querySelector('dialog'), 'the dialog');
  const cancel = byText(el.querySelector('dialog')!, 'button', 'Cancel')!;
  cancel.focus();
  click(cancel);
  await until(() => !el.querySelector('dialog'), 'the dialog gone');
  assert.is(document.activeElement, opener);
  unmountWidget(el);
});

const samlConn = {
  connection_id: 'saml-1',
  display_name: 'Okta',
  identity_provider: 'okta',
  status: 'active',
  acs_url: 'https://x/acs',
  audience_uri: 'https://x/acs',
  verification_certificates: [],
  attribute_mapping: {},
};

/** The SSO section over one SAML connection (saved as sent), opened on its details. */
async function openSso() {
  const el = host();
  const { client, calls } = fake(true);
  const c = client as any;
  c.sso.getConnections = async () => ({ saml_connections: [samlConn], oidc_connections: [] });
  c.sso.saml = {
    updateConnection: async (o: object) => (calls.push(['sso.saml.updateConnection', o]), { connection: { ...samlConn, ...o } }),
  };
  mountAdminPortalSSO({ element: el, client });
  click(await waitFor(el, 'Okta'));
  await waitFor(el, 'Delete connection');
  return { el, calls };
}

/** The input labelled `label`. */
const field = (el: HTMLElement, label: string) => {
  const id = byText(el, 'label', label)?.getAttribute('for');
  return el.querySelector<HTMLInputElement>(`[id="${id}"]`)!;
};

test('SSO: a save is confirmed beside Save, in a polite live region there before it (no toast far from the focus); an edit clears it', async () => {
  const { el, calls } = await openSso();
  const save = byText(el, 'button', 'Save')!;
  const region = save.previousElementSibling!;
  assert.is(region.getAttribute('role'), 'status', 'a status region just before Save');
  assert.is(text(region), '');
  await typeIn(field(el, 'Display name'), 'Okta prod');
  save.focus();
  submit(el);
  await until(() => calls.some(([n]) => n === 'sso.saml.updateConnection'), 'the update');
  await until(() => text(region).includes('Connection saved.'), 'the saved message beside Save');
  assert.ok(region.isConnected, 'the same region, filled');
  assert.is(text(el).split('Connection saved.').length, 2, 'said once (no toast as well)');
  await typeIn(field(el, 'Display name'), 'Okta prod 2');
  assert.is(text(region), '', 'an edit after the save clears it');
  unmountWidget(el);
});

test('SSO: a refused save takes the focus to the first field it refuses, and sends nothing', async () => {
  const { el, calls } = await openSso();
  await typeIn(field(el, 'IdP sign-on URL'), 'not a url');
  (byText(el, 'button', 'Save') as HTMLButtonElement).focus();
  submit(el);
  await until(() => document.activeElement === field(el, 'IdP sign-on URL'), 'the focus on the refused field');
  assert.is(document.activeElement!.getAttribute('aria-invalid'), 'true');
  assert.equal(
    calls.filter(([n]) => n.startsWith('sso.saml')),
    [],
    'nothing sent',
  );
  unmountWidget(el);
});

test("SCIM: Add assignment takes the focus to the new row's first field (the row appears above the button)", async () => {
  const el = host();
  const { client } = fake(true);
  const c = client as any;
  c.scim.getConnection = async () => ({ connection: { ...rotating, next_bearer_token_last_four: '' } });
  c.scim.getConnectionGroups = async () => ({ scim_groups: [{ group_id: 'g-1', group_name: 'Engineering' }] });
  mountAdminPortalSCIM({ element: el, client });
  const add = await waitFor(el, 'Add assignment');
  add.focus();
  click(add);
  await until(
    () => el.querySelector('[data-row]') && document.activeElement === el.querySelector('[data-row]:last-of-type select'),
    'the new row',
  );
  assert.is(document.activeElement!.closest('[data-row]'), [...el.querySelectorAll('[data-row]')].pop()!);
  unmountWidget(el);
});

test("SSO: Delete's question takes focus, and Cancel gives it back to Delete", async () => {
  const { el } = await openSso();
  const del = byText(el, 'button', 'Delete connection')!;
  del.focus();
  click(del);
  await until(() => el.querySelector('[role=alertdialog]'), 'the question');
  await flush();
  const question = el.querySelector('[role=alertdialog]')!;
  assert.is(document.activeElement, question, 'focus on the question (read as its label; an Enter presses nothing)');
  click(byText(question as HTMLElement, 'button', 'Cancel'));
  await until(() => !el.querySelector('[role=alertdialog]'), 'the question gone');
  await flush();
  assert.is(document.activeElement, byText(el, 'button', 'Delete connection'));
  unmountWidget(el);
});

test("SSO: while a delete runs, its question's Cancel and Escape wait (the connection goes whatever the question shows)", async () => {
  const answer = held<unknown>();
  const el2 = host();
  const { client } = fake(true);
  const x = client as any;
  x.sso.getConnections = async () => ({ saml_connections: [samlConn], oidc_connections: [] });
  x.sso.deleteConnection = () => answer.promise;
  mountAdminPortalSSO({ element: el2, client });
  click(await waitFor(el2, 'Okta'));
  click(await waitFor(el2, 'Delete connection'));
  await until(() => el2.querySelector('[role=alertdialog]'), 'the question');
  const question = el2.querySelector('[role=alertdialog]') as HTMLElement;
  click(byText(question, 'button', 'Delete'));
  await flush();
  assert.ok((byText(question, 'button', 'Cancel') as HTMLButtonElement).disabled, 'Cancel waits');
  question.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await flush();
  assert.ok(el2.querySelector('[role=alertdialog]'), 'Escape waits too');
  answer.settle({});
  await until(() => !el2.querySelector('[role=alertdialog]'), 'gone with its answer');
  unmountWidget(el2);
});

test('a section whose language is still loading is not drawn once the host unmounted it or mounted another', async () => {
  const el = host();
  mountAdminPortalOrgSettings({ element: el, client: fake(true).client, locale: 'ja' });
  unmountWidget(el);
  await loadAdminLocale('ja');
  await flush(8);
  assert.is(el.innerHTML, '', 'nothing drawn after the unmount');
  mountAdminPortalOrgSettings({ element: el, client: fake(true).client, locale: 'ko' });
  mountAdminPortalMemberManagement({ element: el, client: fake(false).client });
  await until(() => text(el).includes('You do not have permission'), 'the members section');
  await loadAdminLocale('ko');
  await flush(8);
  assert.ok(text(el).includes('You do not have permission'), 'the later mount stays');
  assert.not.ok(el.querySelector('form'), 'no organization settings over it');
  unmountWidget(el);
});

/** An answer that fails the first `n` times (a network error), then answers `value`. */
function flaky<V>(value: V, n = 1) {
  let left = n;
  return async (): Promise<V> => {
    if (left-- > 0) throw new StytchAPIUnreachableError();
    return value;
  };
}
const offline = 'Unable to contact our servers.';

test('a read that fails with a session: the error in words and Retry, not "sign in"; Retry reads again', async () => {
  const el = host();
  for (const mount of [mountAdminPortalOrgSettings, mountAdminPortalMemberManagement]) {
    const { client } = fake(true);
    (client as { organization: { get: unknown } }).organization.get = flaky(org);
    mount({ element: el, client });
    await until(() => text(el).includes(offline), 'the error');
    assert.not.ok(text(el).includes('Sign in as a member'));
    click(byText(el, 'button', 'Retry'));
    await until(() => el.querySelector('form'), 'the section after Retry');
    unmountWidget(el);
  }
});

test('org settings and members: signed out elsewhere, the section says so at once; signed in again, it reads afresh', async () => {
  for (const mount of [mountAdminPortalOrgSettings, mountAdminPortalMemberManagement]) {
    const el = host();
    const { client } = fake(true);
    let current: object | null = { roles: ['stytch_admin'] };
    const subs = new Set<(s: object | null) => void>();
    (client as any).session = { getSync: () => current, onChange: (f: (s: object | null) => void) => (subs.add(f), () => subs.delete(f)) };
    mount({ element: el, client });
    await until(() => el.querySelector('form, table, ul'), 'the section');
    current = null;
    subs.forEach((f) => f(null));
    await until(() => text(el).includes('Sign in as a member'), 'the signed-out message');
    assert.not.ok(el.querySelector('form'), 'no stale form');
    current = { roles: ['stytch_admin'] };
    subs.forEach((f) => f(current));
    await until(() => !text(el).includes('Sign in as a member') && el.querySelector('form, table, ul'), 'the section again');
    unmountWidget(el);
  }
});

test('a read that fails without a session: sign in', async () => {
  const el = host();
  const { client } = fake(true);
  const c = client as { organization: { get: unknown }; session: { getSync: unknown } };
  c.organization.get = flaky(org);
  c.session.getSync = () => null;
  mountAdminPortalOrgSettings({ element: el, client });
  await until(() => text(el).includes('Sign in as a member'), 'the signed-out message');
  unmountWidget(el);
});

test('SSO and SCIM: a failed access check or read shows the error and Retry, never a spinner for ever', async () => {
  const el = host();
  const cases: [string, (c: any) => void, typeof mountAdminPortalSSO, string][] = [
    [
      'sso.getConnections',
      (c) => (c.sso.getConnections = flaky({ saml_connections: [], oidc_connections: [] })),
      mountAdminPortalSSO,
      'No SSO connections yet.',
    ],
    ['sso organization.get', (c) => (c.organization.get = flaky(org)), mountAdminPortalSSO, 'No SSO connections yet.'],
    ['sso access', (c) => (c.rbac.isAuthorized = flaky(true, 5)), mountAdminPortalSSO, 'No SSO connections yet.'],
    ['scim access', (c) => (c.rbac.isAuthorized = flaky(true, 4)), mountAdminPortalSCIM, 'No SCIM connection yet.'],
    ['scim.getConnection', (c) => (c.scim.getConnection = flaky({ connection: null })), mountAdminPortalSCIM, 'No SCIM connection yet.'],
  ];
  for (const [what, breakIt, mount, shown] of cases) {
    const { client } = fake(true);
    breakIt(client);
    mount({ element: el, client });
    await until(() => text(el).includes(offline), `${what}: the error`);
    assert.not.ok(el.querySelector('[aria-label="Loading"]'), `${what}: no spinner`);
    click(byText(el, 'button', 'Retry'));
    await until(() => text(el).includes(shown), `${what}: the section after Retry`);
    unmountWidget(el);
  }
});

test('SSO and SCIM: a member who may not view the section is told so, and no connection is read', async () => {
  const el = host();
  const cases: [typeof mountAdminPortalSSO, string, string][] = [
    [mountAdminPortalSSO, 'You do not have permission to view SSO connections.', 'SSO connections'],
    [mountAdminPortalSCIM, 'You do not have permission to view the SCIM connection.', 'SCIM'],
  ];
  for (const [mount, told, heading] of cases) {
    const { client, calls } = fake(false);
    mount({ element: el, client });
    await until(() => text(el).includes(told), told);
    assert.ok(el.querySelector('h2')?.textContent?.includes(heading), `${heading}: the section's heading`);
    assert.not.ok(el.querySelector('[aria-label="Loading"]'), 'no spinner');
    assert.equal(calls, [], 'no request');
    unmountWidget(el);
  }
});

test.run();
