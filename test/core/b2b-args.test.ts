// Argument checks of the B2B client: every public method rejects ill-typed arguments with the
// spec's messages ('<field> must be a string' etc.) before sending anything.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { StytchB2BHeadlessClient } from '../../src/core/b2b/client';
import { StytchSDKUsageError } from '../../src/core/errors';
import { setup } from './b2b-setup';

type Run = (c: StytchB2BHeadlessClient | any) => Promise<unknown>;
/** [method, call with a bad argument, expected message] */
const rows: [string, Run, string][] = [
  ['session.authenticate', (c) => c.session.authenticate({ session_duration_minutes: '60' }), 'session_duration_minutes must be a number.'],
  ['session.exchange', (c) => c.session.exchange({ session_duration_minutes: 60 }), 'organization_id must be a string.'],
  ['session.revoke', (c) => c.session.revoke({ forceClear: 'yes' }), 'forceClear must be a boolean.'],
  ['organization.getBySlug', (c) => c.organization.getBySlug({}), 'organization_slug must be a string.'],
  ['searchManager.searchMember', (c) => c.searchManager.searchMember('a@example.com'), 'organization_id must be a string.'],
  ['magicLinks.email.loginOrSignup', (c) => c.magicLinks.email.loginOrSignup({ organization_id: 'org-1' }), 'email_address must be a string.'],
  ['magicLinks.email.loginOrSignup', (c) => c.magicLinks.email.loginOrSignup({ email_address: 'a@example.com' }), 'organization_id must be a string.'],
  ['magicLinks.email.loginOrSignup', (c) => c.magicLinks.email.loginOrSignup({ email_address: 'a', organization_id: 'o', login_expiration_minutes: '5' }), 'login_expiration_minutes must be a number.'],
  ['magicLinks.email.invite', (c) => c.magicLinks.email.invite({ email_address: 'a', roles: 'admin' }), 'roles must be an array of strings.'],
  ['magicLinks.email.discovery.send', (c) => c.magicLinks.email.discovery.send({ email_address: 1 }), 'email_address must be a string.'],
  ['magicLinks.authenticate', (c) => c.magicLinks.authenticate({}), 'magic_links_token must be a string.'],
  ['magicLinks.authenticate', (c) => c.magicLinks.authenticate({ magic_links_token: 't', session_duration_minutes: '30' }), 'session_duration_minutes must be a number.'],
  ['magicLinks.discovery.authenticate', (c) => c.magicLinks.discovery.authenticate({}), 'discovery_magic_links_token must be a string.'],
  ['otps.email.loginOrSignup', (c) => c.otps.email.loginOrSignup({ email_address: 'a' }), 'organization_id must be a string.'],
  ['otps.email.authenticate', (c) => c.otps.email.authenticate({ email_address: 'a', organization_id: 'o', session_duration_minutes: 60 }), 'code must be a string.'],
  ['otps.email.authenticate', (c) => c.otps.email.authenticate({ code: '1', email_address: 'a', organization_id: 'o' }), 'session_duration_minutes must be a number.'],
  ['otps.email.discovery.send', (c) => c.otps.email.discovery.send({}), 'email_address must be a string.'],
  ['otps.email.discovery.authenticate', (c) => c.otps.email.discovery.authenticate({ code: '1' }), 'email_address must be a string.'],
  ['otps.sms.send', (c) => c.otps.sms.send({ organization_id: 'o' }), 'member_id must be a string.'],
  ['otps.sms.send', (c) => c.otps.sms.send({ organization_id: 'o', member_id: 'm', enable_autofill: 1 }), 'enable_autofill must be a boolean.'],
  ['otps.sms.authenticate', (c) => c.otps.sms.authenticate({ organization_id: 'o', member_id: 'm', session_duration_minutes: 60 }), 'code must be a string.'],
  ['passwords.authenticate', (c) => c.passwords.authenticate({ organization_id: 'o', email_address: 'a' }), 'password must be a string.'],
  ['passwords.strengthCheck', (c) => c.passwords.strengthCheck({}), 'password must be a string.'],
  ['passwords.resetByEmailStart', (c) => c.passwords.resetByEmailStart({ email_address: 'a' }), 'organization_id must be a string.'],
  ['passwords.resetByEmail', (c) => c.passwords.resetByEmail({ password: 'pw' }), 'password_reset_token must be a string.'],
  ['passwords.resetByExistingPassword', (c) => c.passwords.resetByExistingPassword({ organization_id: 'o', email_address: 'a', existing_password: 'x' }), 'new_password must be a string.'],
  ['passwords.resetBySession', (c) => c.passwords.resetBySession({}), 'password must be a string.'],
  ['passwords.discovery.authenticate', (c) => c.passwords.discovery.authenticate({ email_address: 'a' }), 'password must be a string.'],
  ['passwords.discovery.resetByEmailStart', (c) => c.passwords.discovery.resetByEmailStart({}), 'email_address must be a string.'],
  ['passwords.discovery.resetByEmail', (c) => c.passwords.discovery.resetByEmail({ password_reset_token: 't' }), 'password must be a string.'],
  ['oauth.google.start', (c) => c.oauth.google.start({ custom_scopes: 'email' }), 'custom_scopes must be an array of strings.'],
  ['oauth.microsoft.start', (c) => c.oauth.microsoft.start({ organization_id: 5 }), 'organization_id must be a string.'],
  ['oauth.slack.discovery.start', (c) => c.oauth.slack.discovery.start({ provider_params: 'x' }), 'provider_params must be an object.'],
  ['oauth.authenticate', (c) => c.oauth.authenticate({ session_duration_minutes: 60 }), 'oauth_token must be a string.'],
  ['oauth.discovery.authenticate', (c) => c.oauth.discovery.authenticate({}), 'discovery_oauth_token must be a string.'],
  ['oauth.googleOneTap.start', (c) => c.oauth.googleOneTap.start({}), 'organization_id is a required argument'],
  ['oauth.googleOneTap.start', (c) => c.oauth.googleOneTap.start(), 'organization_id is a required argument'],
  ['oauth.googleOneTap.submit', (c) => c.oauth.googleOneTap.submit({ nonce: 'n' }), 'id_token must be a string.'],
  ['sso.start', (c) => c.sso.start({}), 'connection_id must be a string.'],
  ['sso.authenticate', (c) => c.sso.authenticate({ session_duration_minutes: 60 }), 'sso_token must be a string.'],
  ['sso.discoverConnections', (c) => c.sso.discoverConnections(undefined), 'email_address must be a string.'],
  ['discovery.organizations.create', (c) => c.discovery.organizations.create({}), 'session_duration_minutes must be a number.'],
  ['discovery.organizations.create', (c) => c.discovery.organizations.create({ session_duration_minutes: 60, email_allowed_domains: 'a.com' }), 'email_allowed_domains must be an array of strings.'],
  ['discovery.intermediateSessions.exchange', (c) => c.discovery.intermediateSessions.exchange({ session_duration_minutes: 60 }), 'organization_id must be a string.'],
  ['totp.create', (c) => c.totp.create({ organization_id: 'o' }), 'member_id must be a string.'],
  ['totp.authenticate', (c) => c.totp.authenticate({ organization_id: 'o', member_id: 'm', code: '1' }), 'session_duration_minutes must be a number.'],
  ['recoveryCodes.recover', (c) => c.recoveryCodes.recover({ organization_id: 'o', member_id: 'm', session_duration_minutes: 60 }), 'recovery_code must be a string.'],
  ['impersonation.authenticate', (c) => c.impersonation.authenticate({}), 'impersonation_token must be a string.'],
];

test('every public B2B method rejects bad arguments with the spec message and sends nothing', async () => {
  const s = setup();
  try {
    for (const [method, run, message] of rows) {
      let err: any;
      await run(s.client).catch((e: unknown) => (err = e));
      assert.instance(err, StytchSDKUsageError, method);
      assert.is(err.message, `Invalid call to stytch.${method}\n${message}`, method);
    }
    assert.is(s.calls().length, 0);
  } finally {
    s.done();
  }
});

test.run();
