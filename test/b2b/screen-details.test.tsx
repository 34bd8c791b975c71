// Screen details the catalogue check alone cannot show (it proves a string exists, not that the
// screen shows it; audit-4 UNTESTED 15): Main's logos, Main without a heading in the PasswordReset
// flow, SSODiscoveryFallback's slug field, and EmailConfirmation's 'Resend email'.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { B2BWidget } from '../../src/b2b/B2BWidget';
import { b2bText } from '../../src/b2b/text';
import { mountWidget } from '../../src/ui/mount';
import { cx } from '../../src/ui/styles';
import { apiError, auth, button, enter, flush, member, org, render, setURL, T0 } from './harness';

const imgs = (root: Element) => [...root.querySelectorAll('img')].map((i) => [i.getAttribute('src'), i.getAttribute('alt')]);

test("Main: the organization's logo and the app logo (theme styles.logo.logoImageUrl) side by side", async () => {
  setURL('http://localhost:3000/login');
  const h = await render(
    { organizationSlug: 'acme' },
    { 'organization.getBySlug': () => ({ organization: org({ organization_logo_url: 'https://cdn/acme.png' }) }) },
  );
  assert.equal(imgs(h.root), [['https://cdn/acme.png', 'Acme logo']], 'no app logo without a theme logo');
  mountWidget('#app', <B2BWidget widget={h.w} />, { text: b2bText, styles: { logo: { logoImageUrl: 'https://app/logo.svg' } } });
  await flush();
  assert.equal(imgs(h.root), [
    ['https://cdn/acme.png', 'Acme logo'],
    ['https://app/logo.svg', 'Logo'],
  ]);
  assert.is(h.root.querySelector('img')!.parentElement, h.root.querySelectorAll('img')[1].parentElement, 'in one row');
  h.unmount();
});

test('Main without any logo: no empty logo row above the heading (its gap was blank space)', async () => {
  setURL('http://localhost:3000/login');
  const h = await render({ organizationSlug: 'acme' }, { 'organization.getBySlug': () => ({ organization: org() }) });
  await flush();
  assert.equal(imgs(h.root), []);
  const first = h.root.querySelector('h2')!.parentElement!.firstElementChild!;
  assert.is(first.tagName, 'H2', 'the heading comes first');
  h.unmount();
});

test('logos and the TOTP QR code from the server: a javascript: or data:text URL renders no image', async () => {
  setURL('http://localhost:3000/login');
  const h = await render(
    { organizationSlug: 'acme' },
    { 'organization.getBySlug': () => ({ organization: org({ organization_logo_url: 'javascript:alert(1)' }) }) },
  );
  assert.equal(imgs(h.root), []);
  assert.is(h.root.querySelector('h2')!.parentElement!.firstElementChild!.tagName, 'H2', 'no empty logo row either');
  h.w.dispatch({
    type: 'setDiscovery',
    email: 'ada@acme.com',
    orgs: [
      {
        organization: org({ organization_logo_url: 'javascript:alert(1)' }),
        membership: { type: 'active_member', details: null, member: null },
        member_authenticated: false,
        primary_required: null,
        mfa_required: null,
      },
    ] as any,
  });
  h.w.dispatch({ type: 'transition', screen: 'Discovery' });
  await flush();
  assert.equal(imgs(h.root), [], 'Discovery shows the initial instead');
  assert.match(h.text(), 'Acme');
  h.w.dispatch({
    type: 'totpCreated',
    memberId: 'm',
    organizationId: 'o',
    secret: 'ABCD',
    qrCode: 'data:text/html,<script>alert(1)</script>',
    recoveryCodes: [],
  });
  h.w.dispatch({ type: 'transition', screen: 'TOTPEnrollmentQRCode' });
  await flush();
  assert.equal(imgs(h.root), [], 'no QR image');
  h.unmount();
});

test('Main in the PasswordReset flow: no heading (spec section 2 Main)', async () => {
  setURL('http://localhost:3000/login');
  const h = await render({ authFlowType: 'PasswordReset' });
  assert.is(h.w.state.value.screen, 'PasswordResetForm');
  h.w.dispatch({ type: 'transition', screen: 'Main' });
  await flush();
  assert.is(h.root.querySelector('h2'), null);
  assert.match(h.text(), 'Continue with email');
  assert.not.match(h.text(), 'Continue to');
  assert.not.match(h.text(), 'Sign up or log in');
  h.unmount();
});

test('hideHeaderText hides the heading of Main only (for assistive technology), as the official SDK: other screens keep theirs', async () => {
  setURL('http://localhost:3000/login');
  const h = await render({ authFlowType: 'Discovery' });
  mountWidget('#app', <B2BWidget widget={h.w} />, { text: b2bText, styles: { hideHeaderText: true } });
  await flush();
  const heading = () => h.root.querySelector('h2')!;
  assert.match(heading().textContent!, 'Sign up or log in');
  assert.ok(heading().classList.contains(cx.vh), 'Main: for screen readers only');
  // An unverified email's Main: its 'Confirm your email' line goes with the heading.
  h.w.dispatch({
    type: 'primarySuccess',
    resp: auth({ member: member({ email_address_verified: false }), primary_required: { allowed_auth_methods: ['magic_link'] } }),
    now: T0,
  });
  await flush();
  const line = [...h.root.querySelectorAll('p')].find((p) => p.textContent === 'Confirm your email address with one of the following:');
  assert.ok(line?.classList.contains(cx.vh), "Main's line: for screen readers only");
  h.w.dispatch({ type: 'transition', screen: 'LoggedIn' });
  await flush();
  assert.is(heading().className, cx.heading, 'another screen: its heading shows');
  h.unmount();
});

test("SSODiscoveryFallback: slug field with placeholder 'Enter org slug', required; a slug not found shows the message; 'Try another log in method' -> Main", async () => {
  setURL('http://localhost:3000/login');
  const h = await render(
    { authFlowType: 'Discovery', products: ['emailMagicLinks', 'sso'] },
    { 'organization.getBySlug': () => ({ organization: null }) },
  );
  h.w.dispatch({ type: 'ssoDiscovery', connections: [] });
  await flush();
  const slug = h.root.querySelector('input[placeholder="Enter org slug"]') as HTMLInputElement;
  assert.ok(slug, 'the placeholder');
  assert.ok(slug.required, 'spec section 5: organization slug is required');
  assert.is(h.root.querySelector(`label[for="${slug.id}"]`)?.textContent, 'Organization slug');
  await enter(h.root, slug, ' nope ');
  assert.equal(h.called('organization.getBySlug'), [{ organization_slug: 'nope' }]);
  assert.match(h.text(), 'Organization not found. Please try again.');
  assert.is(slug.getAttribute('aria-invalid'), 'true');
  button(h.root, 'Try another log in method').click();
  await flush();
  assert.is(h.w.state.value.screen, 'Main');
  assert.match(h.text(), 'Sign up or log in');
  h.unmount();
});

test("EmailConfirmation: 'Resend email' sends the same link again and stays; a failed resend shows the send message inline", async () => {
  let fail = false;
  setURL('http://localhost:3000/login');
  const h = await render(
    { organizationSlug: 'acme' },
    {
      'organization.getBySlug': () => ({ organization: org() }),
      'magicLinks.email.loginOrSignup': () => (fail ? Promise.reject(apiError('inactive_email')) : {}),
    },
  );
  await enter(h.root, h.root.querySelector('input[type="email"]'), 'ada@acme.com');
  assert.match(h.text(), 'An email was sent to ada@acme.com.');
  button(h.root, 'Resend email').click();
  await flush();
  assert.equal(
    h.called('magicLinks.email.loginOrSignup').map((b) => b.email_address),
    ['ada@acme.com', 'ada@acme.com'],
  );
  assert.is(h.w.state.value.screen, 'EmailConfirmation');
  assert.equal(h.w.state.value.history, ['Main'], 'no second history entry');
  assert.match(document.body.textContent || '', 'Email resent');
  fail = true;
  button(h.root, 'Resend email').click();
  await flush();
  assert.match(
    h.text(),
    'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  );
  h.unmount();
});

test.run();
