// The session client in Chromium: cookies after a widget login, the background refresh (page clock
// moved forward, product timings untouched), logout seen by another tab, token parameters removed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flow, lastMessage, pageHTML, tabFor, uniqueEmail, useHarness, WAIT, type Harness } from './harness';
import { consumerLogin } from './pages';
import { emailOtpConfig, emailOtpLogin, holdUntilAsked } from './flows';

const test = suite('e2e: session');
const h = useHarness(test);

/** A page with only the headless client that shows whether a session is present. */
function statusPage(h: Harness) {
  return h.serve(
    '/status',
    pageHTML(h, {
      bundles: ['featherlogin.headless.js'],
      token: h.consumerToken,
      body: '<p id="state" aria-live="polite"></p>',
      script: `const client = new featherlogin.StytchHeadlessClient(TOKEN, options);
window.client = client;
const show = (s) => (document.getElementById('state').textContent = s ? 'signed in as ' + s.session_id : 'signed out');
show(client.session.getSync());
client.session.onChange(show);`,
    }),
  );
}

flow(test, h, 'session: cookies set after login', async (tab, h) => {
  await emailOtpLogin(tab, h, consumerLogin(h, emailOtpConfig), uniqueEmail('cookie'));
  const cookies = await tab.ctx.cookies(h.origin);
  const byName = Object.fromEntries(cookies.map((c) => [c.name, c]));
  for (const name of ['stytch_session', 'stytch_session_jwt']) {
    const c = byName[name];
    assert.ok(c, `${name} cookie set (have: ${Object.keys(byName).join(', ')})`);
    assert.is(c.path, '/');
    assert.is(c.sameSite, 'Lax');
    assert.is(c.secure, false, 'not Secure on a loopback page');
    assert.ok(c.expires > Date.now() / 1000, `${name} expires in the future`);
  }
  assert.not.ok(byName.stytch_intermediate_session_token, 'no intermediate token after a full login');
  const tokens = await tab.page.evaluate(() => (window as any).client.session.getTokens());
  assert.is(byName.stytch_session.value, tokens.session_token);
  assert.is(byName.stytch_session_jwt.value, tokens.session_jwt);
});

flow(test, h, 'session: background refresh every 180 s', async (tab, h) => {
  const { page } = tab;
  // Fake timers and Date in the page from the first script on; time still flows normally.
  await page.clock.install();
  await emailOtpLogin(tab, h, consumerLogin(h, emailOtpConfig), uniqueEmail('refresh'));
  const refreshes = () => tab.requests.filter((u) => u.endsWith('/sdk/v1/sessions/authenticate')).length;
  const before = refreshes();
  const jwt = (await tab.ctx.cookies(h.origin)).find((c) => c.name === 'stytch_session_jwt')!.value;
  const answer = page.waitForResponse((r) => r.url().endsWith('/sdk/v1/sessions/authenticate') && r.request().method() === 'POST');
  await page.clock.fastForward(180_000);
  const res = await answer;
  assert.is(res.status(), 200);
  assert.ok(refreshes() > before, 'a refresh request was made');
  await page.waitForFunction((old) => !document.cookie.includes(old), jwt, { timeout: WAIT });
  assert.ok(await page.evaluate(() => !!(window as any).client.session.getSync()), 'still signed in after the refresh');
});

flow(test, h, 'session: logout in one tab is seen in another', async (tab, h) => {
  await emailOtpLogin(tab, h, consumerLogin(h, emailOtpConfig), uniqueEmail('tabs'));
  const other = await tabFor(tab.ctx, await tab.ctx.newPage(), 'session other tab');
  await other.page.goto(statusPage(h));
  await other.page.getByText(/^signed in as /).waitFor();
  await tab.page.evaluate(() => (window as any).client.session.revoke());
  await other.page.getByText('signed out').waitFor();
  const left = (await tab.ctx.cookies(h.origin)).map((c) => c.name);
  assert.not.ok(left.includes('stytch_session'), 'session cookie removed');
});

flow(test, h, 'session: token parameters removed from the address bar', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('addr');
  const url = consumerLogin(h, {
    products: ['emailMagicLinks'],
    emailMagicLinksOptions: { loginRedirectURL: `${h.origin}/login`, signupRedirectURL: `${h.origin}/login` },
  });
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  const link = (await lastMessage(h, email)).link!;
  assert.match(link, /stytch_token_type=magic_links/);
  assert.match(link, /token=/);
  // The steps chunk (the screen and the call) is held until the sign-in namespaces' file (the call's
  // request) is asked for: they load side by side, not one after the other.
  const released = await holdUntilAsked(page, /featherlogin\.steps\.js$/, /featherlogin\.api\.js$/);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
  assert.is(page.url(), `${h.origin}/login`, 'address without token and stytch_token_type');
  assert.is(released(), 'asked', "the link's sign-in file was asked for while the steps chunk waited");
  await page.unrouteAll();
});

test.run();
