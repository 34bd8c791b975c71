// SSO and SCIM connection administration through the emulator with the real API's checks, driven by
// the B2B headless client (the calls the Admin Portal's SSO and SCIM sections make): RBAC from the
// project's policy (stytch_admin may, stytch_member may not: unauthorized_action, 403), the identity
// provider values, PEM certificates, metadata URLs, role ids; the values a SAML IdP needs; a pending
// connection is neither listed on the organization nor startable until its IdP values are in; the SCIM
// bearer token shown once and its rotation.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { EMULATED_IDP_CERTIFICATE } from '../../src/emulator/routes/b2b/connections';
import { apiError, freshB2B, SEED, withEmulator } from './b2b-setup';

const t = suite('emulator: B2B SSO and SCIM connections');
let emu: Emulator;
withEmulator(t, (e) => (emu = e));

async function signIn(email: string, password: string) {
  const client = freshB2B(emu);
  await client.passwords.authenticate({ organization_id: SEED.acme, email_address: email, password, session_duration_minutes: 60 });
  return client;
}
const admin = () => signIn(SEED.acmeAdmin.email, SEED.acmeAdmin.password);
const member = () => signIn(SEED.sam.email, SEED.sam.password);

const ids = (list: { connection_id: string }[]) => list.map((c) => c.connection_id);

t('SAML: created pending with the values the IdP needs, active once the IdP values and a PEM certificate are in', async () => {
  const client = await admin();
  const made = (await client.sso.saml.createConnection({ display_name: 'Okta', identity_provider: 'okta' })).connection;
  assert.is(made.status, 'pending');
  assert.is(made.acs_url, `${emu.url}/v1/b2b/sso/callback/${made.connection_id}`);
  assert.is(made.audience_uri, made.acs_url);
  assert.is(made.identity_provider, 'okta');
  assert.not.ok('type' in made, 'the emulator keeps its own type field to itself');
  assert.not.ok(ids(client.organization.getSync()!.sso_active_connections).includes(made.connection_id));
  const org = await client.organization.get();
  assert.not.ok(ids(org!.sso_active_connections).includes(made.connection_id), 'a pending connection is not an active one');

  const bad = (o: object) => apiError(client.sso.saml.updateConnection({ connection_id: made.connection_id, ...o }));
  assert.is((await bad({ x509_certificate: 'CERT' })).error_type, 'invalid_x509_certificate');
  assert.is(
    (await bad({ x509_certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' })).error_type,
    'invalid_x509_certificate',
  );
  assert.is((await bad({ idp_sso_url: 'not a url' })).error_type, 'invalid_url');
  assert.is((await bad({ identity_provider: 'acme-idp' })).error_type, 'invalid_sso_idp');
  assert.is((await bad({ saml_connection_implicit_role_assignments: [{ role_id: 'no-such-role' }] })).error_type, 'invalid_rbac_role_id');
  assert.is(
    (await bad({ saml_group_implicit_role_assignments: [{ role_id: 'stytch_admin' }] })).error_type,
    'invalid_rbac_role_assignment',
  );

  const done = (
    await client.sso.saml.updateConnection({
      connection_id: made.connection_id,
      idp_entity_id: 'https://idp.example.com/entity',
      idp_sso_url: 'https://idp.example.com/sso',
      x509_certificate: EMULATED_IDP_CERTIFICATE,
      attribute_mapping: { email: 'email', full_name: 'name' },
      saml_group_implicit_role_assignments: [{ role_id: 'stytch_admin', group: 'admins' }],
    })
  ).connection;
  assert.is(done.status, 'active');
  assert.is(done.verification_certificates.length, 1);
  assert.is(done.verification_certificates[0].issuer, 'featherlogin emulated IdP');
  assert.equal(done.attribute_mapping, { email: 'email', full_name: 'name' });
  assert.equal(done.saml_group_implicit_role_assignments, [{ role_id: 'stytch_admin', group: 'admins' }]);
  assert.ok(ids((await client.organization.get())!.sso_active_connections).includes(made.connection_id));

  // deleting its only certificate sets it back to pending
  const cert = done.verification_certificates[0].certificate_id;
  await client.sso.saml.deleteVerificationCertificate({ connection_id: made.connection_id, certificate_id: cert });
  const after = (await client.sso.getConnections()).saml_connections.find((c) => c.connection_id === made.connection_id)!;
  assert.is(after.status, 'pending');
  const missing = client.sso.saml.deleteVerificationCertificate({ connection_id: made.connection_id, certificate_id: cert });
  assert.is((await apiError(missing)).error_type, 'sso_verification_key_not_found');
  await client.sso.deleteConnection(made.connection_id);
});

t(
  'SAML by metadata URL: the emulated IdP answers; a non-URL is refused; the connection then signs in through the provider page',
  async () => {
    const client = await admin();
    const made = (await client.sso.saml.createConnection({ display_name: 'Entra', identity_provider: 'microsoft-entra' })).connection;
    const byURL = (metadata_url: string) => client.sso.saml.updateConnectionByURL({ connection_id: made.connection_id, metadata_url });
    assert.is((await apiError(byURL('ftp://idp.example.com/metadata'))).error_type, 'invalid_saml_metadata_url');
    const start = `${emu.url}/v1/public/sso/start?connection_id=${made.connection_id}&public_token=${emu.b2bPublicToken}`;
    assert.match(await (await fetch(start)).text(), 'not active yet', 'a pending connection cannot be started');
    const done = (await byURL('https://login.microsoftonline.com/tenant/federationmetadata.xml')).connection;
    assert.is(done.status, 'active');
    assert.ok(done.idp_sso_url && done.idp_entity_id);
    assert.is(done.verification_certificates.length, 1);
    const page = await (await fetch(start)).text();
    assert.match(page, 'Sign in to Entra');
    await client.sso.deleteConnection(made.connection_id);
  },
);

t('OIDC: redirect URL given, active once client and issuer are in; the issuer gives the endpoints', async () => {
  const client = await admin();
  const made = (await client.sso.oidc.createConnection({ display_name: 'Okta OIDC', identity_provider: 'okta' })).connection;
  assert.is(made.redirect_url, `${emu.url}/v1/b2b/sso/callback/${made.connection_id}`);
  assert.is(made.status, 'pending');
  const bad = client.sso.oidc.updateConnection({ connection_id: made.connection_id, issuer: 'okta' });
  assert.is((await apiError(bad)).error_type, 'invalid_url');
  const done = (
    await client.sso.oidc.updateConnection({
      connection_id: made.connection_id,
      client_id: 'client-1',
      client_secret: 'secret-1',
      issuer: 'https://acme.okta.com',
    })
  ).connection;
  assert.is(done.status, 'active');
  assert.is(done.authorization_url, 'https://acme.okta.com/authorize');
  await client.sso.deleteConnection(made.connection_id);
  assert.is((await apiError(client.sso.deleteConnection(made.connection_id))).error_type, 'sso_connection_not_found');
});

t('the default connection is cleared when it is deleted', async () => {
  const client = await admin();
  const made = (await client.sso.saml.createConnection({ display_name: 'Default', identity_provider: 'generic' })).connection;
  await client.sso.saml.updateConnectionByURL({ connection_id: made.connection_id, metadata_url: 'https://idp.example.com/m' });
  await client.organization.update({ sso_default_connection_id: made.connection_id });
  await client.sso.deleteConnection(made.connection_id);
  assert.is((await client.organization.get())!.sso_default_connection_id, null);
});

t('SCIM: bearer token shown once; groups; group roles; rotation start / complete / cancel', async () => {
  const client = await admin();
  const made = (await client.scim.createConnection({ display_name: 'Okta', identity_provider: 'okta' })).connection;
  assert.match(made.bearer_token, /^scim-bearer-token-test-/);
  assert.is(made.base_url, `${emu.url}/v1/b2b/scim/${made.connection_id}`);
  const got = (await client.scim.getConnection()).connection;
  assert.not.ok('bearer_token' in got, 'the token is never shown again');
  assert.is(got.bearer_token_last_four, made.bearer_token.slice(-4));
  assert.is((await apiError(client.scim.createConnection({ display_name: 'Again' }))).error_type, 'active_scim_connection_exists');
  assert.is(
    (await apiError(client.scim.updateConnection({ connection_id: made.connection_id, identity_provider: 'acme-idp' }))).error_type,
    'invalid_scim_idp',
    "a SCIM connection's identity provider has its own type",
  );
  assert.is((await apiError(client.scim.rotateComplete(made.connection_id))).error_type, 'scim_connection_not_rotating_token');
  assert.is((await apiError(client.scim.rotateCancel(made.connection_id))).error_type, 'scim_connection_not_rotating_token');

  const groups = (await client.scim.getConnectionGroups({ limit: 1 })) as any;
  assert.is(groups.scim_groups.length, 1);
  assert.ok(groups.next_cursor);
  const rest = (await client.scim.getConnectionGroups({ limit: 1, cursor: groups.next_cursor })) as any;
  assert.is(rest.next_cursor, null);
  const g = groups.scim_groups[0];
  const assign = (a: { role_id: string; group_id: string }[]) =>
    client.scim.updateConnection({ connection_id: made.connection_id, scim_group_implicit_role_assignments: a });
  assert.is(
    (await apiError(assign([{ role_id: 'stytch_admin', group_id: 'scim-group-none' }]))).error_type,
    'scim_group_role_assignment_group_does_not_exist',
  );
  assert.is(
    (await apiError(assign([{ role_id: 'stytch_admin' } as { role_id: string; group_id: string }]))).error_type,
    'scim_group_role_assignment_does_not_contain_group_id',
  );
  assert.is((await apiError(assign([{ role_id: 'nope', group_id: g.group_id }]))).error_type, 'invalid_rbac_role_id');
  const assigned = (await assign([{ role_id: 'stytch_admin', group_id: g.group_id }])).connection;
  assert.equal(assigned.scim_group_implicit_role_assignments, [
    { role_id: 'stytch_admin', group_id: g.group_id, group_name: g.group_name },
  ]);

  const started = (await client.scim.rotateStart(made.connection_id)).connection as any;
  assert.ok(started.next_bearer_token);
  assert.is((await client.scim.getConnection()).connection.next_bearer_token_last_four, started.next_bearer_token.slice(-4));
  const cancelled = (await client.scim.rotateCancel(made.connection_id)).connection;
  assert.is(cancelled.next_bearer_token_last_four, undefined);
  assert.is(cancelled.bearer_token_last_four, made.bearer_token.slice(-4), 'cancel keeps the old token');
  const again = (await client.scim.rotateStart(made.connection_id)).connection as any;
  const done = (await client.scim.rotateComplete(made.connection_id)).connection;
  assert.is(done.bearer_token_last_four, again.next_bearer_token.slice(-4), 'complete makes the new token the token');
  await client.scim.deleteConnection(made.connection_id);
  assert.is((await apiError(client.scim.getConnection())).error_type, 'no_active_scim_connection');
});

t('RBAC: a member without stytch.sso / stytch.scim permissions gets unauthorized_action (403) on every call', async () => {
  const boss = await admin();
  const saml = (await boss.sso.saml.createConnection({ display_name: 'Kept', identity_provider: 'okta' })).connection;
  const scim = (await boss.scim.createConnection({ display_name: 'Kept', identity_provider: 'okta' })).connection;
  const client = await member();
  const refused = async (p: Promise<unknown>, what: string) => {
    const e = await apiError(p);
    assert.is(e.error_type, 'unauthorized_action', what);
    assert.is(e.status_code, 403, what);
  };
  await refused(client.sso.getConnections(), 'sso get');
  await refused(client.sso.saml.createConnection({ display_name: 'x', identity_provider: 'okta' }), 'sso create');
  await refused(client.sso.oidc.createConnection({ display_name: 'x', identity_provider: 'okta' }), 'oidc create');
  await refused(client.sso.saml.updateConnection({ connection_id: saml.connection_id, display_name: 'x' }), 'sso update');
  await refused(client.sso.saml.updateConnectionByURL({ connection_id: saml.connection_id, metadata_url: 'https://x.test/m' }), 'by url');
  await refused(client.sso.deleteConnection(saml.connection_id), 'sso delete');
  await refused(client.scim.getConnection(), 'scim get');
  await refused(client.scim.getConnectionGroups({}), 'scim groups');
  await refused(client.scim.createConnection({ display_name: 'x' }), 'scim create');
  await refused(client.scim.updateConnection({ connection_id: scim.connection_id, display_name: 'x' }), 'scim update');
  await refused(client.scim.rotateStart(scim.connection_id), 'rotate start');
  await refused(client.scim.rotateComplete(scim.connection_id), 'rotate complete');
  await refused(client.scim.rotateCancel(scim.connection_id), 'rotate cancel');
  await refused(client.scim.deleteConnection(scim.connection_id), 'scim delete');
  // nothing changed
  const back = await admin();
  assert.ok(ids((await back.sso.getConnections()).saml_connections).includes(saml.connection_id));
  await back.sso.deleteConnection(saml.connection_id);
  await back.scim.deleteConnection(scim.connection_id);
});

t("the official Admin Portal's own read: GET /b2b/admin_portal_config, for a member session", async () => {
  const client = await member();
  const { session_token } = client.session.getTokens()!;
  const get = (auth: string) =>
    fetch(`${emu.url}/sdk/v1/b2b/admin_portal_config`, { headers: { Authorization: `Basic ${Buffer.from(auth).toString('base64')}` } });
  const ok = await get(`${emu.b2bPublicToken}:${session_token}`);
  assert.is(ok.status, 200);
  const { data } = (await ok.json()) as any;
  assert.equal(data.sso_config, { sso_enabled: true, can_create_saml_connection: true, can_create_oidc_connection: true });
  assert.equal(data.scim_config, { scim_enabled: true });
  assert.is((await get(`${emu.b2bPublicToken}:${emu.b2bPublicToken}`)).status >= 400, true, 'no member session: refused');
});

t.run();
