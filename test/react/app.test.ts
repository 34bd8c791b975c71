// The React test app (test/e2e/react-app) built exactly as for the browser suite — the app's real
// React around the adapter, the widget on Preact — run in happy-dom against a scripted fetch: email
// OTP login through <StytchLogin>, the user's email from useStytchUser, logout brings the widget back.
import '../helpers/dom';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resetBrowser } from '../helpers/browser';
import { installFetch, restoreFetch } from '../helpers/fake-fetch';

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
    if (r.path === '/otps/authenticate') return { body: { data: { user_id: 'user-1', user: USER, session: SESSION, session_token: 'tok-1', session_jwt: 'jwt-1' } } };
    return { body: { data: {} } };
  });
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  try {
    const build = await import(pathToFileURL(resolve('test/e2e/react-app/build.mjs')).href);
    await build.buildReactApp(resolve('.test-out/react-app-unit'));
    await import(pathToFileURL(resolve('.test-out/react-app-unit/main.js')).href);

    await until('the login widget renders inside the React element', () => !!document.querySelector('[id^="StytchLogin-"] input[type=email]'));
    assert.is(text('[data-testid=status]'), 'Signed out');
    type(document.querySelector('input[type=email]')!, 'ada@example.com');
    await settle();
    (document.querySelector('[id^="StytchLogin-"] button[type=submit]') as HTMLButtonElement).click();

    await until('the passcode screen shows', () => !!document.querySelector('input[aria-label="Digit 1 of 6"]'));
    type(document.querySelector('input[aria-label="Digit 1 of 6"]')!, '123456');

    await until('useStytchUser shows the signed-in user', () => text('[data-testid=user-email]') === 'ada@example.com');
    assert.is(document.querySelector('[id^="StytchLogin-"]'), null, 'the app removed the widget; it unmounted with its component');
    const paths = f.calls.map((c) => c.path).filter((p) => !p.startsWith('/projects/bootstrap/'));
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

test.run();
