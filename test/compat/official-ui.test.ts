// The official UI bundle (@stytch/vanilla-js StytchUIClient / StytchB2BUIClient) against the
// emulator: the login widget signs a user in with email OTP, the identity-provider widget authorizes
// an OIDC client and logs out (both verticals), and the official telemetry batches are accepted.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash, randomBytes } from 'node:crypto';
import { uniqueEmail, useHarness, type Harness } from '../e2e/harness';
import { codeFor, officialFlow, officialPage, type OfficialTab, type Vertical } from './official';

const test = suite('compat: official UI widgets against the emulator');
const h = useHarness(test);

const J = JSON.stringify;
const PARTNER = 'connected-app-test-e2e-partner'; // consumer third party: consent (harness config)
const FIRST_PARTY = 'connected-app-test-featherlogin';
const B2B_PARTNER = 'connected-app-test-partner-analytics';

type Widget = 'login' | 'idp';

/**
 * The official UI of the tab's line on an app page, with `config` (a JS expression over officialUI)
 * for the login widget. 5.23 mounts through its UI client. 6.3 ships custom elements: the page
 * registers one, hands it the client and its props with render(), and appends it, as the vendor's
 * web-component guide shows. Not through 6.3.0's own mountLogin()/mount(): on a first mount they
 * append the element without handing it its props, so it draws nothing (an official bug; only a
 * second call renders).
 */
function uiPage(h: Harness, tab: OfficialTab, path: string, vertical: Vertical, widget: Widget, config = 'undefined') {
  const b2b = vertical === 'b2b';
  const prelude = `window.__events = []; window.__errors = [];
const callbacks = { onEvent: (e) => window.__events.push(e), onError: (e) => window.__errors.push(String(e && (e.message || e.error_message) || e)) };
const config = ${config};`;
  const script =
    tab.line === 5
      ? `${prelude}
const client = new officialUI.${b2b ? 'StytchB2BUIClient' : 'StytchUIClient'}(TOKEN, OPTIONS);
window.client = client;
client.${widget === 'idp' ? 'mountIdentityProvider' : b2b ? 'mount' : 'mountLogin'}({ elementId: '#login', ${widget === 'idp' ? '' : 'config, '}callbacks });`
      : `${prelude}
const client = officialUI.${b2b ? 'createStytchB2BClient' : 'createStytchClient'}(TOKEN, OPTIONS);
window.client = client;
const Element = officialUI.${ELEMENT[vertical][widget]};
customElements.define('stytch-${widget === 'idp' ? 'identity-provider' : 'ui'}', Element);
const element = new Element();
element.render({ client, callbacks${widget === 'idp' ? '' : ', config'} });
document.querySelector('#login').append(element);`;
  return officialPage(h, tab, path, vertical, { ui: true, script });
}

/** 6.3's custom element classes (officialUI exports). */
const ELEMENT = {
  consumer: { login: 'StytchUI', idp: 'StytchIdentityProvider' },
  b2b: { login: 'StytchB2B', idp: 'StytchB2BIdentityProvider' },
} as const;

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
  await tab.page.goto(officialPage(h, tab, '/login', 'consumer'));
  const email = uniqueEmail('off-idp');
  const sent = await tab.run((c, email) => c.otps.email.loginOrCreate(email), email);
  const code = await codeFor(h, email);
  await tab.run((c, a) => c.otps.authenticate(a.code, a.method_id, { session_duration_minutes: 60 }), { code, method_id: sent.method_id });
  return email;
}

officialFlow(test, h, 'UI: the official login widget signs a user in with email OTP', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('off-ui');
  const config = `{ products: [officialUI.Products.otp], otpOptions: { methods: ['email'], expirationMinutes: 5 } }`;
  await page.goto(uiPage(h, tab, '/login', 'consumer', 'login', config));
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

officialFlow(
  test,
  h,
  'UI: the official B2B login widget signs a member in (email OTP, discovery)',
  async (tab, h) => {
    const { page } = tab;
    const email = 'admin@acme.test';
    const config = `{ products: [officialUI.B2BProducts.emailOtp], authFlowType: officialUI.AuthFlowType.Discovery, sessionOptions: { sessionDurationMinutes: 60 } }`;
    await page.goto(uiPage(h, tab, '/b2b', 'b2b', 'login', config));
    const since = h.emu.outbox(email).length;
    await page.getByRole('textbox').first().fill(email);
    await page
      .getByRole('button', { name: /continue/i })
      .first()
      .click();
    const code = await codeFor(h, email, since);
    const otp = page.locator('input[autocomplete="one-time-code"]');
    await otp.waitFor({ state: 'attached' });
    await otp.focus();
    await page.keyboard.type(code);
    // The discovered organizations: Acme, joined with a click.
    await page.getByText('Acme Inc').first().waitFor();
    await tab.shot('b2b-discovery');
    await page.getByText('Acme Inc').first().click();
    await page.waitForFunction(() => (window as any).__events.some((e: any) => e.type === 'AUTHENTICATE_FLOW_COMPLETE'), undefined, {
      timeout: 10_000,
    });
    await tab.shot('b2b-success');
    const now = await tab.run((c) => ({ email: c.self.getSync()?.email_address, org: c.organization.getSync()?.organization_id }));
    assert.equal(now, { email, org: 'organization-test-acme' });
  },
  // 6.3's element; the 5.23 line keeps the flows it always had.
  [6],
);

/**
 * The identity-provider flows run on both lines: 6.3's widgets start and submit the authorization at
 * the 6.x paths (/idp/oauth/authorize/start and /submit, /idp/b2b/...), which the emulator serves
 * beside 5.23's (src/emulator/routes/idp.ts `consentAt`).
 */
const IDP_LINES = [5, 6] as const;
const idp = (h: Harness, tab: OfficialTab, vertical: Vertical) => uiPage(h, tab, vertical === 'b2b' ? '/idp-b2b' : '/idp', vertical, 'idp');

officialFlow(
  test,
  h,
  'IDP: the official identity-provider widget authorizes a client (consent) and logs out',
  async (tab, h) => {
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
    await page.goto(`${idp(h, tab, 'consumer')}?${q}`);
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
    await page.goto(`${idp(h, tab, 'consumer')}?${lq}`);
    await page.getByText('Log out?').waitFor();
    await tab.shot('logout');
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((u) => u.pathname === '/logged-out');
    assert.is(new URL(page.url()).searchParams.get('state'), 'bye');
    assert.not.ok(
      (await tab.ctx.cookies(h.origin)).some((c) => c.name === 'stytch_session'),
      'signed out',
    );
  },
  IDP_LINES,
);

officialFlow(
  test,
  h,
  'IDP: the official B2B identity-provider widget authorizes a client for a member',
  async (tab, h) => {
    const { page } = tab;
    clientPages(h);
    await page.goto(officialPage(h, tab, '/b2b', 'b2b'));
    await tab.run((c) =>
      c.passwords.authenticate({
        organization_id: 'organization-test-acme',
        email_address: 'admin@acme.test',
        password: 'correct-horse-battery-staple-42',
        session_duration_minutes: 60,
      }),
    );
    // The seeded member: the other line's run left a grant, and a granted client asks no consent (the
    // widget then submits at once); revoked first, so each line shows the consent (5.23 has no such call).
    await tab.run(
      (c, id) => (c.self.revokeConnectedApp ? c.self.revokeConnectedApp({ connected_app_id: id }).catch(() => null) : null),
      B2B_PARTNER,
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
    await page.goto(`${idp(h, tab, 'b2b')}?${q}`);
    await page.getByRole('button', { name: 'Allow' }).waitFor();
    await tab.shot('b2b-consent');
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((u) => u.pathname === '/callback');
    const back = new URL(page.url());
    assert.is(back.searchParams.get('state'), 'b1');
    assert.ok(back.searchParams.get('code'), `a code in ${page.url()}`);
  },
  IDP_LINES,
);

officialFlow(test, h, "telemetry: the official client's event batches are accepted and stored", async (tab, h) => {
  const t0 = Date.now() - 1000;
  await tab.page.goto(officialPage(h, tab, '/login', 'consumer'));
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
