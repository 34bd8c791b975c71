// The Admin Portal's SSO and SCIM sections (src/admin/sso, src/admin/scim): their machines and rules,
// the permission rule (no request the member may not make; controls by permission), the role pickers,
// and that every locale translates them.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SCIMSection } from '../../src/admin/scim';
import { initial as scimInitial, scim, scimAccess } from '../../src/admin/scim/machine';
import { scimText } from '../../src/admin/scim/text';
import { SSOSection } from '../../src/admin/sso';
import { adminText } from '../../src/admin/text';
import { roleOptions } from '../../src/admin/sso/kit';
import { kitText } from '../../src/admin/sso/kit-text';
import { initial, sso } from '../../src/admin/sso/machine';
import { type Conn, formOf, formProblem, isPem, ssoAccess, updateOf } from '../../src/admin/sso/rules';
import { ssoText } from '../../src/admin/sso/text';
import { loadAdminLocale } from '../../src/admin/locale';
import { EMULATED_IDP_CERTIFICATE } from '../../src/emulator/routes/b2b/connections';
import { LOCALES } from '../../src/ui/locale';
import { mountWidget, unmountWidget } from '../../src/ui/mount';
import { byText, click, submit, typeIn } from '../helpers/kit';

const all = { view: true, create: true, edit: true, remove: true, setDefault: true };
const none = { view: false, create: false, edit: false, remove: false, setDefault: false };
const saml = (o: object = {}): Conn =>
  ({
    kind: 'saml',
    connection_id: 'saml-1',
    organization_id: 'o',
    status: 'pending',
    display_name: 'Okta',
    identity_provider: 'okta',
    idp_entity_id: '',
    idp_sso_url: '',
    acs_url: 'https://x/acs',
    audience_uri: 'https://x/acs',
    signing_certificates: [],
    verification_certificates: [],
    attribute_mapping: {},
    ...o,
  }) as Conn;

const flush = () => new Promise((r) => setTimeout(r, 0));

test('ssoAccess: stytch.sso actions, the default-connection action; nothing without get', async () => {
  const asked: string[] = [];
  const yes = (except: string[]) => async (r: string, a: string) => (asked.push(`${r} ${a}`), !except.includes(a));
  assert.equal(await ssoAccess(yes([])), all);
  assert.ok(asked.includes('stytch.organization update.settings.default-sso-connection'));
  assert.equal(await ssoAccess(yes(['get'])), none, 'what cannot be seen cannot be changed');
  assert.equal(await ssoAccess(yes(['update', 'delete'])), { ...all, edit: false, remove: false });
});

test('sso machine: screens, permissions, created / saved / default / deleted', () => {
  let s = sso(initial, { type: 'access', access: { ...all, create: false, remove: false } });
  assert.is(sso(s, { type: 'new' }), s, 'New does not open without create');
  s = sso(s, { type: 'loaded', conns: [saml()], defaultId: 'saml-1' });
  s = sso(s, { type: 'open', id: 'saml-1' });
  assert.is(sso(s, { type: 'askDelete' }), s, 'no delete confirmation without delete');
  s = sso({ ...s, access: all }, { type: 'askDelete' });
  assert.ok(s.confirmDelete);
  s = sso(s, { type: 'cancelDelete' });
  assert.not.ok(s.confirmDelete);
  s = sso(s, { type: 'saved', conn: saml({ status: 'active' }) });
  assert.is(s.conns![0].status, 'active');
  s = sso(s, { type: 'created', conn: saml({ connection_id: 'saml-2' }) });
  assert.equal(s.screen, { name: 'details', id: 'saml-2' });
  s = sso(s, { type: 'deleted', id: 'saml-1' });
  assert.equal(s.screen, { name: 'list' });
  assert.is(s.defaultId, null, 'deleting the default clears it');
  assert.equal(
    s.conns!.map((c) => c.connection_id),
    ['saml-2'],
  );
  s = sso(s, { type: 'busy' });
  s = sso(s, { type: 'failed', error: 'no' });
  assert.equal([s.busy, s.error], [false, 'no']);
});

test('sso rules: PEM and URL checks before any request; the update a form makes', () => {
  assert.ok(isPem(EMULATED_IDP_CERTIFICATE));
  assert.not.ok(isPem('CERT'));
  assert.not.ok(isPem('-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----'));
  const f = formOf(saml());
  assert.equal(formProblem('saml', { ...f, idp_sso_url: 'okta' }), { field: 'idp_sso_url', key: 'adminSso.badUrl' });
  assert.equal(formProblem('saml', { ...f, x509_certificate: 'CERT' }), { field: 'x509_certificate', key: 'adminSso.badCertificate' });
  assert.equal(formProblem('oidc', { ...f, issuer: 'acme' }), { field: 'issuer', key: 'adminSso.badUrl' });
  assert.is(formProblem('saml', { ...f, metadata_url: 'https://idp/m', x509_certificate: EMULATED_IDP_CERTIFICATE }), null);
  const byUrl = updateOf(saml(), {
    ...f,
    metadata_url: 'https://idp/m',
    idp_sso_url: 'https://idp/sso',
    groups: [
      { group: 'a', role_id: 'r' },
      { group: '', role_id: 'r' },
    ],
  });
  assert.not.ok('idp_sso_url' in byUrl, 'a metadata URL gives the IdP values');
  assert.equal(byUrl.saml_group_implicit_role_assignments, [{ group: 'a', role_id: 'r' }], 'incomplete rows are dropped');
  assert.not.ok('x509_certificate' in byUrl, 'no certificate given: the stored ones stay');
  const oidc = updateOf({ ...saml(), kind: 'oidc' } as unknown as Conn, { ...f, client_id: 'c', issuer: 'https://i' });
  assert.not.ok('client_secret' in oidc, 'an empty secret is left as it is');
});

test('scim machine: token shown once, rotation, delete; permissions', async () => {
  assert.equal(await scimAccess(async (_r, a) => a !== 'get'), { view: false, create: false, edit: false, remove: false });
  const conn = { connection_id: 'scim-1', bearer_token_last_four: 'abcd' } as any;
  let s = scim(scimInitial, { type: 'access', access: { view: true, create: true, edit: true, remove: true } });
  s = scim(s, { type: 'loaded', conn: null });
  s = scim(s, { type: 'new' });
  assert.is(s.screen, 'new');
  s = scim(s, { type: 'created', conn, token: 'tok-abcd' });
  assert.equal([s.screen, s.shown], ['main', { token: 'tok-abcd', next: false }]);
  s = scim(s, { type: 'dismissToken' });
  assert.is(s.shown, null);
  assert.is(scim(s, { type: 'new' }), s, 'one connection: no second create');
  s = scim(s, { type: 'rotating', conn: { ...conn, next_bearer_token_last_four: 'efgh' }, token: 'tok-efgh' });
  assert.equal(s.shown, { token: 'tok-efgh', next: true });
  s = scim(s, { type: 'updated', conn: { ...conn, bearer_token_last_four: 'efgh' } });
  assert.is(s.shown, null, 'a completed rotation ends the next token’s showing');
  s = scim(s, { type: 'askDelete' });
  s = scim(s, { type: 'deleted' });
  assert.equal([s.conn, s.confirmDelete], [null, false]);
  const ro = scim({ ...scimInitial, access: { view: true, create: false, edit: false, remove: false }, conn: null }, { type: 'new' });
  assert.is(ro.screen, 'main', 'no create screen without create');
});

test('roleOptions: the config display names and sort order', () => {
  const roles = [{ role_id: 'stytch_member' }, { role_id: 'editor' }, { role_id: 'stytch_admin' }];
  const o = roleOptions(roles, {
    getRoleDisplayName: (r: { role_id: string }) => r.role_id.toUpperCase(),
    getRoleSortOrder: () => ['stytch_admin'],
  } as any);
  assert.equal(
    o.map((r) => r.name),
    ['STYTCH_ADMIN', 'STYTCH_MEMBER', 'EDITOR'],
  );
});

test('translations: every locale translates the connection sections (keys and placeholders: test/admin/locales.test.ts)', async () => {
  const english = { ...ssoText, ...scimText, ...kitText } as Record<string, string>;
  for (const l of LOCALES.filter((x) => x !== 'en')) {
    const t = await loadAdminLocale(l);
    for (const [k, v] of Object.entries(english))
      if (!/^(Copy|SSO|SCIM|OIDC)/.test(v) && v.length > 12) assert.is.not(t[k], v, `${l}: ${k} not translated`);
  }
});

/** A member session that can end and start again (`end()`, `start()`), telling its listeners as the client does. */
function memberSession() {
  let current: object | null = { member_id: 'member-1', organization_id: 'org-1' };
  const subs = new Set<(s: object | null) => void>();
  const tell = (s: object | null) => ((current = s), subs.forEach((f) => f(s)));
  return {
    getSync: () => current,
    onChange: (f: (s: object | null) => void) => (subs.add(f), () => void subs.delete(f)),
    end: () => tell(null),
    start: (member_id = 'member-2') => tell({ member_id, organization_id: 'org-1' }),
  };
}

/** A fake client: the member's permissions, and every SSO / SCIM call recorded. */
function fakeClient(can: (r: string, a: string) => boolean) {
  const calls: string[] = [];
  const call = (name: string, answer: unknown) => async () => (calls.push(name), answer);
  const client = {
    session: memberSession(),
    rbac: { isAuthorized: async (r: string, a: string) => can(r, a) },
    bootstrap: { getAsync: async () => ({ rbacPolicy: { roles: [{ role_id: 'stytch_admin' }] } }) },
    organization: { get: call('organization.get', { sso_default_connection_id: 'saml-1' }), update: call('organization.update', {}) },
    sso: {
      getConnections: call('sso.getConnections', {
        saml_connections: [{ ...saml({ status: 'active' }), kind: undefined }],
        oidc_connections: [],
        external_connections: [],
      }),
      deleteConnection: call('sso.deleteConnection', {}),
      saml: { createConnection: call('sso.saml.createConnection', {}) },
      oidc: { createConnection: call('sso.oidc.createConnection', {}) },
    },
    scim: {
      getConnection: call('scim.getConnection', {
        connection: { connection_id: 'scim-1', display_name: 'Okta', base_url: 'https://x/scim', bearer_token_last_four: 'abcd' },
      }),
      getConnectionGroups: call('scim.getConnectionGroups', { scim_groups: [] }),
    },
  };
  return { client: client as any, calls };
}

/** Mounts the section and waits until it shows `ready` (its first screen after the permission read). */
async function mounted(node: preact.VNode, ready: string) {
  const host = document.createElement('div');
  document.body.append(host);
  mountWidget(host, node, { text: adminText });
  for (let i = 0; i < 100 && !host.textContent?.includes(ready); i++) await flush();
  return {
    host,
    text: () => host.textContent ?? '',
    buttons: () => [...host.querySelectorAll('button')].map((b) => b.textContent),
    done: () => (unmountWidget(host), host.remove()),
  };
}

test('SSO section: a member without stytch.sso get sees the notice, no control, and no request is made', async () => {
  const { client, calls } = fakeClient(() => false);
  const m = await mounted(<SSOSection client={client} />, 'permission');
  assert.match(m.text(), 'You do not have permission to view SSO connections');
  assert.equal(m.buttons(), []);
  assert.equal(calls, []);
  m.done();
});

test('SSO section: view only lists the connections without New connection; an admin gets it', async () => {
  const viewer = fakeClient((r, a) => r === 'stytch.sso' && a === 'get');
  let m = await mounted(<SSOSection client={viewer.client} />, 'Okta');
  assert.match(m.text(), 'Okta');
  assert.match(m.text(), 'Default');
  assert.not.ok(m.buttons().includes('New connection'));
  m.done();
  const admin = fakeClient(() => true);
  m = await mounted(<SSOSection client={admin.client} />, 'New connection');
  assert.ok(m.buttons().includes('New connection'));
  m.done();
});

test('SSO and SCIM sections: signed out elsewhere, they say so (no stale connections); signed in again, they read afresh', async () => {
  for (const [Section, shown] of [
    [SSOSection, 'Okta'],
    [SCIMSection, 'Okta'],
  ] as const) {
    const { client, calls } = fakeClient(() => true);
    const m = await mounted(<Section client={client} />, shown);
    const reads = calls.length;
    client.session.end();
    for (let i = 0; i < 5; i++) await flush();
    assert.match(m.text(), 'Sign in as a member of the organization to manage it.');
    assert.not.match(m.text(), shown);
    assert.equal(m.buttons(), []);
    client.session.start();
    await flush();
    assert.not.match(m.text(), shown, 'nothing of the previous session meanwhile');
    for (let i = 0; i < 100 && !m.text().includes(shown); i++) await flush();
    assert.match(m.text(), shown);
    assert.ok(calls.length > reads, 'read again for the new session');
    m.done();
  }
});

test('SSO section: signed out before its first reads answer, it says so and shows none of them; another member (no sign-out between) reads afresh', async () => {
  const { client, calls } = fakeClient(() => true);
  const host = document.createElement('div');
  document.body.append(host);
  mountWidget(host, <SSOSection client={client} />, { text: adminText });
  client.session.end(); // before the first reads answer
  for (let i = 0; i < 100 && !host.textContent?.includes('Sign in as a member'); i++) await flush();
  for (let i = 0; i < 20; i++) await flush(); // the ended session's answers arrive meanwhile
  assert.match(host.textContent || '', 'Sign in as a member of the organization to manage it.');
  assert.not.match(host.textContent || '', 'Okta', "the ended session's answers are not shown");
  client.session.start('member-2');
  for (let i = 0; i < 100 && !host.textContent?.includes('Okta'); i++) await flush();
  const reads = calls.length;
  client.session.start('member-3'); // an exchange: another member at once
  await flush();
  assert.not.match(host.textContent || '', 'Okta', 'nothing of the previous member meanwhile');
  for (let i = 0; i < 100 && !host.textContent?.includes('Okta'); i++) await flush();
  assert.ok(calls.length > reads, 'read again for the new member');
  unmountWidget(host);
  host.remove();
});

test("SSO section: a previous member's reads that answer after an exchange into another member are dropped", async () => {
  const { client } = fakeClient(() => true);
  const list = (display_name: string) => ({
    saml_connections: [{ ...saml({ status: 'active', display_name }), kind: undefined }],
    oidc_connections: [],
    external_connections: [],
  });
  let release: (v: unknown) => void = () => {};
  let reads = 0;
  // The first member's read is held; the next member's answers at once.
  client.sso.getConnections = () => (reads++ === 0 ? new Promise((r) => (release = r)) : Promise.resolve(list('Entra')));
  const host = document.createElement('div');
  document.body.append(host);
  mountWidget(host, <SSOSection client={client} />, { text: adminText });
  for (let i = 0; i < 100 && reads === 0; i++) await flush();
  client.session.start('member-2'); // no sign-out between
  for (let i = 0; i < 100 && !host.textContent?.includes('Entra'); i++) await flush();
  release(list('Okta')); // the first member's answer, late
  for (let i = 0; i < 20; i++) await flush();
  assert.match(host.textContent || '', 'Entra');
  assert.not.match(host.textContent || '', 'Okta', "the previous member's late answer is not shown");
  unmountWidget(host);
  host.remove();
});

/** A promise the test settles, and its settle function. */
function held<V>() {
  let settle!: (v: V) => void;
  const promise = new Promise<V>((r) => (settle = r));
  return { promise, settle };
}

/** Waits (a bounded number of macrotasks) until `ok()`. */
async function until(ok: () => unknown) {
  for (let i = 0; i < 100 && !ok(); i++) await flush();
  assert.ok(ok());
}

test("SSO section: a connection created for a member who left by an exchange while it was made does not open in the next member's section", async () => {
  const { client } = fakeClient(() => true);
  const created = held<unknown>();
  client.sso.saml.createConnection = () => created.promise;
  const m = await mounted(<SSOSection client={client} />, 'New connection');
  click(byText(m.host, 'button', 'New connection')!);
  await until(() => m.host.querySelector('form input'));
  await typeIn(m.host.querySelector('form input')!, 'Late IdP');
  submit(m.host);
  await flush();
  client.session.start('member-2'); // an exchange into another member while the call runs
  await until(() => m.text().includes('Okta') && m.buttons().includes('New connection'));
  created.settle({ connection: { ...saml({ connection_id: 'saml-late', display_name: 'Late IdP' }), kind: undefined } });
  for (let i = 0; i < 20; i++) await flush();
  assert.not.match(m.text(), 'Late IdP', "the previous member's new connection is not shown");
  assert.ok(m.buttons().includes('New connection'), 'the next member stays on their list');
  m.done();
});

test('SCIM section: a connection created for a member who left by an exchange while it was made shows its token to no one', async () => {
  const { client } = fakeClient(() => true);
  client.scim.getConnection = async () => Promise.reject({ error_type: 'no_active_scim_connection' });
  const created = held<unknown>();
  (client.scim as any).createConnection = () => created.promise;
  const m = await mounted(<SCIMSection client={client} />, 'Create SCIM connection');
  click(byText(m.host, 'button', 'Create SCIM connection')!);
  await until(() => m.host.querySelector('form input'));
  await typeIn(m.host.querySelector('form input')!, 'Late IdP');
  submit(m.host);
  await flush();
  client.session.start('member-2');
  await until(() => m.buttons().includes('Create SCIM connection'));
  created.settle({
    connection: { connection_id: 'scim-late', display_name: 'Late IdP', base_url: 'https://x/scim', bearer_token: 'secret-bearer-9876' },
  });
  for (let i = 0; i < 20; i++) await flush();
  assert.not.match(m.text(), '9876', "the previous member's token is not shown");
  assert.not.match(m.text(), 'Late IdP');
  m.done();
});

test('SCIM section: denied without get (no request); read-only without update (no rotation, no delete)', async () => {
  const denied = fakeClient(() => false);
  let m = await mounted(<SCIMSection client={denied.client} />, 'permission');
  assert.match(m.text(), 'You do not have permission to view the SCIM connection');
  assert.equal(denied.calls, []);
  m.done();
  const viewer = fakeClient((r, a) => r === 'stytch.scim' && a === 'get');
  m = await mounted(<SCIMSection client={viewer.client} />, 'Bearer token');
  assert.match(m.text(), 'Bearer token ending in abcd');
  assert.match(m.text(), 'You can view this connection but not change it.');
  assert.not.ok(m.buttons().includes('Rotate token'));
  assert.not.ok(m.buttons().includes('Delete connection'));
  m.done();
});

test.run();
