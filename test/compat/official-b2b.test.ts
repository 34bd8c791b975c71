// The official B2B headless client (@stytch/vanilla-js/b2b/headless) completes every B2B flow against
// the emulator in Chromium: discovery by each factor, exchange and create, organization and member
// reads, passwords, MFA by SMS, TOTP and recovery codes, SSO.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { totpCode } from '../../src/emulator/codecs';
import { uniqueEmail, useHarness, type Harness } from '../e2e/harness';
import { STRONG } from '../e2e/flows';
import { codeFor, linkTokenFor, officialFlow, officialPage, type OfficialTab } from './official';

const test = suite('compat: official B2B client against the emulator');
const h = useHarness(test);

const ACME = 'organization-test-acme';
const GLOBEX = 'organization-test-globex';
const ADMIN = { email: 'admin@acme.test', password: 'correct-horse-battery-staple-42' };
const SAM = { email: 'sam@shared.test', password: 'sam-shared-password-for-two-orgs' };
const ALICE = { email: 'alice@globex.test', password: 'globex-alice-long-password-2024', member_id: 'member-test-globex-alice' };
const GAVIN = { email: 'gavin@hooli.test', password: 'hooli-gavin-long-password-2024' };
/** The page lives at /b2b: every redirect URL of the run's project config lists it. */
const app = (tab: OfficialTab, h: Harness) => officialPage(h, tab, '/b2b', 'b2b');
const orgIds = (r: any) => r.discovered_organizations.map((d: any) => d.organization.organization_id);

/** On the emulated provider's page (OAuth or SSO): sign in as `email`, then back to the app. */
async function providerSignIn(page: Page, h: Harness, email: string) {
  await page.waitForURL((u) => u.href.startsWith(h.emu.url));
  const known = page.getByRole('button', { name: `Continue as ${email}` });
  if (await known.count()) await known.click();
  else {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Name', { exact: true }).fill('Official Person');
    await page.locator('form button').last().click();
  }
  await page.waitForURL((u) => u.href.startsWith(`${h.origin}/b2b`) && u.searchParams.has('token'));
}

/**
 * The MFA enrolment flows run on 5.23 only: they enrol the seeded Globex members (Alice's phone, Sam's
 * TOTP) once, and a second line would find them enrolled (the emulator rightly refuses a second one).
 */
const SEEDED_MFA_LINES = [5] as const;

/** The member session the client holds now. */
const member = (tab: OfficialTab) =>
  tab.run((c) => ({ member: c.self.getSync(), session: c.session.getSync(), org: c.organization.getSync() }));

officialFlow(test, h, 'B2B: discovery by email magic link, then create an organization', async (tab, h) => {
  const email = uniqueEmail('off-b2b-ml');
  await tab.page.goto(app(tab, h));
  const url = tab.page.url();
  await tab.run((c, a) => c.magicLinks.email.discovery.send({ email_address: a.email, discovery_redirect_url: a.url }), { email, url });
  const token = await linkTokenFor(h, email);
  await tab.page.goto(`${url}?stytch_token_type=discovery&token=${token}`);
  const r = await tab.run((c) =>
    c.magicLinks.discovery.authenticate({ discovery_magic_links_token: new URLSearchParams(location.search).get('token') }),
  );
  assert.is(r.email_address, email);
  assert.ok(r.intermediate_session_token, 'an intermediate session token');
  const slug = `off-${Date.now().toString(36)}`;
  const created = await tab.run(
    (c, slug) =>
      c.discovery.organizations.create({ organization_name: 'Offline Org', organization_slug: slug, session_duration_minutes: 60 }),
    slug,
  );
  assert.is(created.organization.organization_slug, slug);
  assert.is(created.member.email_address, email);
  const now = await member(tab);
  assert.is(now.member.email_address, email, 'the client holds the member');
  assert.is(now.org.organization_slug, slug, 'and the organization');
  assert.ok(now.session, 'and the session');
});

officialFlow(test, h, 'B2B: discovery by email OTP, list, then exchange into an organization', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  const since = h.emu.outbox(ADMIN.email).length;
  await tab.run((c, email) => c.otps.email.discovery.send({ email_address: email }), ADMIN.email);
  const code = await codeFor(h, ADMIN.email, since);
  const r = await tab.run((c, a) => c.otps.email.discovery.authenticate({ email_address: a.email, code: a.code }), {
    email: ADMIN.email,
    code,
  });
  assert.ok(orgIds(r).includes(ACME), `Acme discovered: ${orgIds(r)}`);
  const listed = await tab.run((c) => c.discovery.organizations.list());
  assert.ok(orgIds(listed).includes(ACME), 'the list with the intermediate session');
  const ex = await tab.run(
    (c, id) => c.discovery.intermediateSessions.exchange({ organization_id: id, session_duration_minutes: 60 }),
    ACME,
  );
  assert.is(ex.member.email_address, ADMIN.email);
  assert.ok(ex.session_token && ex.session_jwt, 'a member session');
  assert.is((await member(tab)).org.organization_id, ACME);
});

officialFlow(test, h, 'B2B: discovery by password', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  const r = await tab.run((c, a) => c.passwords.discovery.authenticate({ email_address: a.email, password: a.password }), SAM);
  const ids = orgIds(r);
  assert.ok(ids.includes(ACME) && ids.includes(GLOBEX), `both of Sam's organizations: ${ids}`);
  const ex = await tab.run(
    (c, id) => c.discovery.intermediateSessions.exchange({ organization_id: id, session_duration_minutes: 60 }),
    ACME,
  );
  assert.is(ex.member.email_address, SAM.email);
});

officialFlow(test, h, 'B2B: discovery by OAuth through the emulated provider', async (tab, h) => {
  const { page } = tab;
  await page.goto(app(tab, h));
  const url = page.url();
  await tab.run((c, url) => {
    c.oauth.google.discovery.start({ discovery_redirect_url: url });
  }, url);
  await providerSignIn(page, h, ADMIN.email);
  const r = await tab.run((c) =>
    c.oauth.discovery.authenticate({ discovery_oauth_token: new URLSearchParams(location.search).get('token') }),
  );
  assert.is(r.email_address, ADMIN.email);
  assert.ok(orgIds(r).includes(ACME), 'Acme discovered');
  const ex = await tab.run(
    (c, id) => c.discovery.intermediateSessions.exchange({ organization_id: id, session_duration_minutes: 60 }),
    ACME,
  );
  assert.is(ex.member.email_address, ADMIN.email);
});

officialFlow(test, h, 'B2B: organization by slug', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  const org = await tab.run((c) => c.organization.getBySlug({ organization_slug: 'acme' }));
  assert.is(org.organization.organization_id, ACME);
  assert.is(org.organization.organization_name, 'Acme Inc');
});

officialFlow(test, h, 'B2B: member search', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  // The admin signs in to Acme by password; stytch_admin may search the members, by the policy the
  // bootstrap answers.
  await tab.run(
    (c, a) =>
      c.passwords.authenticate({ organization_id: a.org, email_address: a.email, password: a.password, session_duration_minutes: 60 }),
    { ...ADMIN, org: ACME },
  );
  assert.is(await tab.run((c) => c.rbac.isAuthorized('stytch.member', 'search')), true, 'an admin may search members');
  const me = await tab.run((c) => c.organization.get());
  assert.is(me.organization_id, ACME);
  const found = await tab.run((c) =>
    c.organization.members.search({
      query: { operator: 'AND', operands: [{ filter_name: 'member_emails', filter_value: ['sam@shared.test'] }] },
      limit: 10,
    }),
  );
  assert.equal(
    found.members.map((m: any) => m.email_address),
    [SAM.email],
  );
  const all = await tab.run((c) => c.organization.members.search({ limit: 100 }));
  assert.ok(all.members.length >= 4, `all of Acme's members: ${all.members.length}`);
});

officialFlow(test, h, 'B2B: the default RBAC policy (admin and member)', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  await tab.run(
    (c, a) =>
      c.passwords.authenticate({ organization_id: a.org, email_address: a.email, password: a.password, session_duration_minutes: 60 }),
    { ...SAM, org: ACME },
  );
  assert.is(await tab.run((c) => c.rbac.isAuthorized('stytch.member', 'search')), false, 'a plain member may not search members');
  assert.is(await tab.run((c) => c.rbac.isAuthorized('stytch.self', 'update.info.name')), true, 'but may change its own name');
  await tab.run((c) => c.session.revoke());
  await tab.run(
    (c, a) =>
      c.passwords.authenticate({ organization_id: a.org, email_address: a.email, password: a.password, session_duration_minutes: 60 }),
    { ...ADMIN, org: ACME },
  );
  assert.is(
    await tab.run((c) => c.rbac.isAuthorized('stytch.organization', 'update.info.name')),
    true,
    'an admin may rename the organization',
  );
  const perms = await tab.run((c) => c.rbac.allPermissions());
  assert.is(perms['stytch.member']?.search, true);
});

officialFlow(test, h, 'B2B: passwords authenticate, strength check, reset by email, by session, by existing password', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  const url = tab.page.url();
  const weak = await tab.run((c) => c.passwords.strengthCheck({ password: 'password' }));
  assert.is(weak.valid_password, false);
  // Gavin (Hooli, no MFA) resets by email, then by session, then by his existing password.
  await tab.run(
    (c, a) =>
      c.passwords.resetByEmailStart({
        organization_id: 'organization-test-hooli',
        email_address: a.email,
        login_redirect_url: a.url,
        reset_password_redirect_url: a.url,
      }),
    { email: GAVIN.email, url },
  );
  const token = await linkTokenFor(h, GAVIN.email);
  await tab.page.goto(`${url}?stytch_token_type=multi_tenant_passwords&token=${token}`);
  const byEmail = await tab.run(
    (c, password) =>
      c.passwords.resetByEmail({
        password_reset_token: new URLSearchParams(location.search).get('token'),
        password,
        session_duration_minutes: 60,
      }),
    STRONG,
  );
  assert.is(byEmail.member.email_address, GAVIN.email);
  const second = 'Second-Hooli-Passphrase-77!';
  const bySession = await tab.run(
    (c, a) => c.passwords.resetBySession({ organization_id: 'organization-test-hooli', password: a }),
    second,
  );
  assert.ok(bySession.member_session || bySession.session_token, 'a session after the reset by session');
  await tab.run((c) => c.session.revoke());
  const third = 'Third-Hooli-Passphrase-78!';
  await tab.run(
    (c, a) =>
      c.passwords.resetByExistingPassword({
        organization_id: 'organization-test-hooli',
        email_address: a.email,
        existing_password: a.second,
        new_password: a.third,
        session_duration_minutes: 60,
      }),
    { email: GAVIN.email, second, third },
  );
  await tab.run((c) => c.session.revoke());
  tab.expect(401, '/b2b/passwords/authenticate');
  const wrong = await tab.run(
    (c, email) =>
      c.passwords
        .authenticate({
          organization_id: 'organization-test-hooli',
          email_address: email,
          password: 'Not-His-Password-1!',
          session_duration_minutes: 60,
        })
        .then(
          () => 'ok',
          (e: any) => e.error_type,
        ),
    GAVIN.email,
  );
  assert.is(wrong, 'unauthorized_credentials');
  const r = await tab.run(
    (c, a) =>
      c.passwords.authenticate({
        organization_id: 'organization-test-hooli',
        email_address: a.email,
        password: a.third,
        session_duration_minutes: 60,
      }),
    { email: GAVIN.email, third },
  );
  assert.is(r.member.email_address, GAVIN.email);
  assert.ok(r.session_token, 'signed in with the newest password');
});

officialFlow(test, h, 'B2B: discovery password reset by email', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  const url = tab.page.url();
  const email = uniqueEmail('off-b2b-reset');
  await tab.run(
    (c, a) =>
      c.passwords.discovery.resetByEmailStart({
        email_address: a.email,
        discovery_redirect_url: a.url,
        reset_password_redirect_url: a.url,
      }),
    { email, url },
  );
  const token = await linkTokenFor(h, email);
  await tab.page.goto(`${url}?stytch_token_type=discovery&token=${token}`);
  const r = await tab.run(
    (c, password) =>
      c.passwords.discovery.resetByEmail({ password_reset_token: new URLSearchParams(location.search).get('token'), password }),
    STRONG,
  );
  assert.ok(r.intermediate_session_token, 'an intermediate session token');
  assert.is(r.email_address, email);
});

officialFlow(
  test,
  h,
  'B2B: MFA by SMS (enrol a phone after the password)',
  async (tab, h) => {
    await tab.page.goto(app(tab, h));
    const primary = await tab.run(
      (c, a) =>
        c.passwords.authenticate({ organization_id: a.org, email_address: a.email, password: a.password, session_duration_minutes: 60 }),
      { ...ALICE, org: GLOBEX },
    );
    assert.ok(primary.intermediate_session_token && !primary.session_token, 'MFA is required in Globex');
    assert.is(primary.member_authenticated, false);
    const phone = `+1555${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    await tab.run((c, a) => c.otps.sms.send({ organization_id: a.org, member_id: a.member_id, mfa_phone_number: a.phone }), {
      org: GLOBEX,
      member_id: ALICE.member_id,
      phone,
    });
    const code = await codeFor(h, phone);
    const r = await tab.run(
      (c, a) => c.otps.sms.authenticate({ organization_id: a.org, member_id: a.member_id, code: a.code, session_duration_minutes: 60 }),
      { org: GLOBEX, member_id: ALICE.member_id, code },
    );
    assert.ok(r.session_token, 'a full session after the second factor');
    assert.is(r.member.mfa_phone_number, phone);
    assert.ok(
      (await member(tab)).session.authentication_factors.some((f: any) => f.delivery_method === 'sms'),
      'an SMS factor',
    );
  },
  SEEDED_MFA_LINES,
);

officialFlow(
  test,
  h,
  'B2B: MFA by TOTP and recovery codes',
  async (tab, h) => {
    await tab.page.goto(app(tab, h));
    const signIn = () =>
      tab.run(
        (c, a) =>
          c.passwords.authenticate({ organization_id: a.org, email_address: a.email, password: a.password, session_duration_minutes: 60 }),
        { ...SAM, org: GLOBEX },
      );
    const primary = await signIn();
    const member_id = primary.member_id;
    assert.ok(primary.intermediate_session_token, 'MFA is required');
    const created = await tab.run((c, a) => c.totp.create({ organization_id: a.org, member_id: a.member_id }), { org: GLOBEX, member_id });
    assert.ok(created.secret && created.recovery_codes.length, 'secret and recovery codes');
    const r = await tab.run(
      (c, a) => c.totp.authenticate({ organization_id: a.org, member_id: a.member_id, code: a.code, session_duration_minutes: 60 }),
      { org: GLOBEX, member_id, code: totpCode(created.secret, Date.now()) },
    );
    assert.ok(r.session_token, 'a full session after the TOTP');
    const got = await tab.run((c) => c.recoveryCodes.get());
    assert.equal(got.recovery_codes, created.recovery_codes);
    const rotated = await tab.run((c) => c.recoveryCodes.rotate());
    assert.is(rotated.recovery_codes.length, created.recovery_codes.length);
    assert.not.equal(rotated.recovery_codes, created.recovery_codes, 'new codes');
    await tab.run((c) => c.session.revoke());
    await signIn();
    const rec = await tab.run(
      (c, a) =>
        c.recoveryCodes.recover({ organization_id: a.org, member_id: a.member_id, recovery_code: a.code, session_duration_minutes: 60 }),
      { org: GLOBEX, member_id, code: rotated.recovery_codes[0] },
    );
    assert.ok(rec.session_token, 'signed in with a recovery code');
    assert.is(rec.recovery_codes_remaining, rotated.recovery_codes.length - 1);
  },
  SEEDED_MFA_LINES,
);

officialFlow(test, h, 'B2B: SSO connection discovery', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  const found = await tab.run((c, email) => c.sso.discoverConnections(email), ADMIN.email);
  const ids = found.connections.map((x: any) => x.connection_id);
  assert.ok(ids.includes('saml-connection-test-acme'), `Acme's connection discovered: ${ids}`);
});

officialFlow(test, h, 'B2B: SSO start and authenticate through the emulated identity provider', async (tab, h) => {
  const { page } = tab;
  await page.goto(app(tab, h));
  const url = page.url();
  await tab.run((c, url) => {
    c.sso.start({ connection_id: 'saml-connection-test-acme', login_redirect_url: url, signup_redirect_url: url });
  }, url);
  await providerSignIn(page, h, ADMIN.email);
  const r = await tab.run((c) =>
    c.sso.authenticate({ sso_token: new URLSearchParams(location.search).get('token'), session_duration_minutes: 60 }),
  );
  assert.is(r.member.email_address, ADMIN.email);
  assert.is(r.organization.organization_id, ACME);
  assert.ok(r.session_token, 'a member session');
});

test.run();
