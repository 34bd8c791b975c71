// Argument checks of the B2B client: every public method checks every declared field (a value of
// the wrong type, and a required one left out) with the spec's messages ('<field> must be a string'
// etc.) before sending anything. The field lists are written out here, so a field dropped from a
// module's op() row fails.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { StytchB2BHeadlessClient } from '../../src/core/b2b/client';
import { StytchSDKUsageError } from '../../src/core/errors';
import { B2B_OAUTH_PROVIDERS } from '../../src/wire/routes';
import { checkEveryField, Row } from './args-table';
import { setup } from './b2b-setup';

type C = StytchB2BHeadlessClient;
const SDM = 'session_duration_minutes:number';
const SDM_OPT = 'session_duration_minutes?:number';
const MFA = ['organization_id', 'member_id'];
const RESET_START = [
  'reset_password_redirect_url?',
  'reset_password_expiration_minutes?:number',
  'reset_password_template_id?',
  'verify_email_template_id?',
];
const SCOPES = ['custom_scopes?:stringArray', 'provider_params?:object'];

const methods: Row<C>[] = [
  ['session.authenticate', [SDM_OPT], (c, a) => c.session.authenticate(a)],
  ['session.exchange', ['organization_id', SDM, 'locale?'], (c, a) => c.session.exchange(a as any)],
  ['organization.getBySlug', ['organization_slug'], (c, a) => c.organization.getBySlug(a as any)],
  [
    'searchManager.searchMember',
    ['email_address', 'organization_id'],
    (c, a) => c.searchManager.searchMember(a.email_address, a.organization_id),
  ],
  [
    'magicLinks.email.loginOrSignup',
    [
      'email_address',
      'organization_id',
      'login_redirect_url?',
      'signup_redirect_url?',
      'login_template_id?',
      'signup_template_id?',
      'login_expiration_minutes?:number',
      'signup_expiration_minutes?:number',
      'locale?',
    ],
    (c, a) => c.magicLinks.email.loginOrSignup(a as any),
  ],
  [
    'magicLinks.email.invite',
    [
      'email_address',
      'invite_redirect_url?',
      'invite_template_id?',
      'invite_expiration_minutes?:number',
      'name?',
      'untrusted_metadata?:object',
      'roles?:stringArray',
      'locale?',
    ],
    (c, a) => c.magicLinks.email.invite(a as any),
  ],
  [
    'magicLinks.email.discovery.send',
    ['email_address', 'discovery_redirect_url?', 'login_template_id?', 'discovery_expiration_minutes?:number', 'locale?'],
    (c, a) => c.magicLinks.email.discovery.send(a as any),
  ],
  ['magicLinks.authenticate', ['magic_links_token', SDM_OPT, 'locale?'], (c, a) => c.magicLinks.authenticate(a as any)],
  ['magicLinks.discovery.authenticate', ['discovery_magic_links_token'], (c, a) => c.magicLinks.discovery.authenticate(a as any)],
  [
    'otps.email.loginOrSignup',
    [
      'email_address',
      'organization_id',
      'login_template_id?',
      'signup_template_id?',
      'login_expiration_minutes?:number',
      'signup_expiration_minutes?:number',
      'locale?',
    ],
    (c, a) => c.otps.email.loginOrSignup(a as any),
  ],
  ['otps.email.authenticate', ['code', 'email_address', 'organization_id', SDM, 'locale?'], (c, a) => c.otps.email.authenticate(a as any)],
  [
    'otps.email.discovery.send',
    ['email_address', 'login_template_id?', 'discovery_expiration_minutes?:number', 'locale?'],
    (c, a) => c.otps.email.discovery.send(a as any),
  ],
  ['otps.email.discovery.authenticate', ['code', 'email_address'], (c, a) => c.otps.email.discovery.authenticate(a as any)],
  [
    'otps.sms.send',
    [...MFA, 'mfa_phone_number?', 'locale?', 'enable_autofill?:boolean', 'expiration_minutes?:number'],
    (c, a) => c.otps.sms.send(a as any),
  ],
  [
    'otps.sms.authenticate',
    [...MFA, 'code', SDM, 'set_mfa_enrollment?', 'set_default_mfa?:boolean'],
    (c, a) => c.otps.sms.authenticate(a as any),
  ],
  [
    'passwords.authenticate',
    ['organization_id', 'email_address', 'password', SDM_OPT, 'locale?'],
    (c, a) => c.passwords.authenticate(a as any),
  ],
  ['passwords.strengthCheck', ['password', 'email_address?'], (c, a) => c.passwords.strengthCheck(a as any)],
  [
    'passwords.resetByEmailStart',
    ['organization_id', 'email_address', 'login_redirect_url?', ...RESET_START],
    (c, a) => c.passwords.resetByEmailStart(a as any),
  ],
  ['passwords.resetByEmail', ['password_reset_token', 'password', SDM_OPT, 'locale?'], (c, a) => c.passwords.resetByEmail(a as any)],
  [
    'passwords.resetByExistingPassword',
    ['organization_id', 'email_address', 'existing_password', 'new_password', SDM_OPT, 'locale?'],
    (c, a) => c.passwords.resetByExistingPassword(a as any),
  ],
  ['passwords.resetBySession', ['password'], (c, a) => c.passwords.resetBySession(a as any)],
  ['passwords.discovery.authenticate', ['email_address', 'password'], (c, a) => c.passwords.discovery.authenticate(a as any)],
  [
    'passwords.discovery.resetByEmailStart',
    ['email_address', 'discovery_redirect_url?', ...RESET_START],
    (c, a) => c.passwords.discovery.resetByEmailStart(a as any),
  ],
  ['passwords.discovery.resetByEmail', ['password_reset_token', 'password'], (c, a) => c.passwords.discovery.resetByEmail(a as any)],
  ...B2B_OAUTH_PROVIDERS.flatMap((p): Row<C>[] => [
    [
      `oauth.${p}.start`,
      ['organization_id?', 'organization_slug?', 'login_redirect_url?', 'signup_redirect_url?', ...SCOPES],
      (c, a) => c.oauth[p].start(a),
    ],
    [`oauth.${p}.discovery.start`, ['discovery_redirect_url?', ...SCOPES], (c, a) => c.oauth[p].discovery.start(a)],
  ]),
  [
    'oauth.googleOneTap.submit',
    ['id_token', 'nonce', 'organization_id?', 'login_redirect_url?', 'signup_redirect_url?', 'discovery_redirect_url?'],
    (c, a) => c.oauth.googleOneTap.submit(a as any),
  ],
  ['oauth.authenticate', ['oauth_token', SDM, 'locale?'], (c, a) => c.oauth.authenticate(a as any)],
  ['oauth.discovery.authenticate', ['discovery_oauth_token'], (c, a) => c.oauth.discovery.authenticate(a as any)],
  ['sso.start', ['connection_id', 'login_redirect_url?', 'signup_redirect_url?'], (c, a) => c.sso.start(a as any)],
  ['sso.authenticate', ['sso_token', SDM, 'locale?'], (c, a) => c.sso.authenticate(a as any)],
  ['sso.discoverConnections', ['email_address'], (c, a) => c.sso.discoverConnections(a.email_address)],
  [
    'discovery.organizations.create',
    [
      SDM,
      'organization_name?',
      'organization_slug?',
      'organization_logo_url?',
      'sso_jit_provisioning?',
      'email_allowed_domains?:stringArray',
      'email_jit_provisioning?',
      'email_invites?',
      'auth_methods?',
      'allowed_auth_methods?:stringArray',
      'mfa_policy?',
      'mfa_methods?',
      'allowed_mfa_methods?:stringArray',
    ],
    (c, a) => c.discovery.organizations.create(a as any),
  ],
  [
    'discovery.intermediateSessions.exchange',
    ['organization_id', SDM, 'locale?'],
    (c, a) => c.discovery.intermediateSessions.exchange(a as any),
  ],
  ['totp.create', [...MFA, 'expiration_minutes?:number'], (c, a) => c.totp.create(a as any)],
  ['totp.authenticate', [...MFA, 'code', SDM, 'set_mfa_enrollment?', 'set_default_mfa?:boolean'], (c, a) => c.totp.authenticate(a as any)],
  ['recoveryCodes.recover', [...MFA, 'recovery_code', SDM], (c, a) => c.recoveryCodes.recover(a as any)],
  ['impersonation.authenticate', ['impersonation_token'], (c, a) => c.impersonation.authenticate(a as any)],
];

test('every public B2B method checks every field with the spec message, before any request', async () => {
  const s = setup();
  try {
    const checked = await checkEveryField(s.client, methods, s.calls);
    assert.is(s.redirects.length, 0, 'no redirect for a bad call');
    assert.ok(checked > 200, `${checked} field checks`);
  } finally {
    s.done();
  }
});

test('oauth.googleOneTap.start needs organization_id (spec section 5 text)', async () => {
  const s = setup();
  try {
    for (const args of [{}, undefined, { organization_id: '' }, { organization_id: 5 }]) {
      const err: any = await s.client.oauth.googleOneTap.start(args as any).catch((e: unknown) => e);
      assert.instance(err, StytchSDKUsageError, JSON.stringify(args));
      assert.is(
        err.message,
        'Invalid call to stytch.oauth.googleOneTap.start\norganization_id is a required argument',
        JSON.stringify(args),
      );
    }
    assert.is(s.calls().length, 0);
  } finally {
    s.done();
  }
});

test.run();
