// featherlogin's profile widget (issue 27) in Chromium against the emulator, from the CDN bundle:
// a signed-in user cannot remove their last way to sign in, adds and verifies a second email, sets
// a password, registers a passkey (virtual authenticator), enrolls an authenticator app (after a
// passkey step-up) and signs in with it again, keeps a recovery code and signs in with it; links and
// unlinks Google, revokes a connected app; a member enrolls an MFA phone and the app, sets a password
// after a step-up with the app's code. axe on every screen (tab.screen).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { totpCode } from '../../src/emulator/codecs';
import { flow, lastMessage, tabFor, uniqueEmail, useHarness } from './harness';
import { authenticator, discoveryJoin, emailOtpConfig, emailOtpLogin, enterCode, heading, STRONG } from './flows';
import { b2bLogin, consumerLogin, consumerProfile, idpPage, memberProfile } from './pages';

const test = suite('e2e: profile widget');
const h = useHarness(test);

/** WebAuthn needs a domain, not an IP: the same pages through http://localhost:port. */
const local = (url: string) => url.replace('://127.0.0.1:', '://localhost:');
const section = (page: Page, name: string) => page.getByRole('region', { name });
const user = (page: Page) => page.evaluate(async () => (window as any).client.user.get());

flow(test, h, 'consumer: last factor kept, second email, password, passkey, authenticator app, recovery code', async (tab, h) => {
  const { page } = tab;
  const auth = await authenticator(tab);
  const email = uniqueEmail('profile');
  await emailOtpLogin(tab, h, local(consumerLogin(h, emailOtpConfig)), email);
  await page.goto(local(consumerProfile(h)));
  await heading(page, 'Your account');
  await tab.screen('profile');

  // The only email is the only way to sign in: no Remove is offered, the row says why (and the API would refuse it).
  const emails = section(page, 'Email addresses');
  await emails.getByRole('listitem').getByText('This is your only way to sign in, so it cannot be removed.').waitFor();
  assert.is(await emails.getByRole('button', { name: `Remove ${email}` }).count(), 0);
  const refused = await page.evaluate(
    async (id) => {
      try {
        await (window as any).client.user.deleteEmail(id);
        return 'removed';
      } catch (e: any) {
        return e.error_type;
      }
    },
    (await user(page)).emails[0].email_id,
  );
  assert.is(refused, 'cannot_delete_last_primary_factor');
  assert.is((await user(page)).emails.length, 1);

  // A second email joins only after its code.
  const second = uniqueEmail('profile-second');
  await emails.getByRole('button', { name: 'Add an email address' }).click();
  await emails.getByLabel('Email').fill(second);
  await emails.getByRole('button', { name: 'Save' }).click();
  await emails.getByText(`Enter the 6-digit code sent to ${second}.`).waitFor();
  await tab.screen('profile-email-code');
  assert.is((await user(page)).emails.length, 1, 'not on the user before its code');
  await enterCode(page, h, second);
  await emails.getByText(second).waitFor();
  // With two, either may go: Remove is offered, the note is gone.
  await emails.getByRole('button', { name: `Remove ${email}` }).waitFor();
  assert.is(await emails.getByText('This is your only way to sign in, so it cannot be removed.').count(), 0);
  assert.equal(
    (await user(page)).emails.map((e: any) => [e.email, e.verified]),
    [
      [email, true],
      [second, true],
    ],
  );

  // A password, with the login widget's strength meter.
  const pw = section(page, 'Password');
  await pw.getByRole('button', { name: 'Set a password' }).click();
  await pw.getByLabel('New password').fill(STRONG);
  await pw.getByRole('button', { name: 'Save' }).and(page.locator(':not([disabled])')).click();
  await pw.getByText('A password is set.').waitFor();
  await tab.screen('profile-password');
  assert.ok((await user(page)).password, 'the user has a password');

  // A passkey through the registration flow.
  const keys = section(page, 'Passkeys');
  await keys.getByRole('button', { name: 'Add a passkey' }).click();
  await keys.getByRole('listitem').first().waitFor();
  assert.is((await auth.credentials()).length, 1);
  assert.is((await user(page)).webauthn_registrations.length, 1);

  // A later visit, signed in by an email code only. The user now holds factors of two kinds (an email,
  // a passkey), the session one: setting up an authenticator app is refused (insufficient_factors); the
  // widget asks in place for a factor of the other kind, the passkey (no email code: the session has
  // one), then sets the app up.
  await section(page, 'This session').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForFunction(() => !(window as any).client.session.getSync());
  await emailOtpLogin(tab, h, local(consumerLogin(h, emailOtpConfig)), email);
  await page.goto(local(consumerProfile(h)));
  const app = section(page, 'Authenticator app');
  await app.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await app.getByText('To make this change, first confirm it is you.').waitFor();
  assert.is(await app.getByRole('button', { name: /^Send a code/ }).count(), 0);
  await tab.screen('profile-step-up');
  await app.getByRole('button', { name: 'Use a passkey' }).click();
  // QR code and key, a first code, then its recovery codes.
  const key = ((await app.getByText(/^Key: /).textContent()) || '').replace('Key: ', '').trim();
  assert.match(key, /^[A-Z2-7]+$/);
  await tab.screen('profile-totp');
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(totpCode(key, Date.now()));
  const codes = section(page, 'Recovery codes');
  await codes.getByRole('list').waitFor();
  await tab.screen('profile-recovery-codes');
  const saved = ((await codes.getByRole('listitem').first().textContent()) || '').trim();
  assert.match(saved, /^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/);
  await app.getByText('An authenticator app is set up.').waitFor();

  // Signed in again with the app's code, then with the saved recovery code (which works once).
  const factors = await page.evaluate(
    async (code) =>
      (
        await (window as any).client.totps.authenticate({ totp_code: code, session_duration_minutes: 60 })
      ).session.authentication_factors.map((f: any) => f.type),
    totpCode(key, Date.now() + 30_000),
  );
  assert.ok(factors.includes('totp'), factors.join());
  assert.ok(factors.includes('webauthn'), `the step-up's passkey stays in the session: ${factors.join()}`);
  const recovered = await page.evaluate(
    async (code) =>
      (
        await (window as any).client.totps.recover({ recovery_code: code, session_duration_minutes: 60 })
      ).session.authentication_factors.map((f: any) => f.type),
    saved,
  );
  assert.ok(recovered.includes('recovery_codes'), recovered.join());
  const again = await page.evaluate(
    async (code) =>
      (window as any).client.totps.recover({ recovery_code: code, session_duration_minutes: 60 }).then(
        () => 'ok',
        (e: any) => e.error_type,
      ),
    saved,
  );
  assert.is(again, 'unable_to_authenticate_recovery_code', 'a recovery code works once');
  assert.ok(await lastMessage(h, second));
});

flow(test, h, 'consumer: Google linked through the attach flow, then unlinked; a connected app revoked', async (tab, h) => {
  const { page } = tab;
  const account = consumerProfile(h, { oauthProviders: ['google'], oauthRedirectURL: `${h.origin}/account` });
  h.serve('/callback', '<!doctype html><html lang="en"><title>callback</title><main><h1>Client callback</h1></main></html>');
  await emailOtpLogin(tab, h, consumerLogin(h, emailOtpConfig), uniqueEmail('profile-oauth'));
  await page.goto(account);
  const accounts = section(page, 'Connected accounts');
  await accounts.getByText('None yet.').waitFor();

  // Link: the emulator's stand-in for Google, then back to the account page with the token, which attaches it.
  await accounts.getByRole('button', { name: 'Connect Google' }).click();
  await heading(page, 'Sign in with Google');
  await page.getByLabel('Email').fill(uniqueEmail('profile-google', 'gmail.test'));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  await accounts.getByRole('button', { name: 'Remove Google' }).waitFor();
  assert.equal(
    (await user(page)).providers.map((p: any) => p.provider_type),
    ['Google'],
  );

  // The same account page in a second tab: each change in one shows in the other at once (the session
  // store's storage events), no reload.
  const other = await tabFor(tab.ctx, await tab.ctx.newPage(), 'profile other tab');
  await other.page.goto(account);
  const otherAccounts = section(other.page, 'Connected accounts');
  await otherAccounts.getByText('Google').waitFor();
  const otherName = section(other.page, 'Name');
  await otherName.getByLabel('First name').fill('Grace');
  await otherName.getByRole('button', { name: 'Save' }).click();
  await otherName.getByText('Saved.').waitFor();
  const firstName = section(page, 'Name').getByLabel('First name');
  for (let i = 0; (await firstName.inputValue()) !== 'Grace'; i++) {
    assert.ok(i < 50, 'the first tab shows the name saved in the other');
    await page.waitForTimeout(100);
  }

  // Unlink: asked first, then gone from the list and from the user (and from the other tab's list).
  await accounts.getByRole('button', { name: 'Remove Google' }).click();
  await accounts.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await accounts.getByText('Google was removed.').waitFor();
  assert.equal((await user(page)).providers, []);
  await accounts.getByRole('button', { name: 'Connect Google' }).waitFor();
  await otherAccounts.getByText('None yet.').waitFor();
  await other.page.close();

  // A third-party app the user lets in through the identity provider's consent ...
  const q = new URLSearchParams({
    client_id: 'connected-app-test-e2e-partner',
    redirect_uri: `${h.origin}/callback`,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'profile',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  });
  await page.goto(`${idpPage(h, 'consumer')}?${q}`);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((u) => u.pathname === '/callback');
  const granted = () => page.evaluate(async () => (await (window as any).client.user.getConnectedApps()).connected_apps);

  // ... is listed under Connected apps, and revoked from there (asked first).
  await page.goto(account);
  const apps = section(page, 'Connected apps');
  await apps.getByText('E2E Partner').waitFor();
  await tab.screen('profile-connected-apps');
  assert.equal(
    (await granted()).map((a: any) => a.name),
    ['E2E Partner'],
  );
  await apps.getByRole('button', { name: 'Revoke access: E2E Partner' }).click();
  await apps.getByText('Revoke the access of E2E Partner?').waitFor();
  await apps.getByRole('alertdialog').getByRole('button', { name: 'Revoke access' }).click();
  await apps.getByText('E2E Partner was removed.').waitFor();
  await apps.getByText('None yet.').waitFor();
  assert.equal(await granted(), [], 'the emulator no longer lists the grant');
});

flow(test, h, 'B2B member: MFA phone and authenticator app enrolled by code, then removed (confirmed)', async (tab, h) => {
  const { page } = tab;
  await page.goto(b2bLogin(h, { authFlowType: 'Discovery', products: ['emailOtp'] }));
  await heading(page, 'Sign up or log in');
  await discoveryJoin(page, h, uniqueEmail('member-profile', 'acme.test'));
  await page.goto(memberProfile(h));
  await heading(page, 'Your account');
  await section(page, 'Organization').getByText('Acme Inc').waitFor();
  await tab.screen('member-profile');
  const member = () => page.evaluate(async () => (window as any).client.self.get());

  // The MFA phone joins by its code.
  const phone = `+1201555${String(Date.now()).slice(-4)}`;
  const phones = section(page, 'Two-step phone number');
  await phones.getByRole('button', { name: 'Add a two-step phone number' }).click();
  await phones.getByLabel('Phone number').fill(phone);
  await phones.getByRole('button', { name: 'Save' }).click();
  await phones.getByText(`Enter the 6-digit code sent to ${phone}.`).waitFor();
  await enterCode(page, h, phone);
  await phones.getByText('Verified').waitFor();
  let m = await member();
  assert.is(m.mfa_phone_number, phone);
  assert.ok(m.mfa_phone_number_verified);

  // The authenticator app: its key and a first code.
  const app = section(page, 'Authenticator app');
  await app.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const key = ((await app.getByText(/^Key: /).textContent()) || '').replace('Key: ', '').trim();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(totpCode(key, Date.now()));
  await app.getByText('An authenticator app is set up.').waitFor();
  await tab.screen('member-profile-totp');
  assert.ok((await member()).totp_registration_id, 'TOTP enrolled');

  // A password from a session over five minutes old: the API refuses (session_too_old_to_reset_password);
  // the widget asks in place for an MFA factor (the app's code), then sets it.
  const later = 6 * 60_000;
  h.emu.advance(later);
  try {
    const pw = section(page, 'Password');
    await pw.getByRole('button', { name: 'Set a password' }).click();
    await pw.getByLabel('New password').fill(STRONG);
    await pw.getByRole('button', { name: 'Save' }).and(page.locator(':not([disabled])')).click();
    await pw.getByText('To make this change, first confirm it is you.').waitFor();
    await pw.getByRole('button', { name: `Send a code to ${phone}` }).waitFor();
    await tab.screen('member-profile-step-up');
    await pw.getByRole('button', { name: 'Use your authenticator app' }).click();
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(totpCode(key, Date.now() + later));
    await pw.getByText('A password is set.').waitFor();
    assert.ok((await member()).member_password_id, 'the password is set');
  } finally {
    h.emu.advance(-later);
  }

  // Removing it asks first.
  await app.getByRole('button', { name: 'Remove' }).click();
  await app.getByText('Remove the authenticator app? This cannot be undone.').waitFor();
  assert.ok((await member()).totp_registration_id, 'still there before the confirmation');
  await app.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await app.getByRole('button', { name: 'Set up an authenticator app' }).waitFor();
  m = await member();
  assert.not.ok(m.totp_registration_id, 'TOTP removed');
});

test.run();
