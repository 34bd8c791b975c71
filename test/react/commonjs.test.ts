// A 6.x React page under require(), as a Jest test (CommonJS, a DOM) loads it: `Products` from
// featherlogin, the client and <StytchLogin> from featherlogin/react. The product's screens draw inside
// the other entry's widget, so both entries must hold the same modules (build.mjs buildCjs: one
// code-split build written as CommonJS). With a copy per entry this failed on the second screen.
import '../helpers/dom';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resetBrowser } from '../helpers/browser';
import { installFetch, restoreFetch } from '../helpers/fake-fetch';
import { render } from './render';

const OUT = resolve(process.env.TEST_OUT || '.test-out', 'commonjs');
const settle = () => new Promise((r) => setTimeout(r, 30));
async function until(what: string, ok: () => boolean) {
  for (let i = 0; i < 50 && !ok(); i++) await settle();
  assert.ok(ok(), what);
}

test("require(): Products from featherlogin drawn in featherlogin/react's StytchLogin reach the passcode screen", async () => {
  resetBrowser();
  const f = installFetch((r) => {
    if (r.path.startsWith('/projects/bootstrap/')) return { body: { data: { vertical: 'CONSUMER' } } };
    if (r.path === '/otps/email/login_or_create') return { body: { data: { method_id: 'email-1', user_id: 'user-1' } } };
    return { body: { data: {} } };
  });
  const { buildCjs } = await import(pathToFileURL(resolve('build.mjs')).href);
  await buildCjs({ outdir: OUT });
  const req = createRequire(resolve(OUT, 'x.cjs'));
  const { Products } = req('./index.cjs');
  const { createStytchClient, StytchProvider, StytchLogin } = req('./react.cjs');
  const { createElement: h } = req('react');
  const client = createStytchClient('public-token-test-00000000-0000-4000-8000-000000000000');
  const config = { products: [Products.otp], otpOptions: { methods: ['email'], expirationMinutes: 10 } };
  const page = await render(h(StytchProvider, { stytch: client }, h(StytchLogin, { config })));
  try {
    await until('the login widget draws its email form', () => !!page.host.querySelector('input[type=email]'));
    const input = page.host.querySelector('input[type=email]') as HTMLInputElement;
    input.value = 'ada@example.com';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    (page.host.querySelector('button[type=submit]') as HTMLButtonElement).click();
    await until('the passcode screen shows', () => !!page.host.querySelector('input[aria-label="Digit 1 of 6"]'));
    assert.equal(f.calls.find((c) => c.path === '/otps/email/login_or_create')?.body.email, 'ada@example.com');
  } finally {
    await page.unmount();
    restoreFetch();
    installFetch(); // the client's telemetry flushes later: answered quietly, never the network
    resetBrowser();
  }
});

test.run();
