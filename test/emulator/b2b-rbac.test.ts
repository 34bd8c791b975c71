// RBAC of B2B administration through the emulator: a member without the admin role is refused each
// organization and member administration call with unauthorized_action (403), per the project's
// default policy, while the seeded admin may make them; a policy that grants one action grants that one only.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { actionsFor, defaultRbacPolicy, grants, MEMBER_FIELD_ACTIONS, ORG_FIELD_ACTIONS, projectPolicy } from '../../src/emulator/b2b/rbac';
import { apiError, SEED, signInAcme, withEmulator } from './b2b-setup';

const t = suite('emulator: B2B administration RBAC');
let emu: Emulator;
withEmulator(t, (e) => (emu = e));

const signIn = (who: { email: string; password: string }) => signInAcme(emu, who);

t('a member without the admin role is refused every administration call with unauthorized_action', async () => {
  const c = await signIn(SEED.acmeMember);
  const o = c.organization;
  const target = SEED.acmeAdmin.member_id;
  // Thunks: each call starts when its refusal is awaited (a rejection nobody awaits yet would be unhandled).
  const calls: [string, () => Promise<unknown>][] = [
    ['organization.update', () => o.update({ organization_name: 'Taken over' })],
    ['members.search', () => o.members.search({ limit: 10 })],
    ['members.create', () => o.members.create({ email_address: 'x-new@acme.test' })],
    ['members.update (roles)', () => o.members.update({ member_id: SEED.acmeMember.member_id, roles: ['stytch_admin'] })],
    ['members.delete', () => o.members.delete(target)],
    ['members.reactivate', () => o.members.reactivate(target)],
    ['members.deleteMFAPhoneNumber', () => o.members.deleteMFAPhoneNumber(target)],
    ['members.deleteMFATOTP', () => o.members.deleteMFATOTP(target)],
    ['members.deletePassword', () => o.members.deletePassword('member-password-test-any')],
    ['magicLinks.email.invite', () => c.magicLinks.email.invite({ email_address: 'x-invited@acme.test' })],
  ];
  for (const [name, call] of calls) {
    const e = await apiError(call());
    assert.is(e.error_type, 'unauthorized_action', name);
    assert.is(e.status_code, 403, name);
  }
  const admin = await signIn(SEED.acmeAdmin);
  assert.is((await admin.organization.get())!.organization_name, 'Acme Inc', 'nothing changed');
});

t('the admin may administer: update the organization, search, change a role', async () => {
  const c = await signIn(SEED.acmeAdmin);
  const updated = await c.organization.update({ allowed_auth_methods: ['password', 'magic_link'], auth_methods: 'RESTRICTED' });
  assert.equal(updated.organization.allowed_auth_methods, ['password', 'magic_link']);
  await c.organization.update({ auth_methods: 'ALL_ALLOWED', allowed_auth_methods: [] });
  const found = await c.organization.members.search({ limit: 100 });
  assert.ok(found.members.some((m: { member_id: string }) => m.member_id === SEED.acmeMember.member_id));
  const role = await c.organization.members.update({ member_id: SEED.acmeMember.member_id, roles: ['stytch_admin'] });
  const direct = [{ type: 'direct_assignment', details: {} }];
  assert.equal(role.member.roles, [
    { role_id: 'stytch_member', sources: direct },
    { role_id: 'stytch_admin', sources: direct },
  ]);
  await c.organization.members.update({ member_id: SEED.acmeMember.member_id, roles: [] });
});

t('the rules: each field its action; a role grants what its permissions name, * everything', () => {
  assert.equal(actionsFor({ organization_name: 'x', mfa_policy: 'OPTIONAL', trusted_metadata: {} }, ORG_FIELD_ACTIONS), [
    'update.info.name',
    'update.settings.mfa-policy',
  ]);
  assert.equal(actionsFor({ email_allowed_domains: ['acme.test'] }, ORG_FIELD_ACTIONS), ['update.settings.allowed-domains']);
  assert.equal(actionsFor({ member_id: 'm', roles: [] }, MEMBER_FIELD_ACTIONS), ['update.settings.roles']);
  const policy = projectPolicy({
    rbac_policy: { roles: [{ role_id: 'editor', permissions: [{ resource_id: 'stytch.member', actions: ['search'] }] }] },
  });
  assert.ok(grants(policy, ['editor'], 'stytch.member', 'search'));
  assert.not.ok(grants(policy, ['editor'], 'stytch.member', 'delete'));
  assert.not.ok(grants(policy, ['stytch_member'], 'stytch.member', 'search'));
  const dflt = projectPolicy({});
  assert.ok(grants(dflt, ['stytch_admin'], 'stytch.organization', 'update.info.name'));
  assert.not.ok(grants(dflt, ['stytch_member'], 'stytch.organization', 'update.info.name'));
});

t("the default policy's stytch.organization actions are the official portal's (update.settings.*)", () => {
  const org = defaultRbacPolicy([]).resources.find((r) => r.resource_id === 'stytch.organization')!;
  assert.equal(org.actions, [
    'update.info.name',
    'update.info.slug',
    'update.info.logo-url',
    'update.settings.allowed-auth-methods',
    'update.settings.allowed-mfa-methods',
    'update.settings.email-jit-provisioning',
    'update.settings.email-invites',
    'update.settings.allowed-domains',
    'update.settings.default-sso-connection',
    'update.settings.sso-jit-provisioning',
    'update.settings.mfa-policy',
    'update.settings.implicit-roles',
    'update.settings.oauth-tenant-jit-provisioning',
    'update.settings.allowed-oauth-tenants',
    'delete',
  ]);
  for (const action of Object.values(ORG_FIELD_ACTIONS)) assert.ok(org.actions.includes(action), action);
});

t.run();
