// B2B spec rules that issue 16's audit could remove without any test failing, one test each; every
// one was checked by hand to fail with its rule removed (issue 16 note).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { authenticateTotp } from '../../src/b2b/intents/mfa';
import { resetPassword } from '../../src/b2b/intents/reset';
import { selectOrganization } from '../../src/b2b/intents/steps';
import { initialState } from '../../src/b2b/machine';
import { selectableMfa } from '../../src/b2b/rules-steps';
import { auth, button, discovered, flush, member, org, reduce, render, session, setURL, submit, T0, type, widget } from './harness';

const inMfa = (config = {}) => {
  const h = widget(config);
  h.w.dispatch({
    type: 'primarySuccess',
    resp: auth({ member: member({ totp_registration_id: 't' }), mfa_required: { member_options: null, secondary_auth_initiated: null } }),
    now: T0,
  });
  return h;
};

test('totp.authenticate sends session_duration_minutes (the configured length, else 30)', async () => {
  for (const [config, minutes] of [
    [{}, 30],
    [{ sessionOptions: { sessionDurationMinutes: 90 } }, 90],
  ] as const) {
    const h = inMfa(config);
    await authenticateTotp(h.w, '123456');
    assert.equal(h.called('totp.authenticate'), [
      { member_id: 'mem-1', organization_id: 'org-1', code: '123456', session_duration_minutes: minutes },
    ]);
  }
});

test('rule 1: a full session clears the second-factor state', () => {
  let s = reduce(initialState('Organization', org()), {
    type: 'primarySuccess',
    resp: auth({
      member: member({ mfa_phone_number: '+1555', mfa_phone_number_verified: true }),
      mfa_required: { member_options: null, secondary_auth_initiated: 'sms_otp' },
    }),
    now: T0,
  });
  s = reduce(s, { type: 'smsFailed', now: T0, error: new Error('x') });
  assert.ok(s.mfa!.primaryInfo && s.mfa!.sms.sendError, 'second-factor state in place');
  s = reduce(s, { type: 'primarySuccess', resp: auth({ member_session: session, session_token: 'st' }), now: T0 });
  assert.is(s.screen, 'LoggedIn');
  assert.is(s.mfa, null);
});

test('a discovered organization starts SSO only when SSO is its only allowed method', async () => {
  const only = widget({ authFlowType: 'Discovery' });
  await selectOrganization(only.w, discovered('active_member', { sso_default_connection_id: 'conn-1' }, ['sso']));
  assert.equal(
    only.called('sso.start').map((a) => a.connection_id),
    ['conn-1'],
  );
  const more = widget({ authFlowType: 'Discovery' });
  await selectOrganization(more.w, discovered('active_member', { sso_default_connection_id: 'conn-1' }, ['sso', 'password']));
  assert.equal(more.called('sso.start'), []);
  assert.is(more.w.state.value.screen, 'Main');
});

test('the loading view shows while an authentication runs, instead of the screen', async () => {
  setURL('http://localhost:3000/');
  const h = await render({ authFlowType: 'Discovery' });
  assert.ok(h.root.querySelector('input[type="email"]'));
  h.w.dispatch({ type: 'loading', on: true });
  await flush();
  assert.not.ok(h.root.querySelector('input[type="email"]'), 'no form while loading');
  assert.ok(h.root.querySelector('[role=status][aria-label="Loading"]'), 'the loading view');
  h.w.dispatch({ type: 'loading', on: false });
  await flush();
  assert.ok(h.root.querySelector('input[type="email"]'));
  h.unmount();
});

test("'Verify your email' only when the primary methods are restricted (and the email unverified)", async () => {
  setURL('http://localhost:3000/');
  const h = await render({ organizationSlug: 'acme' }, { 'organization.getBySlug': () => ({ organization: org() }) });
  const set = (methods: string[] | null) => {
    h.w.state.value = { ...h.w.state.value, primary: { methods: methods as any, email: 'ada@acme.com', verified: false } };
  };
  set(null);
  await flush();
  assert.not.ok(h.text().includes('Verify your email'), 'unrestricted: the organization title');
  assert.ok(h.text().includes('Continue to Acme'));
  set(['magic_link']);
  await flush();
  assert.ok(h.text().includes('Verify your email'));
  h.unmount();
});

test('the password-first lookup runs only while the member is unknown', async () => {
  setURL('http://localhost:3000/');
  const h = await render(
    { organizationSlug: 'acme', products: ['passwords'] },
    { 'organization.getBySlug': () => ({ organization: org() }) },
  );
  assert.not.ok(h.root.querySelector('input[type="password"]'), 'unknown member: email first');
  h.w.state.value = { ...h.w.state.value, primary: { methods: ['password'], email: 'ada@acme.com', verified: true } };
  h.w.dispatch({ type: 'transition', screen: 'PasswordAuthenticate' });
  await flush();
  assert.ok(h.root.querySelector('input[type="password"]'), 'known member: the password field at once');
  type(h.root.querySelector('input[type="password"]'), 'pw');
  await flush();
  submit(h.root);
  await flush(6);
  assert.equal(h.called('searchManager.searchMember'), [], 'no lookup');
  assert.is(h.called('passwords.authenticate').length, 1);
  h.unmount();
});

test("PasswordAuthenticate: an invalid email shows 'Invalid email address' and sends nothing", async () => {
  setURL('http://localhost:3000/');
  const h = await render({ authFlowType: 'Discovery', products: ['passwords'] });
  type(h.root.querySelector('input[type="email"]'), 'not-an-email');
  await flush();
  submit(h.root);
  await flush(6);
  assert.ok(h.text().includes('Invalid email address'), h.text());
  assert.is(h.calls.length, 0);
  h.unmount();
});

test("B2B forms: the spec's words for an email, the browser's report for an empty password; nothing sent for either", async () => {
  setURL('http://localhost:3000/');
  const h = await render({ authFlowType: 'Discovery', products: ['passwords'] });
  const password = h.root.querySelector('input[type="password"]') as HTMLInputElement;
  let reported = 0;
  password.addEventListener('invalid', () => reported++);
  type(h.root.querySelector('input[type="email"]'), 'ada');
  await flush();
  submit(h.root);
  await flush(6);
  assert.ok(h.text().includes('Invalid email address'), 'the form does not leave an email to the browser');
  assert.is(reported, 0, 'the email comes first');
  type(h.root.querySelector('input[type="email"]'), 'ada@acme.com');
  await flush();
  submit(h.root);
  await flush(6);
  assert.is(reported, 1, "the empty password: the browser's report");
  assert.is(h.calls.length, 0);
  h.unmount();
});

test('MFAEnrollmentSelection: supported ∩ included ∩ organization-supported, in the configured order', () => {
  assert.equal(selectableMfa(['sms_otp', 'totp']), ['totp', 'sms_otp'], "default order: the spec's, authenticator app first");
  assert.equal(selectableMfa(['sms_otp', 'totp'], undefined, ['sms_otp']), ['sms_otp', 'totp'], 'configured order');
  assert.equal(selectableMfa(['sms_otp'], ['sms_otp', 'totp']), ['sms_otp'], 'the organization allows SMS only');
  assert.equal(selectableMfa(['sms_otp', 'totp'], ['totp']), ['totp'], 'the config includes TOTP only');
});

test('EmailMethodSelection offers only the email products the allowed methods leave', async () => {
  setURL('http://localhost:3000/');
  const h = await render({ authFlowType: 'Discovery', products: ['emailMagicLinks', 'emailOtp'] });
  h.w.dispatch({ type: 'transition', screen: 'EmailMethodSelection' });
  await flush(8);
  assert.ok(h.text().includes('Email me a log in link') && h.text().includes('Email me a log in code'), h.text());
  h.w.state.value = { ...h.w.state.value, primary: { methods: ['email_otp'], email: null, verified: false } };
  await flush();
  assert.not.ok(h.text().includes('Email me a log in link'));
  assert.ok(h.text().includes('Email me a log in code'));
  h.unmount();
});

test("EmailConfirmation: Gmail, Yahoo and Outlook links search the sender's domain", async () => {
  setURL('http://localhost:3000/');
  const h = await render({ authFlowType: 'Discovery' }, {}, { emailDomains: ['mail.acme.test'] });
  h.w.dispatch({ type: 'setEmail', email: 'ada@acme.com' });
  h.w.dispatch({ type: 'transition', screen: 'EmailConfirmation' });
  await flush(8);
  assert.equal(
    [...h.root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    [
      ['Open Gmail', 'https://mail.google.com/mail/u/0/#search/from%3Amail.acme.test'],
      ['Open Yahoo', 'https://mail.yahoo.com/d/search/keyword=from%3Amail.acme.test'],
      ['Open Outlook', 'https://outlook.live.com/mail/0/inbox?search=mail.acme.test'],
    ],
  );
  h.unmount();
});

test('PasswordResetForm shows the email read-only', async () => {
  setURL('http://localhost:3000/');
  const h = await render({ authFlowType: 'PasswordReset' });
  h.w.dispatch({ type: 'setEmail', email: 'ada@acme.com' });
  await flush(8);
  const email = [...h.root.querySelectorAll('input')].find((i) => (i as HTMLInputElement).value === 'ada@acme.com') as HTMLInputElement;
  assert.ok(email, 'the email is shown');
  assert.ok(email.readOnly);
  h.unmount();
});

test("Main's OAuth button starts that provider's OAuth", async () => {
  setURL('http://localhost:3000/');
  const h = await render({ authFlowType: 'Discovery', products: ['oauth'], oauthOptions: { providers: ['github'] } });
  button(h.root, 'Continue with GitHub').click();
  await flush();
  assert.is(h.called('oauth.github.discovery.start').length, 1);
  h.unmount();
});

test('a discovery password reset removes the token from the address', async () => {
  setURL('http://localhost:3000/reset?token=tok&stytch_token_type=discovery&stytch_redirect_type=reset_password&keep=1');
  const h = widget(
    { authFlowType: 'Discovery' },
    { 'passwords.discovery.resetByEmail': () => ({ email_address: 'ada@acme.com', discovered_organizations: [] }) },
  );
  await resetPassword(h.w, 'a-new-password');
  assert.is(window.location.search, '?keep=1');
});

test('sending an SMS clears the previous send error', () => {
  let s = reduce(initialState('Organization', org()), { type: 'smsFailed', now: T0, error: new Error('x') });
  assert.ok(s.mfa!.sms.sendError);
  s = reduce(s, { type: 'smsSending' });
  assert.is(s.mfa!.sms.sendError, null);
});

test.run();
