// The official `stytch` Node server SDK (test-only oracle) pointed at the emulator, as an app's
// server would use it, on sessions that the widgets created in Chromium: authenticate by session
// token, by JWT remotely and locally (the emulator's JWKS, no call), read the user or the member and
// organization, revoke; the browser then sees its session end (the client's session check, which
// its background refresh runs every 180 s, answers no session and the cookies go). Prints
// "server SDK flows against the emulator: N/N".
import type { Page } from 'playwright-core';
import * as stytch from 'stytch';
import { StytchEventType } from '../../src/core/enums';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { emailOtpConfig, emailOtpLogin, enterCode, heading } from './flows';
import { flow, uniqueEmail, useHarness, waitEvent, type Harness } from './harness';
import { b2bLogin, consumerLogin } from './pages';

const test = suite('e2e: official server SDK against the emulator');
const h = useHarness(test);
const FLOWS = 10;
let passed = 0;
const ok = () => void passed++;
test.after(() => console.log(`\n  server SDK flows against the emulator: ${passed}/${FLOWS}`));

/** The SDK refuses http:// in custom_base_url; `env` takes the emulator (and warns once, silenced here). */
function server<T>(Make: new (c: { project_id: string; secret: string; env: string }) => T, vertical: 'consumer' | 'b2b'): T {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return new Make({
      project_id: `project-test-featherlogin-${vertical}`,
      secret: `secret-test-featherlogin-${vertical}`,
      env: `${h().emu.url}/`,
    });
  } finally {
    console.warn = warn;
  }
}

const tokens = (page: Page) =>
  page.evaluate(() => (window as any).client.session.getTokens() as { session_token: string; session_jwt: string });

/** The browser's own check after the server revoked: no session, no cookie. */
async function browserSeesEnd(page: Page, hh: Harness) {
  await page.evaluate(() => (window as any).client.session.authenticate().catch(() => null));
  assert.is(await page.evaluate(() => (window as any).client.session.getSync()), null, 'the client dropped the session');
  assert.not.ok(
    (await page.context().cookies(hh.origin)).some((c) => c.name === 'stytch_session'),
    'session cookie removed',
  );
}

flow(test, h, 'consumer: a widget session, checked, read and revoked by the server SDK', async (tab, hh) => {
  const email = uniqueEmail('server-sdk');
  await emailOtpLogin(tab, hh, consumerLogin(hh, emailOtpConfig), email);
  const t = await tokens(tab.page);
  const s = server(stytch.Client, 'consumer');
  const byToken = await s.sessions.authenticate({ session_token: t.session_token });
  assert.is(byToken.user.emails[0].email, email);
  ok();
  const byJWT = await s.sessions.authenticate({ session_jwt: t.session_jwt });
  assert.is(byJWT.session.session_id, byToken.session.session_id);
  ok();
  const local = await s.sessions.authenticateJwtLocal({ session_jwt: t.session_jwt });
  assert.is(local.session_id, byToken.session.session_id);
  assert.is(local.user_id, byToken.user.user_id);
  ok();
  const user = await s.users.get({ user_id: byToken.user.user_id });
  assert.is(user.emails[0].email, email);
  assert.ok(user.emails[0].verified);
  ok();
  await s.sessions.revoke({ session_id: byToken.session.session_id });
  await browserSeesEnd(tab.page, hh);
  ok();
});

flow(test, h, 'B2B: a widget member session, checked, read and revoked by the server SDK', async (tab, hh) => {
  const { page } = tab;
  const url = `${hh.origin}/b2b`;
  await page.goto(
    b2bLogin(hh, {
      authFlowType: 'Organization',
      organizationSlug: 'acme',
      products: ['emailOtp'],
      emailMagicLinksOptions: { loginRedirectURL: url, signupRedirectURL: url },
    }),
  );
  await heading(page, 'Continue to Acme Inc');
  const before = hh.emu.outbox('admin@acme.test').length;
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await heading(page, 'Enter passcode');
  await enterCode(page, hh, 'admin@acme.test', before);
  await waitEvent(page, StytchEventType.AuthenticateFlowComplete);
  const t = await tokens(page);
  const s = server(stytch.B2BClient, 'b2b');
  const byToken = await s.sessions.authenticate({ session_token: t.session_token });
  assert.is(byToken.member.email_address, 'admin@acme.test');
  assert.is(byToken.organization.organization_slug, 'acme');
  ok();
  const byJWT = await s.sessions.authenticate({ session_jwt: t.session_jwt });
  assert.is(byJWT.member_session.member_session_id, byToken.member_session.member_session_id);
  ok();
  const local = await s.sessions.authenticateJwtLocal({ session_jwt: t.session_jwt });
  assert.is(local.member_session_id, byToken.member_session.member_session_id);
  assert.is(local.organization_id, 'organization-test-acme');
  ok();
  const member = await s.organizations.members.get({ organization_id: 'organization-test-acme', member_id: byToken.member.member_id });
  assert.is(member.member.email_address, 'admin@acme.test');
  assert.is((await s.organizations.get({ organization_id: 'organization-test-acme' })).organization.organization_name, 'Acme Inc');
  ok();
  await s.sessions.revoke({ member_session_id: byToken.member_session.member_session_id });
  await browserSeesEnd(page, hh);
  ok();
});

test.run();
