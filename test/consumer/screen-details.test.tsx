// Spec section 2 details no other test pins: the spinner of 'Logging in', the phone field's
// required flag, and the optional secondary action ('Email me a login link/code') of the password
// screen for new and password users.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cx } from '../../src/ui/styles';
import { byText, click, typeIn, until } from '../ui/util';
import { getClient, ok, SESSION, setup, submit } from './harness';

// Signed out (the client's store is shared with the other suites): sends use the primary routes.
test.before.each(() => (getClient() as any).ctx.store.clear());

test("reset widget, stytch_token_type=login: 'Logging in' with a spinner while the token authenticates", async () => {
  history.replaceState(null, '', '/page?token=lg-tok&stytch_token_type=login');
  let release: (a: any) => void = () => {};
  const h = await setup({}, { 'POST /magic_links/authenticate': () => new Promise((r) => (release = r)) }, 'reset');
  await until(() => h.text().includes('Logging in'), 'Logging in');
  assert.is(h.el.querySelector('h2')!.textContent, 'Logging in');
  const spinner = h.el.querySelector(`.${cx.spinner}`)!;
  assert.ok(spinner, 'a spinner');
  assert.is(spinner.getAttribute('role'), 'status');
  assert.is(spinner.getAttribute('aria-label'), 'Logging in');
  release(ok(SESSION));
  await until(() => h.text().includes('You have successfully logged in.'), 'the confirmation');
  assert.is(h.el.querySelector(`.${cx.spinner}`), null);
  history.replaceState(null, '', '/');
});

test('phone input: the national-number field is required', async () => {
  const h = await setup({ products: ['otp'], otpOptions: { methods: ['sms'] } });
  const tel = h.el.querySelector('input[type=tel]') as HTMLInputElement;
  assert.ok(tel.required);
});

/** Email lookup on the password tab answered with `userType`. */
async function passwordScreen(userType: string, config: object, routes: Record<string, any> = {}) {
  const h = await setup(config, { 'POST /users/search': ok({ user_type: userType }), ...routes });
  await typeIn(h.el.querySelector('input[type=email]')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.el.querySelector('input[type=password]'), 'the password screen');
  return h;
}

test("password user with magic links: 'Email me a login link' sends a link ('Check your email!')", async () => {
  const h = await passwordScreen(
    'password',
    { products: ['passwords', 'emailMagicLinks'] },
    { 'POST /magic_links/email/login_or_create': ok() },
  );
  assert.ok(h.text().includes('Log In'));
  click(byText(h.el, 'button', 'Email me a login link'));
  await until(() => h.text().includes('Check your email!'), 'the companion screen');
  assert.ok(h.text().includes('A login link was sent to you at ann@example.com.'));
  assert.is(h.sent('/magic_links/email/login_or_create')[0].body.email, 'ann@example.com');
});

test("new user with email passcodes: 'Email me a login code' sends a code (OTP screen)", async () => {
  const h = await passwordScreen(
    'new',
    { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } },
    { 'POST /otps/email/login_or_create': ok({ method_id: 'e1' }) },
  );
  // The choice first, then 'or' and the password (the official order).
  const at = (x: string) => h.text().indexOf(x);
  assert.ok(at('Choose how you would like to create your account.') >= 0, 'the choice');
  assert.ok(at('Choose how you would like to create your account.') < at('Email me a login code'));
  assert.ok(at('Email me a login code') < at('Finish creating your account by setting a password.'));
  click(byText(h.el, 'button', 'Email me a login code'));
  await until(() => h.text().includes('Enter passcode'), 'the OTP screen');
  assert.ok(h.text().includes('A 6-digit passcode was sent to you at ann@example.com.'));
  assert.equal(h.sent('/otps/email/login_or_create')[0].body, { email: 'ann@example.com', expiration_minutes: 5 });
});

test('password and new users without a passwordless product: no secondary action', async () => {
  for (const type of ['password', 'new']) {
    const h = await passwordScreen(type, { products: ['passwords'] });
    assert.not.ok(byText(h.el, 'button', 'Email me a login'), type);
  }
});

test.run();
