// The README's example ("Test your app against the emulator"): an end-to-end test of an app that
// signs users in with featherlogin, here the `npm start` demo, run the way an app's CI would:
// the emulator on a loopback port, the app pointed at it, Chromium signing up with an email code read
// from the emulator's outbox (JSON over HTTP), the app's server checking the session with the
// official server SDK, and a reset between tests. Copy it; change the four lines marked "your app".
import { chromium, type Browser } from 'playwright-core';
import * as stytch from 'stytch';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createEmulator, type Emulator } from '../../src/emulator/index'; // your app: from 'featherlogin-emulator'

const test = suite('example: an app tested against the emulator');
let emulator: Emulator;
let app: Server;
let appURL = '';
let browser: Browser;

test.before(async () => {
  // In CI you may run `npx featherlogin-emulator --port 4100 --db :memory: &` instead and use its URL.
  emulator = await createEmulator({ db: ':memory:', port: 0 });
  // Your app, pointed at the emulator (the demo reads its URL and public token from this object).
  const { createDemoServer } = await import(pathToFileURL(join(process.cwd(), 'scripts/start.mjs')).href); // your app
  app = createDemoServer(emulator); // your app
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appURL = `http://localhost:${(app.address() as { port: number }).port}`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
});

test.after(async () => {
  await browser?.close();
  await new Promise((resolve) => app?.close(resolve));
  await emulator?.close();
});

// Every test starts from what the config seeds: no users, sessions or messages.
test.before.each(async () => {
  await fetch(`${emulator.url}/emulator/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
});

/** The code of the newest message to `to`, from the emulator's outbox (waits up to 10 s). */
async function codeSentTo(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { messages } = await (await fetch(`${emulator.url}/emulator/outbox?to=${encodeURIComponent(to)}`)).json();
    if (messages[0]?.code) return messages[0].code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code sent to ${to}`);
}

test('a new user signs up with an email code; the server SDK sees the session; logging out ends it', async () => {
  const page = await browser.newPage();
  try {
    await page.goto(`${appURL}/login.html?variant=email-otp`); // your app's login page
    await page.getByRole('textbox', { name: 'Email' }).fill('new-user@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(await codeSentTo('new-user@example.com'));
    await page.getByRole('heading', { name: 'Success' }).waitFor();

    // What the app's server does on each request: authenticate the session cookie with the server SDK.
    const server = new stytch.Client({ project_id: 'project-test-featherlogin-consumer', secret: 'secret-test-featherlogin-consumer', env: `${emulator.url}/` });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'stytch_session');
    assert.ok(cookie, 'the session cookie is set');
    const { user } = await server.sessions.authenticate({ session_token: cookie!.value });
    assert.is(user.emails[0].email, 'new-user@example.com');

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForFunction(() => !document.cookie.includes('stytch_session='));
    const gone = await server.sessions.authenticate({ session_token: cookie!.value }).catch((e) => e);
    assert.is(gone.error_type, 'session_not_found');
  } finally {
    await page.close();
  }
});

test.run();
