// The password screens as a user drives them (B2B spec section 2 "Password screens", section 4
// "Email form submit" and "Password forgot and reset"): the organization flow's member lookup before
// the password field, the field's show/hide toggle, the forgot form's text per flow, and the
// resend toast of PasswordSetNewConfirmation.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apiError, auth, button, enter, flush, org, render, session, setURL, type, type Answers } from './harness';

async function organization(answers: Answers = {}, o = org()) {
  setURL('http://localhost:3000/login');
  const h = await render(
    { organizationSlug: 'acme', products: ['emailMagicLinks', 'passwords'] },
    { 'organization.getBySlug': () => ({ organization: o }), ...answers },
  );
  button(h.root, 'Use a password instead').click();
  await flush();
  return h;
}

/** The text of the alerts that say something (every ErrorText is an alert region, most are empty). */
const alerts = (root: Element) => [...root.querySelectorAll('[role="alert"]')].map((e) => e.textContent).filter(Boolean);
const password = (root: Element) => root.querySelector('input[autocomplete="current-password"]') as HTMLInputElement | null;

test("'Use a password instead' carries the email typed on Main to the password form", async () => {
  setURL('http://localhost:3000/login');
  const h = await render(
    { organizationSlug: 'acme', products: ['emailMagicLinks', 'passwords'] },
    { 'organization.getBySlug': () => ({ organization: org() }) },
  );
  await flush();
  type(h.root.querySelector('input[type=email]'), 'ada@acme.com');
  button(h.root, 'Use a password instead').click();
  await flush();
  assert.match(h.text(), 'Log in with email and password');
  assert.is((h.root.querySelector('input[type=email]') as HTMLInputElement).value, 'ada@acme.com');
  h.unmount();
});

test('PasswordAuthenticate (organization flow): email looked up first, then the Password field, then login -> LoggedIn', async () => {
  const h = await organization({
    'searchManager.searchMember': () => ({ member: { member_id: 'mem-1' } }),
    'passwords.authenticate': () => auth({ member_session: session }),
  });
  assert.match(h.text(), 'Log in with email and password');
  assert.is(password(h.root), null, 'no password field before the lookup');
  await enter(h.root, h.root.querySelector('input[type="email"]'), 'ada@acme.com');
  assert.equal(
    h.calls.find((c) => c[0] === 'searchManager.searchMember'),
    ['searchManager.searchMember', 'ada@acme.com', 'org-1'],
  );
  const field = password(h.root);
  assert.ok(field, 'a found member gets the password field');
  assert.is(document.activeElement, field, 'the revealed field takes the focus (the email is read-only now)');
  assert.is(field!.type, 'password');
  assert.ok(field!.required, 'spec section 5: password input is required');
  assert.is(h.root.querySelector(`label[for="${field!.id}"]`)?.textContent, 'Password');
  assert.ok((h.root.querySelector('input[type="email"]') as HTMLInputElement).readOnly, 'the looked-up email stays fixed');
  // "fields Email and Password (with show/hide toggle)"
  button(h.root, 'Show password').click();
  await flush();
  assert.is(password(h.root)!.type, 'text');
  button(h.root, 'Hide password').click();
  await flush();
  assert.is(password(h.root)!.type, 'password');
  await enter(h.root, password(h.root), 'correct horse');
  assert.equal(h.called('passwords.authenticate'), [
    { email_address: 'ada@acme.com', organization_id: 'org-1', password: 'correct horse', session_duration_minutes: 30 },
  ]);
  assert.match(h.text(), 'You have successfully logged in.');
  h.unmount();
});

/** The message a field points at (aria-describedby), when it says it is invalid. */
const fieldError = (root: Element, field: Element | null) =>
  field?.getAttribute('aria-invalid') === 'true'
    ? root.querySelector(`[id="${field.getAttribute('aria-describedby')}"]`)?.textContent
    : undefined;

test('PasswordAuthenticate: a wrong password shows the section 8 message under the password field, tied to it', async () => {
  const h = await organization({
    'searchManager.searchMember': () => ({ member: { member_id: 'mem-1' } }),
    'passwords.authenticate': () => Promise.reject(apiError('unauthorized_credentials')),
  });
  await enter(h.root, h.root.querySelector('input[type="email"]'), 'ada@acme.com');
  await enter(h.root, password(h.root), 'wrong');
  assert.equal(alerts(h.root), ['Invalid email or password. Please try again or use the link below to get help.']);
  assert.is(fieldError(h.root, password(h.root)), 'Invalid email or password. Please try again or use the link below to get help.');
  assert.match(h.text(), 'Log in with email and password');
  h.unmount();
});

test('PasswordAuthenticate: a locked member (user_lock_limit_reached) is told to try later, not that the password is wrong', async () => {
  const h = await organization({
    'searchManager.searchMember': () => ({ member: { member_id: 'mem-1' } }),
    'passwords.authenticate': () => Promise.reject(apiError('user_lock_limit_reached')),
  });
  await enter(h.root, h.root.querySelector('input[type="email"]'), 'ada@acme.com');
  await enter(h.root, password(h.root), 'right-or-wrong');
  assert.equal(alerts(h.root), ['Too many failed attempts. Please try again later.']);
  h.unmount();
});

test('PasswordAuthenticate (organization flow): a non-member with just-in-time access gets no password field; the verify link is sent', async () => {
  const h = await organization(
    { 'searchManager.searchMember': () => ({ member: null }) },
    org({ email_jit_provisioning: 'RESTRICTED', email_allowed_domains: ['acme.com'] }),
  );
  await enter(h.root, h.root.querySelector('input[type="email"]'), 'new@acme.com');
  assert.is(h.called('magicLinks.email.loginOrSignup').length, 1);
  assert.is(h.w.state.value.screen, 'PasswordResetVerifyConfirmation');
  assert.match(h.text(), 'A login link was sent to you at new@acme.com.');
  assert.equal(h.called('passwords.authenticate'), []);
  h.unmount();
});

test('PasswordAuthenticate (organization flow): a non-member without just-in-time access gets the no-access message inline', async () => {
  const h = await organization(
    { 'searchManager.searchMember': () => ({ member: null }) },
    org({ email_jit_provisioning: 'RESTRICTED', email_allowed_domains: ['acme.com'] }),
  );
  await enter(h.root, h.root.querySelector('input[type="email"]'), 'eve@evil.com');
  // section 5: '{email} does not have access to {organization name}. If you think this is a mistake, contact your admin.'
  assert.equal(alerts(h.root), ['eve@evil.com does not have access to Acme. If you think this is a mistake, contact your admin.']);
  assert.equal(h.called('magicLinks.email.loginOrSignup'), []);
  assert.is(password(h.root), null);
  h.unmount();
});

test('PasswordAuthenticate (discovery flow): an invalid email is tied to the email field', async () => {
  setURL('http://localhost:3000/');
  const h = await render({ authFlowType: 'Discovery', products: ['passwords'] });
  const email = h.root.querySelector('input[type="email"]');
  await enter(h.root, email, 'ada');
  assert.is(fieldError(h.root, email), 'Invalid email address');
  assert.is(password(h.root)!.getAttribute('aria-invalid'), null);
  h.unmount();
});

test('PasswordAuthenticate (discovery flow): a new email message replaces the server answer, never beside it', async () => {
  setURL('http://localhost:3000/');
  const h = await render(
    { authFlowType: 'Discovery', products: ['passwords'] },
    { 'passwords.discovery.authenticate': () => Promise.reject(apiError('unauthorized_credentials')) },
  );
  const email = h.root.querySelector('input[type="email"]');
  type(email, 'ada@acme.com');
  await enter(h.root, password(h.root), 'wrong');
  assert.ok(fieldError(h.root, password(h.root)), 'the server answer under the password');
  await enter(h.root, email, 'ada');
  assert.is(fieldError(h.root, email), 'Invalid email address');
  assert.equal(alerts(h.root), ['Invalid email address'], 'the older answer is gone');
  h.unmount();
});

test('PasswordAuthenticate (discovery flow): Email and Password at once, back arrow to Main', async () => {
  setURL('http://localhost:3000/login');
  const h = await render({ authFlowType: 'Discovery', products: ['emailMagicLinks', 'passwords'] });
  button(h.root, 'Use a password instead').click();
  await flush();
  assert.ok(h.root.querySelector('input[type="email"]'));
  assert.ok(password(h.root), 'no lookup outside the organization flow');
  button(h.root, 'Back').click();
  await flush();
  assert.is(h.w.state.value.screen, 'Main');
  h.unmount();
});

test('PasswordForgotForm: explanatory text differs for the organization and discovery flows', async () => {
  const o = await organization();
  button(o.root, 'Sign up or reset password').click();
  await flush();
  assert.match(o.text(), 'Check your email for help signing in!');
  assert.match(
    o.text(),
    "We'll email you a login link to sign in to Acme. If this is your first time here, or you forgot your password, the email also lets you set a new one.",
  );
  o.unmount();
  setURL('http://localhost:3000/login');
  const d = await render({ authFlowType: 'Discovery', products: ['passwords'] });
  button(d.root, 'Sign up or reset password').click();
  await flush();
  assert.match(d.text(), 'Check your email for help signing in!');
  assert.match(
    d.text(),
    "We'll email you a login link. If this is your first time here, or you forgot your password, the email also lets you set a new one.",
  );
  assert.not.match(d.text(), 'to sign in to');
  d.unmount();
});

/** Forgot password as a member -> PasswordSetNewConfirmation; `start` answers every reset start. */
async function setNewConfirmation(start: () => unknown) {
  const h = await organization({
    'searchManager.searchMember': () => ({ member: { member_id: 'mem-1' } }),
    'passwords.resetByEmailStart': start,
  });
  button(h.root, 'Sign up or reset password').click();
  await flush();
  await enter(h.root, h.root.querySelector('input[type="email"]'), 'ada@acme.com');
  return h;
}

test("PasswordSetNewConfirmation: 'Resend email' sends again and toasts 'Email resent'", async () => {
  const h = await setNewConfirmation(() => ({}));
  assert.match(h.text(), 'Check your email!');
  assert.match(h.text(), 'A login link was sent to you at ada@acme.com to set a new password.');
  assert.is(h.called('passwords.resetByEmailStart').length, 1);
  assert.not.match(document.body.textContent || '', 'Email resent');
  button(h.root, 'Resend email').click();
  await flush();
  assert.is(h.called('passwords.resetByEmailStart').length, 2);
  assert.is(h.called('passwords.resetByEmailStart')[1].email_address, 'ada@acme.com');
  assert.match(document.body.textContent || '', 'Email resent');
  assert.is(h.w.state.value.screen, 'PasswordSetNewConfirmation');
  h.unmount();
});

test('PasswordSetNewConfirmation: a failed resend shows the API error_message, no toast', async () => {
  let fail = false;
  const h = await setNewConfirmation(() => (fail ? Promise.reject(apiError('x', 'Too many requests')) : {}));
  fail = true;
  button(h.root, 'Resend email').click();
  await flush();
  assert.equal(alerts(h.root), ['Too many requests'], 'spec section 8: password reset errors show the API error_message');
  assert.not.match(document.body.textContent || '', 'Email resent');
  h.unmount();
});

test("PasswordResetForm: an expired or spent link says so and offers 'Back to log in', which leaves the link and starts again at Main", async () => {
  setURL('http://localhost:3000/login?token=rt&stytch_token_type=multi_tenant_passwords&stytch_redirect_type=reset_password');
  const h = await render(
    { organizationSlug: 'acme', products: ['emailMagicLinks', 'passwords'] },
    {
      'organization.getBySlug': () => ({ organization: org() }),
      'passwords.strengthCheck': () => ({ valid_password: true, score: 4, breached_password: false, strength_policy: 'zxcvbn' }),
      'passwords.resetByEmail': () => Promise.reject(apiError('unable_to_auth_password_reset_token')),
    },
  );
  assert.match(h.text(), 'Set a new password');
  assert.not.match(h.text(), 'Back to log in', 'no way out before a refusal');
  await enter(h.root, h.root.querySelector('input[type="password"]'), 'correct horse battery staple');
  assert.equal(h.called('passwords.resetByEmail'), [
    { password_reset_token: 'rt', password: 'correct horse battery staple', session_duration_minutes: 30 },
  ]);
  assert.equal(alerts(h.root), ['This link has expired or was already used. Please request a new one.']);
  button(h.root, 'Back to log in').click();
  await flush();
  assert.is(h.w.state.value.screen, 'Main');
  assert.is(window.location.search, '', 'the spent link left the address');
  assert.match(h.text(), 'Continue to Acme');
  assert.ok(button(h.root, 'Use a password instead'), "where 'Sign up or reset password' asks for a new reset email");
  h.unmount();
});

test.run();
