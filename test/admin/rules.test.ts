// The Admin Portal's pure rules: organization settings drafts (changes only of what the member may
// change, validation), member management's state machine and its steps by status and permission,
// the invitation options from the config, and role order / names from the config.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  changes,
  draftOf,
  type Field,
  mayEdit,
  mayEditAny,
  offeredAuthMethods,
  offeredMfaMethods,
  problems,
} from '../../src/admin/org-settings/rules';
import { ssoAccess } from '../../src/admin/sso/rules';
import {
  confirmKey,
  initial,
  inviteOptions,
  mayInvite,
  mayReactivate,
  mayReinvite,
  reduce,
  searchBody,
  stepsFor,
} from '../../src/admin/members/machine';
import { assignedRoles, policyRoles, roleName, sortRoles } from '../../src/admin/roles';
import type { Member } from '../../src/wire/types';
import { member as fixtureMember, org as fixtureOrg } from '../helpers/b2b-fixtures';

const org = fixtureOrg({ email_allowed_domains: ['acme.test'], email_jit_provisioning: 'RESTRICTED' });
const all = () => true;
const none = () => false;

test('org settings: only changed fields, and only those the member may change', () => {
  const saved = draftOf(org);
  const d = { ...saved, organization_name: 'Acme 2', auth_methods: 'RESTRICTED' as const, allowed_auth_methods: ['password' as const] };
  assert.equal(changes(saved, d, all), { organization_name: 'Acme 2', auth_methods: 'RESTRICTED', allowed_auth_methods: ['password'] });
  const onlyName = (r: string, a: string) => r === 'stytch.organization' && a === 'update.info.name';
  assert.equal(changes(saved, d, onlyName), { organization_name: 'Acme 2' });
  assert.equal(changes(saved, saved, all), {});
  assert.ok(mayEditAny(onlyName));
  assert.not.ok(mayEditAny(none));
});

test("org settings: a role with one of the official portal's update.settings actions may change exactly its fields", () => {
  const fieldsOf: Record<string, Field[]> = {
    'update.settings.allowed-auth-methods': ['auth_methods', 'allowed_auth_methods'],
    'update.settings.mfa-policy': ['mfa_policy'],
    'update.settings.allowed-mfa-methods': ['mfa_methods', 'allowed_mfa_methods'],
    'update.settings.email-jit-provisioning': ['email_jit_provisioning'],
    'update.settings.allowed-domains': ['email_allowed_domains'],
    'update.settings.email-invites': ['email_invites'],
    'update.settings.implicit-roles': ['rbac_email_implicit_role_assignments'],
  };
  const fields = Object.keys(draftOf(org)) as Field[];
  for (const [action, expected] of Object.entries(fieldsOf)) {
    const only = (r: string, a: string) => r === 'stytch.organization' && a === action;
    assert.equal(
      fields.filter((f) => mayEdit(only, f)),
      expected,
      action,
    );
  }
});

test('sso: Make default needs stytch.organization update.settings.default-sso-connection', async () => {
  const only = (action: string) => async (r: string, a: string) => r === 'stytch.sso' || a === action;
  assert.ok((await ssoAccess(only('update.settings.default-sso-connection'))).setDefault);
  assert.not.ok((await ssoAccess(only('update.info.default-sso-connection'))).setDefault);
});

test('org settings: validation of name, slug, restricted methods and domains', () => {
  const d = draftOf(org);
  assert.equal(problems(d), {});
  assert.equal(Object.keys(problems({ ...d, organization_name: ' ', organization_slug: 'A B' })).sort(), [
    'organization_name',
    'organization_slug',
  ]);
  assert.ok(problems({ ...d, auth_methods: 'RESTRICTED', allowed_auth_methods: [] }).allowed_auth_methods);
  assert.ok(problems({ ...d, email_allowed_domains: ['not a domain'] }).email_allowed_domains);
});

test('org settings: the methods offered follow config.allowedAuthMethods / allowedMfaAuthMethods', () => {
  assert.equal(offeredAuthMethods(['password', 'emailMagicLinks']), ['password', 'magic_link']);
  assert.is(offeredAuthMethods().length, 9);
  assert.equal(offeredMfaMethods(['totp'] as never), ['totp']);
});

const member = (o: Partial<Member>) => fixtureMember({ email_address: 'a@acme.test', ...o });

test('members: the machine moves between list, details and invite; pages by cursor; confirm then done', () => {
  let s = reduce(initial, { type: 'search', query: 'bob' });
  assert.equal(searchBody(s).query, { operator: 'AND', operands: [{ filter_name: 'member_email_fuzzy', filter_value: 'bob' }] });
  s = reduce(s, { type: 'next', cursor: '10' });
  assert.is(searchBody(s).cursor, '10');
  s = reduce(s, { type: 'prev' });
  assert.is(searchBody(s).cursor, undefined);
  const m = member({});
  s = reduce(s, { type: 'open', member: m });
  assert.is(s.view.name, 'details');
  s = reduce(s, { type: 'ask', step: 'deactivate', member: m });
  assert.is(s.confirm?.step, 'deactivate');
  s = reduce(s, { type: 'cancel' });
  assert.is(s.confirm, null);
  s = reduce(reduce(s, { type: 'ask', step: 'deactivate', member: m }), { type: 'done', member: null });
  assert.is(s.view.name, 'list', 'a deactivated member leaves the details');
});

test('members: steps by factors, status and permission', () => {
  const m = member({ mfa_phone_number: '+1555', totp_registration_id: 't', member_password_id: 'p' });
  assert.equal(stepsFor(m, all), ['resetPhone', 'resetTotp', 'resetPassword', 'deactivate']);
  assert.equal(stepsFor(member({ status: 'invited' }), all), ['revokeInvite']);
  assert.equal(stepsFor(m, none), []);
  assert.equal(
    stepsFor(m, (_r, a) => a === 'delete'),
    ['deactivate'],
  );
  assert.ok(mayReactivate(member({ status: 'deleted' as never }), all));
  assert.not.ok(mayReactivate(member({ status: 'deleted' as never }), none));
});

test('members: a member whose email is unverified cannot be reactivated, and deactivating them says so', () => {
  const unverified = member({ status: 'deleted', email_address_verified: false });
  assert.not.ok(mayReactivate(unverified, all));
  assert.is(confirmKey('deactivate', member({ email_address_verified: false })), 'admin.members.confirm.deactivateUnverified');
  assert.is(confirmKey('deactivate', member({})), 'admin.members.confirm.deactivate');
  assert.is(confirmKey('resetPhone', member({ email_address_verified: false })), 'admin.members.confirm.resetPhone');
});

test("members: invite and re-invite need member creation and the organization's email invites; re-invite for invited and pending", () => {
  const closed = { ...org, email_invites: 'NOT_ALLOWED' as const };
  assert.ok(mayInvite(all, org));
  assert.not.ok(mayInvite(all, closed));
  assert.not.ok(mayInvite(none, org));
  assert.ok(mayReinvite(member({ status: 'invited' }), all, org));
  assert.ok(mayReinvite(member({ status: 'pending' }), all, org));
  assert.ok(mayReinvite(member({ status: 'pending' }), all, { ...org, email_invites: 'RESTRICTED' }));
  assert.not.ok(mayReinvite(member({}), all, org));
  assert.not.ok(mayReinvite(member({ status: 'deleted' }), all, org));
  assert.not.ok(mayReinvite(member({ status: 'invited' }), all, closed));
  assert.not.ok(mayReinvite(member({ status: 'invited' }), none, org));
});

test('members: the invitation carries the config (template, redirect, expiry clamped to 5..10080)', () => {
  assert.equal(
    inviteOptions(' x@acme.test ', '', [], { inviteTemplateId: 'tpl', inviteRedirectURL: 'https://app/i', inviteExpirationMinutes: 99999 }),
    {
      email_address: 'x@acme.test',
      invite_template_id: 'tpl',
      invite_redirect_url: 'https://app/i',
      invite_expiration_minutes: 10080,
    },
  );
  assert.equal(inviteOptions('x@acme.test', 'X', ['editor'], { inviteExpirationMinutes: 1 }), {
    email_address: 'x@acme.test',
    name: 'X',
    roles: ['editor'],
    invite_expiration_minutes: 5,
  });
});

test('roles: the policy roles, sorted by getRoleSortOrder, named by getRoleDisplayName; member roles of either shape', () => {
  const roles = policyRoles({
    roles: [
      { role_id: 'stytch_admin', description: 'Admin', permissions: [] },
      { role_id: 'stytch_member', description: 'Member', permissions: [] },
      { role_id: 'editor', description: 'Edits', permissions: [] },
    ],
  });
  assert.equal(
    sortRoles(roles, { getRoleSortOrder: () => ['editor'] }).map((r) => r.role_id),
    ['editor', 'stytch_admin', 'stytch_member'],
  );
  assert.is(roleName(roles[0], { getRoleDisplayName: (r) => r.role_id.toUpperCase() }), 'STYTCH_ADMIN');
  assert.is(roleName(roles[0]), 'stytch_admin');
  const direct = { type: 'direct_assignment', details: {} } as const;
  const byDomain = { type: 'email_assignment', details: { email_domain: 'acme.test' } } as const;
  assert.equal(
    assignedRoles([
      { role_id: 'stytch_member', sources: [direct] },
      { role_id: 'editor', sources: [byDomain, direct] },
      { role_id: 'viewer', sources: [byDomain] },
      { role_id: 'stytch_admin', sources: [direct] },
    ]),
    ['editor', 'stytch_admin'],
    'the directly assigned roles, stytch_member and roles only implied aside',
  );
  assert.equal(policyRoles(null), []);
});

test.run();
