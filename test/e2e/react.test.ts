// Issue 7 in the browser: the React test app (test/e2e/react-app, real React + the adapter, the
// widget on Preact inside) logs in by email OTP through <StytchLogin> and shows the user from
// useStytchUser.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { flow, uniqueEmail, useHarness } from './harness';
import { enterCode, heading } from './flows';

const test = suite('e2e: React app');
const h = useHarness(test);
let out = '';

test.before(async () => {
  out = mkdtempSync(join(tmpdir(), 'fl-react-app-'));
  // Loaded at run time from the checkout (this file runs bundled elsewhere; build.mjs finds its
  // sources through its own URL).
  const { buildReactApp } = await import(pathToFileURL(join(process.cwd(), 'test/e2e/react-app/build.mjs')).href);
  await buildReactApp(out);
});
test.after(() => rmSync(out, { recursive: true, force: true }));

flow(test, h, 'React: StytchLogin email OTP login shows the user from useStytchUser', async (tab, h) => {
  const { page } = tab;
  const base = h.serveDir('/react-app/', out);
  const email = uniqueEmail('react');
  await page.goto(`${base}index.html?publicToken=${h.consumerToken}&api=${encodeURIComponent(h.emu.url)}`);
  await page.getByTestId('status').filter({ hasText: 'Signed out' }).waitFor();
  await heading(page, 'Sign up or log in');
  await tab.screen('react-main');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await heading(page, 'Enter passcode');
  await enterCode(page, h, email);
  await heading(page, 'Signed in');
  assert.is(await page.getByTestId('user-email').textContent(), email);
  await tab.screen('react-signed-in');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByTestId('status').filter({ hasText: 'Signed out' }).waitFor();
});

test.run();
