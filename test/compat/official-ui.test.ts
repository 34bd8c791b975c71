// The official UI bundle (@stytch/vanilla-js StytchUIClient / StytchB2BUIClient) against the
// emulator: the login widget signs a user in with email OTP, the identity-provider widget authorizes
// an OIDC client and logs out (both verticals), and the official telemetry batches are accepted.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash, randomBytes } from 'node:crypto';
import { uniqueEmail, useHarness, type Harness } from '../e2e/harness';
import { codeFor, officialFlow, officialPage, type OfficialTab } from './official';

const test = suite('compat: official UI widgets against the emulator');
const h = useHarness(test);

const J = JSON.stringify;
const PARTNER = 'connected-app-test-e2e-partner'; // consumer third party: consent (harness config)
const FIRST_PARTY = 'connected-app-test-featherlogin';
const B2B_PARTNER = 'connected-app-test-partner-analytics';

/** The official UI client of the vertical, mounted by `mount` (a call on `client`). */
function uiPage(h: Harness, path: string, vertical: 'consumer' | 'b2b', mount: string) {
  const cls = vertical === 'b2b' ? 'officialUI.StytchB2BUIClient' : 'officialUI.StytchUIClient';
  return officialPage(h, path, vertical, {
    ui: true,
    script: `window.__events = []; window.__errors = [];
const callbacks = { onEvent: (e) => window.__events.push(e), onError: (e) => window.__errors.push(String(e && (e.message || e.error_message) || e)) };
const client = new ${cls}(TOKEN, OPTIONS);
window.client = client;
client.${mount};`,
  });
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The client application's pages: its callback and its signed-out page. */
function clientPages(h: Harness) {
  h.serve('/callback', '<!doctype html><html lang="en"><title>callback</title><main><h1>Client callback</h1></main></html>');
  h.serve('/logged-out', '<!doctype html><html lang="en"><title>signed out</title><main><h1>Client signed out</h1></main></html>');
}

/** The client's back end trades the code for tokens at the emulator's token endpoint. */
async function exchange(h: Harness, client: string, code: string, verifier: string) {
  const res = await fetch(`${h.emu.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: J({ grant_type: 'authorization_code', code, client_id: client, redirect_uri: `${h.origin}/callback`, code_verifier: verifier }),
  });
  const body = (await res.json()) as { id_token: string; access_token: string };
  assert.is(res.status, 200, J(body));
  return body;
}

/** A consumer session through the official headless client on this origin (the widget shares its cookie). */
async function consumerSignIn(tab: OfficialTab, h: Harness) {
  await tab.page.goto(officialPage(h, '/login', 'consumer'));
  const email = uniqueEmail('off-idp');
  const sent = await tab.run((c, email) => c.otps.email.loginOrCreate(email), email);
  const code = await codeFor(h, email);
  await tab.run((c, a) => c.otps.authenticate(a.code, a.method_id, { session_duration_minutes: 60 }), { code, method_id: sent.method_id });
  return email;
}

officialFlow(test, h, 'UI: the official login widget signs a user in with email OTP', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('off-ui');
  const config = { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 } };
  await page.goto(uiPage(h, '/login', 'consumer', `mountLogin({ elementId: '#login', config: ${J(config)}, callbacks })`));
  const input = page.getByRole('textbox').first();
  await input.fill(email);
  await page
    .getByRole('button', { name: /continue/i })
    .first()
    .click();
  const code = await codeFor(h, email);
  // Wait for the passcode screen itself: the email field is also an input, and typing the code
  // before the screen changes sends it nowhere (a flake seen on a slow CI machine).
  const otp = page.locator('input[autocomplete="one-time-code"]');
  await otp.waitFor({ state: 'attached' });
  await otp.focus();
  await page.keyboard.type(code);
  await page.waitForFunction(() => (window as any).__events.some((e: any) => e.type === 'AUTHENTICATE_FLOW_COMPLETE'), undefined, {
    timeout: 10_000,
  });
  await tab.shot('success');
  const user = await tab.run((c) => c.user.getSync());
  assert.is(user?.emails?.[0]?.email, email);
});

const idp = (h: Harness, vertical: 'consumer' | 'b2b') =>
  uiPage(h, vertical === 'b2b' ? '/idp-b2b' : '/idp', vertical, `mountIdentityProvider({ elementId: '#login', callbacks })`);

officialFlow(test, h, 'IDP: the official identity-provider widget authorizes a client (consent) and logs out', async (tab, h) => {
  const { page } = tab;
  clientPages(h);
  await consumerSignIn(tab, h);
  const { verifier, challenge } = pkce();
  const q = new URLSearchParams({
    client_id: PARTNER,
    redirect_uri: `${h.origin}/callback`,
    response_type: 'code',
    scope: 'openid email profile',
    state: 's1',
    nonce: 'n1',
    code_challenge: challenge,
  });
  await page.goto(`${idp(h, 'consumer')}?${q}`);
  await page.getByRole('button', { name: 'Allow' }).waitFor();
  await tab.shot('consent');
  await page.getByRole('button', { name: 'Allow' }).click();
  // The official widget posts a form to /sdk/v1/oauth/authorize; the emulator redirects to the client.
  await page.waitForURL((u) => u.pathname === '/callback');
  const back = new URL(page.url());
  assert.is(back.searchParams.get('state'), 's1');
  const tokens = await exchange(h, PARTNER, back.searchParams.get('code')!, verifier);
  const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString());
  assert.is(claims.aud, PARTNER);
  assert.is(claims.nonce, 'n1');

  // Logout through the same widget: the question, then Yes, then back to the client.
  const lq = new URLSearchParams({ client_id: FIRST_PARTY, post_logout_redirect_uri: `${h.origin}/logged-out`, state: 'bye' });
  await page.goto(`${idp(h, 'consumer')}?${lq}`);
  await page.getByText('Log out?').waitFor();
  await tab.shot('logout');
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL((u) => u.pathname === '/logged-out');
  assert.is(new URL(page.url()).searchParams.get('state'), 'bye');
  assert.not.ok(
    (await tab.ctx.cookies(h.origin)).some((c) => c.name === 'stytch_session'),
    'signed out',
  );
});

officialFlow(test, h, 'IDP: the official B2B identity-provider widget authorizes a client for a member', async (tab, h) => {
  const { page } = tab;
  clientPages(h);
  await page.goto(officialPage(h, '/b2b', 'b2b'));
  await tab.run((c) =>
    c.passwords.authenticate({
      organization_id: 'organization-test-acme',
      email_address: 'admin@acme.test',
      password: 'correct-horse-battery-staple-42',
      session_duration_minutes: 60,
    }),
  );
  const { challenge } = pkce();
  const q = new URLSearchParams({
    client_id: B2B_PARTNER,
    redirect_uri: `${h.origin}/callback`,
    response_type: 'code',
    scope: 'openid email profile read:reports',
    state: 'b1',
    code_challenge: challenge,
  });
  await page.goto(`${idp(h, 'b2b')}?${q}`);
  await page.getByRole('button', { name: 'Allow' }).waitFor();
  await tab.shot('b2b-consent');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((u) => u.pathname === '/callback');
  const back = new URL(page.url());
  assert.is(back.searchParams.get('state'), 'b1');
  assert.ok(back.searchParams.get('code'), `a code in ${page.url()}`);
});

officialFlow(test, h, "telemetry: the official client's event batches are accepted and stored", async (tab, h) => {
  const t0 = Date.now() - 1000;
  await tab.page.goto(officialPage(h, '/login', 'consumer'));
  // A call the official client reports; its batch goes out within a second.
  await tab.run((c) => c.passwords.strengthCheck({ password: 'correct-horse-battery' }));
  await tab.page.waitForResponse((r) => r.url().endsWith('/sdk/v1/events'), { timeout: 5_000 }).catch(() => null);
  await tab.page.waitForTimeout(900);
  const posted = tab.answers.filter((a) => a.path === '/events');
  assert.ok(posted.length, 'the official client posted a telemetry batch');
  assert.ok(
    posted.every((a) => a.status < 300),
    `accepted: ${J(posted)}`,
  );
  const stored = (await (await fetch(`${h.emu.url}/emulator/events`)).json()) as {
    events: { project_id: string; created_at: string; event: { event_name: string; public_token: string } }[];
  };
  const mine = stored.events.filter((e) => e.event.public_token === h.consumerToken && Date.parse(e.created_at) >= t0);
  assert.ok(
    mine.some((e) => e.event.event_name === 'sdk_instance_instantiated'),
    `the emulator stored the batch: ${J(mine.map((e) => e.event.event_name))}`,
  );
});

test.run();
