// Every section-4 transition that involves the network, driven through the widget's flows against a
// fake headless client, with every message of section 8.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchEventType } from '../../src/core/enums';
import { type ClientPath, apiError, auth, discovered, member, org, session, setURL, T0, widget } from './harness';
import { sendEmailOtp, submitEmail } from '../../src/b2b/intents/email';
import { fetchOrganization, load } from '../../src/b2b/intents/load';
import { authenticateSms, authenticateTotp, createTotp, recover, sendSms } from '../../src/b2b/intents/mfa';
import { forgotPassword, resetPassword } from '../../src/b2b/intents/reset';
import { discoverSSO, ssoSlugLookup } from '../../src/b2b/intents/sso';
import { startOAuth } from '../../src/b2b/intents/start';
import {
  authenticateEmailOtp,
  createOrganization,
  passwordEmailLookup,
  passwordLogin,
  selectOrganization,
} from '../../src/b2b/intents/steps';
import type { Widget } from '../../src/b2b/widget';

const MIN = 60_000;
const unreachable = () => Object.assign(new Error('Unable to contact our servers.'), { name: 'StytchAPIUnreachableError' });
const withOrg = (config = {}, answers = {}, boot = {}) => {
  const h = widget(config, answers, boot);
  h.w.dispatch({ type: 'setOrganization', organization: org() });
  return h;
};
const discoveryAnswer = (orgs = [discovered('active_member')]) => ({ email_address: 'ada@acme.com', discovered_organizations: orgs });

test("Main's organization fetch: organization flow with no organization, slug or token -> Error (organization, no back)", async () => {
  setURL('http://localhost:3000/login');
  const h = widget();
  await fetchOrganization(h.w);
  assert.is(h.w.state.value.screen, 'Error');
  assert.equal(h.w.state.value.error, { type: 'organization', canGoBack: false, vars: undefined });
  assert.is(
    h.t('err.organization'),
    'The organization you are looking for could not be found. If you think this is a mistake, contact your admin.',
  );
});

test("Main's organization fetch: slug from the page address through the bootstrap slug pattern; a missing organization -> Error", async () => {
  setURL('http://localhost:3000/acme/login?x=1');
  const h = widget(
    {},
    { 'organization.getBySlug': () => ({ organization: org() }) },
    { slugPattern: 'http://localhost:3000/{{slug}}/login' },
  );
  await fetchOrganization(h.w);
  assert.equal(h.called('organization.getBySlug'), [{ organization_slug: 'acme' }]);
  assert.is(h.w.state.value.flow.organization?.organization_id, 'org-1');
  assert.is(h.w.state.value.loading, false);
  assert.is(h.events[0].type, StytchEventType.B2BOrganizationsGetBySlug);
  const missing = widget({ organizationSlug: 'nope' }, { 'organization.getBySlug': () => ({ organization: null }) });
  await fetchOrganization(missing.w);
  assert.equal(missing.w.state.value.error?.type, 'organization');
});

const TOKENS: [string, ClientPath, object][] = [
  ['discovery', 'magicLinks.discovery.authenticate', { discovery_magic_links_token: 'tok' }],
  ['discovery_oauth', 'oauth.discovery.authenticate', { discovery_oauth_token: 'tok' }],
  ['oauth', 'oauth.authenticate', { oauth_token: 'tok', session_duration_minutes: 30 }],
  ['sso', 'sso.authenticate', { sso_token: 'tok', session_duration_minutes: 30 }],
  ['multi_tenant_magic_links', 'magicLinks.authenticate', { magic_links_token: 'tok', session_duration_minutes: 30 }],
  ['multi_tenant_impersonation', 'impersonation.authenticate', { impersonation_token: 'tok' }],
];

test('load: token-type dispatch authenticates each type; discovery types -> Discovery, others -> login; token params removed', async () => {
  for (const [type, path, body] of TOKENS) {
    setURL(`http://localhost:3000/login?token=tok&stytch_token_type=${type}&keep=1`);
    const discoveryType = type.startsWith('discovery');
    const h = widget({}, { [path]: () => (discoveryType ? discoveryAnswer() : auth({ member_session: session })) });
    await load(h.w);
    assert.equal(h.called(path), [body], type);
    assert.is(h.w.state.value.screen, discoveryType ? 'Discovery' : 'LoggedIn', type);
    assert.is(window.location.search, '?keep=1', type);
  }
});

test('load: session duration from the config', async () => {
  setURL('http://localhost:3000/?token=t&stytch_token_type=oauth');
  const h = widget({ sessionOptions: { sessionDurationMinutes: 60 } }, { 'oauth.authenticate': () => auth({ member_session: session }) });
  await load(h.w);
  assert.equal(h.called('oauth.authenticate'), [{ oauth_token: 't', session_duration_minutes: 60 }]);
});

test('load: unknown token type is an assertion failure (reported, Error screen)', async () => {
  setURL('http://localhost:3000/?token=t&stytch_token_type=bogus');
  const h = widget();
  await load(h.w);
  assert.is(h.w.state.value.screen, 'Error');
  assert.match(String(h.errors[0]), 'Assertion failed');
  assert.is(window.location.search, '');
});

test('load: authentication failures -> Error with the magic link, ad blocker, reset or default message', async () => {
  const cases: [string, string, () => unknown, string][] = [
    ['multi_tenant_magic_links', '', () => apiError('magic_link_not_found'), 'emailMagicLink'],
    ['discovery', '', () => apiError('magic_link_not_found'), 'emailMagicLink'],
    ['oauth', '', () => apiError('oauth_token_not_found'), 'default'],
    ['sso', '', unreachable, 'adBlocker'],
    ['oauth', '', () => apiError('ad_blocker_detected'), 'adBlocker'],
    ['multi_tenant_magic_links', '', () => apiError('ad_blocker_detected'), 'adBlocker'],
    ['multi_tenant_magic_links', '&stytch_redirect_type=reset_password', () => apiError('x'), 'resetMagicLink'],
  ];
  for (const [type, extra, err, want] of cases) {
    setURL(`http://localhost:3000/?token=t&stytch_token_type=${type}${extra}`);
    const path = {
      multi_tenant_magic_links: 'magicLinks.authenticate',
      discovery: 'magicLinks.discovery.authenticate',
      oauth: 'oauth.authenticate',
      sso: 'sso.authenticate',
    }[type]!;
    const h = widget({}, { [path]: () => Promise.reject(err()) });
    await load(h.w);
    assert.is(h.w.state.value.error?.type, want, `${type}${extra}`);
    assert.is(h.errors.length, 1);
    assert.is(window.location.search, '');
  }
  const { t } = widget();
  assert.is(
    t('err.emailMagicLink'),
    'Something went wrong. Your login link may have expired, been revoked, or been used more than once. Request a new login link to try again, or contact your admin for help.',
  );
  assert.is(
    t('err.adBlocker'),
    'The request was blocked by an Ad Blocker. Please disable your ad blocker, refresh the page, and try again.',
  );
  assert.is(t('err.resetMagicLink'), 'We were unable to verify your email. Please contact your admin for help.');
  assert.is(t('err.default'), 'Something went wrong. Try again later or contact your admin for help.');
});

test('load: a failed link in the organization flow without a slug has no Back; with a slug, Back to Main (which fetches the organization)', async () => {
  setURL('http://localhost:3000/?token=t&stytch_token_type=multi_tenant_magic_links');
  const none = widget({}, { 'magicLinks.authenticate': () => Promise.reject(apiError('x')) });
  await load(none.w);
  assert.equal(none.w.state.value.error, { type: 'emailMagicLink', canGoBack: false, vars: undefined });
  setURL('http://localhost:3000/?token=t&stytch_token_type=multi_tenant_magic_links');
  const slug = widget(
    { organizationSlug: 'acme' },
    { 'magicLinks.authenticate': () => Promise.reject(apiError('x')), 'organization.getBySlug': () => ({ organization: org() }) },
  );
  await load(slug.w);
  assert.equal(slug.w.state.value.error, { type: 'emailMagicLink', canGoBack: true, vars: undefined });
  assert.equal(slug.called('organization.getBySlug'), [], 'nothing fetched behind the Error screen');
  slug.w.dispatch({ type: 'back' });
  assert.is(slug.w.state.value.screen, 'Main');
});

test('load: reset link of a member magic link logs in, then PasswordResetForm', async () => {
  setURL('http://localhost:3000/?token=t&stytch_token_type=multi_tenant_magic_links&stytch_redirect_type=reset_password');
  const h = widget({}, { 'magicLinks.authenticate': () => auth({ member_session: session }) });
  await load(h.w);
  assert.is(h.w.state.value.screen, 'PasswordResetForm');
});

test('load: password-reset flow and password reset links open PasswordResetForm without token login', async () => {
  setURL('http://localhost:3000/?token=pw&stytch_token_type=multi_tenant_passwords&stytch_redirect_type=reset_password');
  const h = widget();
  await load(h.w);
  assert.is(h.w.state.value.screen, 'PasswordResetForm');
  assert.equal(h.w.state.value.reset, { token: 'pw', tokenType: 'multi_tenant_passwords' });
  assert.equal(h.calls, []);
});

test("reset flow, a member magic link (a non-member's reset sends one): it logs in, then the reset form sets a password by that session", async () => {
  setURL('http://localhost:3000/?token=ml&stytch_token_type=multi_tenant_magic_links');
  const r = widget(
    { authFlowType: 'PasswordReset' },
    {
      'magicLinks.authenticate': () => auth({ member_session: session }),
      'passwords.resetBySession': () => auth({ member_session: session }),
    },
  );
  assert.is(r.w.state.value.screen, 'Main', 'the loading view first, not a form that cannot work yet');
  assert.ok(r.w.state.value.loading);
  await load(r.w);
  assert.equal(
    r.calls.map(([n]) => n),
    ['magicLinks.authenticate'],
  );
  assert.is(r.w.state.value.screen, 'PasswordResetForm');
  await resetPassword(r.w, 'a new strong passphrase');
  assert.equal(r.calls.at(-1), ['passwords.resetBySession', { password: 'a new strong passphrase', session_duration_minutes: 30 }]);
  assert.is(r.w.state.value.screen, 'LoggedIn');
});

test('email submit: both email products -> EmailMethodSelection; magic link only -> sent, EmailConfirmation', async () => {
  const both = withOrg({ products: ['emailMagicLinks', 'emailOtp'] });
  await submitEmail(both.w, 'ada@acme.com');
  assert.is(both.w.state.value.screen, 'EmailMethodSelection');
  assert.equal(both.calls, []);
  const h = withOrg({
    emailMagicLinksOptions: {
      loginRedirectURL: 'https://a/l',
      signupRedirectURL: 'https://a/s',
      loginTemplateId: 'lt',
      signupTemplateId: 'st',
      locale: 'de',
    },
  });
  await submitEmail(h.w, 'ada@acme.com');
  assert.equal(h.called('magicLinks.email.loginOrSignup'), [
    {
      email_address: 'ada@acme.com',
      organization_id: 'org-1',
      login_redirect_url: 'https://a/l',
      signup_redirect_url: 'https://a/s',
      login_template_id: 'lt',
      signup_template_id: 'st',
      locale: 'de',
    },
  ]);
  assert.is(h.w.state.value.screen, 'EmailConfirmation');
  assert.equal(h.w.state.value.history, ['Main']);
  assert.is(h.events[0].type, StytchEventType.B2BMagicLinkEmailLoginOrSignup);
});

test('email submit in the discovery flow: discovery magic link; email OTP only -> EmailOTPEntry (10 minutes)', async () => {
  const d = widget({
    authFlowType: 'Discovery',
    emailMagicLinksOptions: { discoveryRedirectURL: 'https://a/d', loginTemplateId: 'lt', locale: 'fr' },
  });
  await submitEmail(d.w, 'ada@acme.com');
  assert.equal(d.called('magicLinks.email.discovery.send'), [
    { email_address: 'ada@acme.com', discovery_redirect_url: 'https://a/d', login_template_id: 'lt', locale: 'fr' },
  ]);
  const o = withOrg({ products: ['emailOtp'], emailOtpOptions: { loginTemplateId: 'l', signupTemplateId: 's', locale: 'es' } });
  await submitEmail(o.w, 'ada@acme.com');
  assert.equal(o.called('otps.email.loginOrSignup'), [
    { email_address: 'ada@acme.com', organization_id: 'org-1', login_template_id: 'l', signup_template_id: 's', locale: 'es' },
  ]);
  assert.is(o.w.state.value.screen, 'EmailOTPEntry');
  assert.is(o.w.state.value.form.otpExpiry, T0 + 10 * MIN);
  const od = widget({ authFlowType: 'Discovery', products: ['emailOtp'] });
  await submitEmail(od.w, 'ada@acme.com');
  assert.equal(od.called('otps.email.discovery.send'), [
    { email_address: 'ada@acme.com', login_template_id: undefined, locale: undefined },
  ]);
});

test('email send failures: unreachable address, inactive, no just-in-time access', async () => {
  const cases: [string, string][] = [
    ['something_else', 'We were unable to reach this email address. Please try another email or contact your admin.'],
    [
      'inactive_email',
      'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
    ],
    ['email_jit_provisioning_not_allowed', 'ada@x.com does not have access to Acme. If you think this is a mistake, contact your admin.'],
    ['invalid_email_for_jit_provisioning', 'ada@x.com does not have access to Acme. If you think this is a mistake, contact your admin.'],
  ];
  for (const [type, message] of cases) {
    const h = withOrg({}, { 'magicLinks.email.loginOrSignup': () => Promise.reject(apiError(type)) });
    assert.is(await submitEmail(h.w, 'ada@x.com'), message, type);
    assert.is(h.w.state.value.screen, 'Main');
    const o = withOrg({ products: ['emailOtp'] }, { 'otps.email.loginOrSignup': () => Promise.reject(apiError(type)) });
    assert.is(await submitEmail(o.w, 'ada@x.com'), message, `otp ${type}`);
  }
});

test('email OTP authenticate: organization -> login; discovery -> Discovery; wrong code message', async () => {
  const h = withOrg({ products: ['emailOtp'] }, { 'otps.email.authenticate': () => auth({ member_session: session }) });
  await sendEmailOtp(h.w, 'ada@acme.com');
  await authenticateEmailOtp(h.w, '123456');
  assert.equal(h.called('otps.email.authenticate'), [
    { code: '123456', email_address: 'ada@acme.com', organization_id: 'org-1', session_duration_minutes: 30 },
  ]);
  assert.is(h.w.state.value.screen, 'LoggedIn');
  const d = widget({ authFlowType: 'Discovery', products: ['emailOtp'] }, { 'otps.email.discovery.authenticate': () => discoveryAnswer() });
  await sendEmailOtp(d.w, 'ada@acme.com');
  await authenticateEmailOtp(d.w, '123456');
  assert.equal(d.called('otps.email.discovery.authenticate'), [{ code: '123456', email_address: 'ada@acme.com' }]);
  assert.is(d.w.state.value.screen, 'Discovery');
  const bad = withOrg({}, { 'otps.email.authenticate': () => Promise.reject(apiError('otp_code_not_found')) });
  assert.is(await authenticateEmailOtp(bad.w, '000000'), 'Invalid passcode, please try again.');
});

test('password login: organization and discovery calls; failure message', async () => {
  const h = withOrg({ products: ['passwords'] }, { 'passwords.authenticate': () => auth({ member_session: session }) });
  await passwordLogin(h.w, 'ada@acme.com', 'pw');
  assert.equal(h.called('passwords.authenticate'), [
    { email_address: 'ada@acme.com', organization_id: 'org-1', password: 'pw', session_duration_minutes: 30 },
  ]);
  assert.is(h.w.state.value.screen, 'LoggedIn');
  const d = widget({ authFlowType: 'Discovery' }, { 'passwords.discovery.authenticate': () => discoveryAnswer([]) });
  await passwordLogin(d.w, 'ada@acme.com', 'pw');
  assert.equal(d.called('passwords.discovery.authenticate'), [{ email_address: 'ada@acme.com', password: 'pw' }]);
  assert.is(d.w.state.value.screen, 'Discovery');
  const bad = withOrg({}, { 'passwords.authenticate': () => Promise.reject(apiError('unauthorized_credentials')) });
  assert.is(await passwordLogin(bad.w, 'a@b.co', 'x'), 'Invalid email or password. Please try again or use the link below to get help.');
});

test('password-first lookup: a member gets the password field; a non-member runs the non-member reset', async () => {
  const h = withOrg({}, { 'searchManager.searchMember': () => ({ member: member() }) });
  assert.is(await passwordEmailLookup(h.w, 'ada@acme.com'), true);
  assert.equal(h.calls[0], ['searchManager.searchMember', 'ada@acme.com', 'org-1']);
  const n = widget(
    { passwordOptions: { resetPasswordRedirectURL: 'https://a/reset', verifyEmailTemplateId: 've', locale: 'sv' } },
    { 'searchManager.searchMember': () => ({ member: null }) },
  );
  n.w.dispatch({ type: 'setOrganization', organization: org({ email_jit_provisioning: 'NOT_ALLOWED' }) });
  assert.is(await passwordEmailLookup(n.w, 'new@acme.com'), undefined);
  assert.equal(n.called('magicLinks.email.loginOrSignup'), [
    {
      email_address: 'new@acme.com',
      organization_id: 'org-1',
      login_redirect_url: 'https://a/reset',
      signup_redirect_url: 'https://a/reset',
      login_template_id: 've',
      signup_template_id: 've',
      locale: 'sv',
    },
  ]);
  assert.is(n.w.state.value.screen, 'PasswordResetVerifyConfirmation');
});

test('non-member reset: just-in-time refusal and send failure messages', async () => {
  const refused = withOrg({}, { 'searchManager.searchMember': () => ({ member: null }) });
  assert.is(
    await forgotPassword(refused.w, 'new@other.com'),
    'new@other.com does not have access to Acme. If you think this is a mistake, contact your admin.',
  );
  assert.equal(refused.called('magicLinks.email.loginOrSignup'), []);
  const failing = widget(
    {},
    { 'searchManager.searchMember': () => ({ member: null }), 'magicLinks.email.loginOrSignup': () => Promise.reject(apiError('x')) },
  );
  failing.w.dispatch({
    type: 'setOrganization',
    organization: org({ email_jit_provisioning: 'RESTRICTED', email_allowed_domains: ['acme.com'] }),
  });
  assert.is(await forgotPassword(failing.w, 'new@acme.com'), 'We were unable to verify your email. Please contact your admin.');
});

test('forgot password: member -> reset email (PasswordSetNewConfirmation); discovery; API error_message shown', async () => {
  const pw = {
    loginRedirectURL: 'https://a/l',
    resetPasswordRedirectURL: 'https://a/r',
    resetPasswordExpirationMinutes: 20,
    resetPasswordTemplateId: 'rt',
    verifyEmailTemplateId: 'vt',
    discoveryRedirectURL: 'https://a/d',
    locale: 'pt-br',
  };
  const h = withOrg({ passwordOptions: pw }, { 'searchManager.searchMember': () => ({ member: member() }) });
  await forgotPassword(h.w, 'ada@acme.com');
  assert.equal(h.called('passwords.resetByEmailStart'), [
    {
      email_address: 'ada@acme.com',
      reset_password_redirect_url: 'https://a/r',
      reset_password_expiration_minutes: 20,
      reset_password_template_id: 'rt',
      verify_email_template_id: 'vt',
      locale: 'pt-br',
      organization_id: 'org-1',
      login_redirect_url: 'https://a/l',
    },
  ]);
  assert.is(h.w.state.value.screen, 'PasswordSetNewConfirmation');
  const d = widget({ authFlowType: 'Discovery', passwordOptions: pw });
  await forgotPassword(d.w, 'ada@acme.com');
  assert.equal(d.called('passwords.discovery.resetByEmailStart'), [
    {
      email_address: 'ada@acme.com',
      reset_password_redirect_url: 'https://a/r',
      reset_password_expiration_minutes: 20,
      reset_password_template_id: 'rt',
      verify_email_template_id: 'vt',
      locale: 'pt-br',
      discovery_redirect_url: 'https://a/d',
    },
  ]);
  const bad = widget(
    { authFlowType: 'Discovery' },
    { 'passwords.discovery.resetByEmailStart': () => Promise.reject(apiError('x', 'Too many requests')) },
  );
  assert.is(await forgotPassword(bad.w, 'a@b.co'), 'Too many requests');
});

test('reset submit by token type: passwords -> login; discovery -> Discovery; otherwise by session -> LoggedIn; errors show error_message', async () => {
  // The reset link's token is the machine's first state (initialState reads the page address).
  setURL('http://localhost:3000/reset?token=rt&stytch_token_type=multi_tenant_passwords&stytch_redirect_type=reset_password');
  const p = widget({}, { 'passwords.resetByEmail': () => auth({ member_session: session }) });
  await resetPassword(p.w, 'N3w!pass');
  assert.equal(p.called('passwords.resetByEmail'), [{ password_reset_token: 'rt', password: 'N3w!pass', session_duration_minutes: 30 }]);
  assert.is(p.w.state.value.screen, 'LoggedIn');
  setURL('http://localhost:3000/reset?token=dt&stytch_token_type=discovery&stytch_redirect_type=reset_password');
  const d = widget({ authFlowType: 'Discovery' }, { 'passwords.discovery.resetByEmail': () => discoveryAnswer() });
  await resetPassword(d.w, 'x');
  assert.equal(d.called('passwords.discovery.resetByEmail'), [{ password_reset_token: 'dt', password: 'x' }]);
  assert.is(d.w.state.value.screen, 'Discovery');
  setURL('http://localhost:3000/login');
  const s = widget();
  await resetPassword(s.w, 'x');
  assert.equal(s.called('passwords.resetBySession'), [{ password: 'x', session_duration_minutes: 30 }]);
  assert.is(s.w.state.value.screen, 'LoggedIn');
  const bad = widget({}, { 'passwords.resetBySession': () => Promise.reject(apiError('weak_password', 'Password is too weak')) });
  assert.is(await resetPassword(bad.w, 'x'), 'Password is too weak');
  const blank = widget({}, { 'passwords.resetBySession': () => Promise.reject(new TypeError()) });
  assert.is(
    await resetPassword(blank.w, 'x'),
    'Something went wrong. Try again later or contact your admin for help.',
    'no words: the default, not "TypeError"',
  );
});

test('choosing an organization: SSO-only with a default connection starts SSO; primary required -> Main; else exchange', async () => {
  const h = widget(
    { authFlowType: 'Discovery', ssoOptions: { loginRedirectURL: 'https://a/l', signupRedirectURL: 'https://a/s' } },
    {
      'discovery.intermediateSessions.exchange': () => auth({ member_session: session }),
    },
  );
  await selectOrganization(h.w, discovered('active_member', { sso_default_connection_id: 'conn-1' }, ['sso']));
  assert.equal(h.called('sso.start'), [{ connection_id: 'conn-1', login_redirect_url: 'https://a/l', signup_redirect_url: 'https://a/s' }]);
  await selectOrganization(h.w, discovered('active_member', {}, ['magic_link']));
  assert.is(h.w.state.value.screen, 'Main');
  await selectOrganization(h.w, discovered('active_member', { organization_id: 'o9' }));
  assert.equal(h.called('discovery.intermediateSessions.exchange'), [{ organization_id: 'o9', session_duration_minutes: 30 }]);
  assert.is(h.w.state.value.screen, 'LoggedIn');
  assert.ok(h.events.some((e) => e.type === StytchEventType.B2BDiscoveryIntermediateSessionExchange));
});

test('exchange and create failures: claimed domain message (back allowed), else the default error', async () => {
  for (const [path, act] of [
    ['discovery.intermediateSessions.exchange', (w: Widget) => selectOrganization(w, discovered('active_member'))],
    ['discovery.organizations.create', (w: Widget) => createOrganization(w)],
  ] as const) {
    const claimed = widget(
      { authFlowType: 'Discovery' },
      { [path]: () => Promise.reject(apiError('action_not_allowed_email_domain_is_claimed')) },
    );
    await act(claimed.w);
    assert.equal(claimed.w.state.value.error, { type: 'claimedDomain', canGoBack: true, vars: undefined }, path);
    const other = widget({ authFlowType: 'Discovery' }, { [path]: () => Promise.reject(apiError('x')) });
    await act(other.w);
    assert.equal(other.w.state.value.error?.type, 'default', path);
  }
  assert.is(
    widget().t('err.claimedDomain'),
    'Your email domain is associated with a particular organization, so you are unable to join or create other organizations. Please contact your admin for more information.',
  );
  assert.is(
    widget().t('err.cannotJoin', { organization: 'Acme' }),
    "Unable to join due to Acme's authentication policy. Please contact your admin for more information.",
  );
});

test('direct login for a single membership and direct create for no membership', async () => {
  setURL('http://localhost:3000/?token=t&stytch_token_type=discovery');
  const direct = widget(
    { authFlowType: 'Discovery', directLoginForSingleMembership: { status: true } },
    {
      'magicLinks.discovery.authenticate': () => discoveryAnswer([discovered('active_member', { organization_id: 'only' })]),
      'discovery.intermediateSessions.exchange': () => auth({ member_session: session }),
    },
  );
  await load(direct.w);
  assert.equal(direct.called('discovery.intermediateSessions.exchange'), [{ organization_id: 'only', session_duration_minutes: 30 }]);
  assert.is(direct.w.state.value.screen, 'LoggedIn');
  setURL('http://localhost:3000/?token=t&stytch_token_type=discovery');
  const noDirect = widget(
    { authFlowType: 'Discovery', directLoginForSingleMembership: { status: true } },
    {
      'magicLinks.discovery.authenticate': () =>
        discoveryAnswer([discovered('active_member'), discovered('invited_member', { organization_id: 'o2' })]),
    },
  );
  await load(noDirect.w);
  assert.is(noDirect.w.state.value.screen, 'Discovery');
  setURL('http://localhost:3000/?token=t&stytch_token_type=discovery');
  const create = widget(
    { authFlowType: 'Discovery', directCreateOrganizationForNoMembership: true },
    {
      'magicLinks.discovery.authenticate': () => discoveryAnswer([]),
      'discovery.organizations.create': () => auth({ member_session: session }),
    },
    { createOrganizationEnabled: true },
  );
  await load(create.w);
  assert.equal(create.called('discovery.organizations.create'), [{ session_duration_minutes: 30 }]);
  assert.is(create.w.state.value.screen, 'LoggedIn');
  setURL('http://localhost:3000/?token=t&stytch_token_type=discovery');
  const disabled = widget(
    { authFlowType: 'Discovery', directCreateOrganizationForNoMembership: true, disableCreateOrganization: true },
    {
      'magicLinks.discovery.authenticate': () => discoveryAnswer([]),
    },
    { createOrganizationEnabled: true },
  );
  await load(disabled.w);
  assert.equal(disabled.called('discovery.organizations.create'), []);
  assert.is(disabled.w.state.value.screen, 'Discovery');
});

test('SSO discovery: connections found (none, one, several) and failure', async () => {
  const c = (id: string) => ({ connection_id: id, display_name: id, identity_provider: 'okta' });
  const none = widget({ authFlowType: 'Discovery' }, { 'sso.discoverConnections': () => ({ connections: [] }) });
  await discoverSSO(none.w, 'ada@acme.com');
  assert.equal(none.calls[0], ['sso.discoverConnections', 'ada@acme.com']);
  assert.is(none.w.state.value.screen, 'SSODiscoveryFallback');
  const one = widget({ authFlowType: 'Discovery' }, { 'sso.discoverConnections': () => ({ connections: [c('x')] }) });
  await discoverSSO(one.w, 'ada@acme.com');
  assert.equal(
    one.called('sso.start').map((b) => b.connection_id),
    ['x'],
  );
  const many = widget({ authFlowType: 'Discovery' }, { 'sso.discoverConnections': () => ({ connections: [c('x'), c('y')] }) });
  await discoverSSO(many.w, 'ada@acme.com');
  assert.is(many.w.state.value.screen, 'SSODiscoveryMenu');
  const bad = widget({ authFlowType: 'Discovery' }, { 'sso.discoverConnections': () => Promise.reject(apiError('x')) });
  assert.is(await discoverSSO(bad.w, 'ada@acme.com'), 'Something went wrong. Try again later or contact your admin for help.');
});

test('SSO fallback slug lookup: not found, error, one connection starts SSO, otherwise Main with the organization', async () => {
  const nf = widget({ authFlowType: 'Discovery' }, { 'organization.getBySlug': () => ({ organization: null }) });
  assert.is(await ssoSlugLookup(nf.w, 'x'), 'Organization not found. Please try again.');
  const err = widget({ authFlowType: 'Discovery' }, { 'organization.getBySlug': () => Promise.reject(apiError('x')) });
  assert.is(await ssoSlugLookup(err.w, 'x'), 'An error occurred. Please try again.');
  const conn = { connection_id: 'c1', display_name: 'Okta', identity_provider: 'okta' };
  const one = widget(
    { authFlowType: 'Discovery' },
    { 'organization.getBySlug': () => ({ organization: org({ sso_active_connections: [conn] }) }) },
  );
  await ssoSlugLookup(one.w, 'acme');
  assert.equal(
    one.called('sso.start').map((b) => b.connection_id),
    ['c1'],
  );
  const two = widget(
    { authFlowType: 'Discovery' },
    { 'organization.getBySlug': () => ({ organization: org({ sso_active_connections: [conn, { ...conn, connection_id: 'c2' }] }) }) },
  );
  two.w.dispatch({ type: 'transition', screen: 'SSODiscoveryFallback', push: true });
  await ssoSlugLookup(two.w, 'acme');
  assert.is(two.w.state.value.screen, 'Main');
  assert.is(two.w.state.value.flow.organization?.organization_slug, 'acme');
});

test('OAuth start: organization (login hint added for Google when the email is known) and discovery', async () => {
  const h = withOrg({
    products: ['oauth'],
    oauthOptions: {
      providers: ['google', { type: 'slack', customScopes: ['a'], providerParams: { team: 't' } }],
      loginRedirectURL: 'https://a/l',
      signupRedirectURL: 'https://a/s',
    },
  });
  h.w.dispatch({ type: 'setEmail', email: 'ada@acme.com' });
  await startOAuth(h.w, 'google');
  await startOAuth(h.w, 'slack');
  assert.equal(h.called('oauth.google.start'), [
    {
      organization_id: 'org-1',
      login_redirect_url: 'https://a/l',
      signup_redirect_url: 'https://a/s',
      custom_scopes: undefined,
      provider_params: { login_hint: 'ada@acme.com' },
    },
  ]);
  assert.equal(h.called('oauth.slack.start')[0].provider_params, { team: 't' });
  assert.equal(h.called('oauth.slack.start')[0].custom_scopes, ['a']);
  const d = widget({ authFlowType: 'Discovery', oauthOptions: { providers: ['microsoft'], discoveryRedirectURL: 'https://a/d' } });
  await startOAuth(d.w, 'microsoft');
  assert.equal(d.called('oauth.microsoft.discovery.start'), [
    { discovery_redirect_url: 'https://a/d', custom_scopes: undefined, provider_params: undefined },
  ]);
});

const inMfa = (answers = {}, m = {}) => {
  const h = widget({}, answers);
  h.w.dispatch({
    type: 'primarySuccess',
    resp: auth({ member: member(m), mfa_required: { member_options: null, secondary_auth_initiated: null } }),
    now: T0,
  });
  return h;
};

test('SMS: send (enrollment number) -> SMSOTPEntry; errors: invalid phone, duplicate phone, server text', async () => {
  const h = inMfa();
  await sendSms(h.w, { e164: '+15555550100', country: 'US', countryCode: '1', phoneNumber: '5555550100', formatted: '+1 555-555-0100' });
  assert.equal(h.called('otps.sms.send'), [{ member_id: 'mem-1', organization_id: 'org-1', mfa_phone_number: '+15555550100' }]);
  assert.is(h.w.state.value.screen, 'SMSOTPEntry');
  assert.is(h.w.state.value.mfa!.sms.codeExpiration, T0 + 2 * MIN);
  const cases: [string, string][] = [
    ['invalid_phone_number', 'Invalid phone number, please try again.'],
    ['duplicate_member_phone_number', 'A member with the specified phone number already exists for this organization.'],
    ['x', 'server says no'],
  ];
  for (const [type, msg] of cases) {
    const b = inMfa({ 'otps.sms.send': () => Promise.reject(apiError(type)) });
    assert.is(await sendSms(b.w), msg);
    assert.is(b.w.state.value.mfa!.sms.codeExpiration, T0);
  }
});

test('SMS, TOTP and backup codes: authenticate calls, success screens, error messages', async () => {
  const s = inMfa({}, { mfa_phone_number: '+1555', mfa_phone_number_verified: true });
  await authenticateSms(s.w, '123456');
  assert.equal(s.called('otps.sms.authenticate'), [
    { member_id: 'mem-1', organization_id: 'org-1', code: '123456', session_duration_minutes: 30 },
  ]);
  assert.is(s.w.state.value.screen, 'LoggedIn');
  assert.is(
    await authenticateSms(inMfa({ 'otps.sms.authenticate': () => Promise.reject(apiError('x')) }).w, '1'),
    'Invalid passcode, please try again.',
  );
  const t = inMfa({ 'totp.create': () => ({ secret: 'ABCD', qr_code: 'data:qr', recovery_codes: ['r1'] }) });
  await createTotp(t.w);
  assert.equal(t.called('totp.create'), [{ member_id: 'mem-1', organization_id: 'org-1' }]);
  assert.is(t.w.state.value.mfa!.totp.secret, 'ABCD');
  await createTotp(t.w);
  assert.is(t.called('totp.create').length, 1, 'created once');
  await authenticateTotp(t.w, '123456');
  assert.is(t.w.state.value.screen, 'RecoveryCodeSave');
  assert.is(
    await authenticateTotp(inMfa({ 'totp.authenticate': () => Promise.reject(apiError('x')) }).w, '1'),
    'Invalid passcode, please try again.',
  );
  const r = inMfa({}, { totp_registration_id: 't' });
  await recover(r.w, 'code-1');
  assert.equal(r.called('recoveryCodes.recover'), [
    { member_id: 'mem-1', organization_id: 'org-1', recovery_code: 'code-1', session_duration_minutes: 30 },
  ]);
  assert.is(r.w.state.value.screen, 'LoggedIn');
  assert.is(
    await recover(inMfa({ 'recoveryCodes.recover': () => Promise.reject(apiError('x')) }).w, 'x'),
    'Invalid backup code, please try again.',
  );
});

test('every failure reaches onError', async () => {
  const h = withOrg({}, { 'passwords.authenticate': () => Promise.reject(apiError('x')) });
  await passwordLogin(h.w, 'a@b.co', 'x');
  assert.is(h.errors.length, 1);
  assert.is((h.errors[0] as any).error_type, 'x');
});

test.run();
