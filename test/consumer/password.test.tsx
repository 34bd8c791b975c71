import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { byText, click, fakeUiClock, flush, pressEnter, typeIn, until } from '../ui/util';
import { fail, ok, SESSION, setup, submit } from './harness';
import { StytchEventType } from '../../src/core/enums';

const clock = fakeUiClock();
const strength = (valid: boolean, extra: object = {}) =>
  ok({
    valid_password: valid,
    score: valid ? 4 : 1,
    breached_password: false,
    strength_policy: 'zxcvbn',
    breach_detection_on_create: true,
    feedback: { suggestions: [], warning: valid ? '' : 'This is a top-10 common password.', luds_requirements: null },
    ...extra,
  });

async function lookup(userType: string, config: any = { products: ['passwords'] }, routes: Record<string, any> = {}) {
  const h = await setup(config, { 'POST /users/search': ok({ user_type: userType }), ...routes });
  await typeIn(h.el.querySelector('input[type=email]')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.sent('/users/search').length && !h.text().includes('Sign up or log in'), 'the password screen');
  await flush();
  return h;
}

test('password user: Log In, wrong password shows the error; success -> confirmation', async () => {
  const h = await lookup('password', undefined, {
    'POST /passwords/authenticate': (req: any) =>
      req.body.password === 'right' ? ok(SESSION) : fail('unauthorized_credentials', 'Wrong email or password.', 401),
  });
  assert.equal(h.sent('/users/search')[0].body, { email: 'ann@example.com' });
  assert.ok(h.text().includes('Log In'));
  assert.ok(byText(h.el, 'button', 'Forgot Password?'));
  const pw = h.el.querySelector('input[type=password]')!;
  assert.is(pw.getAttribute('autocomplete'), 'current-password');
  await typeIn(pw, 'wrong');
  submit(h.el);
  await until(() => h.text().includes('Invalid email or password. Please try again.'));
  assert.not.ok(h.text().includes('Wrong email or password.'), "the catalogue's words for unauthorized_credentials, not the server's");
  await typeIn(h.el.querySelector('input[type=password]')!, 'right');
  submit(h.el);
  await until(() => h.text().includes('You have successfully logged in.'));
  assert.ok(h.text().includes('Success!'));
  assert.equal(h.events.map((e) => e.type).slice(-2), [StytchEventType.PasswordAuthenticate, StytchEventType.AuthenticateFlowComplete]);
  assert.equal(h.sent('/passwords/authenticate')[1].body, { email: 'ann@example.com', password: 'right', session_duration_minutes: 30 });
});

test('show/hide password toggle is a labelled button', async () => {
  const h = await lookup('password');
  const toggle = h.el.querySelector('button[aria-label="Show password"]') as HTMLButtonElement;
  assert.ok(toggle);
  click(toggle);
  await flush();
  assert.ok(h.el.querySelector('input[type=text][autocomplete=current-password]'));
  assert.ok(h.el.querySelector('button[aria-label="Hide password"]'));
});

test('error_type reset_password sends the reset email and shows Dedupe; resend toasts (success and error)', async () => {
  let n = 0;
  const h = await lookup(
    'password',
    { products: ['passwords'], passwordOptions: { resetPasswordRedirectURL: 'https://app.test/reset' } },
    {
      'POST /passwords/authenticate': fail('reset_password', 'reset needed'),
      'POST /passwords/email/reset/start': () => (n++ === 2 ? fail('email_send_failed', 'Slow down') : ok()),
    },
  );
  await typeIn(h.el.querySelector('input[type=password]')!, 'old');
  submit(h.el);
  await until(() => h.text().includes('Check your email to set a new password'));
  assert.equal(h.sent('/passwords/email/reset/start')[0].body, {
    email: 'ann@example.com',
    reset_password_redirect_url: 'https://app.test/reset',
  });
  // Dedupe's own sentence (the title is Breached's too)
  assert.ok(
    h
      .text()
      .includes(
        'A different site where you used the same password had a security issue. To keep your account safe, we sent a link to ann@example.com to set a new password.',
      ),
  );
  click(byText(h.el, 'button', 'Resend email'));
  await until(() => h.text().includes('Email resent'));
  assert.is(h.sent('/passwords/email/reset/start').length, 2);
  assert.is(byText(h.el, '[data-type]', 'Email resent')!.dataset.type, 'success');
  click(byText(h.el, 'button', 'Resend email'));
  await until(() => byText(h.el, '[data-type]', 'Slow down'), 'the error toast');
  assert.is(byText(h.el, '[data-type]', 'Slow down')!.dataset.type, 'error');
});

test('Back while the password is checked: a reset_password answer sends its email but moves no one from Main', async () => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const h = await lookup(
    'password',
    { products: ['passwords'] },
    {
      'POST /passwords/authenticate': () => held.then(() => fail('reset_password', 'reset needed')),
      'POST /passwords/email/reset/start': ok(),
    },
  );
  await typeIn(h.el.querySelector('input[type=password]')!, 'old');
  submit(h.el);
  await until(() => h.sent('/passwords/authenticate').length, 'the password sent');
  click(h.el.querySelector('button[aria-label=Back]'));
  await until(() => h.text().includes('Sign up or log in'), 'Main');
  release();
  await until(() => h.sent('/passwords/email/reset/start').length, 'the reset email still sent');
  await flush(5);
  assert.ok(h.text().includes('Sign up or log in'), 'not dragged to Dedupe');
});

test('error_type breached_password sends the reset email and shows Breached', async () => {
  const h = await lookup('password', undefined, {
    'POST /passwords/authenticate': fail('breached_password', 'breached'),
    'POST /passwords/email/reset/start': ok(),
  });
  await typeIn(h.el.querySelector('input[type=password]')!, 'old');
  submit(h.el);
  await until(() => h.text().includes('This password may have been used on a different site'));
  assert.ok(h.text().includes('We sent a link to ann@example.com to set a new password.'));
  assert.is(h.sent('/passwords/email/reset/start').length, 1);
});

test('Forgot Password? -> Password Forgot; Login without a password sends a link ("Check your email!")', async () => {
  const h = await lookup(
    'password',
    { products: ['passwords', 'emailMagicLinks'] },
    {
      'POST /passwords/email/reset/start': ok(),
      'POST /magic_links/email/login_or_create': ok(),
    },
  );
  click(byText(h.el, 'button', 'Forgot Password?'));
  await until(() => h.text().includes('Forgot password?'));
  assert.ok(h.text().includes('A link to reset your password was sent to you at ann@example.com.'));
  click(byText(h.el, 'button', 'Login without a password'));
  await until(() => h.text().includes('Check your email!'));
  assert.ok(h.text().includes('A login link was sent to you at ann@example.com.'));
});

test('Back while the reset email of Forgot Password? is on its way: Main stays, and a failure shows nowhere but onError', async () => {
  for (const answer of [ok(), fail('too_many_requests')]) {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const h = await lookup('password', { products: ['passwords'] }, { 'POST /passwords/email/reset/start': () => held.then(() => answer) });
    click(byText(h.el, 'button', 'Forgot Password?'));
    await until(() => h.sent('/passwords/email/reset/start').length, 'the reset email asked for');
    click(h.el.querySelector('button[aria-label=Back]'));
    await until(() => h.text().includes('Sign up or log in'), 'Main');
    release();
    await flush(5);
    assert.ok(h.text().includes('Sign up or log in'), 'not dragged to Password Forgot');
    assert.not.ok(h.text().includes('Too many attempts'), 'no error under Main for what Main did not ask');
  }
});

test('Back from the password screen, or from an email code, keeps the email typed on Main', async () => {
  const h = await lookup('password');
  click(h.el.querySelector('button[aria-label=Back]'));
  await until(() => h.text().includes('Sign up or log in'), 'Main');
  assert.is((h.el.querySelector('input[type=email]') as HTMLInputElement).value, 'ann@example.com');
  const o = await setup(
    { products: ['otp'], otpOptions: { methods: ['email'] } },
    { 'POST /otps/email/login_or_create': ok({ method_id: 'e1' }) },
  );
  await typeIn(o.el.querySelector('input[type=email]')!, 'bob@example.com');
  submit(o.el);
  await until(() => o.text().includes('Enter passcode'), 'the code screen');
  click(o.el.querySelector('button[aria-label=Back]'));
  await until(() => o.text().includes('Sign up or log in'), 'Main');
  assert.is((o.el.querySelector('input[type=email]') as HTMLInputElement).value, 'bob@example.com');
});

test('Password Forgot with passwords alone: Login without a password is there, and sends a magic link', async () => {
  const h = await lookup('password', undefined, {
    'POST /passwords/email/reset/start': ok(),
    'POST /magic_links/email/login_or_create': ok(),
  });
  click(byText(h.el, 'button', 'Forgot Password?'));
  await until(() => h.text().includes('Forgot password?'));
  click(byText(h.el, 'button', 'Login without a password'));
  await until(() => h.text().includes('Check your email!'));
  assert.is(h.sent('/magic_links/email/login_or_create')[0].body.email, 'ann@example.com');
});

test('Password Set New with passwords alone: no Login without a password (only Password Forgot always has it)', async () => {
  const h = await lookup('passwordless', undefined, { 'POST /passwords/email/reset/start': ok() });
  await until(() => h.text().includes('Check your email to set a new password!'));
  assert.not.ok(byText(h.el, 'button', 'Login without a password'));
});

test('new user: strength meter on each change (with email); Continue only when valid; create -> confirmation', async () => {
  let n = 0;
  const h = await lookup('new', undefined, {
    'POST /passwords/strength_check': () => (n++ ? strength(true) : strength(false)),
    'POST /passwords': ok(SESSION),
  });
  assert.ok(h.text().includes('Finish creating your account by setting a password.'));
  const cont = () => byText(h.el, 'button', 'Continue') as HTMLButtonElement;
  await typeIn(h.el.querySelector('input[type=password]')!, 'password');
  await until(() => h.text().includes('This is a top-10 common password.'));
  assert.equal(h.sent('/passwords/strength_check')[0].body, { email: 'ann@example.com', password: 'password' });
  const segs = () => [...h.el.querySelectorAll('[role=meter] span')].map((s) => s.className);
  assert.is(segs().filter(Boolean).length, 1, 'score 1: one red segment');
  assert.ok(cont().disabled);
  await typeIn(h.el.querySelector('input[type=password]')!, 'a much better passphrase');
  await until(() => !cont().disabled);
  assert.is(segs().filter(Boolean).length, 4, 'score 4: four green segments');
  submit(h.el);
  await until(() => h.text().includes('You have successfully logged in.'));
  assert.is(h.sent('/passwords')[0].body.password, 'a much better passphrase');
  assert.ok(h.events.some((e) => e.type === StytchEventType.PasswordCreate));
});

test('new user: Enter pressed while the strength check runs creates the account once it answers valid', async () => {
  let answer: (a: unknown) => void = () => {};
  const h = await lookup('new', undefined, {
    'POST /passwords/strength_check': () => new Promise((r) => (answer = r)),
    'POST /passwords': ok(SESSION),
  });
  const field = h.el.querySelector('input[type=password]')!;
  await typeIn(field, 'a much better passphrase');
  await until(() => h.sent('/passwords/strength_check').length === 1);
  pressEnter(field);
  await flush();
  assert.is(h.sent('/passwords').length, 0, 'not before the answer');
  answer(strength(true));
  await until(() => h.text().includes('You have successfully logged in.'));
  assert.is(h.sent('/passwords')[0].body.password, 'a much better passphrase');
});

test('passwordless user with magic links: the link goes out at once (no click); Create a password instead', async () => {
  const h = await lookup(
    'passwordless',
    { products: ['passwords', 'emailMagicLinks'] },
    {
      'POST /passwords/email/reset/start': ok(),
      'POST /magic_links/email/login_or_create': ok(),
    },
  );
  await until(() => h.text().includes('Check your email!'), 'the check-email screen');
  assert.ok(h.text().includes('A login link was sent to you at ann@example.com.'));
  assert.is(h.sent('/magic_links/email/login_or_create').length, 1, 'one link, sent by the lookup');
  assert.is(h.sent('/magic_links/email/login_or_create')[0].body.email, 'ann@example.com');
  assert.not.ok(h.text().includes('Choose how you would like to create your account.'));
  click(byText(h.el, 'button', 'Create a password instead'));
  await until(() => h.text().includes('Check your email to set a new password!'));
  assert.ok(h.text().includes('A link to set your password was sent to you at ann@example.com.'));
  assert.is(h.sent('/passwords/email/reset/start').length, 1);
});

test('passwordless user with email OTP: the code goes out at once; its screen offers Create a password instead', async () => {
  const h = await lookup(
    'passwordless',
    { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } },
    { 'POST /otps/email/login_or_create': ok({ method_id: 'e1' }), 'POST /passwords/email/reset/start': ok() },
  );
  await until(() => h.text().includes('Enter passcode'), 'the OTP screen');
  assert.is(h.sent('/otps/email/login_or_create').length, 1, 'one code, sent by the lookup');
  assert.ok(h.text().includes('A 6-digit passcode was sent to you at ann@example.com.'));
  click(byText(h.el, 'button', 'Create a password instead'));
  await until(() => h.text().includes('Check your email to set a new password!'));
});

test("'Create a password instead' only under the passwordless user's own link or code: not for a password user, nor for a later code to a phone", async () => {
  // A password user's secondary code.
  const h = await setup(
    { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } },
    { 'POST /users/search': ok({ user_type: 'password' }), 'POST /otps/email/login_or_create': ok({ method_id: 'e1' }) },
  );
  await typeIn(h.el.querySelector('input[type=email]')!, 'ann@example.com');
  submit(h.el);
  await until(() => byText(h.el, 'button', 'Email me a login code'), 'the password screen');
  click(byText(h.el, 'button', 'Email me a login code'));
  await until(() => h.text().includes('Enter passcode'), 'the OTP screen');
  assert.not.ok(byText(h.el, 'button', 'Create a password instead'), 'a password user');
  // A passwordless user's code, then Back, then a code to a phone.
  const p = await setup(
    { products: ['passwords', 'otp'], otpOptions: { methods: ['email', 'sms'] } },
    {
      'POST /users/search': ok({ user_type: 'passwordless' }),
      'POST /otps/email/login_or_create': ok({ method_id: 'e1' }),
      'POST /otps/sms/login_or_create': ok({ method_id: 's1' }),
    },
  );
  await typeIn(p.el.querySelector('input[type=email]')!, 'ann@example.com');
  submit(p.el);
  await until(() => byText(p.el, 'button', 'Create a password instead'), 'under the code the lookup sent');
  click(p.el.querySelector('button[aria-label=Back]'));
  await until(() => p.text().includes('Sign up or log in'), 'Main');
  click(byText(p.el, '[role=tab]', 'Text'));
  await until(() => p.el.querySelector('input[type=tel]'), 'the phone form');
  await typeIn(p.el.querySelector('input[type=tel]')!, '2025550123');
  submit(p.el);
  await until(() => p.text().includes('Enter passcode'), 'the OTP screen');
  assert.not.ok(byText(p.el, 'button', 'Create a password instead'), 'a code to a phone');
});

test('passwordless user with nothing passwordless configured: the reset email goes out at once', async () => {
  const h = await lookup('passwordless', undefined, { 'POST /passwords/email/reset/start': ok() });
  await until(() => h.text().includes('Check your email to set a new password!'));
  assert.is(h.sent('/passwords/email/reset/start').length, 1);
});

test('invalid email on the password tab: "Invalid email address", no lookup', async () => {
  const h = await setup({ products: ['passwords'] });
  await typeIn(h.el.querySelector('input[type=email]')!, 'x@y');
  submit(h.el);
  await flush();
  assert.ok(h.text().includes('Invalid email address'));
  assert.is(h.sent('/users/search').length, 0);
});

void clock;
test.run();
