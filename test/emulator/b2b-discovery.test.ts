// B2B discovery through the emulator with the B2B headless client: the discovered organizations of
// an email (active, pending and invited memberships, eligible by email domain or OAuth tenant, and
// what each still requires), exchanging into one, creating an organization (project setting,
// policies, claimed email domains).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { StytchB2BHeadlessClient } from '../../src/core/b2b/client';
import type { Emulator } from '../../src/emulator/index';
import { lastMessage, patchProject, sdk, tokenOf, walkProviderPage } from './setup';
import { apiError, b2bRedirects, freshB2B, SEED, withEmulator } from './b2b-setup';

const t = suite('emulator: B2B discovery');
let emu: Emulator;
withEmulator(t, (e) => (emu = e));

/** Discovery by email code: returns the client (holding the intermediate session token) and the answer. */
async function discoverByCode(email: string): Promise<{
  client: StytchB2BHeadlessClient;
  found: Awaited<ReturnType<StytchB2BHeadlessClient['otps']['email']['discovery']['authenticate']>>;
}> {
  const client = freshB2B(emu);
  await client.otps.email.discovery.send({ email_address: email });
  const found = await client.otps.email.discovery.authenticate({ code: lastMessage(emu, email).code!, email_address: email });
  return { client, found };
}

const summary = (orgs: { organization: { organization_slug: string }; membership: { type: string } }[]) =>
  Object.fromEntries(orgs.map((o) => [o.organization.organization_slug, o.membership.type]));

t('magic-link discovery lists every membership with what it requires; exchange signs in', async () => {
  const client = freshB2B(emu);
  await client.magicLinks.email.discovery.send({ email_address: SEED.sam.email });
  const link = lastMessage(emu, SEED.sam.email).link!;
  assert.is(new URL(link).searchParams.get('stytch_token_type'), 'discovery');
  assert.is(new URL(link).origin + new URL(link).pathname, 'http://localhost:3000/discovery');
  const found = await client.magicLinks.discovery.authenticate({ discovery_magic_links_token: tokenOf(link) });
  assert.is(found.email_address, SEED.sam.email);
  assert.ok(found.intermediate_session_token);
  assert.equal(summary(found.discovered_organizations), { acme: 'active_member', globex: 'active_member' });
  const acme = found.discovered_organizations.find((o) => o.organization.organization_id === SEED.acme)!;
  const globex = found.discovered_organizations.find((o) => o.organization.organization_id === SEED.globex)!;
  assert.is(acme.member_authenticated, true);
  assert.is(acme.mfa_required, null);
  assert.is(globex.member_authenticated, false);
  assert.ok(globex.mfa_required);
  // list() with the stored intermediate token gives the same organizations
  assert.equal(summary((await client.discovery.organizations.list()).discovered_organizations), summary(found.discovered_organizations));
  const auth = await client.discovery.intermediateSessions.exchange({ organization_id: SEED.acme, session_duration_minutes: 30 });
  assert.ok(auth.session_token);
  assert.is(auth.member_session!.organization_id, SEED.acme);
  assert.equal(
    auth.member_session!.authentication_factors.map((f) => f.type),
    ['magic_link'],
  );
  // with a member session (no intermediate token left) the list is the session's email's
  assert.equal(summary((await client.discovery.organizations.list()).discovered_organizations), {
    acme: 'active_member',
    globex: 'active_member',
  });
});

t('pending and invited members; eligible by email domain; exchange joins just in time (MFA still required)', async () => {
  assert.equal(summary((await discoverByCode('pending@acme.test')).found.discovered_organizations), { acme: 'pending_member' });
  const invited = await discoverByCode('invited@acme.test');
  assert.equal(summary(invited.found.discovered_organizations), { acme: 'invited_member' });
  const joined = await invited.client.discovery.intermediateSessions.exchange({ organization_id: SEED.acme, session_duration_minutes: 30 });
  assert.is(joined.member.status, 'active');

  const { client, found } = await discoverByCode('newcomer@globex.test');
  assert.equal(summary(found.discovered_organizations), { globex: 'eligible_to_join_by_email_domain' });
  assert.is(found.discovered_organizations[0].membership.member, null);
  const partial = await client.discovery.intermediateSessions.exchange({ organization_id: SEED.globex, session_duration_minutes: 30 });
  assert.is(partial.member_session, null);
  assert.ok(partial.intermediate_session_token);
  assert.equal(partial.mfa_required, { member_options: null, secondary_auth_initiated: null });
  assert.is(partial.member.email_address, 'newcomer@globex.test');
  // The token from globex's sign-in may go elsewhere (the API: an intermediate token may join another
  // organization); hooli's own rules refuse this email.
  const e = await apiError(client.discovery.intermediateSessions.exchange({ organization_id: SEED.hooli, session_duration_minutes: 30 }));
  assert.is(e.error_type, 'email_jit_provisioning_not_allowed');
});

t("a second factor asked in one organization, then another picked (the widget's Back): the same email's token enters it", async () => {
  const { client } = await discoverByCode(SEED.sam.email);
  const globex = await client.discovery.intermediateSessions.exchange({ organization_id: SEED.globex, session_duration_minutes: 30 });
  assert.ok(globex.mfa_required, 'globex asks for a second factor');
  assert.ok(globex.intermediate_session_token);
  const acme = await client.discovery.intermediateSessions.exchange({ organization_id: SEED.acme, session_duration_minutes: 30 });
  assert.ok(acme.session_token, 'acme, which asks none, signs in');
  assert.is(acme.member_session!.organization_id, SEED.acme);
});

t('OAuth discovery: a Slack workspace allowed by an organization makes the email eligible by tenant', async () => {
  const client = freshB2B(emu);
  await client.oauth.slack.discovery.start({});
  const back = await walkProviderPage(b2bRedirects[0], { email: 'richard@piedpiper.test', tenant: 'T0HOOLI' });
  assert.is(back.searchParams.get('stytch_token_type'), 'discovery_oauth');
  const found = await client.oauth.discovery.authenticate({ discovery_oauth_token: back.searchParams.get('token')! });
  assert.equal(summary(found.discovered_organizations), { hooli: 'eligible_to_join_by_oauth_tenant' });
  const auth = await client.discovery.intermediateSessions.exchange({ organization_id: SEED.hooli, session_duration_minutes: 30 });
  assert.ok(auth.session_token);
  assert.is(auth.member.email_address, 'richard@piedpiper.test');
});

t('create an organization: creator is its admin; policies from the request; the project setting', async () => {
  const { client, found } = await discoverByCode('founder@startup.test');
  assert.equal(found.discovered_organizations, []);
  const created = await client.discovery.organizations.create({
    session_duration_minutes: 30,
    email_jit_provisioning: 'RESTRICTED',
    email_allowed_domains: ['startup.test', 'acme.test'],
  });
  assert.ok(created.session_token);
  assert.is(created.organization.organization_name, 'Startup');
  assert.is(created.organization.organization_slug, 'startup');
  assert.ok(created.member_session!.roles.includes('stytch_admin'));
  assert.is(
    (await client.organization.getBySlug({ organization_slug: 'startup' })).organization!.organization_id,
    created.organization.organization_id,
  );

  // a second org with the same default name gets a free slug
  const again = await discoverByCode('cofounder@startup.test');
  assert.equal(summary(again.found.discovered_organizations), { startup: 'eligible_to_join_by_email_domain' });
  const second = await again.client.discovery.organizations.create({ session_duration_minutes: 30, organization_name: 'Startup' });
  assert.is(second.organization.organization_slug, 'startup-2');

  await patchProject(emu, { create_organization_enabled: false }, emu.b2bPublicToken);
  try {
    const blocked = await discoverByCode('another@founders.test');
    const e = await apiError(blocked.client.discovery.organizations.create({ session_duration_minutes: 30 }));
    assert.equal([e.status_code, e.error_type], [401, 'endpoint_not_authorized_for_sdk'], 'the SDK configuration does not allow it');
  } finally {
    await patchProject(emu, { create_organization_enabled: true }, emu.b2bPublicToken);
  }
});

t('a claimed email domain blocks joining and creating other organizations', async () => {
  // Startup (previous test) allows acme.test by domain, but Acme claimed acme.test.
  const { client, found } = await discoverByCode('someone-new@acme.test');
  assert.equal(summary(found.discovered_organizations), { acme: 'eligible_to_join_by_email_domain' });
  const startup = (await client.organization.getBySlug({ organization_slug: 'startup' })).organization!;
  const join = await apiError(
    client.discovery.intermediateSessions.exchange({ organization_id: startup.organization_id, session_duration_minutes: 30 }),
  );
  assert.is(join.error_type, 'action_not_allowed_email_domain_is_claimed');
  const create = await apiError(client.discovery.organizations.create({ session_duration_minutes: 30 }));
  assert.is(create.error_type, 'action_not_allowed_email_domain_is_claimed');
  // Joining Acme itself is fine.
  const ok = await client.discovery.intermediateSessions.exchange({ organization_id: SEED.acme, session_duration_minutes: 30 });
  assert.ok(ok.session_token);
});

t('an intermediate session token is single use once exchanged, and expires after 10 minutes', async () => {
  const first = await discoverByCode('expiry@globex.test');
  const ist = first.found.intermediate_session_token;
  emu.advance(11 * 60_000);
  const e = await apiError(
    first.client.discovery.intermediateSessions.exchange({ organization_id: SEED.globex, session_duration_minutes: 30 }),
  );
  assert.is(e.error_type, 'intermediate_session_not_found');
  const fresh = await discoverByCode(SEED.acmeAdmin.email);
  await fresh.client.discovery.intermediateSessions.exchange({ organization_id: SEED.acme, session_duration_minutes: 30 });
  // The client dropped its spent token; replay it by hand.
  const reuse = await sdk(
    emu,
    'POST',
    '/b2b/discovery/intermediate_sessions/exchange',
    { intermediate_session_token: fresh.found.intermediate_session_token, organization_id: SEED.acme, session_duration_minutes: 30 },
    undefined,
    emu.b2bPublicToken,
  );
  assert.is(reuse.status, 404);
  assert.is(reuse.json.error_type, 'intermediate_session_not_found');
  assert.ok(ist);
});

t.run();
