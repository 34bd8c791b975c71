// The second-factor screens as a user meets them (B2B spec section 2 "Multi-factor screens",
// section 4 "Second factor", section 8 "SMS and TOTP errors show the derived message as a toast"):
// the links under SMSOTPEntry, the toasts of SMS send / SMS code / TOTP create failures, no
// automatic send when the server already sent a code, and the client-side phone check.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apiError, auth, button, enter, flush, member, org, render, session, setURL, submit, T0, type, type Answers } from './harness';

type Mfa = { m?: object; o?: object; initiated?: 'sms_otp' | null; config?: object };

/** Organization flow, then a primary login that needs a second factor for that member. */
async function mfa({ m = {}, o = {}, initiated = null, config = {} }: Mfa, answers: Answers = {}) {
  setURL('http://localhost:3000/login');
  const h = await render(
    { organizationSlug: 'acme', ...config },
    { 'organization.getBySlug': () => ({ organization: org() }), ...answers },
  );
  h.w.dispatch({
    type: 'primarySuccess',
    resp: auth({ member: member(m), organization: org(o), mfa_required: { member_options: null, secondary_auth_initiated: initiated } }),
    now: T0,
  });
  await flush();
  return h;
}

const SMS = { mfa_phone_number: '+15555550100', mfa_phone_number_verified: true };
const BOTH = { ...SMS, totp_registration_id: 'totp-1' };
/** Error toasts (role=alert with a data-type) and inline error texts (role=alert without one). */
const toasts = () => [...document.querySelectorAll('[role="alert"] [data-type="error"] span')].map((e) => e.textContent);
/** The screen's own announced errors: alerts that are not the toasts' region. */
const inline = (root: Element) =>
  [...root.querySelectorAll('[role="alert"]')]
    .filter((e) => !e.querySelector('[data-type]'))
    .map((e) => e.textContent)
    .filter(Boolean);
const links = (root: Element) =>
  [...root.querySelectorAll('button')]
    .map((b) => (b.textContent || '').trim())
    .filter((t) => t.startsWith('Use ') || t.startsWith('Text me'));

test("SMSOTPEntry: 'Use an authenticator app' when TOTP is enrolled and allowed; it leads to TOTPEntry", async () => {
  const h = await mfa({ m: { ...BOTH, default_mfa_method: 'sms_otp' } });
  assert.is(h.w.state.value.screen, 'SMSOTPEntry');
  assert.equal(links(h.root), ['Use a backup code', 'Use an authenticator app']);
  button(h.root, 'Use an authenticator app').click();
  await flush();
  assert.is(h.w.state.value.screen, 'TOTPEntry');
  assert.match(h.text(), 'Enter the 6-digit code from your authenticator app.');
  // and back the other way: "'Text me a code instead' (shown when not enrolling, SMS is enrolled and allowed)"
  button(h.root, 'Text me a code instead').click();
  await flush();
  assert.is(h.w.state.value.screen, 'SMSOTPEntry');
  h.unmount();
});

test("SMSOTPEntry: no 'Use an authenticator app' when TOTP is not enrolled, or enrolled but not allowed by the organization", async () => {
  const n = await mfa({ m: SMS });
  assert.equal(links(n.root), ['Use a backup code']);
  n.unmount();
  const r = await mfa({
    m: { ...BOTH, default_mfa_method: 'sms_otp' },
    o: { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp'] },
  });
  assert.is(r.w.state.value.screen, 'SMSOTPEntry');
  assert.equal(links(r.root), ['Use a backup code']);
  r.unmount();
});

test('SMSOTPEntry while enrolling: no backup-code link and no switch to the authenticator app', async () => {
  const h = await mfa({ m: { ...BOTH, default_mfa_method: 'sms_otp' } });
  assert.equal(links(h.root), ['Use a backup code', 'Use an authenticator app']);
  const s = h.w.state.value;
  h.w.state.value = { ...s, mfa: { ...s.mfa!, isEnrolling: true } };
  await flush();
  assert.equal(links(h.root), []);
  h.unmount();
});

test('SMS enrollment -> SMSOTPEntry: no links while enrolling', async () => {
  const h = await mfa({ o: { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp'] } });
  assert.is(h.w.state.value.screen, 'SMSOTPEnrollment');
  await enter(h.root, h.root.querySelector('input[type="tel"]'), '2015550123', 8);
  assert.equal(h.called('otps.sms.send'), [{ member_id: 'mem-1', organization_id: 'org-1', mfa_phone_number: '+12015550123' }]);
  assert.is(h.w.state.value.screen, 'SMSOTPEntry');
  assert.equal(links(h.root), []);
  // the number shown in the sentence cannot break across lines (no plain space or hyphen)
  const shown = h.w.state.value.mfa!.sms.formattedDestination || '';
  assert.ok(/^\+1\u00a0/.test(shown) && !/[ -]/.test(shown), `shown as ${JSON.stringify(shown)}`);
  // A mistyped number: the back arrow returns to it.
  (h.root.querySelector('button[aria-label=Back]') as HTMLButtonElement).click();
  await flush();
  assert.is(h.w.state.value.screen, 'SMSOTPEnrollment');
  assert.ok(h.root.querySelector('input[type="tel"]'), 'the number, to correct');
  h.unmount();
});

test('SMS enrollment, Back from the code: the number as it was typed, its country included', async () => {
  const h = await mfa({ o: { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp'] } });
  const select = () => h.root.querySelector('select') as HTMLSelectElement;
  for (let i = 0; i < 50 && !select(); i++) await flush(); // the country list comes with the phone chunk
  select().value = 'GB';
  select().dispatchEvent(new Event('change', { bubbles: true }));
  await flush();
  await enter(h.root, h.root.querySelector('input[type="tel"]'), '7911123456', 8);
  assert.equal(h.called('otps.sms.send')[0].mfa_phone_number, '+447911123456');
  (h.root.querySelector('button[aria-label=Back]') as HTMLButtonElement).click();
  await flush();
  assert.is(select().value, 'GB', 'the country it was sent to, not the default');
  assert.match((h.root.querySelector('input[type="tel"]') as HTMLInputElement).value.replace(/\D/g, ''), '7911123456');
  h.unmount();
});

test('SMSOTPEntry: no automatic send when the server already sent the code (secondary_auth_initiated)', async () => {
  const h = await mfa({ m: SMS, initiated: 'sms_otp' });
  await flush();
  assert.is(h.w.state.value.screen, 'SMSOTPEntry');
  assert.equal(h.called('otps.sms.send'), []);
  assert.match(h.text(), 'Your code expires in 2:00.');
  button(h.root, 'Resend code').click();
  await flush();
  assert.is(h.called('otps.sms.send').length, 1, 'Resend code still sends');
  h.unmount();
});

test('SMSOTPEntry: a failed automatic send shows the derived message as a toast, and the code counts as expired', async () => {
  const h = await mfa({ m: SMS }, { 'otps.sms.send': () => Promise.reject(apiError('x', 'Too many SMS sent')) });
  assert.is(h.called('otps.sms.send').length, 1);
  assert.equal(toasts(), ['Too many SMS sent']);
  assert.equal(inline(h.root), []);
  assert.match(h.text(), 'Your code has expired.');
  h.unmount();
  const d = await mfa({ m: SMS }, { 'otps.sms.send': () => Promise.reject(apiError('duplicate_member_phone_number')) });
  assert.equal(toasts(), ['A member with the specified phone number already exists for this organization.']);
  d.unmount();
});

test('SMSOTPEntry: a wrong code shows the message under the boxes (the one place for form errors), not as a toast', async () => {
  const h = await mfa({ m: SMS, initiated: 'sms_otp' }, { 'otps.sms.authenticate': () => Promise.reject(apiError('otp_code_not_found')) });
  type(h.root.querySelector('input'), '123456');
  await flush();
  assert.equal(h.called('otps.sms.authenticate')[0].code, '123456');
  assert.equal(inline(h.root), ['Invalid passcode, please try again.']);
  assert.equal(toasts(), []);
  h.unmount();
});

test('SMSOTPEntry: a locked member (user_lock_limit_reached) says so and stops the countdown; Resend sends a new code and clears it', async () => {
  const h = await mfa(
    { m: SMS, initiated: 'sms_otp' },
    { 'otps.sms.authenticate': () => Promise.reject(apiError('user_lock_limit_reached')) },
  );
  type(h.root.querySelector('input'), '123456');
  await flush();
  await flush();
  assert.equal(inline(h.root), ['Too many failed attempts. Please wait a while, then request a new code.']);
  assert.not.match(h.root.textContent || '', 'Your code expires');
  const sends = h.called('otps.sms.send').length;
  [...h.root.querySelectorAll('button')].find((b) => b.textContent === 'Resend code')!.click();
  await flush();
  await flush();
  assert.is(h.called('otps.sms.send').length, sends + 1);
  assert.equal(inline(h.root), []);
  assert.not.ok((h.root.querySelector('[role=group] input') as HTMLInputElement).disabled);
  h.unmount();
});

test('TOTP enrollment: a failed create shows the derived message as a toast', async () => {
  const h = await mfa(
    { o: { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['totp'] } },
    { 'totp.create': () => Promise.reject(apiError('x', 'TOTP is not available')) },
  );
  assert.is(h.w.state.value.screen, 'TOTPEnrollmentQRCode');
  assert.is(h.called('totp.create').length, 1);
  assert.equal(toasts(), ['TOTP is not available']);
  h.unmount();
  const w = await mfa(
    { o: { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['totp'] } },
    { 'totp.create': () => Promise.reject(new Error('')) },
  );
  assert.equal(toasts(), ['Something went wrong. Try again later or contact your admin for help.'], 'no words: the default message');
  w.unmount();
});

test("SMSOTPEnrollment: a number the phone library finds invalid shows 'Invalid phone number, please try again.' and sends nothing", async () => {
  const h = await mfa({ o: { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp'] } });
  const tel = h.root.querySelector('input[type="tel"]') as HTMLInputElement;
  await enter(h.root, tel, '555', 8);
  assert.equal(inline(h.root), ['Invalid phone number, please try again.']);
  assert.is(tel.getAttribute('aria-invalid'), 'true');
  assert.equal(h.called('otps.sms.send'), []);
  assert.is(h.w.state.value.screen, 'SMSOTPEnrollment');
  h.unmount();
});

test('SMSOTPEnrollment: a number the server refuses (invalid, or taken) shows at the phone field, which it describes', async () => {
  for (const [type, words] of [
    ['invalid_phone_number', 'Invalid phone number, please try again.'],
    ['duplicate_member_phone_number', 'A member with the specified phone number already exists for this organization.'],
  ]) {
    const h = await mfa(
      { o: { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp'] } },
      { 'otps.sms.send': () => Promise.reject(apiError(type)) },
    );
    const tel = h.root.querySelector('input[type="tel"]') as HTMLInputElement;
    await enter(h.root, tel, '2015550123', 8);
    assert.is(h.called('otps.sms.send').length, 1);
    assert.equal(inline(h.root), [words]);
    assert.is(tel.getAttribute('aria-invalid'), 'true');
    const said = document.getElementById(tel.getAttribute('aria-describedby') || '');
    assert.is(said?.textContent, words);
    assert.ok(said!.compareDocumentPosition(button(h.root, 'Continue')) & Node.DOCUMENT_POSITION_FOLLOWING, 'above Continue, not under it');
    assert.equal(toasts(), []);
    h.unmount();
  }
});

test("TOTPEntry: 'Text me a code instead' -> SMSOTPEntry, which sends a code on arrival (none pending)", async () => {
  const h = await mfa({ m: { ...BOTH, default_mfa_method: 'totp' } });
  assert.is(h.w.state.value.screen, 'TOTPEntry');
  assert.equal(links(h.root), ['Use a backup code', 'Text me a code instead']);
  assert.equal(h.called('otps.sms.send'), []);
  button(h.root, 'Text me a code instead').click();
  await flush();
  assert.equal(h.called('otps.sms.send'), [{ member_id: 'mem-1', organization_id: 'org-1', mfa_phone_number: undefined }]);
  assert.match(h.text(), 'A 6-digit code was sent to you at +15555550100.');
  assert.match(h.text(), 'Your code expires in 2:00.');
  h.unmount();
});

test("'Use a backup code' -> RecoveryCodeEntry: a wrong code shows 'Invalid backup code, please try again.' under the field; a right one logs in", async () => {
  let ok = false;
  const h = await mfa(
    { m: { totp_registration_id: 'totp-1' } },
    { 'recoveryCodes.recover': () => (ok ? auth({ member_session: session }) : Promise.reject(apiError('x'))) },
  );
  button(h.root, 'Use a backup code').click();
  await flush();
  assert.match(h.text(), 'Enter backup code');
  await enter(h.root, h.root.querySelector('input'), ' abcd-1234 ');
  assert.equal(h.called('recoveryCodes.recover'), [
    { member_id: 'mem-1', organization_id: 'org-1', recovery_code: 'abcd-1234', session_duration_minutes: 30 },
  ]);
  assert.equal(inline(h.root), ['Invalid backup code, please try again.']);
  assert.equal(toasts(), []);
  ok = true;
  submit(h.root);
  await flush();
  assert.match(h.text(), 'You have successfully logged in.');
  h.unmount();
});

test('RecoveryCodeEntry: a locked member (user_lock_limit_reached) is told to try later, not that the code is wrong', async () => {
  const h = await mfa(
    { m: { totp_registration_id: 'totp-1' } },
    { 'recoveryCodes.recover': () => Promise.reject(apiError('user_lock_limit_reached')) },
  );
  button(h.root, 'Use a backup code').click();
  await flush();
  await enter(h.root, h.root.querySelector('input'), 'abcd-1234');
  assert.equal(inline(h.root), ['Too many failed attempts. Please try again later.']);
  h.unmount();
});

test("config.smsOtpOptions.locale (6.x B2BSMSOTPOptions) is the MFA text's language", async () => {
  const h = await mfa({ o: { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp'] }, config: { smsOtpOptions: { locale: 'es' } } });
  await enter(h.root, h.root.querySelector('input[type="tel"]'), '2015550123', 8);
  assert.equal(h.called('otps.sms.send'), [
    { member_id: 'mem-1', organization_id: 'org-1', mfa_phone_number: '+12015550123', locale: 'es' },
  ]);
  h.unmount();
});

test.run();
