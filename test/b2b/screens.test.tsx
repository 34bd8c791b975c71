// Each B2B screen rendered with its exact texts, and the interactions that live in the screens.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Action } from '../../src/b2b/machine';
import { B2BWidget } from '../../src/b2b/B2BWidget';
import { backupFileName } from '../../src/b2b/screens/RecoveryCodeSave';
import { b2bText } from '../../src/b2b/text';
import { clock } from '../../src/ui/clock';
import { mountWidget } from '../../src/ui/mount';
import { auth, button, discovered, enter, flush, member, org, render, session, setURL, T0, type, type Answers } from './harness';
import { StytchEventType } from '../../src/core/enums';
import { pressEnter } from '../ui/util';

const orgAnswer = (o = org()) => ({ 'organization.getBySlug': () => ({ organization: o }) });

async function at(actions: Action[], config: any = {}, answers: Answers = {}, boot = {}) {
  setURL('http://localhost:3000/login');
  const h = await render({ organizationSlug: 'acme', ...config }, { ...orgAnswer(), ...answers }, boot);
  for (const a of actions) h.w.dispatch(a);
  await flush();
  return h;
}

const mfaResp = (m = {}, o = {}) =>
  auth({ member: member(m), organization: org(o), mfa_required: { member_options: null, secondary_auth_initiated: null } });

const SCREENS: [string, Action[], string[], any?][] = [
  [
    'EmailMethodSelection',
    [
      { type: 'setEmail', email: 'ada@acme.com' },
      { type: 'transition', screen: 'EmailMethodSelection', push: true },
    ],
    ["Select how you'd like to continue.", 'Email me a log in link', 'Email me a log in code'],
    { products: ['emailMagicLinks', 'emailOtp'] },
  ],
  [
    'EmailConfirmation',
    [
      { type: 'setEmail', email: 'ada@acme.com' },
      { type: 'transition', screen: 'EmailConfirmation' },
    ],
    ['Check your email', 'An email was sent to ada@acme.com.', 'Resend email', 'Try again', 'Gmail', 'Yahoo', 'Outlook'],
  ],
  [
    'EmailOTPEntry',
    [
      { type: 'setEmail', email: 'ada@acme.com' },
      { type: 'emailOtpSent', now: T0 },
    ],
    [
      'Enter passcode',
      'A 6-digit passcode was sent to you at ada@acme.com.',
      'Your code expires in 10:00.',
      "Didn't get it?",
      'Resend code',
    ],
  ],
  ['PasswordAuthenticate', [{ type: 'usePassword' }], ['Log in with email and password', 'Email', 'Continue', 'Sign up or reset password']],
  [
    'PasswordForgotForm (organization)',
    [{ type: 'transition', screen: 'PasswordForgotForm' }],
    ['Check your email for help signing in!', 'sign in to Acme'],
  ],
  [
    'PasswordSetNewConfirmation',
    [
      { type: 'setEmail', email: 'ada@acme.com' },
      { type: 'transition', screen: 'PasswordSetNewConfirmation' },
    ],
    ['Check your email!', 'ada@acme.com', 'Resend email'],
  ],
  [
    'PasswordResetVerifyConfirmation',
    [
      { type: 'setEmail', email: 'new@acme.com' },
      { type: 'transition', screen: 'PasswordResetVerifyConfirmation' },
    ],
    ['Check your email!', 'new@acme.com'],
  ],
  [
    'PasswordResetForm',
    [
      { type: 'setEmail', email: 'ada@acme.com' },
      { type: 'transition', screen: 'PasswordResetForm' },
    ],
    ['Set a new password', 'New password', 'Continue'],
  ],
  ['SSODiscoveryEmail', [{ type: 'transition', screen: 'SSODiscoveryEmail', push: true }], ['Enter your email to continue']],
  [
    'SSODiscoveryMenu',
    [
      {
        type: 'ssoDiscovery',
        connections: [
          { connection_id: 'a', display_name: 'Okta', identity_provider: 'okta' },
          { connection_id: 'b', display_name: 'Entra', identity_provider: 'microsoft' },
        ],
      },
    ],
    ['Select a connection to continue', 'Continue with Okta', 'Continue with Entra'],
  ],
  [
    'SSODiscoveryFallback',
    [{ type: 'ssoDiscovery', connections: [] }],
    ["Sorry, we couldn't find any connections.", 'Try another log in method', 'Organization slug'],
  ],
  [
    'MFAEnrollmentSelection',
    [{ type: 'primarySuccess', resp: mfaResp(), now: T0 }],
    ['Set up Multi-Factor Authentication', 'Use an authenticator app', 'Text me a code'],
  ],
  [
    'TOTPEntry',
    [
      {
        type: 'primarySuccess',
        resp: mfaResp({
          totp_registration_id: 't',
          mfa_phone_number: '+1555',
          mfa_phone_number_verified: true,
          default_mfa_method: 'totp',
        }),
        now: T0,
      },
    ],
    ['Enter verification code', 'Enter the 6-digit code from your authenticator app.', 'Use a backup code', 'Text me a code instead'],
  ],
  [
    'RecoveryCodeEntry',
    [
      { type: 'primarySuccess', resp: mfaResp({ totp_registration_id: 't' }), now: T0 },
      { type: 'transition', screen: 'RecoveryCodeEntry', push: true },
    ],
    ['Enter backup code', 'Backup code'],
  ],
  [
    'LoggedIn',
    [{ type: 'primarySuccess', resp: auth({ member_session: session }), now: T0 }],
    ['Success!', 'You have successfully logged in.'],
  ],
  [
    'Error (cannot join)',
    [{ type: 'error', errorType: 'cannotJoin', canGoBack: false, vars: { organization: 'Acme' } }],
    [
      'Looks like there was an error!',
      "Unable to join due to Acme's authentication policy. Please contact your admin for more information.",
    ],
  ],
];

for (const [name, actions, texts, config] of SCREENS)
  test(`screen ${name}`, async () => {
    const h = await at(actions, config);
    for (const s of texts) assert.match(h.text(), s, `${name}: ${s}`);
    assert.ok(h.root.querySelector('h2'), 'a heading');
    h.unmount();
  });

test('Main: organization heading, email form, OAuth and SSO grouped, dividers, password button', async () => {
  const o = org({
    organization_logo_url: 'https://cdn/acme.png',
    sso_active_connections: [{ connection_id: 'c1', display_name: 'Okta', identity_provider: 'okta' }],
  });
  setURL('http://localhost:3000/login');
  const h = await render(
    {
      organizationSlug: 'acme',
      products: ['emailMagicLinks', 'oauth', 'sso', 'passwords'],
      oauthOptions: { providers: ['google', 'microsoft'] },
    },
    orgAnswer(o),
  );
  const txt = h.text();
  assert.match(txt, 'Continue to Acme');
  assert.match(txt, 'Continue with email');
  assert.match(txt, 'Continue with Google');
  assert.match(txt, 'Continue with Microsoft');
  assert.match(txt, 'Continue with Okta');
  assert.is(h.root.querySelectorAll('[data-divider]').length, 2, 'email | OAuth+SSO | password');
  assert.is((h.root.querySelector('img') as HTMLImageElement).getAttribute('src'), 'https://cdn/acme.png');
  const input = h.root.querySelector('input[type="email"]')!;
  assert.ok(input.hasAttribute('required'));
  button(h.root, 'Use a password instead').click();
  await flush();
  assert.match(h.text(), 'Log in with email and password');
  h.unmount();
});

test('Main: OAuth and SSO apart each show their own buttons, once, in product order', async () => {
  const o = org({ sso_active_connections: [{ connection_id: 'c1', display_name: 'Okta', identity_provider: 'okta' }] });
  setURL('http://localhost:3000/login');
  const h = await render(
    { organizationSlug: 'acme', products: ['oauth', 'emailMagicLinks', 'sso'], oauthOptions: { providers: ['google'] } },
    orgAnswer(o),
  );
  const labels = [...h.root.querySelectorAll('button')].map((b) => (b.textContent || '').trim());
  assert.equal(labels, ['Continue with Google', 'Continue with email', 'Continue with Okta']);
  assert.is(h.root.querySelectorAll('[data-divider]').length, 2, 'OAuth | email | SSO');
  h.unmount();
});

test('Main: discovery heading, verify-your-email heading, loading while the organization is fetched', async () => {
  setURL('http://localhost:3000/login');
  const d = await render({ authFlowType: 'Discovery', products: ['emailMagicLinks', 'sso'] });
  assert.match(d.text(), 'Sign up or log in');
  assert.match(d.text(), 'Continue with SSO');
  button(d.root, 'Continue with SSO').click();
  await flush();
  assert.match(d.text(), 'Enter your email to continue');
  d.unmount();
  const v = await at([
    {
      type: 'primarySuccess',
      resp: auth({ member: member({ email_address_verified: false }), primary_required: { allowed_auth_methods: ['magic_link'] } }),
      now: T0,
    },
  ]);
  assert.match(v.text(), 'Verify your email');
  assert.match(v.text(), 'Confirm your email address with one of the following:');
  assert.is((v.root.querySelector('input[type="email"]') as HTMLInputElement).value, 'ada@acme.com');
  v.unmount();
  let resolve!: (v: unknown) => void;
  const l = await render({ organizationSlug: 'acme' }, { 'organization.getBySlug': () => new Promise((r) => (resolve = r)) });
  assert.ok(l.root.querySelector('[role="status"]'), 'a spinner while loading');
  assert.not.match(l.text(), 'Continue with email');
  resolve({ organization: org() });
  await flush();
  assert.match(l.text(), 'Continue to Acme');
  l.unmount();
});

test('SSO fallback: the organization found by slug gets its own Main (heading, connections), no longer the discovery one', async () => {
  const okta = { connection_id: 'c1', display_name: 'Okta', identity_provider: 'okta' };
  const acme = org({ sso_active_connections: [okta, { connection_id: 'c2', display_name: 'Entra', identity_provider: 'microsoft' }] });
  setURL('http://localhost:3000/login');
  const h = await render(
    { authFlowType: 'Discovery', products: ['emailMagicLinks', 'sso'] },
    {
      'sso.discoverConnections': () => ({ connections: [] }),
      'organization.getBySlug': () => ({ organization: acme }),
    },
  );
  button(h.root, 'Continue with SSO').click();
  await flush();
  await enter(h.root, h.root.querySelector('input[type="email"]'), 'ada@acme.com');
  assert.match(h.text(), "Sorry, we couldn't find any connections.");
  await enter(h.root, h.root.querySelector('input'), 'acme');
  assert.equal(h.called('organization.getBySlug'), [{ organization_slug: 'acme' }]);
  assert.match(h.text(), 'Continue to Acme');
  assert.not.match(h.text(), 'Sign up or log in');
  assert.not.match(h.text(), 'Continue with SSO');
  button(h.root, 'Continue with Entra').click();
  await flush();
  assert.equal(
    h.called('sso.start').map((b) => b.connection_id),
    ['c2'],
  );
  assert.is((h.root.querySelector('input[type="email"]') as HTMLInputElement).value, 'ada@acme.com', 'the email typed for SSO stays');
  h.unmount();
});

test('Main email form: invalid email message; submit sends the magic link', async () => {
  const h = await at([]);
  await enter(h.root, h.root.querySelector('input[type="email"]'), 'nope');
  assert.match(h.text(), 'Invalid email address');
  await enter(h.root, h.root.querySelector('input[type="email"]'), 'ada@acme.com');
  assert.is(h.called('magicLinks.email.loginOrSignup').length, 1);
  assert.match(h.text(), 'An email was sent to ada@acme.com.');
  button(h.root, 'Try again').click();
  await flush();
  assert.match(h.text(), 'Continue with email');
  assert.is(h.w.state.value.form.email, '');
  h.unmount();
});

test('Main email form with email OTP only: the OTP wording for an invalid email', async () => {
  const h = await at([], { products: ['emailOtp'] });
  await enter(h.root, h.root.querySelector('input[type="email"]'), 'nope');
  assert.match(h.text(), 'Invalid email, please try again.');
  h.unmount();
});

test('Error: back arrow only when allowed, returning to Main', async () => {
  const h = await at([{ type: 'error', errorType: 'claimedDomain', canGoBack: true }]);
  assert.match(h.text(), 'Your email domain is associated with a particular organization');
  button(h.root, 'Back').click();
  await flush();
  assert.is(h.w.state.value.screen, 'Main');
  h.unmount();
  const n = await at([{ type: 'error', errorType: 'organization', canGoBack: false }]);
  assert.match(n.text(), 'The organization you are looking for could not be found.');
  assert.not.ok([...n.root.querySelectorAll('button')].some((b) => b.getAttribute('aria-label') === 'Back'));
  n.unmount();
});

test('LoggedIn fires AUTHENTICATE_FLOW_COMPLETE once', async () => {
  const h = await at([{ type: 'primarySuccess', resp: auth({ member_session: session }), now: T0 }]);
  await flush();
  h.w.dispatch({ type: 'loading', on: false });
  await flush();
  assert.is(h.events.filter((e) => e.type === StytchEventType.AuthenticateFlowComplete).length, 1);
  h.unmount();
});

test('Discovery: logos or initials, names, membership labels, create button rules', async () => {
  const orgs = [
    discovered('active_member', { organization_id: 'a', organization_name: 'Alpha', organization_logo_url: 'https://cdn/a.png' }),
    discovered('invited_member', { organization_id: 'b', organization_name: 'beta' }),
    discovered('eligible_to_join_by_email_domain', { organization_id: 'c', organization_name: 'Gamma' }),
  ];
  setURL('http://localhost:3000/login');
  const h = await render({ authFlowType: 'Discovery' }, {}, { createOrganizationEnabled: true });
  h.w.dispatch({ type: 'setDiscovery', email: 'ada@acme.com', orgs });
  await flush();
  const items = [...h.root.querySelectorAll('li button')].map((b) => (b.textContent || '').trim());
  assert.equal(items, ['Alpha', 'BbetaAccept Invite', 'GGammaJoin']);
  assert.match(h.text(), 'Select an organization to continue');
  assert.match(h.text(), 'Create an organization');
  h.unmount();
  const off = await render({ authFlowType: 'Discovery', disableCreateOrganization: true }, {}, { createOrganizationEnabled: true });
  off.w.dispatch({ type: 'setDiscovery', email: 'ada@acme.com', orgs });
  await flush();
  assert.not.match(off.text(), 'Create an organization');
  off.unmount();
});

test('Discovery: a chosen organization needing a primary method reads "Verify your email" only for an unverified member email', async () => {
  const pick = async (m: ReturnType<typeof member> | null) => {
    setURL('http://localhost:3000/login');
    const h = await render({ authFlowType: 'Discovery' });
    const d = discovered('active_member', {}, ['magic_link']);
    h.w.dispatch({ type: 'setDiscovery', email: 'ada@acme.com', orgs: [{ ...d, membership: { ...d.membership, member: m } }] });
    await flush();
    (h.root.querySelector('li button') as HTMLButtonElement).click();
    await flush();
    const text = h.text();
    h.unmount();
    return text;
  };
  const verified = await pick(member({ email_address_verified: true }));
  assert.match(verified, 'Continue to Acme');
  assert.not.match(verified, 'Verify your email');
  const unverified = await pick(member({ email_address_verified: false }));
  assert.match(unverified, 'Verify your email');
  assert.match(unverified, 'Confirm your email address with one of the following:');
  assert.match(await pick(null), 'Verify your email', 'no member record yet: not verified');
});

test('Discovery empty states: create to get started, or try a different email', async () => {
  setURL('http://localhost:3000/login');
  const c = await render(
    { authFlowType: 'Discovery' },
    { 'discovery.organizations.create': () => auth({ member_session: session }) },
    { createOrganizationEnabled: true },
  );
  c.w.dispatch({ type: 'setDiscovery', email: 'ada@acme.com', orgs: [] });
  await flush();
  assert.match(c.text(), 'Create an organization to get started');
  assert.match(c.text(), 'ada@acme.com does not have an account');
  button(c.root, 'Create an organization').click();
  await flush();
  assert.is(c.called('discovery.organizations.create').length, 1);
  assert.match(c.text(), 'Success!');
  c.unmount();
  const n = await render({ authFlowType: 'Discovery' });
  n.w.dispatch({ type: 'setDiscovery', email: 'ada@acme.com', orgs: [] });
  await flush();
  assert.match(n.text(), 'ada@acme.com does not belong to any organizations.');
  button(n.root, 'Try a different email address').click();
  await flush();
  assert.match(n.text(), 'Sign up or log in');
  n.unmount();
});

test('Discovery, each of its states: a back arrow to Main with the email kept, to correct a mistyped address', async () => {
  setURL('http://localhost:3000/login');
  const org1 = { organization: org(), membership: { type: 'active_member' } };
  for (const [orgs, canCreate] of [
    [[org1], false],
    [[], true],
    [[], false],
  ] as const) {
    const h = await render({ authFlowType: 'Discovery', products: ['emailMagicLinks'] }, {}, { createOrganizationEnabled: canCreate });
    h.w.dispatch({ type: 'setEmail', email: 'ada@acme.con' });
    h.w.dispatch({ type: 'setDiscovery', email: 'ada@acme.con', orgs: orgs as any });
    await flush();
    (h.root.querySelector('button[aria-label=Back]') as HTMLButtonElement).click();
    await flush();
    assert.match(h.text(), 'Sign up or log in');
    assert.is((h.root.querySelector('input[type=email]') as HTMLInputElement).value, 'ada@acme.con', 'the email, to correct');
    h.unmount();
  }
});

test('email OTP entry: six digits auto-submit; a wrong code shows the message', async () => {
  const h = await at(
    [
      { type: 'setEmail', email: 'ada@acme.com' },
      { type: 'emailOtpSent', now: T0 },
    ],
    { products: ['emailOtp'] },
    {
      'otps.email.authenticate': () => Promise.reject(Object.assign(new Error('x'), { error_type: 'otp_code_not_found' })),
    },
  );
  h.root.querySelector('input')!.focus();
  type(h.root.querySelector('input'), '123456');
  await flush();
  assert.equal(h.called('otps.email.authenticate')[0].code, '123456');
  assert.match(h.text(), 'Invalid passcode, please try again.');
  // The boxes come back empty, the focus in the first: the next code is typed from its start.
  const boxes = [...h.root.querySelectorAll('[role=group] input')] as HTMLInputElement[];
  assert.equal(
    boxes.map((b) => b.value),
    ['', '', '', '', '', ''],
  );
  assert.is(document.activeElement, boxes[0], 'focus on the first box');
  h.unmount();
});

test('email OTP entry: a locked member (user_lock_limit_reached) says so, stops the countdown, offers Resend; a new code clears it', async () => {
  let sent = 0;
  const h = await at(
    [
      { type: 'setEmail', email: 'ada@acme.com' },
      { type: 'emailOtpSent', now: T0 },
    ],
    { products: ['emailOtp'] },
    {
      'otps.email.authenticate': () => Promise.reject(Object.assign(new Error('x'), { error_type: 'user_lock_limit_reached' })),
      'otps.email.loginOrSignup': () => (sent++, {}),
    },
  );
  await flush();
  const boxes = () => [...h.root.querySelectorAll('[role=group] input')] as HTMLInputElement[];
  type(boxes()[0], '123456');
  await flush();
  await flush();
  assert.match(h.text(), 'Too many failed attempts. Please wait a while, then request a new code.');
  assert.not.match(h.text(), 'Invalid passcode');
  assert.not.match(h.text(), 'Your code expires', 'the countdown stopped');
  assert.ok(boxes().every((b) => b.disabled));
  assert.is(document.activeElement, button(h.root, 'Resend code'), 'focus on Resend code');
  button(h.root, 'Resend code').click();
  await flush();
  await flush();
  assert.is(sent, 1);
  assert.not.match(h.text(), 'Too many failed attempts');
  assert.match(h.text(), 'Your code expires in');
  assert.not.ok(boxes()[0].disabled);
  h.unmount();
});

test('email OTP entry: Resend code resets the errors, sends again, toasts and shows the new expiry', async () => {
  const h = await at(
    [
      { type: 'setEmail', email: 'ada@acme.com' },
      { type: 'emailOtpSent', now: T0 },
    ],
    { products: ['emailOtp'] },
    {
      'otps.email.authenticate': () => Promise.reject(Object.assign(new Error('x'), { error_type: 'otp_code_not_found' })),
    },
  );
  type(h.root.querySelector('input'), '123456');
  await flush();
  assert.match(h.text(), 'Invalid passcode, please try again.');
  clock.now = () => T0 + 4 * 60_000;
  button(h.root, 'Resend code').click();
  await flush();
  assert.equal(h.called('otps.email.loginOrSignup'), [
    {
      email_address: 'ada@acme.com',
      organization_id: 'org-1',
      login_template_id: undefined,
      signup_template_id: undefined,
      locale: undefined,
    },
  ]);
  assert.not.match(h.text(), 'Invalid passcode, please try again.');
  assert.not.ok(h.root.querySelector('[aria-invalid="true"]'), 'no box marked invalid');
  assert.match(h.text(), 'Your code expires in 10:00.');
  assert.match(document.body.textContent || '', 'Code resent');
  h.unmount();
});

test('SMS entry sends a code on arrival when none is pending; enrollment shows the phone form', async () => {
  const h = await at([
    { type: 'primarySuccess', resp: mfaResp({ mfa_phone_number: '+15555550100', mfa_phone_number_verified: true }), now: T0 },
  ]);
  await flush();
  assert.equal(h.called('otps.sms.send'), [{ member_id: 'mem-1', organization_id: 'org-1', mfa_phone_number: undefined }]);
  assert.match(h.text(), 'Enter verification code');
  assert.match(h.text(), 'A 6-digit code was sent to you at +15555550100.');
  assert.match(h.text(), 'Your code expires in 2:00.');
  h.unmount();
  const e = await at([
    { type: 'primarySuccess', resp: mfaResp({}, { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp'] }), now: T0 },
  ]);
  assert.match(e.text(), 'Enter your phone number to set up Multi-Factor Authentication');
  assert.ok(e.root.querySelector('input[type="tel"][placeholder="(123) 456-7890"]'));
  assert.ok(e.root.querySelector('select'));
  e.unmount();
});

test('TOTP enrollment: create on entry, QR code, manual secret with copy toasts, recovery codes save', async () => {
  let copied = '';
  let fail = false;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (s: string) => (fail ? Promise.reject(new Error('no')) : void (copied = s)) },
  });
  const h = await at(
    [
      {
        type: 'primarySuccess',
        resp: mfaResp({}, { organization_name: 'Acme Inc', mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['totp'] }),
        now: T0,
      },
    ],
    {},
    {
      'totp.create': () => ({
        secret: 'ABCDEFGHIJKLMNOP',
        qr_code: 'data:image/png;base64,xx',
        recovery_codes: ['aaaa-1111', 'bbbb-2222'],
      }),
      'totp.authenticate': () => auth({ member_session: session }),
    },
  );
  await flush();
  assert.is(h.called('totp.create').length, 1);
  assert.match(h.text(), 'Scan the QR code to link your authenticator app');
  assert.is(h.root.querySelector('img[src^="data:image"]')?.getAttribute('alt'), 'QR code for your authenticator app');
  button(h.root, 'Having trouble scanning?').click();
  await flush();
  assert.match(h.text(), 'Having trouble scanning the QR code?');
  assert.match(h.text(), 'abcd efgh ijkl mnop');
  button(h.root, 'Copy code').click();
  await flush();
  assert.is(copied, 'ABCDEFGHIJKLMNOP');
  assert.match(document.body.textContent || '', 'Code copied');
  fail = true;
  button(h.root, 'Copy code').click();
  await flush();
  assert.match(document.body.textContent || '', "Couldn't copy code to clipboard");
  fail = false;
  button(h.root, 'Try to scan the QR code again').click();
  await flush();
  assert.is(h.called('totp.create').length, 1, 'not created again');
  button(h.root, 'Continue').click();
  await flush();
  type(h.root.querySelector('input'), '123456');
  await flush();
  assert.match(h.text(), 'Save your backup codes!');
  assert.match(h.text(), 'This is the only time you will be able to access and save your backup codes.');
  assert.match(h.text(), 'aaaa-1111');
  let downloaded = '';
  const orig = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    downloaded = this.download;
  };
  button(h.root, 'Download file').click();
  HTMLAnchorElement.prototype.click = orig;
  assert.is(downloaded, 'Acme Inc-backup-codes.txt');
  assert.is(backupFileName('X'), 'X-backup-codes.txt');
  button(h.root, 'Copy all').click();
  await flush();
  assert.is(copied, 'aaaa-1111\nbbbb-2222');
  assert.match(document.body.textContent || '', 'Copied');
  fail = true;
  button(h.root, 'Copy all').click();
  await flush();
  assert.match(document.body.textContent || '', "Couldn't copy codes to clipboard");
  button(h.root, 'Done').click();
  await flush();
  assert.match(h.text(), 'You have successfully logged in.');
  h.unmount();
});

test('TOTP entry: focus in the first box; a wrong code shows the message under the boxes (one place for form errors)', async () => {
  const h = await at(
    [{ type: 'primarySuccess', resp: mfaResp({ totp_registration_id: 't' }), now: T0 }],
    {},
    {
      'totp.authenticate': () => Promise.reject(Object.assign(new Error('x'), { error_type: 'otp_code_not_found' })),
    },
  );
  type(h.root.querySelector('input'), '123456');
  await flush();
  const inline = [...h.root.querySelectorAll('[role="alert"]:not([data-type])')].map((e) => e.textContent).filter(Boolean);
  assert.equal(inline, ['Invalid passcode, please try again.']);
  assert.not.ok(document.querySelector('[data-type="error"]'), 'no toast');
  h.unmount();
});

test('TOTP entry: a locked member (user_lock_limit_reached) is told to try later (the lock holds backup codes and texts too) and the boxes are disabled', async () => {
  const h = await at(
    [{ type: 'primarySuccess', resp: mfaResp({ totp_registration_id: 't' }), now: T0 }],
    {},
    {
      'totp.authenticate': () => Promise.reject(Object.assign(new Error('x'), { error_type: 'user_lock_limit_reached' })),
    },
  );
  type(h.root.querySelector('input'), '123456');
  await flush();
  await flush();
  assert.match(h.text(), 'Too many failed attempts. Please try again later.');
  assert.ok(([...h.root.querySelectorAll('[role=group] input')] as HTMLInputElement[]).every((b) => b.disabled));
  assert.ok(button(h.root, 'Use a backup code'));
  h.unmount();
});

test('backup code entry: Continue disabled while empty', async () => {
  const h = await at([
    { type: 'primarySuccess', resp: mfaResp({ totp_registration_id: 't' }), now: T0 },
    { type: 'transition', screen: 'RecoveryCodeEntry', push: true },
  ]);
  assert.ok(button(h.root, 'Continue').disabled);
  type(h.root.querySelector('input'), 'code');
  await flush();
  assert.not.ok(button(h.root, 'Continue').disabled);
  h.unmount();
});

test('password reset form: strength checked on change; Continue disabled until valid; luds rules shown', async () => {
  let valid = false;
  const h = await at(
    [
      { type: 'setEmail', email: 'ada@acme.com' },
      { type: 'transition', screen: 'PasswordResetForm' },
    ],
    {},
    {
      'passwords.strengthCheck': () => ({
        valid_password: valid,
        score: 1,
        breached_password: true,
        strength_policy: 'luds',
        luds_feedback: { missing_characters: 2, missing_complexity: 1 },
        zxcvbn_feedback: { warning: '' },
      }),
    },
    { passwordConfig: { ludsMinimumCount: 10, ludsComplexity: 3 } },
  );
  assert.ok(button(h.root, 'Continue').disabled);
  type(h.root.querySelector('input[type="password"]'), 'abc');
  await flush();
  assert.equal(h.called('passwords.strengthCheck'), [{ password: 'abc', email_address: 'ada@acme.com' }]);
  assert.match(h.text(), 'Must be at least 10 characters long');
  assert.match(h.text(), 'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol');
  assert.match(h.text(), 'This password may have been used on a different site');
  assert.ok(button(h.root, 'Continue').disabled);
  valid = true;
  type(h.root.querySelector('input[type="password"]'), 'abcDEF123!!');
  await flush();
  assert.not.ok(button(h.root, 'Continue').disabled);
  h.unmount();
});

test('text overrides through strings', async () => {
  setURL('http://localhost:3000/login');
  const h = await render({ organizationSlug: 'acme' }, orgAnswer());
  mountWidget('#app', <B2BWidget widget={h.w} />, { text: b2bText, strings: { 'main.continueWithEmail': 'Weiter mit E-Mail' } });
  await flush();
  assert.match(h.text(), 'Weiter mit E-Mail');
  h.unmount();
});

/** The reset form whose strength checks answer when the test says: `answers[i](valid)` answers the i-th check. */
function heldChecks() {
  const answers: ((valid: boolean) => void)[] = [];
  const strengthCheck = () =>
    new Promise((r) =>
      answers.push((valid) =>
        r({ valid_password: valid, score: 4, breached_password: false, strength_policy: 'zxcvbn', zxcvbn_feedback: { warning: '' } }),
      ),
    );
  return { answers, strengthCheck };
}

test('password reset form: Continue waits for the check of each new password (an answer for an older one does not count)', async () => {
  const { answers, strengthCheck } = heldChecks();
  const h = await at([{ type: 'transition', screen: 'PasswordResetForm' }], {}, { 'passwords.strengthCheck': strengthCheck });
  const field = () => h.root.querySelector('input[type="password"]');
  type(field(), 'correct horse battery');
  await flush();
  answers[0](true);
  await flush();
  assert.not.ok(button(h.root, 'Continue').disabled);
  type(field(), 'a');
  await flush();
  assert.ok(button(h.root, 'Continue').disabled, 'not yet checked: disabled');
  answers[1](false);
  await flush();
  assert.ok(button(h.root, 'Continue').disabled);
  h.unmount();
});

test('password reset form: Enter pressed while the strength check runs submits once it answers valid; never a refused or changed password', async () => {
  const { answers, strengthCheck } = heldChecks();
  const h = await at(
    [{ type: 'transition', screen: 'PasswordResetForm' }],
    {},
    {
      'passwords.strengthCheck': strengthCheck,
      'passwords.resetBySession': () => auth({ member_session: session }),
    },
  );
  const field = () => h.root.querySelector('input[type="password"]') as HTMLInputElement;
  // refused: the held Enter is dropped
  type(field(), 'password');
  await flush();
  pressEnter(field());
  answers[0](false);
  await flush();
  // changed after Enter: the press was for the old password
  type(field(), 'correct horse');
  await flush();
  pressEnter(field());
  type(field(), 'correct horse battery');
  await flush();
  answers[1](true);
  answers[2](true);
  await flush();
  assert.equal(h.called('passwords.resetBySession'), []);
  // pasted, then Enter at once: sent when its check says valid
  type(field(), 'correct horse battery staple');
  await flush();
  pressEnter(field());
  await flush();
  assert.equal(h.called('passwords.resetBySession'), [], 'not before the answer');
  answers[3](true);
  await flush();
  assert.equal(h.called('passwords.resetBySession'), [{ password: 'correct horse battery staple', session_duration_minutes: 30 }]);
  h.unmount();
});

test('password reset form: the policy numbers follow settings that arrive after the screen (a reset link on a new device)', async () => {
  const boot: Record<string, unknown> = { passwordConfig: null };
  setURL('http://localhost:3000/login');
  const h = await render(
    { organizationSlug: 'acme' },
    {
      ...orgAnswer(),
      'passwords.strengthCheck': () => ({
        valid_password: false,
        score: 1,
        breached_password: false,
        strength_policy: 'luds',
        luds_feedback: { missing_characters: 2, missing_complexity: 1 },
      }),
    },
    boot,
  );
  let arrive = () => {};
  const settings = h.w.client.bootstrap;
  settings.getAsync = () =>
    new Promise((r) => (arrive = () => ((boot.passwordConfig = { ludsMinimumCount: 12, ludsComplexity: 4 }), r(settings.getSync()))));
  h.w.dispatch({ type: 'transition', screen: 'PasswordResetForm' });
  await flush();
  type(h.root.querySelector('input[type="password"]'), 'abc');
  await flush();
  assert.not.match(h.text(), 'at least 12');
  arrive();
  await flush();
  assert.match(h.text(), 'Must be at least 12 characters long');
  assert.match(h.text(), 'Must contain 4 of the following');
  h.unmount();
});

test.run();
