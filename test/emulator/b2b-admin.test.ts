// Administration by a signed-in member through the emulator, driven by the B2B headless client (the
// official client's organization.*, self.*, sso.*, scim.* and session.revokeForMember paths): the changes
// are stored and read back, and every call needs a member session of the organization it changes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { apiError, freshB2B, SEED, withEmulator } from './b2b-setup';

const t = suite('emulator: B2B administration');
let emu: Emulator;
withEmulator(t, (e) => (emu = e));

async function admin() {
  const client = freshB2B(emu);
  await client.passwords.authenticate({
    organization_id: SEED.acme,
    email_address: SEED.acmeAdmin.email,
    password: SEED.acmeAdmin.password,
    session_duration_minutes: 60,
  });
  return client;
}

t('organization and members: update, create, search, update a member, clear factors, deactivate and delete', async () => {
  const client = await admin();
  const renamed = await client.organization.update({ organization_name: 'Acme Renamed', mfa_policy: 'OPTIONAL' });
  assert.is(renamed.organization.organization_name, 'Acme Renamed');
  assert.is(client.organization.getSync()!.organization_name, 'Acme Renamed', 'the stored organization follows');
  const created = await client.organization.members.create({
    email_address: 'new-admin-hire@acme.test',
    name: 'New Hire',
    create_member_as_pending: true,
  });
  assert.is(created.member.status, 'pending');
  assert.is(created.member.name, 'New Hire');
  const found = await client.organization.members.search({ limit: 100 });
  assert.ok(found.members.some((m: { member_id: string }) => m.member_id === created.member_id));
  const updated = await client.organization.members.update({
    member_id: created.member_id,
    name: 'Renamed Hire',
    mfa_phone_number: '+15555550177',
  });
  assert.is(updated.member.name, 'Renamed Hire');
  assert.is(updated.member.mfa_phone_number, '+15555550177');
  assert.is((await client.organization.members.deleteMFAPhoneNumber(created.member_id)).member.mfa_phone_number, '');
  assert.is((await client.organization.members.reactivate(created.member_id)).member.status, 'active');
  await client.organization.members.delete(created.member_id);
  const after = await client.organization.members.search({
    query: { operator: 'AND', operands: [{ filter_name: 'member_ids', filter_value: [created.member_id] }] },
  });
  assert.is(after.members[0]?.status, 'deleted', 'a soft delete (b2b-member-admin.test.ts)');
  const me = await client.self.update({ name: 'Acme Admin' });
  assert.is(me.member.name, 'Acme Admin');
  assert.is(client.self.getSync()!.name, 'Acme Admin', 'the stored member follows');
  assert.is((await client.self.update({ name: '' })).member.name, '', 'a member may clear their name');
  await client.self.update({ name: 'Acme Admin' });
});

t('SSO connections: create SAML and OIDC, list them by type, update, delete', async () => {
  const client = await admin();
  const saml = (await client.sso.saml.createConnection({ display_name: 'Okta' })).connection;
  const oidc = (await client.sso.oidc.createConnection({ display_name: 'Entra' })).connection;
  let all = await client.sso.getConnections();
  assert.ok(all.saml_connections.some((c: { connection_id: string }) => c.connection_id === saml.connection_id));
  assert.ok(all.oidc_connections.some((c: { connection_id: string }) => c.connection_id === oidc.connection_id));
  assert.is(
    (await client.sso.saml.updateConnection({ connection_id: saml.connection_id, display_name: 'Okta 2' })).connection.display_name,
    'Okta 2',
  );
  assert.is(
    (await apiError(client.sso.oidc.updateConnection({ connection_id: saml.connection_id, display_name: 'x' }))).error_type,
    'sso_connection_not_found',
    'a SAML id is no OIDC connection',
  );
  // 6.x: an encryption private key by ID (this connection has none), on a SAML connection only
  const noKey = client.sso.saml.deleteEncryptionPrivateKey({ connection_id: saml.connection_id, private_key_id: 'private-key-none' });
  assert.is((await apiError(noKey)).error_type, 'sso_encryption_private_key_not_found');
  const notSaml = client.sso.saml.deleteEncryptionPrivateKey({ connection_id: oidc.connection_id, private_key_id: 'private-key-none' });
  assert.is((await apiError(notSaml)).error_type, 'sso_connection_not_found');
  await client.sso.deleteConnection(saml.connection_id);
  all = await client.sso.getConnections();
  assert.not.ok(all.saml_connections.some((c: { connection_id: string }) => c.connection_id === saml.connection_id));
});

t('SCIM: one connection, its bearer token rotated, then deleted', async () => {
  const client = await admin();
  const made = (await client.scim.createConnection({ display_name: 'Okta', identity_provider: 'okta' })).connection;
  assert.ok(made.bearer_token);
  assert.is((await apiError(client.scim.createConnection({ display_name: 'Again' }))).error_type, 'active_scim_connection_exists');
  assert.is((await client.scim.getConnection()).connection.connection_id, made.connection_id);
  const started = (await client.scim.rotateStart(made.connection_id)).connection;
  assert.ok(started.next_bearer_token);
  const done = (await client.scim.rotateComplete(made.connection_id)).connection;
  assert.is(done.bearer_token_last_four, started.next_bearer_token.slice(-4));
  await client.scim.deleteConnection(made.connection_id);
  assert.is((await apiError(client.scim.getConnection())).error_type, 'no_active_scim_connection');
});

t("revokeForMember ends another member's sessions; administration needs a member session", async () => {
  const client = await admin();
  const other = await admin();
  await client.session.revokeForMember({ member_id: SEED.acmeAdmin.member_id });
  assert.is((await apiError(other.session.authenticate())).error_type, 'session_not_found');
  const guest = freshB2B(emu);
  assert.is((await apiError(guest.organization.update({ organization_name: 'Nope' }))).error_type, 'session_not_found');
});

t.run();
