// An answer that comes after the user left the screen that asked (Back, 'Try again', another link)
// draws nothing and starts nothing (B2B spec section 4: the screen history and its back action), and
// the error paths that left a user stuck: a failed strength check, a failed authenticator-app
// setup. Found by a spec audit.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { discoverSSO, ssoSlugLookup } from '../../src/b2b/intents/sso';
import { sendMagicLink } from '../../src/b2b/intents/email';
import { forgotPassword } from '../../src/b2b/intents/reset';
import { sendSms } from '../../src/b2b/intents/mfa';
import { apiError, auth, button, discovered, flush, member, org, render, setURL, T0, type, widget } from './harness';

/** A promise the test settles. */
function later<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((y, n) => ((resolve = y), (reject = n)));
  return { promise, resolve, reject };
}
const on = (h: ReturnType<typeof widget>, screen: 'SSODiscoveryEmail' | 'SSODiscoveryFallback' | 'PasswordForgotForm') =>
  h.w.dispatch({ type: 'transition', screen, push: true });

test('SSO discovery: Back while the connections are looked up: one connection starts no SSO, several open no menu', async () => {
  for (const connections of [[{ connection_id: 'c1' }], [{ connection_id: 'c1' }, { connection_id: 'c2' }]]) {
    const answer = later<unknown>();
    const h = widget({ authFlowType: 'Discovery' }, { 'sso.discoverConnections': () => answer.promise });
    on(h, 'SSODiscoveryEmail');
    const run = discoverSSO(h.w, 'ann@acme.com');
    h.w.dispatch({ type: 'back' });
    answer.resolve({ connections });
    assert.is(await run, undefined, 'no message either');
    assert.is(h.w.state.value.screen, 'Main');
    assert.equal(h.called('sso.start'), [], 'no redirect to the identity provider');
  }
  // A failure after Back shows nowhere.
  const answer = later<unknown>();
  const h = widget({ authFlowType: 'Discovery' }, { 'sso.discoverConnections': () => answer.promise });
  on(h, 'SSODiscoveryEmail');
  const run = discoverSSO(h.w, 'ann@acme.com');
  h.w.dispatch({ type: 'back' });
  answer.reject(apiError('too_many_requests'));
  assert.is(await run, undefined);
});

test("SSO fallback: 'Try another log in method' while the slug is looked up: the flow stays Discovery, no SSO starts", async () => {
  const answer = later<unknown>();
  const h = widget({ authFlowType: 'Discovery' }, { 'organization.getBySlug': () => answer.promise });
  on(h, 'SSODiscoveryFallback');
  const run = ssoSlugLookup(h.w, 'acme');
  h.w.dispatch({ type: 'transition', screen: 'Main' });
  answer.resolve({ organization: org({ sso_active_connections: [] }) });
  await run;
  assert.is(h.w.state.value.flow.type, 'Discovery');
  const one = later<unknown>();
  const h2 = widget({ authFlowType: 'Discovery' }, { 'organization.getBySlug': () => one.promise });
  on(h2, 'SSODiscoveryFallback');
  const run2 = ssoSlugLookup(h2.w, 'acme');
  h2.w.dispatch({ type: 'back' });
  one.resolve({ organization: org({ sso_active_connections: [{ connection_id: 'c1', display_name: 'Okta' }] as any }) });
  await run2;
  assert.equal(h2.called('sso.start'), []);
});

test("Email: 'Try again' (or Back) while a link is sent: the email stays cleared and Main stays", async () => {
  const answer = later<unknown>();
  const h = widget({}, { 'magicLinks.email.loginOrSignup': () => answer.promise });
  h.w.dispatch({ type: 'transition', screen: 'EmailConfirmation', push: true });
  const run = sendMagicLink(h.w, 'ann@acme.com'); // its Resend
  h.w.dispatch({ type: 'setEmail', email: '' });
  h.w.dispatch({ type: 'transition', screen: 'Main' }); // Try again
  answer.resolve({});
  await run;
  assert.is(h.w.state.value.screen, 'Main');
  assert.is(h.w.state.value.form.email, '');
});

test("Email: a resend that fails after 'Try again' says nothing ('Email resent' was toasted for it)", async () => {
  setURL('http://localhost:3000/login');
  const answer = later<unknown>();
  const h = await render(
    { organizationSlug: 'acme' },
    { 'organization.getBySlug': () => ({ organization: org() }), 'magicLinks.email.loginOrSignup': () => answer.promise },
  );
  h.w.dispatch({ type: 'setEmail', email: 'ann@acme.com' });
  h.w.dispatch({ type: 'transition', screen: 'EmailConfirmation', push: true });
  await flush();
  button(h.root, 'Resend email').click();
  await flush();
  button(h.root, 'Try again').click();
  await flush();
  answer.reject(apiError('too_many_requests'));
  await flush();
  await flush();
  assert.not.ok(document.body.textContent?.includes('Email resent'));
  h.unmount();
});

test('Password reset email: Back while it is sent: no confirmation screen pushed on the screen the user went back to', async () => {
  const search = later<unknown>();
  const h = widget({ organizationSlug: 'acme' }, { 'searchManager.searchMember': () => search.promise });
  h.w.dispatch({ type: 'setOrganization', organization: org() });
  on(h, 'PasswordForgotForm');
  const run = forgotPassword(h.w, 'ann@acme.com');
  h.w.dispatch({ type: 'back' });
  search.resolve({ member: member() });
  assert.is(await run, undefined);
  assert.is(h.w.state.value.screen, 'Main');
  assert.equal(h.called('passwords.resetByEmailStart'), [], 'nothing sent after the user left');
});

test("SMS: the automatic send's answer leaves on the authenticator app a user who went there; a resend keeps the number it names", async () => {
  const answer = later<unknown>();
  const h = widget({ organizationSlug: 'acme' }, { 'otps.sms.send': () => answer.promise });
  const BOTH = { mfa_phone_number: '+15555550100', mfa_phone_number_verified: true, totp_registration_id: 'totp-1' };
  h.w.dispatch({
    type: 'primarySuccess',
    resp: auth({ member: member(BOTH), mfa_required: { member_options: null, secondary_auth_initiated: null } }),
    now: T0,
  });
  h.w.dispatch({ type: 'transition', screen: 'SMSOTPEntry' });
  const run = sendSms(h.w);
  h.w.dispatch({ type: 'transition', screen: 'TOTPEntry', push: true }); // 'Use an authenticator app'
  answer.resolve({});
  assert.is(await run, undefined);
  assert.is(h.w.state.value.screen, 'TOTPEntry');
  assert.ok(h.w.state.value.mfa?.sms.codeExpiration, 'the code is pending: going back sends no second one');

  // Enrolment: the new number, then a resend (no number given) still names it.
  const e = widget({ organizationSlug: 'acme' });
  e.w.dispatch({
    type: 'primarySuccess',
    resp: auth({ member: member({}), mfa_required: { member_options: null, secondary_auth_initiated: null } }),
    now: T0,
  });
  await sendSms(e.w, { e164: '+12015550123', country: 'US', countryCode: '1', phoneNumber: '2015550123', formatted: '+1 201-555-0123' });
  assert.is(e.w.state.value.screen, 'SMSOTPEntry');
  await sendSms(e.w);
  assert.is(e.w.state.value.mfa?.sms.formattedDestination, '+1 201-555-0123');
});

test("Discovery: an organization that allows no method for this user: the error's Back returns to Discovery's Main", async () => {
  const h = widget({ authFlowType: 'Discovery' });
  h.w.dispatch({ type: 'setDiscovery', email: 'ann@acme.com', orgs: [] });
  h.w.dispatch({ type: 'selectDiscovered', discovered: discovered('active_member', {}, []) });
  assert.is(h.w.state.value.screen, 'Error');
  h.w.dispatch({ type: 'back' });
  assert.is(h.w.state.value.screen, 'Main');
  assert.is(h.w.state.value.flow.type, 'Discovery', "not that organization's Main, which would offer a refused form");
});

test('Authenticator-app setup that fails: its words and Retry in place of a spinner that never ended; Retry creates again', async () => {
  setURL('http://localhost:3000/login');
  let fail = true;
  const h = await render(
    { organizationSlug: 'acme' },
    {
      'organization.getBySlug': () => ({ organization: org() }),
      'totp.create': () =>
        fail ? Promise.reject(apiError('too_many_requests', 'Too many requests')) : { secret: 'abcd', qr_code: '', recovery_codes: [] },
    },
  );
  h.w.dispatch({
    type: 'primarySuccess',
    resp: auth({
      organization: org({ mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['totp'] }),
      mfa_required: { member_options: null, secondary_auth_initiated: null },
    }),
    now: T0,
  });
  await flush();
  assert.is(h.w.state.value.screen, 'TOTPEnrollmentQRCode');
  assert.ok(h.text().includes('Too many attempts. Please wait a moment and try again.'), h.text());
  assert.ok((button(h.root, 'Continue') as HTMLButtonElement).disabled);
  fail = false;
  button(h.root, 'Retry').click();
  await flush();
  assert.is(h.called('totp.create').length, 2);
  assert.not.ok((button(h.root, 'Continue') as HTMLButtonElement).disabled);
  h.unmount();
});

test("Reset form: a failed strength check says why Continue waits, reaches onError, and offers no 'Back to log in'", async () => {
  setURL('http://localhost:3000/reset?token=tok&stytch_token_type=multi_tenant_passwords&stytch_redirect_type=reset_password');
  const h = await render(
    { authFlowType: 'PasswordReset' },
    {
      'passwords.strengthCheck': () =>
        Promise.reject(Object.assign(new Error('Unable to contact our servers.'), { name: 'StytchSDKAPIUnreachableError' })),
    },
  );
  assert.is(h.w.state.value.screen, 'PasswordResetForm');
  await type(h.root.querySelector('input[autocomplete="new-password"]') as HTMLInputElement, 'a long passphrase');
  await flush();
  assert.is(h.errors.length, 1, 'onError');
  assert.ok(h.text().includes('Unable to contact our servers.'), h.text());
  assert.ok((button(h.root, 'Continue') as HTMLButtonElement).disabled);
  assert.not.ok(h.text().includes('Back to log in'), 'the link is not refused: no start over');
  h.unmount();
  setURL('http://localhost:3000/login');
});

test("Password form: 'Sign up or reset password' carries the typed email to the reset form, and Back finds it again", async () => {
  setURL('http://localhost:3000/login');
  const h = await render({ authFlowType: 'Discovery', products: ['passwords'] });
  await type(h.root.querySelector('input[type="email"]') as HTMLInputElement, 'ann@acme.com');
  button(h.root, 'Sign up or reset password').click();
  await flush();
  assert.is((h.root.querySelector('input[type="email"]') as HTMLInputElement).value, 'ann@acme.com');
  h.w.dispatch({ type: 'back' });
  await flush();
  assert.is((h.root.querySelector('input[type="email"]') as HTMLInputElement).value, 'ann@acme.com');
  h.unmount();
});

test.run();
