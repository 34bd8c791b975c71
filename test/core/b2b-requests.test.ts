// Request shapes of every B2B-client call: method, path under /sdk/v1, JSON body (with the
// intermediate session token where the call continues an intermediate flow) and headers. One row
// per call; every route of the wire table's `b2b` section must be covered.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { StytchB2BHeadlessClient } from '../../src/core/b2b/client';
import { b2b } from '../../src/wire/routes';
import { basic } from '../helpers/browser';
import type { Recorded } from '../helpers/fake-fetch';
import { BASE, IST, SESSION_TOKEN, setup } from './b2b-setup';

type C = StytchB2BHeadlessClient;
interface Row {
  name: string;
  /** What is stored before the call: a member session, an intermediate token, or nothing. */
  state?: 'session' | 'ist';
  run: (c: C) => Promise<unknown>;
  method: string;
  path: string;
  /** Expected JSON body (undefined for GET). */
  body?: unknown;
}

const S = { session_duration_minutes: 60 };
const D30 = { session_duration_minutes: 30 };
const T = { intermediate_session_token: IST };
const ORG = { organization_id: 'org-1' };
const MFA = { organization_id: 'org-1', member_id: 'member-1' };
const EMAIL = { email_address: 'a@example.com' };
const ML = {
  login_redirect_url: 'https://app.example/login',
  signup_redirect_url: 'https://app.example/signup',
  login_template_id: 'lt',
  signup_template_id: 'st',
  login_expiration_minutes: 10,
  signup_expiration_minutes: 20,
  locale: 'en',
};
const RESET = {
  reset_password_redirect_url: 'https://app.example/reset',
  reset_password_expiration_minutes: 15,
  reset_password_template_id: 'rt',
  verify_email_template_id: 'vt',
};
const CREATE = { organization_name: 'Acme', organization_slug: 'acme', email_allowed_domains: ['acme.com'], allowed_mfa_methods: ['totp'] };
const AUTHZ = { client_id: 'c1', redirect_uri: 'https://app.example/cb', response_type: 'code', scope: 'openid' };

const CONSENT = { client_id: 'c1', redirect_uri: 'https://app/cb', response_type: 'code', scopes: ['openid', 'email'], prompt: 'consent' };

const rows: Row[] = [
  // session
  {
    name: 'session.authenticate',
    state: 'session',
    run: (c) => c.session.authenticate(S),
    method: 'POST',
    path: '/b2b/sessions/authenticate',
    body: S,
  },
  {
    name: 'session.exchange',
    state: 'session',
    run: (c) => c.session.exchange({ ...ORG, ...S }),
    method: 'POST',
    path: '/b2b/sessions/exchange',
    body: { ...ORG, ...S },
  },
  // no body at all (not {}), as the official client sends it
  { name: 'session.revoke', state: 'session', run: (c) => c.session.revoke(), method: 'POST', path: '/b2b/sessions/revoke' },
  {
    name: 'session.attest',
    run: (c) => c.session.attest({ profile_id: 'p1', token: 'jwt', ...ORG, ...S }),
    method: 'POST',
    path: '/b2b/sessions/attest',
    body: { profile_id: 'p1', token: 'jwt', ...ORG, ...S },
  },
  {
    name: 'self.startEmailUpdate',
    state: 'session',
    run: (c) => c.self.startEmailUpdate({ email_address: 'new@example.com', delivery_method: 'EMAIL_OTP' }),
    method: 'POST',
    path: '/b2b/organizations/members/start_email_update',
    body: { email_address: 'new@example.com', delivery_method: 'EMAIL_OTP' },
  },
  {
    name: 'self.getConnectedApps',
    state: 'session',
    run: (c) => c.self.getConnectedApps(),
    method: 'GET',
    path: '/b2b/organizations/members/connected_apps',
  },
  {
    name: 'self.revokeConnectedApp',
    state: 'session',
    run: (c) => c.self.revokeConnectedApp({ connected_app_id: 'app-1' }),
    method: 'POST',
    path: '/b2b/organizations/members/connected_apps/app-1/revoke',
  },
  {
    name: 'organization.getConnectedApps',
    state: 'session',
    run: (c) => c.organization.getConnectedApps(),
    method: 'GET',
    path: '/b2b/organizations/connected_apps',
  },
  {
    name: 'organization.getConnectedApp',
    state: 'session',
    run: (c) => c.organization.getConnectedApp({ connected_app_id: 'app-1' }),
    method: 'GET',
    path: '/b2b/organizations/connected_apps/app-1',
  },
  {
    name: 'organization.members.startEmailUpdate',
    state: 'session',
    run: (c) => c.organization.members.startEmailUpdate({ member_id: 'member-2', email_address: 'new@example.com' }),
    method: 'POST',
    path: '/b2b/organizations/members/member-2/start_email_update',
    body: { email_address: 'new@example.com' },
  },
  {
    name: 'organization.members.getConnectedApps',
    state: 'session',
    run: (c) => c.organization.members.getConnectedApps({ member_id: 'member-2' }),
    method: 'GET',
    path: '/b2b/organizations/members/member-2/connected_apps',
  },
  {
    name: 'organization.members.revokeConnectedApp',
    state: 'session',
    run: (c) => c.organization.members.revokeConnectedApp({ member_id: 'member-2', connected_app_id: 'app-1' }),
    method: 'POST',
    path: '/b2b/organizations/members/member-2/connected_apps/app-1/revoke',
  },
  {
    name: 'sso.saml.deleteEncryptionPrivateKey',
    state: 'session',
    run: (c) => c.sso.saml.deleteEncryptionPrivateKey({ connection_id: 'c1', private_key_id: 'k1' }),
    method: 'DELETE',
    path: '/b2b/sso/saml/c1/encryption_private_key/k1',
  },
  {
    name: 'session.exchangeAccessToken',
    run: (c) => c.session.exchangeAccessToken({ access_token: 'at', ...S }),
    method: 'POST',
    path: '/b2b/sessions/exchange_access_token',
    body: { access_token: 'at', ...S },
  },
  {
    name: 'session.revokeForMember',
    state: 'session',
    run: (c) => c.session.revokeForMember({ member_id: 'm 2' }),
    method: 'POST',
    path: '/b2b/sessions/revoke/m%202',
  },
  // administration by a signed-in member (bodies as given; ids in the path)
  {
    name: 'organization.update',
    state: 'session',
    run: (c) => c.organization.update({ organization_name: 'A2', mfa_policy: 'OPTIONAL' }),
    method: 'PUT',
    path: '/b2b/organizations/me',
    body: { organization_name: 'A2', mfa_policy: 'OPTIONAL' },
  },
  { name: 'organization.delete', state: 'session', run: (c) => c.organization.delete(), method: 'DELETE', path: '/b2b/organizations/me' },
  {
    name: 'organization.members.create',
    state: 'session',
    run: (c) => c.organization.members.create({ ...EMAIL, roles: ['r'] }),
    method: 'POST',
    path: '/b2b/organizations/members',
    body: { ...EMAIL, roles: ['r'] },
  },
  {
    name: 'organization.members.update',
    state: 'session',
    run: (c) => c.organization.members.update({ member_id: 'member-2', name: 'N' }),
    method: 'PUT',
    path: '/b2b/organizations/members/member-2',
    body: { member_id: 'member-2', name: 'N' },
  },
  {
    name: 'organization.members.delete',
    state: 'session',
    run: (c) => c.organization.members.delete('member-2'),
    method: 'DELETE',
    path: '/b2b/organizations/members/member-2',
  },
  {
    name: 'organization.members.reactivate',
    state: 'session',
    run: (c) => c.organization.members.reactivate('member-2'),
    method: 'PUT',
    path: '/b2b/organizations/members/member-2/reactivate',
  },
  {
    name: 'organization.members.deleteMFAPhoneNumber',
    state: 'session',
    run: (c) => c.organization.members.deleteMFAPhoneNumber('member-2'),
    method: 'DELETE',
    path: '/b2b/organizations/members/mfa_phone_numbers/member-2',
  },
  {
    name: 'organization.members.deleteMFATOTP',
    state: 'session',
    run: (c) => c.organization.members.deleteMFATOTP('member-2'),
    method: 'DELETE',
    path: '/b2b/organizations/members/totp/member-2',
  },
  {
    name: 'organization.members.deletePassword',
    state: 'session',
    run: (c) => c.organization.members.deletePassword('pw-1'),
    method: 'DELETE',
    path: '/b2b/organizations/members/passwords/pw-1',
  },
  {
    name: 'organization.members.unlinkRetiredEmail',
    state: 'session',
    run: (c) => c.organization.members.unlinkRetiredEmail({ member_id: 'member-2', email_id: 'e1' }),
    method: 'POST',
    path: '/b2b/organizations/members/member-2/unlink_retired_email',
    body: { email_id: 'e1' },
  },
  {
    name: 'organization.members.search',
    state: 'session',
    run: (c) => c.organization.members.search({ limit: 5 }),
    method: 'POST',
    path: '/b2b/organizations/me/members/search',
    body: { limit: 5 },
  },
  {
    name: 'self.update',
    state: 'session',
    run: (c) => c.self.update({ name: 'N' }),
    method: 'PUT',
    path: '/b2b/organizations/members/update',
    body: { name: 'N' },
  },
  {
    name: 'self.deleteMFAPhoneNumber',
    state: 'session',
    run: (c) => c.self.deleteMFAPhoneNumber(),
    method: 'DELETE',
    path: '/b2b/organizations/members/deletePhoneNumber',
  },
  {
    name: 'self.deleteMFATOTP',
    state: 'session',
    run: (c) => c.self.deleteMFATOTP(),
    method: 'DELETE',
    path: '/b2b/organizations/members/deleteTOTP',
  },
  {
    name: 'self.unlinkRetiredEmail',
    state: 'session',
    run: (c) => c.self.unlinkRetiredEmail({ email_address: 'old@example.com' }),
    method: 'POST',
    path: '/b2b/organizations/members/unlink_retired_email',
    body: { email_address: 'old@example.com' },
  },
  { name: 'sso.getConnections', state: 'session', run: (c) => c.sso.getConnections(), method: 'GET', path: '/b2b/sso' },
  { name: 'sso.deleteConnection', state: 'session', run: (c) => c.sso.deleteConnection('c1'), method: 'DELETE', path: '/b2b/sso/c1' },
  {
    name: 'sso.saml.createConnection',
    state: 'session',
    run: (c) => c.sso.saml.createConnection({ display_name: 'D' }),
    method: 'POST',
    path: '/b2b/sso/saml',
    body: { display_name: 'D' },
  },
  {
    name: 'sso.saml.updateConnection',
    state: 'session',
    run: (c) => c.sso.saml.updateConnection({ connection_id: 'c1', idp_sso_url: 'u' }),
    method: 'PUT',
    path: '/b2b/sso/saml/c1',
    body: { connection_id: 'c1', idp_sso_url: 'u' },
  },
  {
    name: 'sso.saml.updateConnectionByURL',
    state: 'session',
    run: (c) => c.sso.saml.updateConnectionByURL({ connection_id: 'c1', metadata_url: 'u' }),
    method: 'PUT',
    path: '/b2b/sso/saml/c1/url',
    body: { connection_id: 'c1', metadata_url: 'u' },
  },
  {
    name: 'sso.saml.deleteVerificationCertificate',
    state: 'session',
    run: (c) => c.sso.saml.deleteVerificationCertificate({ connection_id: 'c1', certificate_id: 'k1' }),
    method: 'DELETE',
    path: '/b2b/sso/saml/c1/verification_certificates/k1',
  },
  {
    name: 'sso.oidc.createConnection',
    state: 'session',
    run: (c) => c.sso.oidc.createConnection({ display_name: 'D' }),
    method: 'POST',
    path: '/b2b/sso/oidc',
    body: { display_name: 'D' },
  },
  {
    name: 'sso.oidc.updateConnection',
    state: 'session',
    run: (c) => c.sso.oidc.updateConnection({ connection_id: 'c1', issuer: 'i' }),
    method: 'PUT',
    path: '/b2b/sso/oidc/c1',
    body: { connection_id: 'c1', issuer: 'i' },
  },
  {
    name: 'sso.external.createConnection',
    state: 'session',
    run: (c) => c.sso.external.createConnection({ external_organization_id: 'o2', external_connection_id: 'c2' }),
    method: 'POST',
    path: '/b2b/sso/external',
    body: { external_organization_id: 'o2', external_connection_id: 'c2' },
  },
  {
    name: 'sso.external.updateConnection',
    state: 'session',
    run: (c) => c.sso.external.updateConnection({ connection_id: 'c1', display_name: 'D' }),
    method: 'PUT',
    path: '/b2b/sso/external/c1',
    body: { connection_id: 'c1', display_name: 'D' },
  },
  {
    name: 'scim.createConnection',
    state: 'session',
    run: (c) => c.scim.createConnection({ display_name: 'D', identity_provider: 'okta' }),
    method: 'POST',
    path: '/b2b/scim',
    body: { display_name: 'D', identity_provider: 'okta' },
  },
  { name: 'scim.getConnection', state: 'session', run: (c) => c.scim.getConnection(), method: 'GET', path: '/b2b/scim' },
  {
    name: 'scim.updateConnection',
    state: 'session',
    run: (c) => c.scim.updateConnection({ connection_id: 's1', display_name: 'D' }),
    method: 'PUT',
    path: '/b2b/scim/s1',
    body: { connection_id: 's1', display_name: 'D' },
  },
  { name: 'scim.deleteConnection', state: 'session', run: (c) => c.scim.deleteConnection('s1'), method: 'DELETE', path: '/b2b/scim/s1' },
  {
    name: 'scim.getConnectionGroups',
    state: 'session',
    run: (c) => c.scim.getConnectionGroups({ limit: 5 }),
    method: 'POST',
    path: '/b2b/scim/groups',
    body: { limit: 5 },
  },
  {
    name: 'scim.rotateStart',
    state: 'session',
    run: (c) => c.scim.rotateStart('s1'),
    method: 'POST',
    path: '/b2b/scim/rotate/start',
    body: { connection_id: 's1' },
  },
  {
    name: 'scim.rotateComplete',
    state: 'session',
    run: (c) => c.scim.rotateComplete('s1'),
    method: 'POST',
    path: '/b2b/scim/rotate/complete',
    body: { connection_id: 's1' },
  },
  {
    name: 'scim.rotateCancel',
    state: 'session',
    run: (c) => c.scim.rotateCancel('s1'),
    method: 'POST',
    path: '/b2b/scim/rotate/cancel',
    body: { connection_id: 's1' },
  },
  // member, organization, search
  { name: 'self.get', state: 'session', run: (c) => c.self.get(), method: 'GET', path: '/b2b/organizations/members/me' },
  { name: 'organization.get', state: 'session', run: (c) => c.organization.get(), method: 'GET', path: '/b2b/organizations/me' },
  {
    name: 'organization.getBySlug',
    run: (c) => c.organization.getBySlug({ organization_slug: 'acme' }),
    method: 'POST',
    path: '/b2b/organizations/search',
    body: { organization_slug: 'acme' },
  },
  {
    name: 'searchManager.searchMember',
    run: (c) => c.searchManager.searchMember('a@example.com', 'org-1'),
    method: 'POST',
    path: '/b2b/organizations/members/search',
    body: { ...EMAIL, ...ORG },
  },
  // magic links
  {
    name: 'magicLinks.email.loginOrSignup',
    run: (c) => c.magicLinks.email.loginOrSignup({ ...EMAIL, ...ORG, ...ML }),
    method: 'POST',
    path: '/b2b/magic_links/email/login_or_signup',
    body: { ...EMAIL, ...ORG, ...ML },
  },
  {
    name: 'magicLinks.email.invite',
    state: 'session',
    run: (c) =>
      c.magicLinks.email.invite({
        ...EMAIL,
        invite_redirect_url: 'https://i',
        name: 'Ann',
        roles: ['admin'],
        untrusted_metadata: { a: 1 },
      }),
    method: 'POST',
    path: '/b2b/magic_links/email/invite',
    body: { ...EMAIL, invite_redirect_url: 'https://i', name: 'Ann', roles: ['admin'], untrusted_metadata: { a: 1 } },
  },
  {
    name: 'magicLinks.email.discovery.send',
    run: (c) =>
      c.magicLinks.email.discovery.send({
        ...EMAIL,
        discovery_redirect_url: 'https://d',
        login_template_id: 'lt',
        discovery_expiration_minutes: 5,
        locale: 'en',
      }),
    method: 'POST',
    path: '/b2b/magic_links/email/discovery/send',
    body: { ...EMAIL, discovery_redirect_url: 'https://d', login_template_id: 'lt', discovery_expiration_minutes: 5, locale: 'en' },
  },
  {
    name: 'magicLinks.authenticate (default 30 min)',
    run: (c) => c.magicLinks.authenticate({ magic_links_token: 'mlt' }),
    method: 'POST',
    path: '/b2b/magic_links/authenticate',
    body: { magic_links_token: 'mlt', ...D30 },
  },
  {
    name: 'magicLinks.authenticate (continuing)',
    state: 'ist',
    run: (c) => c.magicLinks.authenticate({ magic_links_token: 'mlt', ...S }),
    method: 'POST',
    path: '/b2b/magic_links/authenticate',
    body: { magic_links_token: 'mlt', ...S, ...T },
  },
  {
    name: 'magicLinks.discovery.authenticate',
    run: (c) => c.magicLinks.discovery.authenticate({ discovery_magic_links_token: 'dmt' }),
    method: 'POST',
    path: '/b2b/magic_links/discovery/authenticate',
    body: { discovery_magic_links_token: 'dmt' },
  },
  // email OTP
  {
    name: 'otps.email.loginOrSignup',
    run: (c) => c.otps.email.loginOrSignup({ ...EMAIL, ...ORG, login_template_id: 'lt', signup_template_id: 'st' }),
    method: 'POST',
    path: '/b2b/otps/email/login_or_signup',
    body: { ...EMAIL, ...ORG, login_template_id: 'lt', signup_template_id: 'st' },
  },
  {
    name: 'otps.email.authenticate',
    run: (c) => c.otps.email.authenticate({ code: '123456', ...EMAIL, ...ORG, ...S }),
    method: 'POST',
    path: '/b2b/otps/email/authenticate',
    body: { code: '123456', ...EMAIL, ...ORG, ...S },
  },
  {
    name: 'otps.email.authenticate (continuing)',
    state: 'ist',
    run: (c) => c.otps.email.authenticate({ code: '123456', ...EMAIL, ...ORG, ...S }),
    method: 'POST',
    path: '/b2b/otps/email/authenticate',
    body: { code: '123456', ...EMAIL, ...ORG, ...S, ...T },
  },
  {
    name: 'otps.email.discovery.send',
    run: (c) => c.otps.email.discovery.send({ ...EMAIL, login_template_id: 'lt' }),
    method: 'POST',
    path: '/b2b/otps/email/discovery/send',
    body: { ...EMAIL, login_template_id: 'lt' },
  },
  {
    name: 'otps.email.discovery.authenticate',
    run: (c) => c.otps.email.discovery.authenticate({ code: '123456', ...EMAIL }),
    method: 'POST',
    path: '/b2b/otps/email/discovery/authenticate',
    body: { code: '123456', ...EMAIL },
  },
  // SMS OTP (second factor)
  {
    name: 'otps.sms.send (enrolling)',
    state: 'ist',
    run: (c) => c.otps.sms.send({ ...MFA, mfa_phone_number: '+15555550100' }),
    method: 'POST',
    path: '/b2b/otps/sms/send',
    body: { ...MFA, mfa_phone_number: '+15555550100', ...T },
  },
  {
    name: 'otps.sms.send (enrolled)',
    state: 'ist',
    run: (c) => c.otps.sms.send(MFA),
    method: 'POST',
    path: '/b2b/otps/sms/send',
    body: { ...MFA, ...T },
  },
  {
    name: 'otps.sms.send (step-up, session)',
    state: 'session',
    run: (c) => c.otps.sms.send(MFA),
    method: 'POST',
    path: '/b2b/otps/sms/send',
    body: MFA,
  },
  {
    name: 'otps.sms.authenticate',
    state: 'ist',
    run: (c) => c.otps.sms.authenticate({ ...MFA, code: '123456', ...S }),
    method: 'POST',
    path: '/b2b/otps/sms/authenticate',
    body: { ...MFA, code: '123456', ...S, ...T },
  },
  // passwords
  {
    name: 'passwords.authenticate (default 30 min)',
    run: (c) => c.passwords.authenticate({ ...ORG, ...EMAIL, password: 'pw' }),
    method: 'POST',
    path: '/b2b/passwords/authenticate',
    body: { ...ORG, ...EMAIL, password: 'pw', ...D30 },
  },
  {
    name: 'passwords.authenticate (continuing)',
    state: 'ist',
    run: (c) => c.passwords.authenticate({ ...ORG, ...EMAIL, password: 'pw', ...S }),
    method: 'POST',
    path: '/b2b/passwords/authenticate',
    body: { ...ORG, ...EMAIL, password: 'pw', ...S, ...T },
  },
  {
    name: 'passwords.strengthCheck',
    run: (c) => c.passwords.strengthCheck({ ...EMAIL, password: 'pw' }),
    method: 'POST',
    path: '/b2b/passwords/strength_check',
    body: { ...EMAIL, password: 'pw' },
  },
  {
    name: 'passwords.resetByEmailStart',
    run: (c) => c.passwords.resetByEmailStart({ ...ORG, ...EMAIL, login_redirect_url: 'https://l', ...RESET }),
    method: 'POST',
    path: '/b2b/passwords/email/reset/start',
    body: { ...ORG, ...EMAIL, login_redirect_url: 'https://l', ...RESET },
  },
  {
    name: 'passwords.resetByEmail',
    run: (c) => c.passwords.resetByEmail({ password_reset_token: 'prt', password: 'pw', ...S }),
    method: 'POST',
    path: '/b2b/passwords/email/reset',
    body: { password_reset_token: 'prt', password: 'pw', ...S },
  },
  {
    name: 'passwords.resetByExistingPassword',
    run: (c) => c.passwords.resetByExistingPassword({ ...ORG, ...EMAIL, existing_password: 'old', new_password: 'new' }),
    method: 'POST',
    path: '/b2b/passwords/existing_password/reset',
    body: { ...ORG, ...EMAIL, existing_password: 'old', new_password: 'new', ...D30 },
  },
  {
    name: 'passwords.resetBySession',
    state: 'session',
    run: (c) => c.passwords.resetBySession({ password: 'pw' }),
    method: 'POST',
    path: '/b2b/passwords/session/reset',
    body: { password: 'pw' },
  },
  {
    name: 'passwords.discovery.authenticate',
    run: (c) => c.passwords.discovery.authenticate({ ...EMAIL, password: 'pw' }),
    method: 'POST',
    path: '/b2b/passwords/discovery/authenticate',
    body: { ...EMAIL, password: 'pw' },
  },
  {
    name: 'passwords.discovery.resetByEmailStart',
    run: (c) => c.passwords.discovery.resetByEmailStart({ ...EMAIL, discovery_redirect_url: 'https://d', ...RESET }),
    method: 'POST',
    path: '/b2b/passwords/discovery/reset/start',
    body: { ...EMAIL, discovery_redirect_url: 'https://d', ...RESET },
  },
  {
    name: 'passwords.discovery.resetByEmail',
    run: (c) => c.passwords.discovery.resetByEmail({ password_reset_token: 'prt', password: 'pw' }),
    method: 'POST',
    path: '/b2b/passwords/discovery/reset',
    body: { password_reset_token: 'prt', password: 'pw' },
  },
  // OAuth and SSO (the starts are browser redirects: see b2b-redirects.test.ts)
  {
    name: 'oauth.authenticate',
    run: (c) => c.oauth.authenticate({ oauth_token: 'ot', ...S }),
    method: 'POST',
    path: '/b2b/oauth/authenticate',
    body: { oauth_token: 'ot', ...S },
  },
  {
    name: 'oauth.authenticate (continuing)',
    state: 'ist',
    run: (c) => c.oauth.authenticate({ oauth_token: 'ot', ...S }),
    method: 'POST',
    path: '/b2b/oauth/authenticate',
    body: { oauth_token: 'ot', ...S, ...T },
  },
  {
    name: 'oauth.discovery.authenticate',
    run: (c) => c.oauth.discovery.authenticate({ discovery_oauth_token: 'dot' }),
    method: 'POST',
    path: '/b2b/oauth/discovery/authenticate',
    body: { discovery_oauth_token: 'dot' },
  },
  {
    name: 'oauth.googleOneTap.start',
    run: (c) => c.oauth.googleOneTap.start({ organization_id: 'org-1' }),
    method: 'POST',
    path: '/b2b/oauth/google/onetap/start',
    body: ORG,
  },
  {
    name: 'sso.authenticate',
    run: (c) => c.sso.authenticate({ sso_token: 'st', ...S }),
    method: 'POST',
    path: '/b2b/sso/authenticate',
    body: { sso_token: 'st', ...S },
  },
  {
    name: 'sso.authenticate (continuing)',
    state: 'ist',
    run: (c) => c.sso.authenticate({ sso_token: 'st', ...S }),
    method: 'POST',
    path: '/b2b/sso/authenticate',
    body: { sso_token: 'st', ...S, ...T },
  },
  {
    name: 'sso.discoverConnections',
    run: (c) => c.sso.discoverConnections('a@example.com'),
    method: 'GET',
    path: '/b2b/sso/discovery/connections',
    body: undefined,
  },
  // discovery
  {
    name: 'discovery.organizations.list',
    state: 'ist',
    run: (c) => c.discovery.organizations.list(),
    method: 'POST',
    path: '/b2b/discovery/organizations',
    body: T,
  },
  {
    name: 'discovery.organizations.list (session)',
    state: 'session',
    run: (c) => c.discovery.organizations.list(),
    method: 'POST',
    path: '/b2b/discovery/organizations',
    body: {},
  },
  {
    name: 'discovery.organizations.create',
    state: 'ist',
    run: (c) => c.discovery.organizations.create({ ...S, ...CREATE }),
    method: 'POST',
    path: '/b2b/discovery/organizations/create',
    body: { ...S, ...CREATE, ...T },
  },
  {
    name: 'discovery.intermediateSessions.exchange',
    state: 'ist',
    run: (c) => c.discovery.intermediateSessions.exchange({ ...ORG, ...S }),
    method: 'POST',
    path: '/b2b/discovery/intermediate_sessions/exchange',
    body: { ...ORG, ...S, ...T },
  },
  // TOTP and recovery codes
  {
    name: 'totp.create',
    state: 'ist',
    run: (c) => c.totp.create({ ...MFA, expiration_minutes: 30 }),
    method: 'POST',
    path: '/b2b/totp',
    body: { ...MFA, expiration_minutes: 30, ...T },
  },
  {
    name: 'totp.authenticate',
    state: 'ist',
    run: (c) => c.totp.authenticate({ ...MFA, code: '123456', ...S }),
    method: 'POST',
    path: '/b2b/totp/authenticate',
    body: { ...MFA, code: '123456', ...S, ...T },
  },
  {
    name: 'recoveryCodes.recover',
    state: 'ist',
    run: (c) => c.recoveryCodes.recover({ ...MFA, recovery_code: 'rc-1', ...S }),
    method: 'POST',
    path: '/b2b/recovery_codes/recover',
    body: { ...MFA, recovery_code: 'rc-1', ...S, ...T },
  },
  { name: 'recoveryCodes.get', state: 'session', run: (c) => c.recoveryCodes.get(), method: 'GET', path: '/b2b/recovery_codes' },
  {
    name: 'recoveryCodes.rotate',
    state: 'session',
    run: (c) => c.recoveryCodes.rotate(),
    method: 'POST',
    path: '/b2b/recovery_codes/rotate',
    body: {},
  },
  // impersonation, identity provider
  {
    name: 'impersonation.authenticate',
    run: (c) => c.impersonation.authenticate({ impersonation_token: 'imp' }),
    method: 'POST',
    path: '/b2b/impersonation/authenticate',
    body: { impersonation_token: 'imp' },
  },
  {
    name: 'idp.oauthAuthorizeStart',
    state: 'session',
    run: (c) => c.idp.oauthAuthorizeStart(AUTHZ),
    method: 'POST',
    path: '/b2b/oauth/authorize/start',
    body: AUTHZ,
  },
  // 6.x's shape (`scopes`, a list): the consent calls under /idp/b2b/..., the body as given
  {
    name: 'idp.oauthAuthorizeStart',
    state: 'session',
    run: (c) => c.idp.oauthAuthorizeStart(CONSENT),
    method: 'POST',
    path: '/idp/b2b/oauth/authorize/start',
    body: CONSENT,
  },
  {
    name: 'idp.oauthAuthorizeSubmit',
    state: 'session',
    run: (c) => c.idp.oauthAuthorizeSubmit({ ...CONSENT, state: 's', consent_granted: true }),
    method: 'POST',
    path: '/idp/b2b/oauth/authorize/submit',
    body: { ...CONSENT, state: 's', consent_granted: true },
  },
  {
    name: 'idp.oauthLogoutStart',
    state: 'session',
    run: (c) => c.idp.oauthLogoutStart({ client_id: 'c1', post_logout_redirect_uri: 'https://app/bye' }),
    method: 'POST',
    path: '/b2b/oauth/logout/start',
    body: { client_id: 'c1', post_logout_redirect_uri: 'https://app/bye' },
  },
];

/** The authorize decision is a form the browser submits (a navigation, not fetch): checked apart. */
const formRow = { method: 'POST', path: '/b2b/oauth/authorize' };

/** The One Tap submit needs a PKCE challenge, which is random: checked apart. */
const submitRow = { method: 'POST', path: '/b2b/oauth/google/onetap/submit' };

function assertHeaders(r: Recorded, token: string, session: boolean, label: string) {
  assert.is(basic(r.headers.Authorization), `${token}:${session ? SESSION_TOKEN : token}`, `${label}: Basic auth`);
  assert.is(r.headers['Content-Type'], 'application/json', `${label}: JSON`);
  assert.is(r.credentials, 'include', `${label}: credentials`);
  // Spec section 9: the client version, written out (not the constant under test).
  assert.equal(
    JSON.parse(atob(r.headers['X-SDK-Client'])).sdk,
    { identifier: 'featherlogin', version: '5.22.8' },
    `${label}: X-SDK-Client`,
  );
  assert.ok(r.url.startsWith(`${BASE}/sdk/v1/`), `${label}: under /sdk/v1`);
}

test('every B2B call sends its method, path, body (intermediate token included when continuing) and headers', async () => {
  for (const row of rows) {
    const s = setup();
    try {
      if (row.state === 'session') s.signIn();
      if (row.state === 'ist') s.intermediate();
      await row.run(s.client);
      const got = s.calls();
      assert.is(got.length, 1, `${row.name}: one request`);
      assert.equal([got[0].method, got[0].path, got[0].body], [row.method, row.path, row.body], row.name);
      assertHeaders(got[0], s.token, row.state === 'session', row.name);
    } finally {
      s.done();
    }
  }
});

test('One Tap submit sends the credential and a fresh PKCE challenge', async () => {
  const s = setup();
  try {
    await s.client.oauth.googleOneTap.submit({ id_token: 'idt', nonce: 'n', organization_id: 'org-1', login_redirect_url: 'https://l' });
    const [r] = s.calls();
    assert.equal([r.method, r.path], [submitRow.method, submitRow.path]);
    const { pkce_code_challenge, ...rest } = r.body;
    assert.equal(rest, { id_token: 'idt', nonce: 'n', organization_id: 'org-1', login_redirect_url: 'https://l' });
    assert.match(pkce_code_challenge, /^[A-Za-z0-9_-]{43}$/);
  } finally {
    s.done();
  }
});

test('idp.oauthAuthorizeSubmit posts its form to the B2B path, as the official B2B client does', () => {
  const s = setup();
  const proto = HTMLFormElement.prototype as any;
  const orig = proto.submit;
  const submitted: HTMLFormElement[] = [];
  proto.submit = function (this: HTMLFormElement) {
    submitted.push(this);
  };
  try {
    s.signIn();
    s.client.idp.oauthAuthorizeSubmit({ ...AUTHZ, consent_granted: true });
    assert.is(submitted.length, 1);
    assert.is(submitted[0].action, `${BASE}/sdk/v1${formRow.path}`);
  } finally {
    proto.submit = orig;
    submitted.forEach((f) => f.remove());
    s.done();
  }
});

test('every route of the b2b wire table is called by some row', () => {
  // a {placeholder} of the route matches any one path segment of a row
  const pattern = (m: string, p: string) => new RegExp(`^${m} ${p.replace(/\{\w+\}/g, '[^/]+')}$`);
  const called = [...rows, submitRow, formRow].map((r) => `${r.method} ${r.path}`);
  const missing = Object.entries(b2b)
    .filter(([, [m, p]]) => !called.some((c) => pattern(m, p).test(c)))
    .map(([k]) => k);
  assert.equal(missing, []);
});

test.run();
