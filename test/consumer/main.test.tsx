import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cx } from '../../src/ui/styles';
import { phoneLoader } from '../../src/ui/phone';
import { click, flush, typeIn, byText, until } from '../ui/util';
import { setup, submit, ok, fail } from './harness';
import { StytchEventType } from '../../src/core/enums';
import type { Answer } from '../helpers/fake-fetch';

test('Main: header, default product is email magic links, no tabs with one method', async () => {
  const h = await setup({});
  assert.ok(h.text().includes('Sign up or log in'));
  assert.is(h.el.querySelectorAll('[role=tab]').length, 0);
  assert.ok(byText(h.el, 'button', 'Continue with email'));
  const input = h.el.querySelector('input[type=email]') as HTMLInputElement;
  assert.ok(input.required);
  assert.equal(h.telemetry[0], ['render_login_screen', { config: {} }]);
});

test('Main: hideHeaderText keeps the heading for screen readers only; logo from styles', async () => {
  const h = await setup({});
  h.client.mountLogin({
    elementId: '#login',
    config: {},
    styles: { hideHeaderText: true, logo: { logoImageUrl: 'https://x.test/l.png' } },
  });
  await flush();
  assert.ok(h.el.querySelector('h2')!.classList.contains(cx.vh));
  assert.is(h.el.querySelector('img')!.getAttribute('src'), 'https://x.test/l.png');
});

test('Main: the two configuration errors, exactly', async () => {
  let h = await setup({ products: ['passkeys'] });
  assert.ok(h.text().includes('Error: Cannot use Passkeys by itself, please add another product to the config.'));
  assert.is(h.el.querySelector('form'), null);
  h = await setup({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } });
  assert.ok(h.text().includes('Error: Cannot use both EML and Email OTP'));
  assert.is(h.el.querySelector('form'), null);
  // In place of the form: the OAuth buttons stay, with their divider.
  h = await setup({
    products: ['oauth', 'emailMagicLinks', 'otp'],
    otpOptions: { methods: ['email'] },
    oauthOptions: { providers: [{ type: 'google' }] },
  });
  assert.ok(h.text().includes('Error: Cannot use both EML and Email OTP'));
  assert.is(h.el.querySelector('form'), null);
  assert.ok(byText(h.el, 'button', 'Continue with Google'), 'the OAuth button stays');
  assert.ok(h.el.querySelector('[data-divider]'));
  // ...and its errors still show (no form to show them under).
  const m = (h.client as any).machines.get(h.el).m;
  m.dispatch({ type: 'set_error_message', errorMessage: 'Google is not reachable.' });
  await flush();
  assert.ok(h.text().includes('Google is not reachable.'), "the other buttons' error shows");
  // ...and the passkey button, which only the form's absence changes.
  h = await setup({ products: ['passkeys', 'emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } });
  assert.ok(byText(h.el, 'button', 'Login with a Passkey'), 'the passkey button stays');
});

test('Main: otp without otpOptions.methods draws no form (one with no method could send nothing), the other products stay', async () => {
  let h = await setup({ products: ['oauth', 'otp'], oauthOptions: { providers: [{ type: 'google' }] } });
  assert.is(h.el.querySelector('form'), null);
  assert.is(h.el.querySelector('[data-divider]'), null, 'no divider before nothing');
  assert.ok(byText(h.el, 'button', 'Continue with Google'));
  h = await setup({ products: ['otp', 'passwords'] });
  assert.ok(h.el.querySelector('input[type=email]'), "the passwords' email form");
  h = await setup({ products: ['otp', 'passkeys'] });
  assert.ok(byText(h.el, 'button', 'Login with a Passkey'), 'the passkey button, with nothing beside it');
});

test('Main: tabs Text / WhatsApp / Email with their submit texts; OAuth buttons, then the divider', async () => {
  const h = await setup({
    products: ['oauth', 'otp', 'emailMagicLinks'],
    otpOptions: { methods: ['sms', 'whatsapp'] },
    oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
  });
  const tabs = [...h.el.querySelectorAll('[role=tab]')].map((t) => t.textContent);
  assert.equal(tabs, ['Text', 'WhatsApp', 'Email']);
  const text = h.text();
  assert.ok(text.indexOf('Continue with Google') < text.indexOf('Continue with GitHub'));
  const sep = h.el.querySelector('[data-divider]')!;
  assert.is(sep.textContent, 'or');
  assert.ok(byText(h.el, 'button', 'Continue with GitHub')!.compareDocumentPosition(sep) & Node.DOCUMENT_POSITION_FOLLOWING);
  assert.ok(sep.compareDocumentPosition(h.el.querySelector('[role=tablist]')!) & Node.DOCUMENT_POSITION_FOLLOWING);
  assert.ok(byText(h.el, 'button', 'Continue with text message'));
  click(byText(h.el, '[role=tab]', 'WhatsApp'));
  await flush();
  assert.ok(byText(h.el, 'button', 'Continue with WhatsApp'));
  assert.is(byText(h.el, '[role=tab]', 'WhatsApp')!.getAttribute('aria-selected'), 'true');
  // keyboard: arrow right moves to Email
  byText(h.el, '[role=tab]', 'WhatsApp')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  await flush();
  assert.ok(byText(h.el, 'button', 'Continue with email'));
});

test('OAuth button starts the provider redirect', async () => {
  const h = await setup({ products: ['oauth'], oauthOptions: { providers: ['github'], loginRedirectURL: 'https://app.test/cb' } });
  let to = '';
  (h.client as any).ctx.redirect = (u: string) => (to = u);
  click(byText(h.el, 'button', 'Continue with GitHub'));
  await until(() => to);
  assert.ok(to.startsWith('http://localhost:4100/v1/public/oauth/github/start?'), to);
  assert.ok(to.includes('login_redirect_url=https%3A%2F%2Fapp.test%2Fcb'));
  // (the PKCE challenge follows the project's setting: test/core/oauth.test.ts)
});

test('the phone chunk is requested only when a phone tab shows, once', async () => {
  const real = phoneLoader.load;
  let loads = 0;
  phoneLoader.pending = undefined; // as on a fresh page
  phoneLoader.load = () => (loads++, real());
  const h = await setup({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } });
  assert.is(loads, 0, 'email tab first: no phone chunk');
  click(byText(h.el, '[role=tab]', 'Text'));
  await flush();
  assert.ok(h.el.querySelector('input[type=tel]'));
  assert.is(loads, 1, 'requested when the tab shows');
  click(byText(h.el, '[role=tab]', 'Email'));
  await flush();
  click(byText(h.el, '[role=tab]', 'Text'));
  await flush();
  assert.is(loads, 1, 'fetched once, then cached');
  phoneLoader.load = real;
});

test('magic link: invalid email message, then send -> Email Confirmation, events and telemetry', async () => {
  const h = await setup(
    { emailMagicLinksOptions: { loginRedirectURL: 'https://app.test/auth', domainHint: 'mail.app.test' } },
    {
      'POST /magic_links/email/login_or_create': ok(),
    },
  );
  const input = h.el.querySelector('input[type=email]')!;
  await typeIn(input, 'nope@x');
  submit(h.el);
  await flush();
  assert.ok(h.text().includes('Invalid email address'));
  assert.is(h.el.querySelector('[role=alert]')!.textContent, 'Invalid email address');
  assert.equal(h.errors, [], 'said under the field only, as the official magic-link form does');
  assert.is(h.sent('/magic_links/email/login_or_create').length, 0);
  await typeIn(input, 'ann@example.com');
  submit(h.el);
  await until(() => h.text().includes('Check your email'));
  assert.equal(h.sent('/magic_links/email/login_or_create')[0].body.email, 'ann@example.com');
  assert.is(h.sent('/magic_links/email/login_or_create')[0].body.login_magic_link_url, 'https://app.test/auth');
  assert.ok(h.text().includes('Check your email'));
  assert.ok(h.text().includes('An email was sent to ann@example.com.'));
  // Gmail, Yahoo and Outlook each search for the sender domain (the domain hint)
  assert.equal(
    [...h.el.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    [
      ['Open Gmail', 'https://mail.google.com/mail/u/0/#search/from%3Amail.app.test'],
      ['Open Yahoo', 'https://mail.yahoo.com/d/search/keyword=from%3Amail.app.test'],
      ['Open Outlook', 'https://outlook.live.com/mail/0/inbox?search=mail.app.test'],
    ],
  );
  assert.is(h.events[0].type, StytchEventType.MagicLinkLoginOrCreateEvent);
  assert.is(h.events[0].data.email, 'ann@example.com', "the event names the address, as 6.x's does");
  assert.equal(
    h.telemetry.find(([n]) => n === 'email_sent'),
    ['email_sent', { email: 'ann@example.com', type: 'login or create email magic link' }],
  );
  assert.is(document.activeElement, h.el.querySelector('h2'), 'focus moves to the new heading');
  click(byText(h.el, 'button', 'Try again'));
  await flush();
  assert.ok(h.text().includes('Sign up or log in'));
  assert.is((h.el.querySelector('input[type=email]') as HTMLInputElement).value, '');
  assert.ok(h.telemetry.some(([n, d]) => n === 'email_try_again_clicked' && d.email === 'ann@example.com'));
});

test('links search the single known email domain when there is no hint', async () => {
  const h = await setup({}, { 'POST /magic_links/email/login_or_create': ok() });
  await typeIn(h.el.querySelector('input')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.el.querySelector('a'));
  assert.ok(h.el.querySelector('a')!.getAttribute('href')!.includes('stytch.com'));
});

test("a failed first step shows its error_type's catalogue words, which come with the steps chunk where the first step runs (stepsOp), not the server's text", async () => {
  const h = await setup(
    {},
    { 'POST /magic_links/email/login_or_create': fail('too_many_requests', 'Rate limit exceeded for project-test-1234') },
  );
  await typeIn(h.el.querySelector('input')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.errors.length);
  await flush();
  const alert = h.el.querySelector('[role=alert]')!;
  assert.is(alert.textContent, 'Too many attempts. Please wait a moment and try again.');
});

test('API and network errors show under the form and reach onError; server text stays text', async () => {
  const h = await setup(
    {},
    { 'POST /magic_links/email/login_or_create': fail('email_not_allowed', '<b>No</b> see https://stytch.com/docs/x') },
  );
  await typeIn(h.el.querySelector('input')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.errors.length);
  await flush();
  const alert = h.el.querySelector('[role=alert]')!;
  assert.ok(alert.textContent!.includes('<b>No</b>'));
  assert.is(alert.querySelector('b'), null);
  assert.is(alert.querySelector('a')!.getAttribute('href'), 'https://stytch.com/docs/x');
  assert.is((h.errors[0] as any).error_type, 'email_not_allowed');
  const g = globalThis.fetch;
  globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as any;
  submit(h.el);
  await until(() => h.errors.length === 2);
  await flush();
  globalThis.fetch = g;
  assert.ok(h.text().includes('Unable to contact our servers.'));
  assert.is(h.errors.length, 2);
});

test('email OTP only: its own invalid-email message; sends and opens the OTP screen', async () => {
  const h = await setup(
    { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 10 } },
    { 'POST /otps/email/login_or_create': ok({ method_id: 'email-1' }) },
  );
  await typeIn(h.el.querySelector('input')!, 'bad');
  submit(h.el);
  await flush();
  assert.ok(h.text().includes('Invalid email, please try again.'));
  assert.equal(h.errors, [{ message: 'Invalid email, please try again.' }], 'and to onError, as the official email-code form reports it');
  await typeIn(h.el.querySelector('input')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.text().includes('Enter passcode'));
  assert.equal(h.sent('/otps/email/login_or_create')[0].body, { email: 'ann@example.com', expiration_minutes: 10 });
  assert.ok(h.text().includes('A 6-digit passcode was sent to you at ann@example.com.'));
  assert.ok(h.text().includes('Your code expires in 10:00.'));
});

test('Email tab: two submits before the next render send once; a failed send leaves the button usable', async () => {
  let answer: Answer = fail('email_not_sent', 'Email could not be sent.', 500);
  const h = await setup({}, { 'POST /magic_links/email/login_or_create': () => answer });
  await typeIn(h.el.querySelector('input')!, 'ann@example.com');
  submit(h.el);
  submit(h.el); // Enter twice: the second comes before the busy state renders
  await until(() => h.text().includes('Email could not be sent.'), 'the error');
  await flush();
  assert.is(h.sent('/magic_links/email/login_or_create').length, 1, 'one request');
  const button = byText(h.el, 'button', 'Continue with email') as HTMLButtonElement;
  assert.not.ok(button.disabled, 'usable again after the failure');
  answer = ok();
  submit(h.el);
  await until(() => h.text().includes('Check your email'), 'the retry goes through');
});

test('submit buttons are disabled while submitting', async () => {
  let release: (a: any) => void = () => {};
  const h = await setup({}, { 'POST /magic_links/email/login_or_create': () => new Promise((r) => (release = r)) });
  await typeIn(h.el.querySelector('input')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.sent('/magic_links/email/login_or_create').length);
  await flush();
  assert.ok((byText(h.el, 'button', 'Continue with email') as HTMLButtonElement).disabled);
  release(ok());
  await until(() => h.text().includes('Check your email'));
  assert.ok(h.text().includes('Check your email'));
});

test.run();
