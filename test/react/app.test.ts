// Real apps, bundled as integrators' bundlers would (the app's real React around the adapter, the
// widgets on Preact), run in happy-dom against a scripted fetch: the React test app of the browser
// suite (email OTP login through <StytchLogin>, the user from useStytchUser, logout) and a B2B page
// (<StytchB2B> keeps its flow across parent re-renders, unmounts with its component).
import '../helpers/dom';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resetBrowser } from '../helpers/browser';
import { installFetch, restoreFetch } from '../helpers/fake-fetch';

/** Build output goes under this run's folder (TEST_OUT), so two runs in one checkout do not overwrite each other's. */
const OUT = process.env.TEST_OUT || '.test-out';
const USER = { user_id: 'user-1', emails: [{ email_id: 'e-1', email: 'ada@example.com', verified: true }] };
const SESSION = { session_id: 'session-1', user_id: 'user-1', expires_at: new Date(Date.now() + 3600_000).toISOString() };

/** Lets Preact's and React's scheduled renders and the scripted fetch settle. */
const settle = () => new Promise((r) => setTimeout(r, 30));
async function until(what: string, ok: () => boolean) {
  for (let i = 0; i < 50 && !ok(); i++) await settle();
  assert.ok(ok(), what);
}
const text = (sel: string) => document.querySelector(sel)?.textContent ?? '';
function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

test('email OTP login through StytchLogin, the user from useStytchUser, logout', async () => {
  resetBrowser();
  const f = installFetch((r) => {
    if (r.path.startsWith('/projects/bootstrap/')) return { body: { data: { vertical: 'CONSUMER' } } };
    if (r.path === '/otps/email/login_or_create') return { body: { data: { method_id: 'email-1', user_id: 'user-1' } } };
    if (r.path === '/otps/authenticate')
      return { body: { data: { user_id: 'user-1', user: USER, session: SESSION, session_token: 'tok-1', session_jwt: 'jwt-1' } } };
    return { body: { data: {} } };
  });
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  try {
    const build = await import(pathToFileURL(resolve('test/e2e/react-app/build.mjs')).href);
    await build.buildReactApp(resolve(OUT, 'react-app-unit'));
    await import(pathToFileURL(resolve(OUT, 'react-app-unit/main.js')).href);

    await until(
      'the login widget renders inside the React element',
      () => !!document.querySelector('[id^="StytchLogin-"] input[type=email]'),
    );
    assert.is(text('[data-testid=status]'), 'Signed out');
    type(document.querySelector('input[type=email]')!, 'ada@example.com');
    await settle();
    (document.querySelector('[id^="StytchLogin-"] button[type=submit]') as HTMLButtonElement).click();

    await until('the passcode screen shows', () => !!document.querySelector('input[aria-label="Digit 1 of 6"]'));
    type(document.querySelector('input[aria-label="Digit 1 of 6"]')!, '123456');

    await until('useStytchUser shows the signed-in user', () => text('[data-testid=user-email]') === 'ada@example.com');
    assert.is(document.querySelector('[id^="StytchLogin-"]'), null, 'the app removed the widget; it unmounted with its component');
    // (the settings fetch and telemetry batches, whose 800 ms flush may fall between the two, aside)
    const paths = f.calls.map((c) => c.path).filter((p) => !p.startsWith('/projects/bootstrap/') && p !== '/events');
    assert.equal(paths.slice(0, 2), ['/otps/email/login_or_create', '/otps/authenticate']);
    assert.equal(f.calls.find((c) => c.path === '/otps/email/login_or_create')!.body.email, 'ada@example.com');

    (Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Log out') as HTMLButtonElement).click();
    await until('logout shows the widget again', () => !!document.querySelector('[id^="StytchLogin-"] input[type=email]'));
    assert.is(text('[data-testid=status]'), 'Signed out');
    assert.ok(f.calls.some((c) => c.path === '/sessions/revoke'));
  } finally {
    restoreFetch();
    // The app's client lives on (its telemetry flushes later): answer it quietly, never the network.
    installFetch();
    root.remove();
    resetBrowser();
  }
});

test('B2B: <StytchB2B> with the real UI client keeps its flow across re-renders and unmounts cleanly', async () => {
  resetBrowser();
  const f = installFetch((r) => {
    if (r.path.startsWith('/projects/bootstrap/')) return { body: { data: { vertical: 'B2B' } } };
    return { body: { data: {} } };
  });
  const host = document.createElement('div');
  document.body.append(host);
  try {
    const build = await import(pathToFileURL(resolve('test/e2e/react-app/build.mjs')).href);
    const outdir = resolve(OUT, 'react-b2b-app');
    await build.buildReactApp(outdir, { app: resolve('test/react/fixtures/b2b-app.ts') });
    const app = await import(pathToFileURL(resolve(outdir, 'app.js')).href);
    const page = app.start(host);
    page.render(1);
    const heading = () => host.querySelector('h1, h2')?.textContent ?? '';
    await until('the B2B widget renders inside the React element', () => !!host.querySelector('[id^="StytchB2B-"] input[type=email]'));
    assert.is(text('[data-testid=member]'), 'no member');
    type(host.querySelector('input[type=email]')!, 'ada@example.com');
    await settle();
    (host.querySelector('[id^="StytchB2B-"] button[type=submit]') as HTMLButtonElement).click();
    await until('the discovery email is sent', () => heading() === 'Check your email');
    assert.equal(f.calls.find((c) => c.path === '/b2b/magic_links/email/discovery/send')?.body.email_address, 'ada@example.com');

    page.render(2); // a new inline config object, equal to the first
    await until('the parent re-rendered', () => text('[data-testid=tick]') === '2');
    await settle();
    assert.is(heading(), 'Check your email', 'the widget kept its screen');

    page.unmount();
    await settle();
    assert.is(host.innerHTML, '', 'nothing is left behind');
  } finally {
    restoreFetch();
    installFetch();
    host.remove();
    resetBrowser();
  }
});

test.run();
