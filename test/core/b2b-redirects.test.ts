// Browser redirects of the B2B client: OAuth start and discovery start for the 5 providers, SSO
// start; each with a fresh PKCE pair whose challenge matches the stored verifier. Also PKCE on
// the authenticate side (MissingPKCEError when the project requires it, pair spent after success).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MissingPKCEError } from '../../src/core/errors';
import { challengeOf, pkceOf } from '../../src/core/pkce';
import { B2B_OAUTH_PROVIDERS } from '../../src/wire/routes';
import { BASE, FULL, setup } from './b2b-setup';

/** The project requires PKCE for OAuth and SSO (so starts carry a challenge). */
const PKCE = { bootstrap: { pkce_required_for_oauth: true, pkce_required_for_sso: true } };
const pkceKey = (token: string) => `stytch_sdk_state_${token}::PKCE`;
const stored = (token: string) => JSON.parse(localStorage.getItem(pkceKey(token)) || 'null');

function parse(url: string) {
  const u = new URL(url);
  return { origin: u.origin, path: u.pathname, q: Object.fromEntries(u.searchParams) };
}

test('oauth.{provider}.start redirects to the B2B start URL with organization (organization_slug as slug), redirects, scopes and provider params', async () => {
  for (const provider of B2B_OAUTH_PROVIDERS) {
    const s = setup(PKCE);
    try {
      await s.client.oauth[provider].start({
        organization_id: 'org-1',
        organization_slug: 'acme',
        login_redirect_url: 'https://app.example/login',
        signup_redirect_url: 'https://app.example/signup',
        custom_scopes: ['a', 'b'],
        provider_params: { prompt: 'select_account' },
      });
      assert.is(s.redirects.length, 1, provider);
      const { origin, path, q } = parse(s.redirects[0]);
      assert.is(origin, BASE);
      assert.is(path, `/v1/b2b/public/oauth/${provider}/start`);
      const pair = stored(s.token);
      assert.equal(
        q,
        {
          public_token: s.token,
          pkce_code_challenge: pair.code_challenge,
          custom_scopes: 'a b',
          provider_prompt: 'select_account',
          organization_id: 'org-1',
          slug: 'acme',
          login_redirect_url: 'https://app.example/login',
          signup_redirect_url: 'https://app.example/signup',
        },
        provider,
      );
      assert.is(await challengeOf(pair.code_verifier), pair.code_challenge);
    } finally {
      s.done();
    }
  }
});

test('oauth.{provider}.discovery.start redirects to the discovery start URL', async () => {
  for (const provider of B2B_OAUTH_PROVIDERS) {
    const s = setup(PKCE);
    try {
      await s.client.oauth[provider].discovery.start({ discovery_redirect_url: 'https://app.example/discover', custom_scopes: ['x'] });
      const { path, q } = parse(s.redirects[0]);
      assert.is(path, `/v1/b2b/public/oauth/${provider}/discovery/start`);
      assert.equal(
        q,
        {
          public_token: s.token,
          pkce_code_challenge: stored(s.token).code_challenge,
          custom_scopes: 'x',
          discovery_redirect_url: 'https://app.example/discover',
        },
        provider,
      );
    } finally {
      s.done();
    }
  }
});

test('a start without options still carries the public token and a challenge', async () => {
  const s = setup(PKCE);
  try {
    await s.client.oauth.google.discovery.start();
    assert.equal(Object.keys(parse(s.redirects[0]).q), ['public_token', 'pkce_code_challenge']);
  } finally {
    s.done();
  }
});

test('sso.start redirects to /v1/public/sso/start with the connection, token, challenge and redirect URLs', async () => {
  const s = setup(PKCE);
  try {
    await s.client.sso.start({
      connection_id: 'saml-1',
      login_redirect_url: 'https://app.example/login',
      signup_redirect_url: 'https://app.example/signup',
    });
    const { origin, path, q } = parse(s.redirects[0]);
    assert.is(`${origin}${path}`, `${BASE}/v1/public/sso/start`);
    assert.equal(q, {
      connection_id: 'saml-1',
      public_token: s.token,
      pkce_code_challenge: stored(s.token).code_challenge,
      login_redirect_url: 'https://app.example/login',
      signup_redirect_url: 'https://app.example/signup',
    });
  } finally {
    s.done();
  }
});

test('sso.authenticate sends the stored verifier as pkce_code_verifier and spends the pair on success', async () => {
  const s = setup({ ...PKCE, answer: () => ({ body: { data: FULL } }) });
  try {
    await s.client.sso.start({ connection_id: 'saml-1' });
    const { code_verifier } = stored(s.token);
    await s.client.sso.authenticate({ sso_token: 'st', session_duration_minutes: 60 });
    assert.is(s.calls()[0].body.pkce_code_verifier, code_verifier);
    assert.is(localStorage.getItem(pkceKey(s.token)), null);
  } finally {
    s.done();
  }
});

// [name, bootstrap flag, call]
const verifierCalls = [
  ['oauth.authenticate', 'pkce_required_for_oauth', (c: any) => c.oauth.authenticate({ oauth_token: 't', session_duration_minutes: 60 })],
  ['oauth.discovery.authenticate', 'pkce_required_for_oauth', (c: any) => c.oauth.discovery.authenticate({ discovery_oauth_token: 't' })],
  ['sso.authenticate', 'pkce_required_for_sso', (c: any) => c.sso.authenticate({ sso_token: 't', session_duration_minutes: 60 })],
  ['magicLinks.authenticate', 'pkce_required_for_email_magic_links', (c: any) => c.magicLinks.authenticate({ magic_links_token: 't' })],
  [
    'magicLinks.discovery.authenticate',
    'pkce_required_for_email_magic_links',
    (c: any) => c.magicLinks.discovery.authenticate({ discovery_magic_links_token: 't' }),
  ],
  [
    'passwords.resetByEmail',
    'pkce_required_for_password_resets',
    (c: any) => c.passwords.resetByEmail({ password_reset_token: 't', password: 'pw' }),
  ],
  [
    'passwords.discovery.resetByEmail',
    'pkce_required_for_password_resets',
    (c: any) => c.passwords.discovery.resetByEmail({ password_reset_token: 't', password: 'pw' }),
  ],
] as const;

test('authenticates fail with MissingPKCEError when the project requires PKCE and no verifier is stored', async () => {
  for (const [name, flag, run] of verifierCalls) {
    const s = setup({ bootstrap: { [flag]: true } });
    try {
      let err: unknown;
      await run(s.client).catch((e: unknown) => (err = e));
      assert.instance(err, MissingPKCEError, name);
      assert.is(s.calls().length, 0, `${name}: nothing sent`);
    } finally {
      s.done();
    }
  }
});

// [name, bootstrap flag, body field, call]
const challengeCalls = [
  [
    'magicLinks.email.loginOrSignup',
    'pkce_required_for_email_magic_links',
    'pkce_code_challenge',
    (c: any) => c.magicLinks.email.loginOrSignup({ email_address: 'a@example.com', organization_id: 'org-1' }),
  ],
  [
    'magicLinks.email.discovery.send',
    'pkce_required_for_email_magic_links',
    'pkce_code_challenge',
    (c: any) => c.magicLinks.email.discovery.send({ email_address: 'a@example.com' }),
  ],
  [
    'passwords.resetByEmailStart',
    'pkce_required_for_password_resets',
    'code_challenge',
    (c: any) => c.passwords.resetByEmailStart({ email_address: 'a@example.com', organization_id: 'org-1' }),
  ],
  [
    'passwords.discovery.resetByEmailStart',
    'pkce_required_for_password_resets',
    'pkce_code_challenge',
    (c: any) => c.passwords.discovery.resetByEmailStart({ email_address: 'a@example.com' }),
  ],
] as const;

test('OAuth and SSO starts with PKCE off: no challenge, and a stored pair is dropped', async () => {
  const s = setup();
  try {
    await pkceOf((s.client as any).ctx).start();
    await s.client.sso.start({ connection_id: 'saml-1' });
    await s.client.oauth.google.discovery.start();
    for (const url of s.redirects) assert.not.ok(new URL(url).searchParams.has('pkce_code_challenge'), url);
    assert.is(stored(s.token), null);
  } finally {
    s.done();
  }
});

test('sends create a PKCE pair only when the project requires it; the authenticate then sends its verifier', async () => {
  for (const [name, flag, field, run] of challengeCalls) {
    const off = setup();
    try {
      await run(off.client);
      assert.is(off.calls()[0].body[field], undefined, `${name}: no challenge when not required`);
      assert.is(stored(off.token), null, `${name}: no pair when not required`);
    } finally {
      off.done();
    }
    const on = setup({ bootstrap: { [flag]: true } });
    try {
      await run(on.client);
      const pair = stored(on.token);
      assert.is(on.calls()[0].body[field], pair.code_challenge, `${name}: challenge sent`);
    } finally {
      on.done();
    }
  }
});

test('magic link and password reset authenticates send the verifier under the vendor B2B names', async () => {
  const s = setup({ bootstrap: { pkce_required_for_email_magic_links: true, pkce_required_for_password_resets: true } });
  try {
    await s.client.magicLinks.email.loginOrSignup({ email_address: 'a@example.com', organization_id: 'org-1' });
    let v = stored(s.token).code_verifier;
    await s.client.magicLinks.authenticate({ magic_links_token: 't' });
    assert.is(s.calls()[1].body.pkce_code_verifier, v);
    await s.client.passwords.resetByEmailStart({ email_address: 'a@example.com', organization_id: 'org-1' });
    v = stored(s.token).code_verifier;
    await s.client.passwords.resetByEmail({ password_reset_token: 't', password: 'pw' });
    assert.is(s.calls()[3].body.code_verifier, v);
  } finally {
    s.done();
  }
});

test.run();
