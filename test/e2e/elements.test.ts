// The custom elements (src/ui/element.ts, dist/featherlogin.elements.js) in Chromium: each element
// mounts from plain HTML, signs in and emits its events as callbacks and as DOM events; <stytch-ui>
// serves either vertical's client; both widget bundles on one page define each element once;
// <stytch-identity-provider> attests its authTokenParams (a trusted token of an emulator profile) first.
import { createHmac } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flow, pageHTML, uniqueEmail, useHarness, type Harness, type Tab } from './harness';
import { authenticator, discoveryJoin, emailOtpConfig, emailOtpLogin, heading, STRONG } from './flows';
import { StytchEventType } from '../../src/core/enums';

const test = suite('e2e: custom elements');
const h = useHarness(test);
const J = JSON.stringify;

/** A page whose body is `<tag>`, rendered with `props` (page-script source) and the vertical's UI client. */
function elementPage(
  h: Harness,
  path: string,
  tag: string,
  props: string,
  o: { b2b?: boolean; bundles?: string[]; attrs?: string; before?: string } = {},
) {
  const cls = o.b2b ? 'StytchB2BUIClient' : 'StytchUIClient';
  return h.serve(
    path,
    pageHTML(h, {
      bundles: o.bundles || [o.b2b ? 'featherlogin.b2b.js' : 'featherlogin.js', 'featherlogin.elements.js'],
      token: o.b2b ? h.b2bToken : h.consumerToken,
      body: `<${tag} id="el"${o.attrs || ''}></${tag}>`,
      script: `${o.before || ''}
const client = new featherlogin.${cls}(TOKEN, options);
window.client = client;
window.__dom = [];
document.addEventListener('stytch-event', (e) => window.__dom.push(e.detail.type + '|' + e.stytchEventType));
document.getElementById('el').render(Object.assign({ client, callbacks }, ${props}));`,
    }),
  );
}

const domEvents = (tab: Tab): Promise<string[]> => tab.page.evaluate(() => (window as any).__dom);

flow(
  test,
  h,
  '<stytch-ui>: consumer email OTP sign-in from plain HTML, both bundles on the page, events as DOM events too',
  async (tab, h) => {
    const url = elementPage(h, '/el-login', 'stytch-ui', J({ config: emailOtpConfig }), {
      bundles: ['featherlogin.js', 'featherlogin.b2b.js', 'featherlogin.elements.js', 'featherlogin.elements.js'],
    });
    await emailOtpLogin(tab, h, url, uniqueEmail('element'));
    const flowDone = StytchEventType.AuthenticateFlowComplete;
    assert.ok((await domEvents(tab)).includes(`${flowDone}|${flowDone}`), 'stytch-event carries { type, data } and stytchEventType');
    const defined = await tab.page.evaluate(() => customElements.get('stytch-ui') === (window as any).featherlogin.StytchUI);
    assert.ok(defined, 'one <stytch-ui> definition, the exposed class');
  },
);

flow(
  test,
  h,
  '<stytch-ui>: B2B discovery in a shadow root with the dark presentation, props set before the definition arrives',
  async (tab, h) => {
    const { page } = tab;
    await page.emulateMedia({ colorScheme: 'dark' });
    const email = uniqueEmail('element', 'acme.test');
    // The element is upgraded after its properties were set (the elements script loads last).
    const url = h.serve(
      '/el-b2b',
      pageHTML(h, {
        bundles: ['featherlogin.b2b.js'],
        token: h.b2bToken,
        body: '<stytch-ui id="el"></stytch-ui>',
        script: `const el = document.getElementById('el');
window.__dom = [];
el.addEventListener('stytch-event', (e) => window.__dom.push(e.detail.type));
el.client = new featherlogin.StytchB2BUIClient(TOKEN, options);
el.callbacks = callbacks;
el.presentation = { theme: [{}, {}], options: { enableShadowDOM: true } };
el.config = { authFlowType: 'Discovery', products: ['emailOtp'] };
const s = document.createElement('script'); s.src = '/dist/featherlogin.elements.js'; document.body.append(s);`,
      }),
    );
    await page.goto(url);
    await heading(page, 'Sign up or log in');
    assert.ok(await page.evaluate(() => !!document.getElementById('el')!.shadowRoot), 'rendered in a shadow root');
    const bg = await page.evaluate(
      () => getComputedStyle(document.getElementById('el')!.shadowRoot!.querySelector('div > div')!).backgroundColor,
    );
    assert.is(bg, 'rgb(19, 32, 42)', 'the dark theme background under prefers-color-scheme: dark');
    await tab.screen('element-b2b-dark');
    await discoveryJoin(page, h, email);
    assert.ok((await domEvents(tab)).includes(StytchEventType.AuthenticateFlowComplete));
  },
);

flow(test, h, '<stytch-reset-password>: the token of a reset email sets a new password', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('elreset');
  // A user with a password, then a reset email, through the headless client on a plain page.
  await page.goto(
    elementPage(
      h,
      '/el-reset',
      'stytch-reset-password',
      `{ config: { products: ['passwords'] }, passwordResetToken: new URLSearchParams(location.search).get('token') || '' }`,
    ),
  );
  await page.evaluate(
    async ([email, pw, origin]) => {
      const c = (window as any).client;
      await c.passwords.create({ email, password: pw, session_duration_minutes: 30 });
      await c.session.revoke();
      await c.passwords.resetByEmailStart({ email, reset_password_redirect_url: `${origin}/reset` });
    },
    [email, STRONG, h.origin],
  );
  const link = new URL(h.emu.outbox(email)[0].link!);
  await page.goto(`${h.origin}/el-reset?${link.searchParams}`);
  await heading(page, 'Reset your password');
  await page.getByLabel('New password').fill(STRONG + 'e');
  const submit = page.getByRole('button', { name: 'Continue' });
  await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await submit.elementHandle());
  await submit.click();
  await heading(page, 'Success!');
  assert.ok(
    (await domEvents(tab)).some((e) => e.startsWith(StytchEventType.PasswordResetByEmail)),
    `events: ${await domEvents(tab)}`,
  );
});

flow(test, h, '<stytch-passkey-registration>: a signed-in user creates a passkey', async (tab, h) => {
  const { page } = tab;
  await authenticator(tab);
  const local = (u: string) => u.replace('://127.0.0.1:', '://localhost:');
  await emailOtpLogin(tab, h, local(elementPage(h, '/el-otp', 'stytch-ui', J({ config: emailOtpConfig }))), uniqueEmail('elpasskey'));
  await page.goto(local(elementPage(h, '/el-passkeys', 'stytch-passkey-registration', '{ config: {} }')));
  await heading(page, 'Set up a new Passkey');
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await heading(page, 'Passkey successfully created!');
  assert.ok(
    (await domEvents(tab)).some((e) => e.startsWith(StytchEventType.PasskeyRegister)),
    `events: ${await domEvents(tab)}`,
  );
});

/** The consent page's query for the emulator's third-party client (consent required); serves its callback page. */
function consentQuery(h: Harness, state: string) {
  h.serve('/callback', '<!doctype html><html lang="en"><title>callback</title><main><h1>Client callback</h1></main></html>');
  return new URLSearchParams({
    client_id: 'connected-app-test-e2e-partner',
    redirect_uri: `${h.origin}/callback`,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce: `n-${state}`,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  });
}

flow(test, h, '<stytch-identity-provider>: consent for a signed-in user redirects back with a code', async (tab, h) => {
  const { page } = tab;
  await emailOtpLogin(tab, h, elementPage(h, '/el-otp2', 'stytch-ui', J({ config: emailOtpConfig })), uniqueEmail('elidp'));
  const q = consentQuery(h, 'el1');
  await page.goto(`${elementPage(h, '/el-idp', 'stytch-identity-provider', '{}')}?${q}`);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((u) => u.pathname === '/callback');
  assert.ok(new URL(page.url()).searchParams.get('code'), 'a code');
  assert.ok(tab.events.includes(StytchEventType.OAuthAuthorizeFlowComplete), `events: ${tab.events}`);
});

/** The emulator's token profile (config `token_profiles`) and an HS256 JWT of it naming `email`. */
const PROFILE = { profile_id: 'token-profile-test-e2e', secret: 'e2e-profile-secret', issuer: 'https://idp.example.com', audience: 'e2e' };
function trustedToken(email: string, secret = PROFILE.secret) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claims = { iss: PROFILE.issuer, aud: PROFILE.audience, sub: email, email, exp: Math.floor(Date.now() / 1000) + 600 };
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

flow(test, h, '<stytch-identity-provider> with authTokenParams: no session, the token attested, consent, a code', async (tab, h) => {
  const { page } = tab;
  const patch = await fetch(`${h.emu.url}/emulator/projects/${h.consumerToken}/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: J({ token_profiles: [PROFILE] }),
  });
  assert.is(patch.status, 200, await patch.text());
  const q = consentQuery(h, 'el2');
  const attests: unknown[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname.endsWith('/sessions/attest') && attests.push(r.postDataJSON())));
  // A refused token: the error screen's words and onError, no consent.
  const refused = J({
    authTokenParams: { trustedAuthToken: trustedToken('el-attest@example.com', 'wrong'), tokenProfileID: PROFILE.profile_id },
  });
  await page.goto(`${elementPage(h, '/el-idp-refused', 'stytch-identity-provider', refused)}?${q}`);
  await page.getByText('No active session detected. Please log in to continue.').waitFor();
  assert.ok((await page.evaluate(() => (window as any).__errors)).length > 0, 'onError heard the refusal');
  // A good one: signed in by the attestation, then the consent.
  const good = J({ authTokenParams: { trustedAuthToken: trustedToken(uniqueEmail('elattest')), tokenProfileID: PROFILE.profile_id } });
  await page.goto(`${elementPage(h, '/el-idp-attest', 'stytch-identity-provider', good)}?${q}`);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((u) => u.pathname === '/callback');
  assert.ok(new URL(page.url()).searchParams.get('code'), 'a code');
  assert.is(attests.length, 2);
  assert.equal(Object.keys(attests[1] as object).sort(), ['profile_id', 'session_duration_minutes', 'token']);
  assert.is((attests[1] as { session_duration_minutes: number }).session_duration_minutes, 60);
});

test('the element module is safe where customElements does not exist (server rendering)', async () => {
  const g = globalThis as { customElements?: unknown };
  assert.is(g.customElements, undefined, 'this Node process has no customElements');
  const m = await import('../../src/ui/element');
  m.defineElements();
  assert.type(m.StytchUI, 'function');
});

test.run();
