// The finish a person notices in the first minute (issue 13), in real Chromium against the
// emulator: keyboard-only flows, where focus goes and when a focused heading draws a ring, that
// mounting leaves the page's focus and scroll alone, toasts inside the widget, a locked code, and
// layouts from 320px to 400px without a wrapped or clipped button.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { flow, lastMessage, pageHTML, uniqueEmail, useHarness, waitEvent } from './harness';
import { StytchEventType } from '../../src/core/enums';
import { b2bLogin, consumerLogin } from './pages';
import { emailOtpConfig, heading, STRONG } from './flows';
import { OAUTH_PROVIDERS } from '../../src/wire/routes';

const test = suite('e2e: finish');
const h = useHarness(test);

/** Presses Tab until the focused element matches `is` (at most `max` times); fails otherwise. */
/**
 * Waits until a new screen has put focus on its heading (it does so once rendered): a Tab pressed
 * before that moment would be undone by it on a slow machine.
 */
const headingFocused = (page: Page, name: RegExp) =>
  page.waitForFunction(
    (src) => document.activeElement?.tagName === 'H2' && new RegExp(src).test(document.activeElement.textContent || ''),
    name.source,
  );

async function tabTo(page: Page, is: (el: Element) => boolean, what: string, max = 16) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${is.toString()})(document.activeElement)`)) return;
  }
  throw new Error(`${what} cannot be reached with Tab`);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent || '');
const firstBox = (page: Page) =>
  page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Digit 1 of 6', null, { timeout: 3000 });
/** The focused heading's outline style ('none' when no ring is drawn). */
const headingRing = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement;
    return a?.tagName === 'H2' ? getComputedStyle(a).outlineStyle : `not a heading: ${a?.tagName}`;
  });

flow(test, h, 'keyboard only: consumer password sign-up (Tab, type, Enter)', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('kbd-pw');
  await page.goto(consumerLogin(h, { products: ['passwords'] }));
  await heading(page, 'Sign up or log in');
  await tabTo(page, (el) => el instanceof HTMLInputElement && el.type === 'email', 'the email field');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await heading(page, 'Create an account');
  await headingFocused(page, /Create an account/);
  await tabTo(page, (el) => el instanceof HTMLInputElement && el.type === 'password', 'the password field');
  await page.keyboard.type(STRONG);
  await page.waitForFunction(() => !(document.querySelector('#login button[type=submit]') as HTMLButtonElement)?.disabled);
  await tab.screen('password-new');
  await page.keyboard.press('Enter');
  await heading(page, 'Success!');
  await waitEvent(page, StytchEventType.AuthenticateFlowComplete);
});

flow(test, h, 'keyboard only: B2B discovery by email code, pick the organization with Enter', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('kbd-b2b', 'acme.test');
  await page.goto(b2bLogin(h, { authFlowType: 'Discovery', products: ['emailOtp'] }));
  await heading(page, 'Sign up or log in');
  await tabTo(page, (el) => el instanceof HTMLInputElement && el.type === 'email', 'the email field');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await heading(page, 'Enter passcode');
  await firstBox(page);
  await page.keyboard.type((await lastMessage(h, email)).code!);
  await heading(page, 'Select an organization to continue');
  await headingFocused(page, /Select an organization/);
  await tabTo(page, (el) => el.tagName === 'BUTTON' && /Acme/.test(el.textContent || ''), 'the Acme button');
  await page.keyboard.press('Enter');
  await heading(page, 'Success!');
  await waitEvent(page, StytchEventType.AuthenticateFlowComplete);
});

flow(
  test,
  h,
  'focus: a code screen focuses its first box; a heading draws its ring only after Tab, never after a click',
  async (tab, h) => {
    const { page } = tab;
    await page.goto(consumerLogin(h, emailOtpConfig));
    await heading(page, 'Sign up or log in');
    assert.is(await page.evaluate(() => document.activeElement === document.body), true, 'mounting took no focus');
    await page.getByLabel('Email').click();
    await page.keyboard.type(uniqueEmail('box'));
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await heading(page, 'Enter passcode');
    await firstBox(page);
    // By mouse: the next screen's heading is focused (for screen readers) and draws no ring.
    await page.goto(consumerLogin(h, { products: ['passwords'] }));
    await heading(page, 'Sign up or log in');
    await page.getByLabel('Email').click();
    await page.keyboard.type(uniqueEmail('ring-mouse'));
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await heading(page, 'Create an account');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    assert.is(await headingRing(page), 'none', 'after a click: no ring on the focused heading');
    await tab.screen('heading-after-click');
    // By keyboard (Tab to the field, Enter): the focused heading shows its ring.
    await page.goto(consumerLogin(h, { products: ['passwords'] }));
    await heading(page, 'Sign up or log in');
    await tabTo(page, (el) => el instanceof HTMLInputElement && el.type === 'email', 'the email field');
    await page.keyboard.type(uniqueEmail('ring-kbd'));
    await page.keyboard.press('Enter');
    await heading(page, 'Create an account');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    assert.is(await headingRing(page), 'solid', 'moving by Tab: the focused heading shows its ring');
    await tab.screen('heading-after-tab');
  },
);

flow(test, h, "mounting never takes the page's focus or scrolls it", async (tab, h) => {
  const { page } = tab;
  const url = h.serve(
    '/focus-host',
    pageHTML(h, {
      bundles: ['featherlogin.js'],
      token: h.consumerToken,
      body: '<label>Search <input id="search"></label><div style="height:1500px"></div><div id="login"></div>',
      script: `window.client = new featherlogin.StytchUIClient(TOKEN, options);
document.getElementById('search').focus(); scrollTo(0, 300);
setTimeout(() => client.mountLogin({ elementId: '#login', config: ${JSON.stringify(emailOtpConfig)}, callbacks }), 50);`,
    }),
  );
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('#login h2'));
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  assert.is(await page.evaluate(() => document.activeElement?.id), 'search', 'focus stays in the page');
  assert.is(await page.evaluate(() => scrollY), 300, 'the page did not scroll');
});

flow(
  test,
  h,
  'a locked user: ten wrong codes (two codes, each spent by its five) lock the user; the next code says so (the countdown stops); after the lock, Resend code clears it and the new code works',
  async (tab, h) => {
    const { page } = tab;
    const email = uniqueEmail('locked');
    await page.goto(consumerLogin(h, emailOtpConfig));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await heading(page, 'Enter passcode');
    const alert = () => page.evaluate(() => document.querySelector('#login [role=alert]')?.textContent || '');
    /** Types `code` into the boxes and waits for its answer: the boxes cleared under an alert, nothing in progress. */
    const typeCode = async (code: string) => {
      await page.getByLabel('Digit 1 of 6').click();
      await page.keyboard.type(code);
      await page.waitForFunction(() => {
        const last = document.querySelector('#login [aria-label="Digit 6 of 6"]') as HTMLInputElement | null;
        const said = /Invalid passcode|Too many failed/.test(document.querySelector('#login [role=alert]')?.textContent || '');
        return said && last?.value === '' && !document.querySelector('#login [role=progressbar]');
      });
    };
    /** Clicks (or presses) Resend code and waits for its own "Code resent" toast (an earlier one may still show). */
    const resent = () =>
      page.evaluate(
        () => [...document.querySelectorAll('#login [data-type]')].filter((e) => e.textContent?.includes('Code resent')).length,
      );
    const resend = async (press = () => page.getByRole('button', { name: 'Resend code' }).click()) => {
      const before = await resent();
      await press();
      await page.waitForFunction(
        (n) => [...document.querySelectorAll('#login [data-type]')].filter((e) => e.textContent?.includes('Code resent')).length > n,
        before,
      );
    };
    // Two codes, five wrong tries each: each code is spent (it answers like a wrong one), and the ten
    // failures lock the user (the emulator's user_lock: 10 consecutive failures, for an hour).
    for (let n = 0; n < 2; n++) {
      if (n) await resend();
      const right = (await lastMessage(h, email, n)).code!;
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) await typeCode(wrong);
      assert.match(await alert(), 'Invalid passcode', 'a spent code answers as a wrong one');
    }
    await resend();
    await typeCode((await lastMessage(h, email, 2)).code!);
    await page.getByText('Too many failed attempts. Please wait a while, then request a new code.').waitFor();
    assert.not.ok(await page.getByText('Your code expires').count(), 'the countdown stopped');
    await tab.screen('otp-locked');
    assert.is(await focusedLabel(page), 'Resend code', 'focus on Resend code');
    const lock = 61 * 60_000;
    h.emu.advance(lock);
    try {
      await resend(() => page.keyboard.press('Enter'));
      // The toast sits inside the widget's box.
      const inside = await page.evaluate(() => {
        const t = [...document.querySelectorAll('#login [data-type]')]
          .find((e) => e.textContent?.includes('Code resent'))!
          .getBoundingClientRect();
        const r = document.querySelector('#login > div > div')!.getBoundingClientRect();
        return t.left >= r.left && t.right <= r.right && t.top >= r.top && t.bottom <= r.bottom;
      });
      assert.ok(inside, 'the toast is inside the widget');
      await tab.screen('otp-resent');
      assert.not.ok(await page.getByText('Too many failed attempts').count(), 'the resend cleared the error');
      const fresh = (await lastMessage(h, email, 3)).code!;
      await page.getByLabel('Digit 1 of 6').click();
      await page.keyboard.type(fresh);
      await heading(page, 'Success');
    } finally {
      h.emu.advance(-lock);
    }
  },
);

/** Buttons whose text wraps (taller than their one-line 45px) or is cut off, and a root wider than its box. */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const root = document.querySelector('#login > div > div') as HTMLElement;
    if (root.scrollWidth > root.clientWidth + 1) out.push(`root overflows: ${root.scrollWidth} > ${root.clientWidth}`);
    if (root.getBoundingClientRect().width > innerWidth + 0.5) out.push('wider than the page');
    for (const b of root.querySelectorAll('button')) {
      const r = b.getBoundingClientRect();
      if (!r.width || b.getAttribute('role') === 'tab' || !b.className.includes('go')) continue;
      const lines = b.scrollHeight > b.clientHeight + 1 || r.height > 46;
      const words = [...b.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent)
        .join('');
      const range = document.createRange();
      range.selectNodeContents(b);
      const text = [...range.getClientRects()].filter((x) => x.width > 0);
      const tops = new Set(text.map((x) => Math.round(x.top)));
      if (lines || b.scrollWidth > b.clientWidth + 1 || tops.size > 2)
        out.push(`"${words || b.textContent}" wraps or is cut (${Math.round(r.width)}px)`);
    }
    return out;
  });

flow(test, h, 'layout: 320px to 400px wide, no button wraps or is cut off; 400px by default', async (tab, h) => {
  const { page } = tab;
  const all = OAUTH_PROVIDERS;
  const login = consumerLogin(h, {
    products: ['oauth', 'crypto', 'otp'],
    oauthOptions: { providers: ['google', 'github'].map((type) => ({ type })) },
    otpOptions: { methods: ['sms', 'whatsapp', 'email'] },
  });
  const providers = consumerLogin(
    h,
    { products: ['oauth'], oauthOptions: { providers: all.map((type) => ({ type })) } },
    { path: '/login-all' },
  );
  const b2b = b2bLogin(h, {
    authFlowType: 'Discovery',
    products: ['emailOtp', 'oauth', 'sso', 'passwords'],
    oauthOptions: { providers: ['google', 'microsoft', 'hubspot', 'slack', 'github'] },
  });
  const problems: string[] = [];
  for (const width of [320, 360, 375, 400]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, url] of [
      ['consumer Main', login],
      ['consumer Main, 19 providers', providers],
      ['B2B Main', b2b],
    ]) {
      await page.goto(url);
      await tab.testStyle('body{margin:0}'); // the widget is exactly `width` wide
      await page.waitForFunction(() => document.querySelector('#login h2'));
      await page.waitForFunction(() => [...document.querySelectorAll('#login svg[data-icon]')].every((s) => s.querySelector('path')));
      problems.push(...(await layoutProblems(page)).map((p) => `${name} @${width}: ${p}`));
    }
    // The code screen: six boxes inside the box.
    await page.goto(consumerLogin(h, emailOtpConfig, { path: '/login-otp' }));
    await tab.testStyle('body{margin:0}');
    await page.getByLabel('Email').fill(uniqueEmail(`w${width}`));
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await heading(page, 'Enter passcode');
    const boxes = await page.evaluate(() => {
      const r = document.querySelector('#login > div > div')!.getBoundingClientRect();
      return [...document.querySelectorAll('#login [role=group] input')].every((b) => b.getBoundingClientRect().right <= r.right - 1);
    });
    if (!boxes) problems.push(`code boxes @${width}: the sixth box leaves the widget`);
    // The wallets' own screen (the longest names).
    await page.goto(login);
    await tab.testStyle('body{margin:0}');
    await page.getByRole('button', { name: 'Other wallets' }).click();
    await heading(page, 'Other wallets');
    problems.push(...(await layoutProblems(page)).map((p) => `Other wallets @${width}: ${p}`));
  }
  assert.equal(problems, []);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(login);
  await page.waitForFunction(() => document.querySelector('#login h2'));
  assert.is(
    await page.evaluate(() => document.querySelector('#login > div > div')!.getBoundingClientRect().width),
    400,
    'the default container is 400px',
  );
});

flow(test, h, 'icons: every OAuth button shows its brand mark (a lazily loaded file), none a letter', async (tab, h) => {
  const { page } = tab;
  await page.goto(
    consumerLogin(h, { products: ['oauth', 'crypto'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } }),
  );
  await page.waitForFunction(() => [...document.querySelectorAll('#login svg[data-icon]')].every((s) => s.querySelector('path')));
  const marks = await page.evaluate(() =>
    [...document.querySelectorAll('#login button svg[data-icon]')].map((s) => s.getAttribute('data-icon')),
  );
  assert.equal(marks.slice(0, 2), ['google', 'github']);
  assert.ok(marks.includes('Metamask'));
  assert.ok(
    tab.requests.some((u) => u.endsWith('/featherlogin.icons.js')),
    'the marks come in their own file',
  );
  await tab.screen('icons');
});

flow(test, h, 'icons: the B2B OAuth buttons draw their marks from the B2B file, not the consumer one', async (tab, h) => {
  const { page } = tab;
  await page.goto(
    b2bLogin(h, { authFlowType: 'Discovery', products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'hubspot' }] } }),
  );
  await page.waitForFunction(() => document.querySelectorAll('#login svg[data-icon] path').length > 0);
  await page.waitForFunction(() => [...document.querySelectorAll('#login svg[data-icon]')].every((s) => s.querySelector('path')));
  const marks = await page.evaluate(() =>
    [...document.querySelectorAll('#login button svg[data-icon]')].map((s) => s.getAttribute('data-icon')),
  );
  assert.equal(marks, ['google', 'hubspot']);
  const files = tab.requests.map((u) => u.split('/').pop());
  assert.ok(files.includes('featherlogin.b2b.icons.js'), 'the B2B marks file');
  assert.not.ok(files.includes('featherlogin.icons.js'), 'not the consumer one (three times its size)');
});

flow(
  test,
  h,
  'demo: the reset and consent pages opened without a link or request say what to do and link to where to start',
  async (tab, h) => {
    const { createDemoServer } = await import(pathToFileURL(join(process.cwd(), 'scripts/start.mjs')).href);
    const server = createDemoServer(h.emu);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const demo = `http://127.0.0.1:${server.address().port}`;
    try {
      for (const [path, title, start] of [
        ['/reset.html', 'Open this page from a reset email', '/login.html'],
        ['/consent.html', 'Opened by an app’s sign-in request', '/app'],
        ['/b2b-consent.html', 'Opened by an app’s sign-in request', '/app'],
      ]) {
        await tab.page.goto(demo + path);
        const box = tab.page.locator('#widget .start');
        await box.getByRole('heading', { name: title }).waitFor();
        assert.ok((await box.locator('li').count()) >= 3, `${path}: the steps`);
        assert.is(await box.getByRole('link').first().getAttribute('href'), start, `${path}: where to start`);
      }
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  },
);

test.run();
