// Like handler-fuzz.test.ts, for the B2B and identity-provider endpoints: a valid body (with a real
// member session and intermediate session token) mutated one field at a time. Wrong types must get a
// 4xx with an error_type; odd but well-typed values must never get a 5xx.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { b2b as r, fill, shared, type Route } from '../../src/wire/routes';
import { raw, sdk, startEmulator } from './setup';
import { SEED } from './b2b-setup';
import { fuzzFields } from './field-fuzz';

const t = suite('emulator: field-by-field fuzz of B2B and identity-provider endpoints');
let emu: Emulator;
let session = '';
let ist = '';
const call = (route: Route, body?: unknown, secret?: string) => sdk(emu, route[0], fill(route[1], {}), body, secret, emu.b2bPublicToken);

t.before(async () => {
  emu = await startEmulator();
  session = (
    await call(r.passwordsAuthenticate, {
      organization_id: SEED.acme,
      email_address: SEED.acmeAdmin.email,
      password: SEED.acmeAdmin.password,
      session_duration_minutes: 60,
    })
  ).json.data.session_token;
  ist = (
    await call(r.passwordsAuthenticate, { organization_id: SEED.globex, email_address: SEED.alice.email, password: SEED.alice.password })
  ).json.data.intermediate_session_token;
});
t.after(() => emu.close());

const S = 30;
const ORG = SEED.acme;
const ALICE = { organization_id: SEED.globex, member_id: SEED.alice.member_id };
/** route -> a valid body (every field the endpoint reads). */
const BODIES: [Route, Record<string, unknown>][] = [
  [r.sessionsAuthenticate, { session_duration_minutes: S }],
  [r.sessionsExchange, { organization_id: SEED.globex, session_duration_minutes: S }],
  [r.membersSearch, { email_address: SEED.acmeAdmin.email, organization_id: ORG }],
  [r.organizationsBySlug, { organization_slug: 'acme' }],
  [
    r.magicLinksLoginOrSignup,
    {
      email_address: 'fz@acme.test',
      organization_id: ORG,
      login_redirect_url: 'http://localhost:3000/authenticate',
      login_expiration_minutes: 30,
      pkce_code_challenge: 'c',
    },
  ],
  [
    r.magicLinksInvite,
    { email_address: 'fz-invite@acme.test', name: 'N', untrusted_metadata: { a: 1 }, roles: ['r'], invite_expiration_minutes: 60 },
  ],
  [
    r.magicLinksDiscoverySend,
    { email_address: 'fz@acme.test', discovery_redirect_url: 'http://localhost:3000/discovery', discovery_expiration_minutes: 30 },
  ],
  [
    r.magicLinksAuthenticate,
    { magic_links_token: 'x'.repeat(44), session_duration_minutes: S, pkce_code_verifier: 'v', intermediate_session_token: ist },
  ],
  [r.magicLinksDiscoveryAuthenticate, { discovery_magic_links_token: 'x', pkce_code_verifier: 'v' }],
  [r.otpEmailLoginOrSignup, { email_address: 'fz@acme.test', organization_id: ORG, login_expiration_minutes: 10 }],
  [r.otpEmailAuthenticate, { code: '123456', email_address: 'fz@acme.test', organization_id: ORG, session_duration_minutes: S }],
  [r.otpEmailDiscoverySend, { email_address: 'fz@acme.test', discovery_expiration_minutes: 10 }],
  [r.otpEmailDiscoveryAuthenticate, { code: '123456', email_address: 'fz@acme.test' }],
  [r.otpSmsSend, { ...ALICE, mfa_phone_number: '+15555550177', intermediate_session_token: '' }],
  [
    r.otpSmsAuthenticate,
    {
      ...ALICE,
      code: '123456',
      session_duration_minutes: S,
      intermediate_session_token: '',
      set_mfa_enrollment: 'enroll',
      set_default_mfa: true,
    },
  ],
  [r.passwordsAuthenticate, { organization_id: ORG, email_address: SEED.acmeAdmin.email, password: 'x', session_duration_minutes: S }],
  [r.passwordsStrengthCheck, { password: 'abc', email_address: 'a@acme.test' }],
  [
    r.passwordsResetByEmailStart,
    {
      organization_id: ORG,
      email_address: 'fz@acme.test',
      reset_password_redirect_url: 'http://localhost:3000/reset',
      reset_password_expiration_minutes: 30,
      code_challenge: 'c',
    },
  ],
  [
    r.passwordsResetByEmail,
    { password_reset_token: 't', password: 'violet-otter-juggles-87-lanterns', session_duration_minutes: S, code_verifier: 'v' },
  ],
  [r.passwordsResetBySession, { password: 'x', organization_id: ORG, session_duration_minutes: S }],
  [
    r.passwordsResetByExisting,
    { organization_id: ORG, email_address: SEED.acmeAdmin.email, existing_password: 'x', new_password: 'y', session_duration_minutes: S },
  ],
  [r.passwordsDiscoveryAuthenticate, { email_address: 'nobody@acme.test', password: 'x' }],
  [
    r.passwordsDiscoveryResetByEmailStart,
    { email_address: 'fz@acme.test', discovery_redirect_url: 'http://localhost:3000/discovery', pkce_code_challenge: 'c' },
  ],
  [r.passwordsDiscoveryResetByEmail, { password_reset_token: 't', password: 'p', pkce_code_verifier: 'v' }],
  [r.oauthAuthenticate, { oauth_token: 'x', session_duration_minutes: S, pkce_code_verifier: 'v' }],
  [r.oauthDiscoveryAuthenticate, { discovery_oauth_token: 'x', pkce_code_verifier: 'v' }],
  [r.oauthGoogleOneTapStart, { organization_id: ORG }],
  [
    r.oauthGoogleOneTapSubmit,
    {
      id_token: 'a.b.c',
      nonce: 'n',
      organization_id: ORG,
      login_redirect_url: 'http://localhost:3000/authenticate',
      pkce_code_challenge: 'c',
    },
  ],
  [r.ssoAuthenticate, { sso_token: 'x', session_duration_minutes: S, pkce_code_verifier: 'v' }],
  [r.ssoDiscoverConnections, { email_address: 'x@initech.test' }],
  [r.discoveryOrganizations, { intermediate_session_token: 'x' }],
  [
    r.discoveryOrganizationsCreate,
    {
      intermediate_session_token: 'x',
      session_duration_minutes: S,
      organization_name: 'N',
      organization_slug: 'fz-org',
      email_allowed_domains: ['a.test'],
      mfa_policy: 'OPTIONAL',
      allowed_auth_methods: ['sso'],
    },
  ],
  [r.discoveryExchange, { intermediate_session_token: 'x', organization_id: ORG, session_duration_minutes: S }],
  [r.totpCreate, { ...ALICE, expiration_minutes: 30, intermediate_session_token: '' }],
  [r.totpAuthenticate, { ...ALICE, code: '123456', session_duration_minutes: S, intermediate_session_token: '' }],
  [r.recoveryCodesRecover, { ...ALICE, recovery_code: 'abcd-efgh-ijkl', session_duration_minutes: S, intermediate_session_token: '' }],
  [r.recoveryCodesRotate, {}],
  [r.impersonationAuthenticate, { impersonation_token: 'x' }],
  [
    shared.idpAuthorizeStart,
    {
      client_id: 'connected-app-test-partner-analytics',
      redirect_uri: 'http://localhost:3000/partner/callback',
      response_type: 'code',
      scope: 'openid',
      state: 's',
      nonce: 'n',
      prompt: 'consent',
    },
  ],
  [
    shared.idpLogoutStart,
    {
      client_id: 'connected-app-test-partner-analytics',
      post_logout_redirect_uri: 'http://localhost:3000/',
      id_token_hint: 'a.b.c',
      state: 's',
    },
  ],
];

t('one field at a time: wrong types are 4xx with an error_type; odd values never 5xx', async () => {
  // An empty intermediate_session_token in a body stands for the one the setup obtained.
  const bodies = BODIES.map(([route, raw]): [Route, Record<string, unknown>] => [
    route,
    raw.intermediate_session_token === '' ? { ...raw, intermediate_session_token: ist } : raw,
  ]);
  const { count, problems } = await fuzzFields(bodies, (route, body) => call(route, body, session));
  assert.equal(problems.slice(0, 10), []);
  assert.ok(count > 1000, `${count} requests`);
  const me = await call(r.membersMe, undefined, session);
  assert.is(me.status, 200);
});

t('provider pages, the authorize form and the admin helpers: odd query and form values never get a 5xx', async () => {
  const paths = [
    '/v1/b2b/public/oauth/google/start',
    '/v1/b2b/public/oauth/slack/discovery/start',
    '/v1/b2b/public/oauth/nope/start',
    '/v1/public/sso/start',
  ];
  const keys = [
    'public_token',
    'organization_id',
    'slug',
    'connection_id',
    'login_redirect_url',
    'signup_redirect_url',
    'discovery_redirect_url',
    'pkce_code_challenge',
    'email',
    'tenant',
  ];
  const values = [
    '',
    'x'.repeat(5000),
    '\u0000😀',
    '<script>',
    emu.b2bPublicToken,
    SEED.acme,
    SEED.acmeSSO,
    'http://localhost:3000/authenticate',
  ];
  const problems: string[] = [];
  const check = (label: string, r: { status: number; text: string }) => {
    if (r.status >= 500) problems.push(`${label} -> ${r.status} ${r.text.slice(0, 80)}`);
    if (r.text.includes('<script>')) problems.push(`${label}: unescaped markup`);
  };
  for (const path of paths) {
    for (const k of keys) {
      for (const v of values) {
        const q = new URLSearchParams({
          public_token: emu.b2bPublicToken,
          organization_id: SEED.acme,
          connection_id: SEED.acmeSSO,
          [k]: v,
        });
        check(`GET ${path} ${k}`, await raw(`${emu.url}${path}?${q}`));
        const cb = path.replace(/start$/, 'callback');
        check(
          `POST ${cb} ${k}`,
          await raw(`${emu.url}${cb}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: `${q}&email=a%40acme.test`,
          }),
        );
      }
    }
  }
  for (const body of ['', 'a=%ZZ', '{"x":', 'public_token=' + emu.b2bPublicToken + '&client_id=%00&redirect_uri=%00']) {
    for (const path of ['/sdk/v1/oauth/authorize', '/emulator/b2b/impersonation_tokens', '/v1/oauth2/token']) {
      for (const type of ['application/x-www-form-urlencoded', 'application/json', 'text/plain']) {
        check(`POST ${path} ${type} ${body}`, await raw(`${emu.url}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body }));
      }
    }
  }
  assert.equal(problems.slice(0, 10), []);
});

t.run();
