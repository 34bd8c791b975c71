// The identity-provider widget (consent and logout) in Chromium: a signed-in consumer user, an
// OIDC client of the emulator, the authorize form POST and the redirect back to the client.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash, randomBytes } from 'node:crypto';
import { flow, uniqueEmail, useHarness, type Harness, type Tab } from './harness';
import { b2bLogin, consumerLogin, idpPage } from './pages';
import { emailOtpConfig, emailOtpLogin, enterCode, heading, holdUntilAsked } from './flows';
import { StytchEventType } from '../../src/core/enums';

const test = suite('e2e: identity provider');
const h = useHarness(test);

const PARTNER = 'connected-app-test-e2e-partner'; // third party: consent required (harness config)
const FIRST_PARTY = 'connected-app-test-featherlogin'; // first party: no consent
const PROJECT = 'featherlogin demo (consumer)';

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The pages the client application owns: its callback and its signed-out page. */
function clientPages(h: Harness) {
  h.serve('/callback', '<!doctype html><html lang="en"><title>callback</title><main><h1>Client callback</h1></main></html>');
  h.serve('/logged-out', '<!doctype html><html lang="en"><title>signed out</title><main><h1>Client signed out</h1></main></html>');
}

async function signIn(tab: Tab, h: Harness) {
  clientPages(h);
  await emailOtpLogin(tab, h, consumerLogin(h, emailOtpConfig), uniqueEmail('idp'));
}

/** The consent URL an OIDC client sends the user to. */
function authorizeURL(h: Harness, client: string, challenge: string, state: string) {
  const q = new URLSearchParams({
    client_id: client,
    redirect_uri: `${h.origin}/callback`,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce: 'n-' + state,
    code_challenge: challenge,
  });
  return `${idpPage(h, 'consumer')}?${q}`;
}

/** The client's back end: trades the code for tokens at the emulator's token endpoint (PKCE). */
async function exchange(h: Harness, client: string, code: string, verifier: string) {
  const res = await fetch(`${h.emu.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code,
      client_id: client,
      redirect_uri: `${h.origin}/callback`,
      code_verifier: verifier,
    }),
  });
  const body = await res.json();
  assert.is(res.status, 200, JSON.stringify(body));
  return body as { id_token: string; access_token: string };
}

/** The widget's IDP requests as the browser sends them: the start call's JSON body, the form POST's fields. */
function recordIdp(tab: Tab) {
  const seen: { start?: Record<string, unknown>; form?: Record<string, string> } = {};
  tab.page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('/oauth/authorize/start')) seen.start = r.postDataJSON();
    else if (path.endsWith('/oauth/authorize') && r.method() === 'POST')
      seen.form = Object.fromEntries(new URLSearchParams(r.postData() || ''));
  });
  return seen;
}

/** The official client's fields (issue 11): start with four, the form with the request's own and the headers as `__` fields. */
function assertOfficialWire(seen: ReturnType<typeof recordIdp>, q: Record<string, string>) {
  assert.equal(seen.start, { client_id: q.client_id, redirect_uri: q.redirect_uri, response_type: q.response_type, scope: q.scope });
  const { __Authorization, '__X-SDK-Client': sdkClient, '__X-SDK-Parent-Host': parentHost, ...fields } = seen.form || {};
  assert.equal(fields, { ...q, consent_granted: 'true' });
  assert.is(parentHost, new URL(q.redirect_uri).origin, 'the page origin (the harness serves the client pages there too)');
  assert.match(__Authorization || '', /^Basic [A-Za-z0-9+/=]+$/);
  assert.ok(sdkClient, 'the __X-SDK-Client field');
}

/** The featherlogin files a page requested since request number `from`, sorted (chunks load in parallel). */
const filesSince = (tab: Tab, from: number) =>
  tab.requests
    .slice(from)
    .filter((u) => /\/featherlogin[^/]*\.js$/.test(u))
    .map((u) => u.split('/').pop())
    .sort();

const sessionCookie = async (tab: Tab, h: Harness) => (await tab.ctx.cookies(h.origin)).some((c) => c.name === 'stytch_session');

flow(test, h, 'identity provider: consent allow', async (tab, h) => {
  const { page } = tab;
  await signIn(tab, h);
  const { verifier, challenge } = pkce();
  const seen = recordIdp(tab);
  const from = tab.requests.length;
  await page.goto(authorizeURL(h, PARTNER, challenge, 'allow1'));
  await heading(page, `Sign in to E2E Partner with ${PROJECT}`);
  await page.getByRole('button', { name: 'Allow' }).waitFor();
  await tab.screen('consent');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((u) => u.pathname === '/callback');
  const back = new URL(page.url());
  assert.is(back.searchParams.get('state'), 'allow1');
  assertOfficialWire(seen, Object.fromEntries(new URL(authorizeURL(h, PARTNER, challenge, 'allow1')).searchParams));
  const code = back.searchParams.get('code');
  assert.ok(code, `a code in ${page.url()}`);
  const tokens = await exchange(h, PARTNER, code!, verifier);
  const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString());
  assert.is(claims.aud, PARTNER);
  assert.is(claims.nonce, 'n-allow1');
  assert.ok(tab.events.includes(StytchEventType.OAuthAuthorizeFlowComplete), `events: ${tab.events}`);
  // The preflight comes with the identity-provider chunk (client.idp's requests), the submit is up front, the request engine comes with the first request: no sign-in namespaces file.
  assert.equal(
    filesSince(tab, from),
    ['featherlogin.core.js', 'featherlogin.idp.js', 'featherlogin.js'],
    'the files the page loads through the consent',
  );
});

flow(test, h, 'identity provider: consent deny', async (tab, h) => {
  const { page } = tab;
  await signIn(tab, h);
  await page.goto(authorizeURL(h, PARTNER, pkce().challenge, 'deny1'));
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.waitForURL((u) => u.pathname === '/callback');
  const back = new URL(page.url());
  assert.is(back.searchParams.get('error'), 'access_denied');
  assert.is(back.searchParams.get('state'), 'deny1');
  assert.not.ok(back.searchParams.get('code'), 'no code');
  assert.ok(tab.events.includes(StytchEventType.OAuthAuthorizeFlowConsentDenied), `events: ${tab.events}`);
});

flow(
  test,
  h,
  'identity provider: a session cookie with nothing stored (set by the server) is read back, then the consent',
  async (tab, h) => {
    const { page } = tab;
    await signIn(tab, h);
    await page.evaluate(() => localStorage.clear()); // the cookie stays, as when the site's server set it
    await page.goto(authorizeURL(h, PARTNER, pkce().challenge, 'cookie1'));
    await page.getByRole('button', { name: 'Allow' }).waitFor();
    assert.equal(await page.evaluate(() => (window as any).__errors), [], 'no no-session error on the way');
  },
);

flow(test, h, 'identity provider: an authorize request loads the request engine beside the consent chunk, not after it', async (tab, h) => {
  const { page } = tab;
  await signIn(tab, h);
  // The consent chunk is held until the engine is asked for: without the early load it never is (its
  // request would come from the chunk), and the page stays on its spinner.
  const released = await holdUntilAsked(page, /featherlogin\.idp\.js$/, /featherlogin\.core\.js$/);
  await page.goto(authorizeURL(h, PARTNER, pkce().challenge, 'warm1'));
  await page.getByRole('button', { name: 'Allow' }).waitFor();
  assert.is(released(), 'asked', 'the engine was asked for while the consent chunk waited');
  await page.unrouteAll();
});

flow(test, h, 'identity provider: auto-submit when consent is not required', async (tab, h) => {
  const { page } = tab;
  await signIn(tab, h);
  const { verifier, challenge } = pkce();
  await page.goto(authorizeURL(h, FIRST_PARTY, challenge, 'auto1'));
  await page.waitForURL((u) => u.pathname === '/callback');
  const code = new URL(page.url()).searchParams.get('code');
  assert.ok(code, 'redirected with a code, no consent screen');
  await exchange(h, FIRST_PARTY, code!, verifier);
});

const logoutURL = (h: Harness, client: string, extra: Record<string, string> = {}) =>
  `${idpPage(h, 'consumer')}?${new URLSearchParams({ client_id: client, post_logout_redirect_uri: `${h.origin}/logged-out`, state: 'bye', ...extra })}`;

flow(test, h, 'identity provider: logout with consent (No, then Yes)', async (tab, h) => {
  const { page } = tab;
  await signIn(tab, h);
  await page.goto(logoutURL(h, FIRST_PARTY));
  await heading(page, 'Log out?');
  await page.getByText(`Are you sure you want to log out of your ${PROJECT} account?`).waitFor();
  await tab.screen('logout-confirm');
  await page.getByRole('button', { name: 'No' }).click();
  await page.getByText('You have not been logged out. You may close this page.').waitFor();
  await tab.screen('logout-declined');
  assert.ok(await sessionCookie(tab, h), 'still signed in after No');
  const from = tab.requests.length;
  await page.goto(logoutURL(h, FIRST_PARTY));
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL((u) => u.pathname === '/logged-out');
  assert.is(new URL(page.url()).searchParams.get('state'), 'bye');
  assert.not.ok(await sessionCookie(tab, h), 'signed out after Yes');
  // The logout preflight and the session revoke (client.session's) come with the identity-provider chunk.
  assert.equal(
    filesSince(tab, from),
    ['featherlogin.core.js', 'featherlogin.idp.js', 'featherlogin.js'],
    'the files the page loads through the logout',
  );
});

flow(test, h, 'identity provider: logout without consent (id_token_hint)', async (tab, h) => {
  const { page } = tab;
  await signIn(tab, h);
  const { verifier, challenge } = pkce();
  await page.goto(authorizeURL(h, FIRST_PARTY, challenge, 'hint1'));
  await page.waitForURL((u) => u.pathname === '/callback');
  const { id_token } = await exchange(h, FIRST_PARTY, new URL(page.url()).searchParams.get('code')!, verifier);
  await page.goto(logoutURL(h, FIRST_PARTY, { id_token_hint: id_token }));
  await page.waitForURL((u) => u.pathname === '/logged-out');
  assert.not.ok(await sessionCookie(tab, h), 'signed out without a question');
});

/** A member session: Acme by slug, email passcode. */
async function memberSignIn(tab: Tab, h: Harness) {
  const { page } = tab;
  clientPages(h);
  await page.goto(b2bLogin(h, { authFlowType: 'Organization', organizationSlug: 'acme', products: ['emailOtp'] }));
  const before = h.emu.outbox('admin@acme.test').length;
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await heading(page, 'Enter passcode');
  await enterCode(page, h, 'admin@acme.test', before);
  await heading(page, 'Success!');
}

const B2B_CLIENT = 'connected-app-test-partner-analytics';
/** The B2B third-party client's authorization request (the query of the consent page). */
const b2bAuthorize = (h: Harness, scope: string, state: string) =>
  new URLSearchParams({ client_id: B2B_CLIENT, redirect_uri: `${h.origin}/callback`, response_type: 'code', scope, state });

flow(test, h, 'identity provider (B2B bundle): member consent allow', async (tab, h) => {
  const { page } = tab;
  await memberSignIn(tab, h);
  const q = b2bAuthorize(h, 'openid email profile read:reports admin:write', 'b2b1');
  const seen = recordIdp(tab);
  const from = tab.requests.length;
  await page.goto(`${idpPage(h, 'b2b')}?${q}`);
  // A custom scope is asked for: the 'wants to access' title.
  await heading(page, /^Partner Analytics wants to access your featherlogin demo \(B2B\) account$/);
  // The custom scope in the project's access policy's words (the bootstrap's rbac_policy).
  await page.getByText("Read your organization's reports").waitFor();
  await tab.screen('b2b-consent');
  // Its preflight comes with the identity-provider chunk (client.idp's requests): no steps file, no members file.
  assert.equal(
    filesSince(tab, from),
    ['featherlogin.b2b.core.js', 'featherlogin.b2b.idp.js', 'featherlogin.b2b.js'],
    'the files the page loads before a click',
  );
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((u) => u.pathname === '/callback');
  const back = new URL(page.url());
  assert.is(back.searchParams.get('state'), 'b2b1');
  assertOfficialWire(seen, Object.fromEntries(q));
  assert.ok(back.searchParams.get('code'), `a code in ${page.url()}`);
});

flow(test, h, 'identity provider (B2B bundle): an authorize request loads the request engine beside the consent chunk', async (tab, h) => {
  const { page } = tab;
  await memberSignIn(tab, h);
  const released = await holdUntilAsked(page, /featherlogin\.b2b\.idp\.js$/, /featherlogin\.b2b\.core\.js$/);
  const q = b2bAuthorize(h, 'openid', 'warm2');
  await page.goto(`${idpPage(h, 'b2b')}?${q}`);
  // The consent, or (a grant left by an earlier test) straight back to the client: either after the preflight.
  await Promise.race([page.waitForURL((u) => u.pathname === '/callback'), page.getByRole('button', { name: 'Allow' }).waitFor()]);
  assert.is(released(), 'asked', 'the engine was asked for while the consent chunk waited');
  await page.unrouteAll();
});

flow(test, h, 'identity provider (B2B bundle): member logout, Yes', async (tab, h) => {
  const { page } = tab;
  await memberSignIn(tab, h);
  const from = tab.requests.length;
  const q = new URLSearchParams({ client_id: B2B_CLIENT, post_logout_redirect_uri: `${h.origin}/logged-out`, state: 'bye' });
  await page.goto(`${idpPage(h, 'b2b')}?${q}`);
  await heading(page, 'Log out?');
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL((u) => u.pathname === '/logged-out');
  assert.is(new URL(page.url()).searchParams.get('state'), 'bye');
  assert.not.ok(await sessionCookie(tab, h), 'signed out after Yes');
  // The logout preflight and the session revoke (client.session's) come with the identity-provider chunk.
  assert.equal(
    filesSince(tab, from),
    ['featherlogin.b2b.core.js', 'featherlogin.b2b.idp.js', 'featherlogin.b2b.js'],
    'the files the page loads through the logout',
  );
});

test.run();
