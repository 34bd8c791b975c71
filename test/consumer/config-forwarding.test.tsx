// Widget configuration options (spec section 3) reach the request bodies of section 7 under their
// wire names: magic-link redirects, expiries, template ids and createUserAsPending; email OTP template ids;
// the password-reset options; each product's `locale` (the language of its email, as the official 6.x widget sends it).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { byText, click, typeIn, until } from '../ui/util';
import { ok, setup, submit } from './harness';

const emailMagicLinksOptions = {
  loginRedirectURL: 'https://app.test/login',
  signupRedirectURL: 'https://app.test/signup',
  loginExpirationMinutes: 15,
  signupExpirationMinutes: 45,
  loginTemplateId: 'ml-login-tpl',
  signupTemplateId: 'ml-signup-tpl',
  createUserAsPending: true,
  locale: 'de',
};
const ML_BODY = {
  email: 'ann@example.com',
  login_magic_link_url: 'https://app.test/login',
  signup_magic_link_url: 'https://app.test/signup',
  login_expiration_minutes: 15,
  signup_expiration_minutes: 45,
  login_template_id: 'ml-login-tpl',
  signup_template_id: 'ml-signup-tpl',
  create_user_as_pending: true,
  locale: 'de',
};
const otpOptions = {
  methods: ['email' as const],
  expirationMinutes: 10,
  loginTemplateId: 'otp-login-tpl',
  signupTemplateId: 'otp-signup-tpl',
  locale: 'es',
};

async function sendEmail(config: object, routes: Record<string, any>, path: string) {
  const h = await setup(config, routes);
  await typeIn(h.el.querySelector('input[type=email]')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.sent(path).length, path);
  return h;
}

test('emailMagicLinksOptions: both redirect URLs, both expiries, both template ids and createUserAsPending in the send', async () => {
  const h = await sendEmail(
    { emailMagicLinksOptions },
    { 'POST /magic_links/email/login_or_create': ok() },
    '/magic_links/email/login_or_create',
  );
  assert.equal(h.sent('/magic_links/email/login_or_create')[0].body, ML_BODY);
});

test('otpOptions: login and signup template ids in the email passcode send', async () => {
  const h = await sendEmail(
    { products: ['otp'], otpOptions },
    { 'POST /otps/email/login_or_create': ok({ method_id: 'e1' }) },
    '/otps/email/login_or_create',
  );
  assert.equal(h.sent('/otps/email/login_or_create')[0].body, {
    email: 'ann@example.com',
    expiration_minutes: 10,
    login_template_id: 'otp-login-tpl',
    signup_template_id: 'otp-signup-tpl',
    locale: 'es',
  });
});

test('passwordOptions: redirect URLs, expiry and template id in the reset email (Forgot Password?)', async () => {
  const passwordOptions = {
    loginRedirectURL: 'https://app.test/pw-login',
    resetPasswordRedirectURL: 'https://app.test/reset',
    resetPasswordExpirationMinutes: 20,
    resetPasswordTemplateId: 'reset-tpl',
    locale: 'fr',
  };
  const h = await sendEmail(
    { products: ['passwords'], passwordOptions },
    { 'POST /users/search': ok({ user_type: 'password' }), 'POST /passwords/email/reset/start': ok() },
    '/users/search',
  );
  await until(() => byText(h.el, 'button', 'Forgot Password?'), 'the password screen');
  click(byText(h.el, 'button', 'Forgot Password?'));
  await until(() => h.sent('/passwords/email/reset/start').length, 'the reset email');
  assert.equal(h.sent('/passwords/email/reset/start')[0].body, {
    email: 'ann@example.com',
    login_redirect_url: 'https://app.test/pw-login',
    reset_password_redirect_url: 'https://app.test/reset',
    reset_password_expiration_minutes: 20,
    reset_password_template_id: 'reset-tpl',
    locale: 'fr',
  });
});

test("the password screen's login link uses the same emailMagicLinksOptions", async () => {
  const h = await sendEmail(
    { products: ['passwords', 'emailMagicLinks'], emailMagicLinksOptions },
    { 'POST /users/search': ok({ user_type: 'password' }), 'POST /magic_links/email/login_or_create': ok() },
    '/users/search',
  );
  await until(() => byText(h.el, 'button', 'Email me a login link'), 'the password screen');
  click(byText(h.el, 'button', 'Email me a login link'));
  await until(() => h.sent('/magic_links/email/login_or_create').length, 'the link');
  assert.equal(h.sent('/magic_links/email/login_or_create')[0].body, ML_BODY);
});

test.run();
