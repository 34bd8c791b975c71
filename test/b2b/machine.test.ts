import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { initialState, reduce as reduceCore, type Action, type State, type StepsAction } from '../../src/b2b/machine';
import { chooseMfa, reduceMfa } from '../../src/b2b/machine-mfa';
import { reduceSteps } from '../../src/b2b/machine-steps';
import { selectableMfa } from '../../src/b2b/rules-steps';
import { auth, discovered, member, org, reduce, session, T0 } from './harness';

const run = (s: State, ...actions: Action[]) => actions.reduce(reduce, s);
const start = () => initialState('Organization', org());
const MIN = 60_000;

test('transition (with and without history), back pops, back from Error returns to Main', () => {
  let s = run(
    start(),
    { type: 'transition', screen: 'PasswordAuthenticate', push: true },
    { type: 'transition', screen: 'PasswordForgotForm', push: true },
  );
  assert.equal(s.history, ['Main', 'PasswordAuthenticate']);
  s = reduce(s, { type: 'transition', screen: 'PasswordSetNewConfirmation' });
  assert.equal(s.history, ['Main', 'PasswordAuthenticate']);
  s = reduce(s, { type: 'back' });
  assert.is(s.screen, 'PasswordAuthenticate');
  s = run(s, { type: 'error', errorType: 'default', canGoBack: true });
  assert.is(s.screen, 'Error');
  assert.equal(s.error, { type: 'default', canGoBack: true, vars: undefined });
  s = reduce(s, { type: 'back' });
  assert.is(s.screen, 'Main');
  assert.equal(s.history, []);
  assert.is(s.error, null);
});

test('set email also sets the password email; set organization; set discovery state goes to Discovery', () => {
  let s = reduce(start(), { type: 'setEmail', email: 'a@b.co' });
  assert.is(s.form.email, 'a@b.co');
  assert.is(s.form.passwordEmail, 'a@b.co');
  const o2 = org({ organization_id: 'o2' });
  s = reduce(s, { type: 'setOrganization', organization: o2 });
  assert.is(s.flow.organization, o2);
  const d = [discovered('active_member')];
  s = reduce(s, { type: 'setDiscovery', email: 'a@b.co', orgs: d });
  assert.is(s.screen, 'Discovery');
  assert.equal(s.form.discovery, { email: 'a@b.co', orgs: d });
});

test('set organization out of Discovery (the SSO fallback): that organization in the Organization flow', () => {
  const o = org({ organization_id: 'o2' });
  const s = reduce(initialState('Discovery'), { type: 'setOrganization', organization: o });
  assert.equal(s.flow, { type: 'Organization', organization: o });
});

test("select discovered organization: Main with it, the member's verified flag; no allowed methods -> Error with back", () => {
  const base = reduce(initialState('Discovery'), { type: 'setDiscovery', email: 'a@b.co', orgs: [] });
  const ok = reduce(base, { type: 'selectDiscovered', discovered: discovered('active_member', {}, ['sso', 'magic_link']) });
  assert.is(ok.screen, 'Main');
  assert.is(ok.flow.type, 'Organization');
  assert.is(ok.flow.organization?.organization_name, 'Acme');
  assert.equal(ok.primary.methods, ['sso', 'magic_link']);
  assert.equal(ok.history, ['Discovery']);
  assert.equal(
    ok.primary,
    { methods: ['sso', 'magic_link'], email: 'a@b.co', verified: false },
    'no member record: the discovery email, unverified',
  );
  const d = discovered('active_member', {}, ['magic_link']);
  const withMember = reduce(base, {
    type: 'selectDiscovered',
    discovered: { ...d, membership: { ...d.membership, member: member({ email_address_verified: true }) } },
  });
  assert.equal(withMember.primary, { methods: ['magic_link'], email: 'a@b.co', verified: true }, "the member's verified flag");
  const bad = reduce(base, { type: 'selectDiscovered', discovered: discovered('active_member', {}, []) });
  assert.is(bad.screen, 'Error');
  assert.equal(bad.error, { type: 'cannotJoin', canGoBack: true, vars: { organization: 'Acme' } });
});

test('send email OTP: EmailOTPEntry, expiry 10 minutes ahead, pushes; a resend stays', () => {
  let s = reduce(start(), { type: 'emailOtpSent', now: T0 });
  assert.is(s.screen, 'EmailOTPEntry');
  assert.is(s.form.otpExpiry, T0 + 10 * MIN);
  assert.equal(s.history, ['Main']);
  s = reduce(s, { type: 'emailOtpSent', now: T0 + 5000 });
  assert.equal(s.history, ['Main']);
  assert.is(s.form.otpExpiry, T0 + 5000 + 10 * MIN);
});

test('SSO discovery: none -> fallback, one -> stays (SSO starts), several -> menu; history pushed', () => {
  const c = (id: string) => ({ connection_id: id, display_name: id, identity_provider: 'okta' });
  const from = reduce(start(), { type: 'transition', screen: 'SSODiscoveryEmail', push: true });
  const none = reduce(from, { type: 'ssoDiscovery', connections: [] });
  assert.is(none.screen, 'SSODiscoveryFallback');
  assert.equal(none.history, ['Main', 'SSODiscoveryEmail']);
  const one = reduce(from, { type: 'ssoDiscovery', connections: [c('a')] });
  assert.is(one.screen, 'SSODiscoveryEmail');
  assert.equal(one.form.ssoConnections, [c('a')]);
  assert.is(reduce(from, { type: 'ssoDiscovery', connections: [c('a'), c('b')] }).screen, 'SSODiscoveryMenu');
});

test('use password: PasswordAuthenticate, pushes', () => {
  const s = reduce(start(), { type: 'usePassword' });
  assert.is(s.screen, 'PasswordAuthenticate');
  assert.equal(s.history, ['Main']);
});

test('primary success with a member session: LoggedIn (PasswordResetForm for a reset), MFA state cleared', () => {
  const s = reduce(start(), { type: 'primarySuccess', resp: auth({ member_session: session }), now: T0 });
  assert.is(s.screen, 'LoggedIn');
  assert.is(s.mfa, null, 'no second factor under way');
  assert.is(
    reduce(start(), { type: 'primarySuccess', resp: auth({ member_session: session }), now: T0, toReset: true }).screen,
    'PasswordResetForm',
  );
});

test('primary required: Main with org, email and methods (password dropped without a password); none left -> Error, no back', () => {
  const o2 = org({ organization_id: 'o2', organization_name: 'Beta' });
  const resp = auth({
    organization: o2,
    member: member({ email_address_verified: false }),
    primary_required: { allowed_auth_methods: ['password', 'sso'] },
  });
  const s = reduce(initialState('Discovery'), { type: 'primarySuccess', resp, now: T0 });
  assert.is(s.screen, 'Main');
  assert.is(s.flow.organization, o2);
  assert.equal(s.primary, { methods: ['sso'], email: 'ada@acme.com', verified: false });
  const withPw = reduce(start(), { type: 'primarySuccess', resp: { ...resp, member: member({ member_password_id: 'pw' }) }, now: T0 });
  assert.equal(withPw.primary.methods, ['password', 'sso']);
  const none = reduce(start(), {
    type: 'primarySuccess',
    resp: auth({ primary_required: { allowed_auth_methods: ['password'] } }),
    now: T0,
  });
  assert.is(none.screen, 'Error');
  assert.equal(none.error, { type: 'cannotJoin', canGoBack: false, vars: { organization: 'Acme' } });
});

const mfa = (m: Parameters<typeof member>[0], o: Parameters<typeof org>[0] = {}, initiated = false) =>
  auth({
    member: member(m),
    organization: org(o),
    mfa_required: { member_options: null, secondary_auth_initiated: initiated ? 'sms_otp' : null },
  });
const phone = { mfa_phone_number: '+15555550100', mfa_phone_number_verified: true };
const totp = { totp_registration_id: 'totp-1' };

const CHOICES: [string, ReturnType<typeof mfa>, string | null][] = [
  ['server-initiated SMS wins over everything', mfa({ ...phone, ...totp, default_mfa_method: 'totp' }, {}, true), 'sms_otp'],
  ['member default when allowed and enrolled', mfa({ ...phone, ...totp, default_mfa_method: 'totp' }), 'totp'],
  ['default not enrolled -> first enrolled', mfa({ ...phone, default_mfa_method: 'totp' }), 'sms_otp'],
  [
    'default not allowed by the org -> first enrolled allowed',
    mfa({ ...phone, ...totp, default_mfa_method: 'sms_otp' }, { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['totp'] }),
    'totp',
  ],
  ['first enrolled when no default: TOTP before SMS (the official order)', mfa({ ...phone, ...totp }), 'totp'],
  ['only TOTP enrolled', mfa({ ...totp }), 'totp'],
  ['nothing enrolled', mfa({}), null],
  ['enrolled but not allowed', mfa({ ...phone }, { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['totp'] }), null],
  ['RESTRICTED with an empty list restricts nothing', mfa({ ...phone }, { mfa_methods: 'RESTRICTED', allowed_mfa_methods: [] }), 'sms_otp'],
];

test('MFA choice order', () => {
  for (const [name, resp, want] of CHOICES) assert.is(chooseMfa(resp), want, name);
});

test('MFA: SMS -> SMSOTPEntry (expiry 2 minutes ahead only when initiated); TOTP -> TOTPEntry', () => {
  const sms = reduce(start(), { type: 'primarySuccess', resp: mfa({ ...phone }, {}, true), now: T0 });
  assert.is(sms.screen, 'SMSOTPEntry');
  assert.is(sms.mfa!.sms.codeExpiration, T0 + 2 * MIN);
  assert.is(sms.mfa!.sms.formattedDestination, '+15555550100');
  assert.equal(sms.mfa!.primaryInfo, {
    memberId: 'mem-1',
    organizationId: 'org-1',
    memberPhoneNumber: '+15555550100',
    enrolledMfaMethods: ['sms_otp'],
    organizationMfaOptionsSupported: ['totp', 'sms_otp'],
  });
  assert.is(reduce(start(), { type: 'primarySuccess', resp: mfa({ ...phone }), now: T0 }).mfa!.sms.codeExpiration, null);
  const t = reduce(start(), { type: 'primarySuccess', resp: mfa({ ...totp }), now: T0 });
  assert.is(t.screen, 'TOTPEntry');
  assert.is(t.mfa!.isEnrolling, false);
});

test('MFA enrollment: one possible method goes straight to it, else the selection', () => {
  const go = (o: Parameters<typeof org>[0], include?: ('sms_otp' | 'totp')[]) =>
    reduce(start(), { type: 'primarySuccess', resp: mfa({}, o), now: T0, include });
  assert.is(go({ mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['totp'] }).screen, 'TOTPEnrollmentQRCode');
  assert.is(go({ mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp'] }).screen, 'SMSOTPEnrollment');
  assert.is(go({}, ['sms_otp']).screen, 'SMSOTPEnrollment');
  const both = go({});
  assert.is(both.screen, 'MFAEnrollmentSelection');
  assert.ok(both.mfa!.isEnrolling);
  // the organization's list wins over the configured one
  assert.is(go({ mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['totp'] }, ['sms_otp']).screen, 'TOTPEnrollmentQRCode');
  // RESTRICTED with an empty list restricts nothing: both to choose from, not an empty selection
  const empty = go({ mfa_methods: 'RESTRICTED', allowed_mfa_methods: [] });
  assert.is(empty.screen, 'MFAEnrollmentSelection');
  assert.equal(empty.mfa!.primaryInfo!.organizationMfaOptionsSupported, ['totp', 'sms_otp']);
});

test('enrollment selection: supported ∩ included ∩ organization, in configured order', () => {
  assert.equal(selectableMfa(['sms_otp', 'totp']), ['totp', 'sms_otp']);
  assert.equal(selectableMfa(['sms_otp', 'totp'], undefined, ['sms_otp', 'totp']), ['sms_otp', 'totp']);
  assert.equal(selectableMfa(['sms_otp', 'totp'], ['totp']), ['totp']);
  assert.equal(selectableMfa(['sms_otp'], ['totp', 'sms_otp'], ['totp']), ['sms_otp']);
  assert.equal(selectableMfa(['totp', 'sms_otp'], undefined, ['totp']), ['totp', 'sms_otp']);
});

const enrolling = () => reduce(start(), { type: 'primarySuccess', resp: mfa({}), now: T0 });

test('SMS send: sending flag, success (expiry, destination, number, SMSOTPEntry), failure (already expired when none)', () => {
  let s = reduce(enrolling(), { type: 'transition', screen: 'SMSOTPEnrollment', push: true });
  s = reduce(s, { type: 'smsSending' });
  assert.is(s.mfa!.sms.isSending, true);
  const failed = reduce(s, { type: 'smsFailed', now: T0, error: 'x' });
  assert.equal([failed.mfa!.sms.isSending, failed.mfa!.sms.sendError, failed.mfa!.sms.codeExpiration], [false, 'x', T0]);
  const sent = reduce(s, {
    type: 'smsSent',
    now: T0,
    destination: '+1 555',
    number: { country: 'US', countryCode: '1', phoneNumber: '555' },
  });
  assert.is(sent.screen, 'SMSOTPEntry');
  assert.equal(sent.mfa!.sms, {
    isSending: false,
    sendError: null,
    codeExpiration: T0 + 2 * MIN,
    formattedDestination: '+1 555',
    enrolledNumber: { country: 'US', countryCode: '1', phoneNumber: '555' },
  });
  // a failure with a pending code keeps its expiry
  const later = reduce(reduce(sent, { type: 'smsSending' }), { type: 'smsFailed', now: T0 + 1000, error: 'y' });
  assert.is(later.mfa!.sms.codeExpiration, T0 + 2 * MIN);
  assert.is(reduce(sent, { type: 'mfaSuccess' }).screen, 'LoggedIn');
});

test('TOTP: create once, stale answers ignored, show code switches screens, authenticate while enrolling -> RecoveryCodeSave -> Done', () => {
  let s = reduce(reduce(enrolling(), { type: 'transition', screen: 'TOTPEnrollmentQRCode' }), { type: 'totpCreating' });
  assert.is(s.mfa!.totp.isCreating, true);
  assert.is(reduce(s, { type: 'totpCreating' }), s, 'a second create while creating is ignored');
  const stale = reduce(s, { type: 'totpCreated', memberId: 'other', organizationId: 'org-1', secret: 'S', qrCode: 'Q', recoveryCodes: [] });
  assert.is(stale, s);
  s = reduce(s, {
    type: 'totpCreated',
    memberId: 'mem-1',
    organizationId: 'org-1',
    secret: 'SECRET',
    qrCode: 'data:q',
    recoveryCodes: ['a', 'b'],
  });
  assert.equal(
    [s.mfa!.totp.isCreating, s.mfa!.totp.secret, s.mfa!.totp.qrCode, s.mfa!.totp.recoveryCodes],
    [false, 'SECRET', 'data:q', ['a', 'b']],
  );
  s = reduce(s, { type: 'totpShowCode', method: 'manual' });
  assert.is(s.screen, 'TOTPEnrollmentManual');
  assert.is(reduce(s, { type: 'totpShowCode', method: 'qr' }).screen, 'TOTPEnrollmentQRCode');
  s = reduce(s, { type: 'totpAuthenticated' });
  assert.is(s.screen, 'RecoveryCodeSave');
  s = reduce(s, { type: 'recoveryCodesSaved' });
  assert.is(s.screen, 'LoggedIn');
  assert.is(s.mfa, null, 'no second factor under way');
  const failed = reduce(reduce(enrolling(), { type: 'totpCreating' }), { type: 'totpFailed', error: 'e' });
  assert.equal([failed.mfa!.totp.isCreating, failed.mfa!.totp.createError], [false, 'e']);
});

test('TOTP authenticate when not enrolling and recovery success go to the post-auth screen', () => {
  const t = reduce(start(), { type: 'primarySuccess', resp: mfa({ ...totp }), now: T0 });
  assert.is(reduce(t, { type: 'totpAuthenticated' }).screen, 'LoggedIn');
  const r = reduce(t, { type: 'transition', screen: 'RecoveryCodeEntry', push: true });
  assert.is(reduce(r, { type: 'mfaSuccess' }).screen, 'LoggedIn');
  // a reset magic link's MFA ends on the reset form
  const reset = reduce(start(), { type: 'primarySuccess', resp: mfa({ ...totp }), now: T0, toReset: true });
  assert.is(reduce(reset, { type: 'totpAuthenticated' }).screen, 'PasswordResetForm');
});

test('the machine without its MFA half (the MFA chunk not in): sessions and primary requirements reduce, a success that needs MFA waits on MFALoad, MFA actions are unknown', () => {
  const core = (s: State, a: Action) => reduceCore(s, a, { steps: reduceSteps });
  assert.is(core(start(), { type: 'primarySuccess', resp: auth({ member_session: session }), now: T0 })?.screen, 'LoggedIn');
  const required = auth({ primary_required: { allowed_auth_methods: ['sso'] } });
  assert.is(core(start(), { type: 'primarySuccess', resp: required, now: T0 })?.screen, 'Main');
  const success = { type: 'primarySuccess', resp: mfa({ ...totp }), now: T0 } as const;
  const waiting = core(start(), success);
  assert.is(waiting?.screen, 'MFALoad');
  assert.is(waiting?.pending, success);
  // once the half is in, the kept success goes on as it would have, and is no longer kept
  const on = reduce(waiting!, success);
  assert.equal({ ...on, pending: null }, reduce(start(), success));
  assert.is(on.pending, null);
  assert.is(core(start(), { type: 'smsSending' }), undefined);
  assert.is(core(start(), { type: 'mfaSuccess' }), undefined);
});

test('the machine without its steps half (the steps chunk not in): its own actions reduce, the steps actions are unknown', () => {
  assert.is(reduceCore(start(), { type: 'transition', screen: 'PasswordAuthenticate', push: true })?.screen, 'PasswordAuthenticate');
  assert.is(reduceCore(start(), { type: 'ssoDiscovery', connections: [] })?.screen, 'SSODiscoveryFallback');
  const steps: StepsAction[] = [
    { type: 'setDiscovery', email: 'a@b.co', orgs: [] },
    { type: 'selectDiscovered', discovered: discovered('active_member', {}, ['sso']) },
    { type: 'emailOtpSent', now: T0 },
    { type: 'primarySuccess', resp: auth({ member_session: session }), now: T0 },
  ];
  for (const a of steps) assert.is(reduceCore(start(), a, { mfa: reduceMfa }), undefined, a.type);
});

test.run();
