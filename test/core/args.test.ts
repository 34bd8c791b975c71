// Argument checks: '<field> must be a string / number / boolean / object / an array of strings'
// for every public method of the consumer client (one row per method), thrown before any request.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { check } from '../../src/core/args';
import type { StytchHeadlessClient } from '../../src/core/consumer/client';
import { OAUTH_PROVIDERS } from '../../src/wire/routes';
import { checkEveryField, Row } from './args-table';
import { setup } from './consumer-setup';

test('required and optional fields give the spec messages', () => {
  assert.throws(() => check('m', {}, 'email'), /email must be a string/);
  assert.throws(() => check('m', { n: '1' }, 'n:number'), /n must be a number/);
  assert.throws(() => check('m', { n: NaN }, 'n:number'), /n must be a number/);
  assert.throws(() => check('m', { b: 1 }, 'b?:boolean'), /b must be a boolean/);
  assert.throws(() => check('m', { o: [] }, 'o:object'), /o must be an object/);
  assert.throws(() => check('m', { o: null }, 'o?:object'), /o must be an object/);
  assert.throws(() => check('m', { s: [1] }, 's:stringArray'), /s must be an array of strings/);
  assert.throws(() => check('m', null, 'email'), /email must be a string/);
  check('m', { email: 'a@b.co' }, 'email redirect?');
});

type C = StytchHeadlessClient;
const SDM = 'session_duration_minutes:number';
const MAGIC = [
  'login_magic_link_url?',
  'signup_magic_link_url?',
  'login_expiration_minutes?:number',
  'signup_expiration_minutes?:number',
  'login_template_id?',
  'signup_template_id?',
  'create_user_as_pending?:boolean',
  'locale?',
];
const OTP = ['expiration_minutes?:number', 'locale?', 'login_template_id?', 'signup_template_id?', 'enable_autofill?:boolean'];

const methods: Row<C>[] = [
  ['session.authenticate', ['session_duration_minutes?:number'], (c, a) => c.session.authenticate(a)],
  ['user.update', ['untrusted_metadata?:object', 'name?:object'], (c, a) => c.user.update(a)],
  ...(
    [
      'deleteEmail',
      'deletePhoneNumber',
      'deleteTOTP',
      'deleteCryptoWallet',
      'deleteOAuthRegistration',
      'deleteWebauthnRegistration',
      'deleteBiometricRegistration',
    ] as const
  ).map((m): Row<C> => [`user.${m}`, ['id'], (c, a) => c.user[m](a.id)]),
  ['magicLinks.email.loginOrCreate', ['email', ...MAGIC], (c, a) => c.magicLinks.email.loginOrCreate(a.email, a)],
  ['magicLinks.email.send', ['email', ...MAGIC], (c, a) => c.magicLinks.email.send(a.email, a)],
  ['magicLinks.authenticate', ['token', SDM], (c, a) => c.magicLinks.authenticate(a.token, a as any)],
  ...(['sms', 'whatsapp', 'email'] as const).flatMap((ch): Row<C>[] => {
    const field = ch === 'email' ? 'email' : 'phone_number';
    return [
      [`otps.${ch}.loginOrCreate`, [field, ...OTP], (c, a) => c.otps[ch].loginOrCreate(a[field], a)],
      [`otps.${ch}.send`, [field, ...OTP], (c, a) => c.otps[ch].send(a[field], a)],
    ];
  }),
  ['otps.authenticate', ['code', 'method_id', SDM], (c, a) => c.otps.authenticate(a.code, a.method_id, a as any)],
  ...OAUTH_PROVIDERS.map(
    (p): Row<C> => [
      `oauth.${p}.start`,
      ['login_redirect_url?', 'signup_redirect_url?', 'custom_scopes?:stringArray', 'provider_params?:object'],
      (c, a) => c.oauth[p].start(a),
    ],
  ),
  ['oauth.googleOneTap.startOneTap', ['login_redirect_url?', 'signup_redirect_url?'], (c, a) => c.oauth.googleOneTap.startOneTap(a)],
  [
    'oauth.googleOneTap.submit',
    ['id_token', 'nonce', 'login_redirect_url?', 'signup_redirect_url?'],
    (c, a) => c.oauth.googleOneTap.submit(a as any),
  ],
  ['oauth.authenticate', ['token', SDM], (c, a) => c.oauth.authenticate(a.token, a as any)],
  [
    'cryptoWallets.authenticateStart',
    ['crypto_wallet_address', 'crypto_wallet_type', 'siwe_params?:object'],
    (c, a) => c.cryptoWallets.authenticateStart(a as any),
  ],
  [
    'cryptoWallets.authenticate',
    ['signature', 'crypto_wallet_address', 'crypto_wallet_type', SDM],
    (c, a) => c.cryptoWallets.authenticate(a as any),
  ],
  ['totps.create', ['expiration_minutes:number'], (c, a) => c.totps.create(a as any)],
  ['totps.authenticate', ['totp_code', SDM], (c, a) => c.totps.authenticate(a as any)],
  ['totps.recover', ['recovery_code', SDM], (c, a) => c.totps.recover(a as any)],
  [
    'webauthn.register',
    [
      'domain?',
      'authenticator_type?',
      'is_passkey?:boolean',
      'session_duration_minutes?:number',
      'override_id?',
      'override_name?',
      'override_display_name?',
    ],
    (c, a) => c.webauthn.register(a),
  ],
  [
    'webauthn.authenticate',
    ['domain?', SDM, 'is_passkey?:boolean', 'conditional_mediation?:boolean'],
    (c, a) => c.webauthn.authenticate(a as any),
  ],
  ['webauthn.update', ['webauthn_registration_id', 'name'], (c, a) => c.webauthn.update(a as any)],
  ['passwords.create', ['email', 'password', SDM], (c, a) => c.passwords.create(a as any)],
  ['passwords.authenticate', ['email', 'password', SDM], (c, a) => c.passwords.authenticate(a as any)],
  [
    'passwords.resetByEmailStart',
    [
      'email',
      'login_redirect_url?',
      'reset_password_redirect_url?',
      'reset_password_expiration_minutes?:number',
      'reset_password_template_id?',
    ],
    (c, a) => c.passwords.resetByEmailStart(a as any),
  ],
  ['passwords.resetByEmail', ['token', 'password', SDM], (c, a) => c.passwords.resetByEmail(a as any)],
  [
    'passwords.resetByExistingPassword',
    ['email', 'existing_password', 'new_password', SDM],
    (c, a) => c.passwords.resetByExistingPassword(a as any),
  ],
  ['passwords.resetBySession', ['password', SDM], (c, a) => c.passwords.resetBySession(a as any)],
  ['passwords.strengthCheck', ['email?', 'password'], (c, a) => c.passwords.strengthCheck(a as any)],
  ['impersonation.authenticate', ['impersonation_token'], (c, a) => c.impersonation.authenticate(a as any)],
  ['searchManager.searchUser', ['email'], (c, a) => c.searchManager.searchUser(a.email)],
];

test('every public method checks every field with the spec message, before any request', async () => {
  const s = setup();
  try {
    (s.client as any).ctx.redirect = () => assert.unreachable('no redirect on bad arguments');
    const checked = await checkEveryField(s.client, methods, s.calls);
    assert.ok(checked > 150, `${checked} field checks`);
  } finally {
    s.done();
  }
});

test.run();
