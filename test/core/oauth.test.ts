// OAuth starts: the browser redirect for each of the 19 providers, with the PKCE challenge of a
// freshly stored pair (when the project requires PKCE for OAuth), space-joined custom scopes and provider_* parameters.
import '../helpers/dom';
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { OAUTH_PROVIDERS } from '../../src/wire/routes';
import { BASE, setup } from './consumer-setup';
import { pkceOf } from '../../src/core/pkce';

const b64url = (b: Buffer) => b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

test('the spec lists 19 providers', () => {
  assert.is(OAUTH_PROVIDERS.length, 19);
});

const PKCE = { bootstrap: { pkce_required_for_oauth: true } };

test('every provider start redirects to {base}/v1/public/oauth/{provider}/start with PKCE and options', async () => {
  for (const provider of OAUTH_PROVIDERS) {
    const s = setup(PKCE);
    try {
      const urls: string[] = [];
      (s.client as any).ctx.redirect = (u: string) => urls.push(u);
      await s.client.oauth[provider].start({
        login_redirect_url: 'https://app.example/login',
        signup_redirect_url: 'https://app.example/signup',
        custom_scopes: ['read:user', 'repo'],
        provider_params: { prompt: 'consent', login_hint: 'a@example.com' },
      });
      assert.is(urls.length, 1, provider);
      const u = new URL(urls[0]);
      assert.is(`${u.origin}${u.pathname}`, `${BASE}/v1/public/oauth/${provider}/start`);
      const pair = JSON.parse(localStorage.getItem(pkceOf((s.client as any).ctx).key)!);
      assert.equal(
        Object.fromEntries(u.searchParams),
        {
          public_token: s.token,
          code_challenge: pair.code_challenge,
          custom_scopes: 'read:user repo',
          provider_prompt: 'consent',
          provider_login_hint: 'a@example.com',
          login_redirect_url: 'https://app.example/login',
          signup_redirect_url: 'https://app.example/signup',
        },
        provider,
      );
      assert.is(
        pair.code_challenge,
        b64url(createHash('sha256').update(pair.code_verifier).digest()),
        `${provider}: challenge of the stored verifier`,
      );
      // (a telemetry batch may flush to /events when the loop runs past 800 ms on a busy machine)
      assert.equal(
        s.calls().filter((r) => r.path !== '/events'),
        [],
        `${provider}: a redirect, not a fetch`,
      );
    } finally {
      s.done();
    }
  }
});

test('a start without options sends only the public token and the challenge', async () => {
  const s = setup(PKCE);
  try {
    let url = '';
    (s.client as any).ctx.redirect = (u: string) => (url = u);
    await s.client.oauth.github.start();
    assert.equal([...new URL(url).searchParams.keys()], ['public_token', 'code_challenge']);
  } finally {
    s.done();
  }
});

test('PKCE off for OAuth: a start carries no challenge and drops a stored pair (the authenticate then sends no verifier)', async () => {
  const s = setup();
  try {
    let url = '';
    (s.client as any).ctx.redirect = (u: string) => (url = u);
    await pkceOf((s.client as any).ctx).start();
    await s.client.oauth.github.start();
    assert.equal([...new URL(url).searchParams.keys()], ['public_token']);
    assert.is(localStorage.getItem(pkceOf((s.client as any).ctx).key), null);
    await s.client.oauth.authenticate('tok', { session_duration_minutes: 30 });
    assert.not.ok('code_verifier' in s.calls().find((r) => r.path === '/oauth/authenticate')!.body);
  } finally {
    s.done();
  }
});

test('googleOneTap.start is the google start', async () => {
  const s = setup();
  try {
    let url = '';
    (s.client as any).ctx.redirect = (u: string) => (url = u);
    await s.client.oauth.googleOneTap.start();
    assert.ok(url.startsWith(`${BASE}/v1/public/oauth/google/start?`));
  } finally {
    s.done();
  }
});

test.run();
