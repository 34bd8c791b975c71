// What an integrator's page relies on: keyboard-only use, a strict Content Security Policy, and
// the theme reaching the computed styles.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { flow, lastMessage, pageHTML, uniqueEmail, useHarness } from './harness';
import { b2bLogin, consumerLogin, idpPage } from './pages';
import { emailOtpConfig, emailOtpLogin, enterCode, heading } from './flows';

const test = suite('e2e: page contract');
const h = useHarness(test);

/** Presses Tab until the focused element matches `is` (at most `max` times); fails otherwise. */
async function tabTo(page: Page, is: (el: Element) => boolean, what: string, max = 12) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${is.toString()})(document.activeElement)`)) return;
  }
  throw new Error(`${what} cannot be reached with Tab`);
}

flow(test, h, 'both CDN bundles on one page: each widget keeps its own theme and its own element ids', async (tab, h) => {
  const { page } = tab;
  const bg = (color: string) => JSON.stringify({ container: { backgroundColor: color } });
  const url = h.serve(
    '/both-bundles',
    pageHTML(h, {
      bundles: ['featherlogin.js', 'featherlogin.b2b.js'],
      token: h.consumerToken,
      body: '<div id="login"></div><div id="b2b"></div>',
      script: `new featherlogin.StytchUIClient(TOKEN, options).mountLogin({ elementId: '#login', config: { products: ['emailMagicLinks'] }, styles: ${bg('#ff0000')} });
new featherlogin.StytchB2BUIClient(${JSON.stringify(h.b2bToken)}, options).mount({ elementId: '#b2b', config: { authFlowType: 'Discovery', products: ['emailMagicLinks'] }, styles: ${bg('#0000ff')} });`,
    }),
  );
  await page.goto(url);
  await page.locator('#login input[type=email]').waitFor();
  await page.locator('#b2b input[type=email]').waitFor();
  const look = await page.evaluate(() =>
    ['#login', '#b2b'].map((w) => getComputedStyle(document.querySelector(`${w} [class*="fl-w"]`)!).backgroundColor),
  );
  assert.equal(look, ['rgb(255, 0, 0)', 'rgb(0, 0, 255)'], 'each bundle scopes its theme to its own widget');
  const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((e) => e.id));
  assert.equal(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    [],
    'no id twice on the page (labels find their own field)',
  );
  // Each bundle counts its ids from 0, so only the mount's scope keeps them apart: without it the two
  // widgets' ids differ here only by how many fields each happens to render.
  const unscoped = await page.evaluate(() =>
    ['#login', '#b2b'].map((w) => {
      const scope = document.querySelector(`${w} [class*="fl-w"]`)!.className.match(/\bfl-w\d+\b/)![0];
      return [...document.querySelectorAll(`${w} [id]`)].map((e) => e.id).filter((id) => !id.startsWith(scope));
    }),
  );
  assert.equal(unscoped, [[], []], "every id in a widget begins with its mount's scope");
});

flow(test, h, 'keyboard only: consumer email OTP flow', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('kbd');
  await page.goto(consumerLogin(h, emailOtpConfig));
  await heading(page, 'Sign up or log in');
  await tabTo(page, (el) => el instanceof HTMLInputElement && el.type === 'email', 'the email field');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await heading(page, 'Enter passcode');
  // A code-entry screen focuses its first box (in an effect after the render: wait for it, bounded),
  // so the code is typed at once, without a Tab.
  await page
    .waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Digit 1 of 6', null, { timeout: 2000 })
    .catch(async () =>
      assert.unreachable(`focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}, not the first box`),
    );
  await tab.screen('otp-entry');
  await page.keyboard.type((await lastMessage(h, email)).code!);
  await heading(page, 'Success');
  await tab.screen('otp-success');
});

// The page's own policy. Beyond the three directives the brief names:
// - connect-src: the widget calls the emulator, another origin (port) than the page; 'self' stays
//   for same-origin requests.
// - img-src: none added; default-src 'self' already covers same-origin images, and a data: image
//   would be a violation worth seeing.
// - form-action (consent page only): Allow posts a form to the emulator's authorize endpoint, which
//   redirects back to the client's callback on this origin; Chromium checks both hops.
const NONCE = 'e2eN0nce4Csp';
const csp = (emu: string) =>
  `default-src 'self'; script-src 'self' 'nonce-${NONCE}'; style-src 'self' 'nonce-${NONCE}'; connect-src 'self' ${emu}`;

flow(test, h, 'strict CSP: renders, logs in, no violation', async (tab, h) => {
  const url = consumerLogin(h, emailOtpConfig, { nonce: NONCE, path: '/csp', headers: { 'content-security-policy': csp(h.emu.url) } });
  await tab.page.goto(url);
  await heading(tab.page, 'Sign up or log in');
  // Rendered correctly: the widget's own style sheet applies (default primary button colours).
  const button = await tab.page.evaluate(() => {
    const btn = [...document.querySelectorAll('#login button')].pop() as HTMLElement | undefined;
    return { boxes: document.querySelectorAll('#login input, #login button').length, bg: btn ? getComputedStyle(btn).backgroundColor : '' };
  });
  assert.ok(button.boxes > 0, 'widget rendered');
  assert.is(button.bg, 'rgb(25, 48, 61)', 'widget styles applied (default primary button)');
  const styles = await tab.page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.nonce));
  assert.ok(styles.length > 0 && styles.every((n) => n === 'e2eN0nce4Csp'), `every <style> carries the nonce: ${JSON.stringify(styles)}`);
  await emailOtpLogin(tab, h, url, uniqueEmail('csp'));
  assert.equal(tab.csp, [], 'no CSP violation');
});

flow(test, h, 'strict CSP: the phone chunk loads with the nonce', async (tab, h) => {
  const { page } = tab;
  const url = consumerLogin(
    h,
    { products: ['otp'], otpOptions: { methods: ['sms'] } },
    { nonce: NONCE, path: '/csp', headers: { 'content-security-policy': csp(h.emu.url) } },
  );
  await page.goto(url);
  await page.getByLabel('Phone number').waitFor();
  await page.waitForFunction(() => !!(window as any).featherlogin?._phone);
  await tab.screen('csp-phone');
  assert.equal(tab.csp, [], 'no CSP violation');
});

// The style watch every flow ends with (harness.ts tabFor): it must see each kind of write it forbids.
test('positive control: the style watch reports a <style> into head and style attributes, shadow roots included', async () => {
  const tab = await h().open('style watch positive control');
  try {
    const url = h().serve(
      '/style-bad',
      '<!doctype html><html lang="en"><head><title>bad</title></head><body><main><p style="margin:0">markup, not a script</p>' +
        '<div id="a"></div><div id="b"></div></main><script>' +
        "const s = document.createElement('style'); s.id = 'g'; document.head.append(s);" +
        "document.getElementById('a').setAttribute('style', 'color:red');" +
        "const d = document.getElementById('b').attachShadow({ mode: 'open' }).appendChild(document.createElement('i'));" +
        "d.style.color = 'blue';</script></body></html>",
    );
    await tab.page.goto(url);
    const writes = [...tab.styleWrites, ...(await tab.page.evaluate(() => (window as any).__styleWatch(false)))];
    assert.equal(writes.sort(), [
      '<style#g class=""> added to document.head',
      'style="color: blue;" on <i class="">',
      'style="color:red" on <div#a class="">',
    ]);
  } finally {
    await tab.close();
  }
});

const THEME = {
  fontFamily: '"Courier New", monospace',
  colors: { primary: '#0A7C66' },
  container: { backgroundColor: 'rgb(250, 246, 240)', borderColor: 'rgb(120, 40, 90)', borderRadius: '14px', width: '380px' },
  buttons: {
    primary: { backgroundColor: 'rgb(18, 52, 86)', textColor: 'rgb(255, 255, 255)', borderColor: 'rgb(1, 2, 3)', borderRadius: '11px' },
  },
  inputs: { backgroundColor: 'rgb(255, 255, 240)', textColor: 'rgb(20, 20, 20)', borderColor: 'rgb(90, 60, 30)', borderRadius: '7px' },
};

flow(test, h, 'theme: custom styles reach container, buttons and inputs', async (tab, h) => {
  const { page } = tab;
  await page.goto(consumerLogin(h, emailOtpConfig, { styles: THEME }));
  await heading(page, 'Sign up or log in');
  await tab.screen('themed');
  const got = await page.evaluate(() => {
    const cs = (el: Element | null) => (el ? getComputedStyle(el) : null);
    const all = [...document.querySelectorAll('#login *')];
    // The container: the widget element carrying the container width.
    const box = all.find((el) => getComputedStyle(el).width === '380px');
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Continue with email') || null;
    const input = document.querySelector('input[type=email]');
    const c = cs(box || null)!,
      b = cs(button)!,
      i = cs(input)!;
    return {
      container: c && [c.backgroundColor, c.borderTopColor, c.borderTopLeftRadius, c.width],
      button: b && [b.backgroundColor, b.color, b.borderTopColor, b.borderTopLeftRadius, b.fontFamily],
      input: i && [i.backgroundColor, i.color, i.borderTopColor, i.borderTopLeftRadius],
    };
  });
  assert.equal(got.container, ['rgb(250, 246, 240)', 'rgb(120, 40, 90)', '14px', '380px'], 'container');
  assert.equal(got.button, ['rgb(18, 52, 86)', 'rgb(255, 255, 255)', 'rgb(1, 2, 3)', '11px', '"Courier New", monospace'], 'primary button');
  assert.equal(got.input, ['rgb(255, 255, 240)', 'rgb(20, 20, 20)', 'rgb(90, 60, 30)', '7px'], 'input');
});

flow(test, h, 'strict CSP: identity-provider consent (lazy chunk) and its form post', async (tab, h) => {
  const { page } = tab;
  await emailOtpLogin(tab, h, consumerLogin(h, emailOtpConfig), uniqueEmail('cspidp'));
  h.serve('/callback', '<!doctype html><html lang="en"><title>callback</title><main><h1>Client callback</h1></main></html>');
  const headers = { 'content-security-policy': `${csp(h.emu.url)}; form-action 'self' ${h.emu.url}` };
  const url = idpPage(h, 'consumer', { nonce: NONCE, path: '/idp-csp', headers });
  const q = new URLSearchParams({
    client_id: 'connected-app-test-e2e-partner',
    redirect_uri: `${h.origin}/callback`,
    response_type: 'code',
    scope: 'openid email',
    state: 'csp',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  });
  await page.goto(`${url}?${q}`);
  await page.getByRole('button', { name: 'Allow' }).waitFor();
  await tab.screen('csp-consent');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((u) => u.pathname === '/callback');
  assert.ok(new URL(page.url()).searchParams.get('code'), 'a code came back');
  assert.equal(tab.csp, [], 'no CSP violation');
});

flow(test, h, 'strict CSP: B2B login with SMS MFA (lazy MFA chunk)', async (tab, h) => {
  const { page } = tab;
  const email = 'carol@globex.test';
  const phone = '+12025550111';
  const url = b2bLogin(
    h,
    { authFlowType: 'Organization', organizationSlug: 'globex', products: ['emailOtp'] },
    { nonce: NONCE, path: '/b2b-csp', headers: { 'content-security-policy': csp(h.emu.url) } },
  );
  await page.goto(url);
  await heading(page, 'Continue to Globex Corporation');
  const before = h.emu.outbox(email).length;
  const sms = h.emu.outbox(phone).length;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await heading(page, 'Enter passcode');
  await enterCode(page, h, email, before);
  await heading(page, 'Enter verification code');
  await tab.screen('csp-b2b-sms-entry');
  await enterCode(page, h, phone, sms);
  await heading(page, 'Success!');
  assert.equal(tab.csp, [], 'no CSP violation');
});

test.run();
