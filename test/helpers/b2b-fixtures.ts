// B2B fixtures shared by the widget tests (test/b2b/harness.tsx) and the wire suite's recorder
// (test/compat/recorder.ts): one organization and one member in the wire types, overridable per test.
import type { Member, Organization } from '../../src/wire/types';

export const org = (o: Partial<Organization> = {}): Organization => ({
  organization_id: 'org-1',
  organization_name: 'Acme',
  organization_slug: 'acme',
  organization_logo_url: '',
  email_allowed_domains: [],
  email_jit_provisioning: 'ALL_ALLOWED',
  email_invites: 'ALL_ALLOWED',
  auth_methods: 'ALL_ALLOWED',
  allowed_auth_methods: [],
  mfa_policy: 'OPTIONAL',
  mfa_methods: 'ALL_ALLOWED',
  allowed_mfa_methods: [],
  sso_active_connections: [],
  sso_default_connection_id: null,
  trusted_metadata: {},
  ...o,
});

export const member = (m: Partial<Member> = {}): Member => ({
  member_id: 'mem-1',
  organization_id: 'org-1',
  email_address: 'ada@acme.com',
  email_address_verified: true,
  status: 'active',
  name: 'Ada',
  member_password_id: '',
  totp_registration_id: '',
  mfa_phone_number: '',
  mfa_phone_number_verified: false,
  mfa_enrolled: false,
  default_mfa_method: '',
  trusted_metadata: {},
  untrusted_metadata: {},
  roles: [{ role_id: 'stytch_member', sources: [{ type: 'direct_assignment', details: {} }] }],
  ...m,
});
