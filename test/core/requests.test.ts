// Request shapes of every consumer-client call: method, path under /sdk/v1, JSON body, headers
// (Basic auth, X-SDK-Client, X-SDK-Parent-Host) and credentials. One row per call.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { StytchHeadlessClient } from '../../src/core/consumer/client';
import { consumer } from '../../src/wire/routes';
import { basic } from '../helpers/browser';
import type { Recorded } from '../helpers/fake-fetch';
import { BASE, SESSION_TOKEN, setup } from './consumer-setup';

type C = StytchHeadlessClient;
type Req = [method: string, path: string, body: unknown];
interface Row {
  name: string;
  /** Signed in before the call. */
  session?: boolean;
  /** The project's settings (wire names), when the call depends on them. */
  bootstrap?: object;
  run: (c: C) => Promise<unknown>;
  /** Every request the call makes, in order. */
  expect: Req[];
}

const S = { session_duration_minutes: 30 };
const MAGIC = {
  login_magic_link_url: 'https://app.example/login',
  signup_magic_link_url: 'https://app.example/signup',
  login_expiration_minutes: 10,
  signup_expiration_minutes: 20,
  login_template_id: 'lt',
  signup_template_id: 'st',
  create_user_as_pending: true,
  locale: 'en',
};
const OTP = { expiration_minutes: 5, locale: 'en', login_template_id: 'lt', signup_template_id: 'st', enable_autofill: true };
const SIWE = { uri: 'https://app.example', chain_id: '1', statement: 'hi', resources: ['https://r'] };
const START = { client_id: 'c1', redirect_uri: 'https://app.example/cb', response_type: 'code', scope: 'openid email' };
const AUTHZ = { ...START, state: 's' };

const deletes = [
  ['deleteEmail', '/users/emails/id-1'],
  ['deletePhoneNumber', '/users/phone_numbers/id-1'],
  ['deleteTOTP', '/users/totps/id-1'],
  ['deleteCryptoWallet', '/users/crypto_wallets/id-1'],
  ['deleteOAuthRegistration', '/users/oauth/id-1'],
  ['deleteWebauthnRegistration', '/users/webauthn_registrations/id-1'],
  ['deleteBiometricRegistration', '/users/biometric_registrations/id-1'],
] as const;

const channels = [
  ['sms', 'phone_number', '+15555550100'],
  ['whatsapp', 'phone_number', '+15555550100'],
  ['email', 'email', 'a@example.com'],
] as const;

// Fake WebAuthn credential: ids and buffers the codec turns into base64url.
const buf = (s: string) => new TextEncoder().encode(s).buffer;
const credential = {
  id: 'cred-1',
  rawId: buf('cred-1'),
  type: 'public-key',
  getClientExtensionResults: () => ({}),
  response: {
    clientDataJSON: buf('{}'),
    attestationObject: buf('att'),
    authenticatorData: buf('ad'),
    signature: buf('sig'),
    userHandle: buf('u'),
  },
};
const CREDENTIAL_JSON = JSON.stringify({
  id: 'cred-1',
  rawId: 'Y3JlZC0x',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'YXR0', authenticatorData: 'YWQ', signature: 'c2ln', userHandle: 'dQ' },
});
const CREATION = { challenge: 'Y2g', rp: { name: 'x' }, user: { id: 'dQ', name: 'u', displayName: 'u' }, pubKeyCredParams: [] };
const REQUEST = { challenge: 'Y2g', allowCredentials: [{ id: 'Y3JlZC0x', type: 'public-key' }] };

const CONSENT = { client_id: 'c1', redirect_uri: 'https://app.example/cb', response_type: 'code', scopes: ['openid'] };

const rows: Row[] = [
  { name: 'session.authenticate', session: true, run: (c) => c.session.authenticate(S), expect: [['POST', '/sessions/authenticate', S]] },
  // no body at all (not {}), as the official client sends it
  { name: 'session.revoke', session: true, run: (c) => c.session.revoke(), expect: [['POST', '/sessions/revoke', undefined]] },
  {
    name: 'session.exchangeAccessToken',
    run: (c) => c.session.exchangeAccessToken({ access_token: 'at', ...S }),
    expect: [['POST', '/sessions/exchange_access_token', { access_token: 'at', ...S }]],
  },
  {
    name: 'session.attest',
    run: (c) => c.session.attest({ profile_id: 'p1', token: 'jwt', ...S }),
    expect: [['POST', '/sessions/attest', { profile_id: 'p1', token: 'jwt', ...S }]],
  },
  {
    name: 'user.getConnectedApps',
    session: true,
    run: (c) => c.user.getConnectedApps(),
    expect: [['GET', '/users/connected_apps', undefined]],
  },
  {
    name: 'user.revokedConnectedApp',
    session: true,
    run: (c) => c.user.revokedConnectedApp('app 1'),
    expect: [['POST', '/users/connected_apps/app%201/revoke', undefined]],
  },
  {
    name: 'oauth.attach',
    session: true,
    run: (c) => c.oauth.attach('google'),
    expect: [['POST', '/oauth/attach', { provider: 'google' }]],
  },
  { name: 'user.get', session: true, run: (c) => c.user.get(), expect: [['GET', '/users/me', undefined]] },
  {
    name: 'user.update',
    session: true,
    run: (c) => c.user.update({ untrusted_metadata: { a: 1 } }),
    expect: [['PUT', '/users/me', { untrusted_metadata: { a: 1 } }]],
  },
  ...deletes.map(
    ([m, path]): Row => ({ name: `user.${m}`, session: true, run: (c) => c.user[m]('id-1'), expect: [['DELETE', path, undefined]] }),
  ),
  {
    name: 'magicLinks.email.loginOrCreate',
    run: (c) => c.magicLinks.email.loginOrCreate('a@example.com', MAGIC),
    expect: [['POST', '/magic_links/email/login_or_create', { email: 'a@example.com', ...MAGIC }]],
  },
  {
    name: 'magicLinks.email.send (primary)',
    run: (c) => c.magicLinks.email.send('a@example.com'),
    expect: [['POST', '/magic_links/email/send/primary', { email: 'a@example.com' }]],
  },
  {
    name: 'magicLinks.email.send (secondary)',
    session: true,
    run: (c) => c.magicLinks.email.send('a@example.com', MAGIC),
    expect: [['POST', '/magic_links/email/send/secondary', { email: 'a@example.com', ...MAGIC }]],
  },
  {
    name: 'magicLinks.authenticate',
    run: (c) => c.magicLinks.authenticate('tok', S),
    expect: [['POST', '/magic_links/authenticate', { token: 'tok', ...S }]],
  },
  ...channels.flatMap(([ch, field, id]): Row[] => [
    {
      name: `otps.${ch}.loginOrCreate`,
      run: (c) => c.otps[ch].loginOrCreate(id, OTP),
      expect: [['POST', `/otps/${ch}/login_or_create`, { [field]: id, ...OTP }]],
    },
    { name: `otps.${ch}.send (primary)`, run: (c) => c.otps[ch].send(id), expect: [['POST', `/otps/${ch}/send/primary`, { [field]: id }]] },
    {
      name: `otps.${ch}.send (secondary)`,
      session: true,
      run: (c) => c.otps[ch].send(id, { expiration_minutes: 5 }),
      expect: [['POST', `/otps/${ch}/send/secondary`, { [field]: id, expiration_minutes: 5 }]],
    },
  ]),
  {
    name: 'otps.authenticate',
    run: (c) => c.otps.authenticate('123456', 'phone-1', S),
    expect: [['POST', '/otps/authenticate', { token: '123456', method_id: 'phone-1', ...S }]],
  },
  {
    name: 'oauth.authenticate',
    run: (c) => c.oauth.authenticate('tok', S),
    expect: [['POST', '/oauth/authenticate', { token: 'tok', ...S }]],
  },
  {
    name: 'oauth.googleOneTap.startOneTap',
    run: (c) => c.oauth.googleOneTap.startOneTap({ login_redirect_url: 'https://l' }),
    expect: [['POST', '/oauth/google/onetap/start', { login_redirect_url: 'https://l' }]],
  },
  {
    name: 'oauth.googleOneTap.submit',
    run: (c) => c.oauth.googleOneTap.submit({ id_token: 'idt', nonce: 'n' }),
    expect: [['POST', '/oauth/google/onetap/submit', { id_token: 'idt', nonce: 'n' }]],
  },
  {
    name: 'cryptoWallets.authenticateStart (primary)',
    run: (c) => c.cryptoWallets.authenticateStart({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum', siwe_params: SIWE }),
    // siwe_params travel only when the project requires SIWE (next row)
    expect: [['POST', '/crypto_wallets/authenticate/start/primary', { crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' }]],
  },
  {
    name: 'cryptoWallets.authenticateStart (SIWE required)',
    bootstrap: { siwe_required_for_crypto_wallets: true },
    run: (c) => c.cryptoWallets.authenticateStart({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum', siwe_params: SIWE }),
    expect: [
      [
        'POST',
        '/crypto_wallets/authenticate/start/primary',
        { crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum', siwe_params: SIWE },
      ],
    ],
  },
  {
    name: 'cryptoWallets.authenticateStart (secondary)',
    session: true,
    run: (c) => c.cryptoWallets.authenticateStart({ crypto_wallet_address: 'So1', crypto_wallet_type: 'solana' }),
    expect: [['POST', '/crypto_wallets/authenticate/start/secondary', { crypto_wallet_address: 'So1', crypto_wallet_type: 'solana' }]],
  },
  {
    name: 'cryptoWallets.authenticate',
    run: (c) => c.cryptoWallets.authenticate({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum', signature: '0xsig', ...S }),
    expect: [
      [
        'POST',
        '/crypto_wallets/authenticate',
        { crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum', signature: '0xsig', ...S },
      ],
    ],
  },
  {
    name: 'totps.create',
    session: true,
    run: (c) => c.totps.create({ expiration_minutes: 5 }),
    expect: [['POST', '/totps', { expiration_minutes: 5 }]],
  },
  {
    name: 'totps.authenticate',
    session: true,
    run: (c) => c.totps.authenticate({ totp_code: '123456', ...S }),
    expect: [['POST', '/totps/authenticate', { totp_code: '123456', ...S }]],
  },
  {
    name: 'totps.recoveryCodes',
    session: true,
    run: (c) => c.totps.recoveryCodes(),
    expect: [['POST', '/totps/recovery_codes', undefined]],
  },
  {
    name: 'totps.recover',
    run: (c) => c.totps.recover({ recovery_code: 'rc-1', ...S }),
    expect: [['POST', '/totps/recover', { recovery_code: 'rc-1', ...S }]],
  },
  {
    name: 'webauthn.register',
    session: true,
    run: (c) =>
      c.webauthn.register({
        is_passkey: true,
        override_id: 'oi',
        override_name: 'on',
        override_display_name: 'od',
        authenticator_type: 'platform',
        ...S,
      }),
    expect: [
      [
        'POST',
        '/webauthn/register/start',
        {
          domain: 'localhost',
          authenticator_type: 'platform',
          override_id: 'oi',
          override_name: 'on',
          override_display_name: 'od',
          return_passkey_credential_options: true,
          user_agent: navigator.userAgent,
        },
      ],
      ['POST', '/webauthn/register', { public_key_credential: CREDENTIAL_JSON, ...S }],
    ],
  },
  {
    // The widgets pass `domain: passkeyOptions?.domain`, present but undefined without the option.
    name: 'webauthn.register (an undefined domain: the page host)',
    session: true,
    run: (c) => c.webauthn.register({ is_passkey: true, domain: undefined }),
    expect: [
      [
        'POST',
        '/webauthn/register/start',
        { domain: 'localhost', return_passkey_credential_options: true, user_agent: navigator.userAgent },
      ],
      ['POST', '/webauthn/register', { public_key_credential: CREDENTIAL_JSON }],
    ],
  },
  {
    name: 'webauthn.authenticate (primary)',
    run: (c) => c.webauthn.authenticate({ is_passkey: true, ...S }),
    expect: [
      ['POST', '/webauthn/authenticate/start/primary', { domain: 'localhost', return_passkey_credential_options: true }],
      ['POST', '/webauthn/authenticate', { public_key_credential: CREDENTIAL_JSON, ...S }],
    ],
  },
  {
    name: 'webauthn.authenticate (secondary)',
    session: true,
    run: (c) => c.webauthn.authenticate({ domain: 'example.com', ...S }),
    expect: [
      ['POST', '/webauthn/authenticate/start/secondary', { domain: 'example.com' }],
      ['POST', '/webauthn/authenticate', { public_key_credential: CREDENTIAL_JSON, ...S }],
    ],
  },
  {
    name: 'webauthn.update',
    session: true,
    run: (c) => c.webauthn.update({ webauthn_registration_id: 'reg/1', name: 'Laptop' }),
    expect: [['PUT', '/webauthn/update/reg%2F1', { name: 'Laptop' }]],
  },
  {
    name: 'passwords.create',
    run: (c) => c.passwords.create({ email: 'a@example.com', password: 'pw', ...S }),
    expect: [['POST', '/passwords', { email: 'a@example.com', password: 'pw', ...S }]],
  },
  {
    name: 'passwords.authenticate',
    run: (c) => c.passwords.authenticate({ email: 'a@example.com', password: 'pw', ...S }),
    expect: [['POST', '/passwords/authenticate', { email: 'a@example.com', password: 'pw', ...S }]],
  },
  {
    name: 'passwords.resetByEmailStart',
    run: (c) =>
      c.passwords.resetByEmailStart({
        email: 'a@example.com',
        login_redirect_url: 'https://l',
        reset_password_redirect_url: 'https://r',
        reset_password_expiration_minutes: 10,
        reset_password_template_id: 't',
      }),
    expect: [
      [
        'POST',
        '/passwords/email/reset/start',
        {
          email: 'a@example.com',
          login_redirect_url: 'https://l',
          reset_password_redirect_url: 'https://r',
          reset_password_expiration_minutes: 10,
          reset_password_template_id: 't',
        },
      ],
    ],
  },
  {
    name: 'passwords.resetByEmail',
    run: (c) => c.passwords.resetByEmail({ token: 'tok', password: 'pw', ...S }),
    expect: [['POST', '/passwords/email/reset', { token: 'tok', password: 'pw', ...S }]],
  },
  {
    name: 'passwords.resetByExistingPassword',
    run: (c) => c.passwords.resetByExistingPassword({ email: 'a@example.com', existing_password: 'old', new_password: 'new', ...S }),
    expect: [
      ['POST', '/passwords/existing_password/reset', { email: 'a@example.com', existing_password: 'old', new_password: 'new', ...S }],
    ],
  },
  {
    name: 'passwords.resetBySession',
    session: true,
    run: (c) => c.passwords.resetBySession({ password: 'pw', ...S }),
    expect: [['POST', '/passwords/session/reset', { password: 'pw', ...S }]],
  },
  {
    name: 'passwords.strengthCheck',
    run: (c) => c.passwords.strengthCheck({ email: 'a@example.com', password: 'pw' }),
    expect: [['POST', '/passwords/strength_check', { email: 'a@example.com', password: 'pw' }]],
  },
  {
    name: 'impersonation.authenticate',
    run: (c) => c.impersonation.authenticate({ impersonation_token: 'imp' }),
    expect: [['POST', '/impersonation/authenticate', { impersonation_token: 'imp' }]],
  },
  {
    name: 'searchManager.searchUser',
    run: (c) => c.searchManager.searchUser('a@example.com'),
    expect: [['POST', '/users/search', { email: 'a@example.com' }]],
  },
  {
    name: 'idp.oauthAuthorizeStart',
    session: true,
    run: (c) => c.idp.oauthAuthorizeStart(START),
    expect: [['POST', '/oauth/authorize/start', START]],
  },
  // 6.x's shape (`scopes`, a list): the consent calls under /idp/..., the body as given
  {
    name: 'idp.oauthAuthorizeStart',
    session: true,
    run: (c) => c.idp.oauthAuthorizeStart(CONSENT),
    expect: [['POST', '/idp/oauth/authorize/start', CONSENT]],
  },
  {
    name: 'idp.oauthAuthorizeSubmit',
    session: true,
    run: (c) => c.idp.oauthAuthorizeSubmit({ ...CONSENT, consent_granted: false, resource: ['https://api.example'] }),
    expect: [['POST', '/idp/oauth/authorize/submit', { ...CONSENT, consent_granted: false, resource: ['https://api.example'] }]],
  },
  {
    name: 'idp.oauthLogoutStart',
    run: (c) => c.idp.oauthLogoutStart({ client_id: 'c1', post_logout_redirect_uri: 'https://app.example/bye' }),
    expect: [['POST', '/oauth/logout/start', { client_id: 'c1', post_logout_redirect_uri: 'https://app.example/bye' }]],
  },
];

/** Answers the few calls whose answer the client reads before it is done. */
function answer(r: Recorded) {
  if (r.path === '/webauthn/register/start')
    return { body: { data: { public_key_credential_creation_options: JSON.stringify(CREATION) } } };
  if (r.path.startsWith('/webauthn/authenticate/start/'))
    return { body: { data: { public_key_credential_request_options: JSON.stringify(REQUEST) } } };
  return undefined;
}

const nav = navigator as any;
const savedCredentials = Object.getOwnPropertyDescriptor(nav, 'credentials');
test.before(() => {
  Object.defineProperty(nav, 'credentials', { configurable: true, value: { create: async () => credential, get: async () => credential } });
});
test.after(() => {
  if (savedCredentials) Object.defineProperty(nav, 'credentials', savedCredentials);
  else delete nav.credentials;
});

function assertHeaders(r: Recorded, token: string, session: boolean, label: string) {
  assert.is(basic(r.headers.Authorization), `${token}:${session ? SESSION_TOKEN : token}`, `${label}: Basic auth`);
  assert.is(r.headers['Content-Type'], 'application/json', `${label}: JSON`);
  assert.is(r.credentials, 'include', `${label}: credentials`);
  const client = JSON.parse(atob(r.headers['X-SDK-Client']));
  // Spec section 9: the client version, written out (not the constant under test).
  assert.equal(client.sdk, { identifier: 'featherlogin', version: '5.22.8' }, `${label}: X-SDK-Client`);
  assert.is(r.headers['X-SDK-Parent-Host'], undefined, `${label}: no parent host unless configured`);
  assert.ok(r.url.startsWith(`${BASE}/sdk/v1/`), `${label}: under /sdk/v1`);
}

test('every consumer call sends its method, path, body and headers', async () => {
  const seen = new Set<string>();
  for (const row of rows) {
    const s = setup({ answer, bootstrap: row.bootstrap });
    try {
      if (row.session) s.signIn();
      await row.run(s.client);
      const got = s.calls();
      assert.equal(
        got.map((r) => [r.method, r.path, r.body]),
        row.expect,
        row.name,
      );
      for (const r of got) assertHeaders(r, s.token, !!row.session, row.name);
      for (const [m, p] of row.expect) seen.add(`${m} ${p}`);
    } finally {
      s.done();
    }
  }
  assert.ok(seen.size >= 50, `rows cover the consumer routes (${seen.size})`);
});

test('every route of the consumer wire table is called by some row', () => {
  const sent = rows.flatMap((row) => row.expect.map(([m, p]) => `${m} ${p}`));
  // A route's {name} parameters match any one path segment of a sent path.
  const pattern = ([m, p]: readonly [string, string, string?]) =>
    new RegExp(`^${m} ${p.replace(/[.?+*()|[\]\\^$]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
  const missing = Object.entries(consumer)
    .filter(([, route]) => !sent.some((x) => pattern(route).test(x)))
    .map(([k]) => k);
  assert.equal(missing, []);
});

test('Basic auth switches from the public token alone to public token + session token', async () => {
  const s = setup({
    answer: (r) =>
      r.path === '/passwords/authenticate'
        ? { body: { data: { session: { session_id: 's' }, session_token: 'fresh-token', session_jwt: 'j', user: {} } } }
        : undefined,
  });
  try {
    await s.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', ...S });
    await s.client.user.get();
    const [login, me] = s.calls();
    assert.is(basic(login.headers.Authorization), `${s.token}:${s.token}`);
    assert.is(basic(me.headers.Authorization), `${s.token}:fresh-token`);
  } finally {
    s.done();
  }
});

test('the bootstrap fetch is GET /projects/bootstrap/{public_token} with the same headers', async () => {
  const s = setup();
  try {
    await s.client.bootstrap.getAsync();
    const [boot] = s.all;
    assert.is(boot.method, 'GET');
    assert.is(boot.path, `/projects/bootstrap/${s.token}`);
    assert.is(boot.body, undefined);
    assertHeaders(boot, s.token, false, 'bootstrap');
  } finally {
    s.done();
  }
});

test('X-SDK-Parent-Host is sent when configured; X-SDK-Client carries a fresh event id', async () => {
  const s = setup({ options: { parentHost: 'parent.example' } });
  try {
    await s.client.passwords.strengthCheck({ password: 'pw' });
    await s.client.passwords.strengthCheck({ password: 'pw' });
    const [a, b] = s.calls();
    assert.is(a.headers['X-SDK-Parent-Host'], 'parent.example');
    const ha = JSON.parse(atob(a.headers['X-SDK-Client']));
    const hb = JSON.parse(atob(b.headers['X-SDK-Client']));
    assert.is.not(ha.event_id, hb.event_id);
    assert.is(ha.app_session_id, hb.app_session_id);
    assert.is(ha.app.identifier, 'localhost:3000');
  } finally {
    s.done();
  }
});

test('protected endpoints carry captcha_token and dfp_telemetry_id; others do not', async () => {
  const tokens = { captcha_token: 'cap', dfp_telemetry_id: 'dfp' };
  const s = setup({ options: { protection: async () => tokens } });
  try {
    await s.client.magicLinks.email.loginOrCreate('a@example.com');
    await s.client.otps.sms.send('+15555550100');
    await s.client.cryptoWallets.authenticateStart({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' });
    await s.client.passwords.resetByEmailStart({ email: 'a@example.com' });
    await s.client.passwords.strengthCheck({ password: 'pw' });
    const [ml, otp, crypto, reset, strength] = s.calls();
    for (const r of [ml, otp, crypto, reset])
      assert.equal({ captcha_token: r.body.captcha_token, dfp_telemetry_id: r.body.dfp_telemetry_id }, tokens, r.path);
    assert.is(strength.body.captcha_token, undefined);
  } finally {
    s.done();
  }
});

test('idp.oauthAuthorizeSubmit posts a hidden-field form to /sdk/v1/oauth/authorize', async () => {
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
    const form = submitted[0];
    assert.is(form.method.toUpperCase(), 'POST');
    assert.is(form.action, `${BASE}/sdk/v1/oauth/authorize`);
    const fields = Object.fromEntries([...form.querySelectorAll('input')].map((i) => [i.name, [i.type, i.value]]));
    assert.equal(fields, {
      client_id: ['hidden', 'c1'],
      redirect_uri: ['hidden', 'https://app.example/cb'],
      response_type: ['hidden', 'code'],
      scope: ['hidden', 'openid email'],
      state: ['hidden', 's'],
      consent_granted: ['hidden', 'true'],
      // The request headers as fields, as the official client's form carries them (issue 11).
      __Authorization: ['hidden', `Basic ${btoa(`${s.token}:${SESSION_TOKEN}`)}`],
      '__X-SDK-Client': ['hidden', fields['__X-SDK-Client']?.[1]],
      '__X-SDK-Parent-Host': ['hidden', window.location.origin],
    });
    assert.ok(JSON.parse(atob(fields['__X-SDK-Client'][1])).event_id, 'the telemetry blob');
    assert.ok(form.hidden, 'never shown');
    assert.is(s.calls().length, 0, 'a navigation, not a fetch');
  } finally {
    proto.submit = orig;
    document.body.innerHTML = '';
    s.done();
  }
});

test.run();
