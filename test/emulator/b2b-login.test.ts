// B2B organization login through the emulator, driven by the B2B headless client: magic link
// (with JIT provisioning and its refusals), email OTP, password, OAuth and SSO through the emulated
// provider pages, impersonation, organization lookups, and member sessions (refresh, exchange, revoke).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { verifyJWT } from '../../src/emulator/jwt';
import { b2b, B2B_OAUTH_PROVIDERS, fill, redirects, shared } from '../../src/wire/routes';
import { lastMessage, patchProject, raw, sdk, tokenOf, walkProviderPage } from './setup';
import { apiError, b2bRedirects, freshB2B, SEED, withEmulator } from './b2b-setup';

const t = suite('emulator: B2B organization login');
let emu: Emulator;
withEmulator(t, (e) => (emu = e));

t('magic link: a new email of an allowed domain joins just in time; the link signs the member in', async () => {
  const client = freshB2B(emu);
  const sent = await client.magicLinks.email.loginOrSignup({ email_address: 'newbie@acme.test', organization_id: SEED.acme });
  assert.is(sent.member_created, true);
  assert.is(sent.member.status, 'pending');
  const link = lastMessage(emu, 'newbie@acme.test').link!;
  const u = new URL(link);
  assert.is(u.searchParams.get('stytch_token_type'), 'multi_tenant_magic_links');
  const auth = await client.magicLinks.authenticate({ magic_links_token: tokenOf(link), session_duration_minutes: 60 });
  assert.ok(auth.session_token);
  assert.is(auth.member.status, 'active');
  assert.is(auth.member.email_address_verified, true);
  assert.is(auth.member_session!.organization_id, SEED.acme);
  assert.is(auth.organization.organization_slug, 'acme');
  assert.equal(
    auth.member_session!.authentication_factors.map((f) => f.type),
    ['magic_link'],
  );
  assert.is(client.session.getSync()!.member_session_id, auth.member_session!.member_session_id);
  assert.is(client.self.getSync()!.member_id, auth.member_id);
  const claims = verifyJWT(emu.emu, auth.session_jwt)!;
  assert.is(claims.sub, auth.member_id);
  assert.is(claims['https://stytch.com/organization'].organization_id, SEED.acme);
  // single use
  const again = await apiError(client.magicLinks.authenticate({ magic_links_token: tokenOf(link), session_duration_minutes: 60 }));
  assert.is(again.error_type, 'unable_to_auth_magic_link');
});

t('magic link: JIT refusals (domain not allowed, NOT_ALLOWED) and unknown organization', async () => {
  const client = freshB2B(emu);
  assert.is(
    (await apiError(client.magicLinks.email.loginOrSignup({ email_address: 'x@elsewhere.test', organization_id: SEED.acme }))).error_type,
    'invalid_email_for_jit_provisioning',
  );
  assert.is(
    (await apiError(client.magicLinks.email.loginOrSignup({ email_address: 'x@hooli.test', organization_id: SEED.hooli }))).error_type,
    'email_jit_provisioning_not_allowed',
  );
  assert.is(
    (await apiError(client.magicLinks.email.loginOrSignup({ email_address: 'x@acme.test', organization_id: 'organization-test-nope' })))
      .error_type,
    'organization_not_found',
  );
  assert.is(
    (
      await apiError(
        client.magicLinks.email.loginOrSignup({
          email_address: 'admin@acme.test',
          organization_id: SEED.acme,
          login_redirect_url: 'https://evil.test/',
        }),
      )
    ).error_type,
    'invalid_magic_link_url',
  );
});

t('email OTP: code from the outbox; a wrong code is refused', async () => {
  const client = freshB2B(emu);
  await client.otps.email.loginOrSignup({ email_address: SEED.acmeAdmin.email, organization_id: SEED.acme });
  const code = lastMessage(emu, SEED.acmeAdmin.email).code!;
  const wrong = code === '000000' ? '111111' : '000000';
  const bad = await apiError(
    client.otps.email.authenticate({
      code: wrong,
      email_address: SEED.acmeAdmin.email,
      organization_id: SEED.acme,
      session_duration_minutes: 30,
    }),
  );
  assert.is(bad.error_type, 'otp_code_not_found');
  const auth = await client.otps.email.authenticate({
    code,
    email_address: SEED.acmeAdmin.email,
    organization_id: SEED.acme,
    session_duration_minutes: 30,
  });
  assert.is(auth.member_id, SEED.acmeAdmin.member_id);
  assert.equal(
    auth.member_session!.authentication_factors.map((f) => [f.type, f.delivery_method]),
    [['otp', 'email']],
  );
  assert.ok(auth.member_session!.roles.includes('stytch_admin'));
});

t('password: right and wrong password; member search and organization by slug', async () => {
  const client = freshB2B(emu);
  const bad = await apiError(
    client.passwords.authenticate({ organization_id: SEED.acme, email_address: SEED.acmeAdmin.email, password: 'nope-nope-nope' }),
  );
  assert.is(bad.error_type, 'unauthorized_credentials');
  const auth = await client.passwords.authenticate({
    organization_id: SEED.acme,
    email_address: SEED.acmeAdmin.email,
    password: SEED.acmeAdmin.password,
  });
  assert.ok(auth.session_token);
  assert.is(auth.member.member_password_id.length > 0, true);
  assert.not.ok('secrets' in auth.member);
  assert.is((await client.searchManager.searchMember(SEED.acmeAdmin.email, SEED.acme)).member!.member_id, SEED.acmeAdmin.member_id);
  assert.is((await client.searchManager.searchMember('nobody@acme.test', SEED.acme)).member, null);
  assert.is((await client.organization.getBySlug({ organization_slug: 'globex' })).organization!.organization_id, SEED.globex);
  assert.is((await client.organization.getBySlug({ organization_slug: 'no-such-org' })).organization, null);
  assert.is((await client.self.get())!.email_address, SEED.acmeAdmin.email);
  assert.is((await client.organization.get())!.organization_id, SEED.acme);
});

t('OAuth: each provider start page signs in through the emulated page (PKCE verified)', async () => {
  for (const provider of ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const) {
    const client = freshB2B(emu);
    await client.oauth[provider].start({ organization_id: SEED.acme });
    const back = await walkProviderPage(b2bRedirects[0], { email: `oauth-${provider}@acme.test`, name: 'Olive Auth' });
    assert.is(back.searchParams.get('stytch_token_type'), 'oauth', provider);
    assert.is(back.origin + back.pathname, 'http://localhost:3000/authenticate');
    const auth = await client.oauth.authenticate({ oauth_token: back.searchParams.get('token')!, session_duration_minutes: 30 });
    assert.ok(auth.session_token, provider);
    assert.is(auth.member.name, 'Olive Auth');
    assert.is(auth.member_session!.authentication_factors[0].delivery_method, `oauth_${provider}`);
  }
});

t('OAuth with PKCE required: a token needs the verifier of the browser that started the flow', async () => {
  await patchProject(emu, { pkce: { oauth: true } }, emu.b2bPublicToken);
  try {
    const client = freshB2B(emu);
    await client.oauth.google.start({ organization_slug: 'acme' });
    const back = await walkProviderPage(b2bRedirects[0], { email: 'pkce@acme.test' });
    // another browser has no verifier: its client refuses before sending, and the server refuses a request without one
    const other = freshB2B(emu);
    const local = await other.oauth
      .authenticate({ oauth_token: back.searchParams.get('token')!, session_duration_minutes: 30 })
      .catch((e) => e);
    assert.is(local.name, 'MissingPKCEError');
    const e = await sdk(
      emu,
      'POST',
      '/b2b/oauth/authenticate',
      { oauth_token: back.searchParams.get('token')!, session_duration_minutes: 30 },
      undefined,
      emu.b2bPublicToken,
    );
    assert.is(e.json.error_type, 'pkce_expected_code_verifier');
  } finally {
    await patchProject(emu, { pkce: { oauth: false } }, emu.b2bPublicToken);
  }
});

t('SSO: the emulated identity provider page; JIT by sso_jit_provisioning; an SSO-only organization', async () => {
  let client = freshB2B(emu);
  await client.sso.start({ connection_id: SEED.acmeSSO });
  const start = new URL(b2bRedirects[0]);
  assert.is(start.pathname, '/v1/public/sso/start');
  const back = await walkProviderPage(b2bRedirects[0], { email: 'sso-person@acme.test', name: 'Sue Saml' });
  assert.is(back.searchParams.get('stytch_token_type'), 'sso');
  const auth = await client.sso.authenticate({ sso_token: back.searchParams.get('token')!, session_duration_minutes: 30 });
  assert.is(auth.member.email_address, 'sso-person@acme.test');
  assert.equal(
    auth.member_session!.authentication_factors.map((f) => [f.type, f.delivery_method]),
    [['sso', 'sso_saml']],
  );

  // Initech allows SSO only: a magic link there comes back primary_required; SSO signs in.
  client = freshB2B(emu);
  await client.magicLinks.email.loginOrSignup({ email_address: 'bob@initech.test', organization_id: SEED.initech });
  const partial = await client.magicLinks.authenticate({
    magic_links_token: tokenOf(lastMessage(emu, 'bob@initech.test').link!),
    session_duration_minutes: 30,
  });
  assert.is(partial.member_session, null);
  assert.equal(partial.primary_required, { allowed_auth_methods: ['sso'] });
  assert.ok(partial.intermediate_session_token);
  await client.sso.start({ connection_id: SEED.initechSSO });
  const back2 = await walkProviderPage(b2bRedirects[0], { email: 'bob@initech.test' });
  const full = await client.sso.authenticate({ sso_token: back2.searchParams.get('token')!, session_duration_minutes: 30 });
  assert.ok(full.session_token);
  assert.equal(full.member_session!.authentication_factors.map((f) => f.type).sort(), ['magic_link', 'sso']);
  assert.equal(
    (await client.sso.discoverConnections('someone@initech.test')).connections.map((c) => c.connection_id),
    [SEED.initechSSO],
  );
  assert.equal((await client.sso.discoverConnections('nobody@nowhere.test')).connections, []);
});

t('SSO start page refuses an unknown connection and a redirect URL that is not configured', async () => {
  const base = `${emu.url}/v1/public/sso/start?public_token=${emu.b2bPublicToken}`;
  assert.is((await raw(`${base}&connection_id=nope`)).status, 404);
  assert.is((await raw(`${base}&connection_id=${SEED.acmeSSO}&login_redirect_url=https://evil.test/`)).status, 400);
});

t('impersonation: a token minted by the admin endpoint signs in once, skipping MFA', async () => {
  const mint = await raw(`${emu.url}/emulator/b2b/impersonation_tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ public_token: emu.b2bPublicToken, organization_id: SEED.globex, member_id: SEED.alice.member_id }),
  });
  assert.is(mint.status, 200);
  const client = freshB2B(emu);
  const auth = await client.impersonation.authenticate({ impersonation_token: mint.json.impersonation_token });
  assert.ok(auth.session_token);
  assert.is(auth.member_session!.authentication_factors[0].type, 'impersonated');
  const again = await apiError(client.impersonation.authenticate({ impersonation_token: mint.json.impersonation_token }));
  assert.is(again.error_type, 'unable_to_auth_impersonation_token');
});

t('member sessions: refresh, exchange into an MFA organization (the client keeps only the intermediate token), revoke', async () => {
  const client = freshB2B(emu);
  // sam is a member of Acme (optional MFA) and Globex (MFA required).
  const auth = await client.passwords.authenticate({
    organization_id: SEED.acme,
    email_address: SEED.sam.email,
    password: SEED.sam.password,
    session_duration_minutes: 30,
  });
  const refreshed = await client.session.authenticate({ session_duration_minutes: 90 });
  assert.is(refreshed.member_session!.member_session_id, auth.member_session!.member_session_id);
  assert.ok(Date.parse(refreshed.member_session!.expires_at) > Date.parse(auth.member_session!.expires_at));
  const ex = await client.session.exchange({ organization_id: SEED.globex, session_duration_minutes: 30 });
  assert.is(ex.member_session, null);
  assert.ok(ex.mfa_required);
  assert.is(ex.organization.organization_id, SEED.globex);
  // An answer with only an intermediate token ends the client's session, as the official client's does
  // (the MFA calls that follow carry that token); the old one still stands on the server until revoked.
  assert.is(client.session.getSync(), null);
  const still = await sdk(emu, 'POST', '/b2b/sessions/authenticate', {}, auth.session_token, emu.b2bPublicToken);
  assert.is(still.status, 200);
  const revoked = await sdk(emu, 'POST', '/b2b/sessions/revoke', {}, auth.session_token, emu.b2bPublicToken);
  assert.is(revoked.status, 200);
  const gone = await sdk(emu, 'POST', '/b2b/sessions/authenticate', {}, auth.session_token, emu.b2bPublicToken);
  assert.is(gone.status, 404);
  assert.is(gone.json.error_type, 'session_not_found');
});

t('every B2B and identity-provider route is served (none answers route_not_found or 5xx)', async () => {
  const routes = [...Object.values(b2b), shared.idpAuthorizeStart, shared.idpAuthorize, shared.idpLogoutStart];
  for (const [method, path] of routes) {
    const r = await sdk(emu, method, path, method === 'GET' ? undefined : {}, undefined, emu.b2bPublicToken);
    assert.ok(r.status < 500 && r.json?.error_type !== 'route_not_found', `${method} ${path}: ${r.status} ${r.text.slice(0, 100)}`);
  }
  for (const provider of B2B_OAUTH_PROVIDERS) {
    for (const path of [redirects.b2bOAuthStart, redirects.b2bOAuthDiscoveryStart]) {
      const r = await raw(`${emu.url}${fill(path, { provider })}?public_token=${emu.b2bPublicToken}&organization_id=${SEED.acme}`);
      assert.is(r.status, 200, `${path} ${provider}: ${r.text.slice(0, 100)}`);
      assert.match(r.text, '<form method="post"');
    }
  }
});

t('invite: an admin invites a new member; the invite link makes them active', async () => {
  const admin = freshB2B(emu);
  await admin.passwords.authenticate({
    organization_id: SEED.acme,
    email_address: SEED.acmeAdmin.email,
    password: SEED.acmeAdmin.password,
  });
  const invited = await admin.magicLinks.email.invite({ email_address: 'new-hire@acme.test', name: 'New Hire' });
  assert.is(invited.member.status, 'invited');
  const dup = await apiError(admin.magicLinks.email.invite({ email_address: SEED.acmeAdmin.email }));
  assert.is(dup.error_type, 'duplicate_member_email');
  const guest = freshB2B(emu);
  const auth = await guest.magicLinks.authenticate({
    magic_links_token: tokenOf(lastMessage(emu, 'new-hire@acme.test').link!),
    session_duration_minutes: 30,
  });
  assert.is(auth.member.status, 'active');
  assert.is(auth.member.name, 'New Hire');

  // email_invites RESTRICTED: only the organization's allowed domains
  const founder = freshB2B(emu);
  await founder.otps.email.discovery.send({ email_address: 'boss@inv.test' });
  await founder.otps.email.discovery.authenticate({ code: lastMessage(emu, 'boss@inv.test').code!, email_address: 'boss@inv.test' });
  await founder.discovery.organizations.create({
    session_duration_minutes: 30,
    email_invites: 'RESTRICTED',
    email_allowed_domains: ['inv.test'],
  });
  const outside = await apiError(founder.magicLinks.email.invite({ email_address: 'friend@elsewhere.test' }));
  assert.is(outside.error_type, 'invalid_email_for_invites');
  assert.is((await founder.magicLinks.email.invite({ email_address: 'colleague@inv.test' })).member.status, 'invited');
});

t('Google One Tap: the project client id, then an id_token becomes an OAuth token (organization) or a discovery token', async () => {
  const mint = async (email: string, nonce: string) =>
    (
      await raw(`${emu.url}/emulator/oauth/google/id_token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ public_token: emu.b2bPublicToken, email, nonce }),
      })
    ).json.id_token as string;
  const client = freshB2B(emu);
  assert.ok((await client.oauth.googleOneTap.start({ organization_id: SEED.acme })).google_client_id);
  const { redirect_url } = await client.oauth.googleOneTap.submit({
    id_token: await mint('tap@acme.test', 'n1'),
    nonce: 'n1',
    organization_id: SEED.acme,
  });
  const u = new URL(redirect_url);
  assert.is(u.searchParams.get('stytch_token_type'), 'oauth');
  const auth = await client.oauth.authenticate({ oauth_token: u.searchParams.get('token')!, session_duration_minutes: 30 });
  assert.is(auth.member.email_address, 'tap@acme.test');
  const wrongNonce = await apiError(
    client.oauth.googleOneTap.submit({ id_token: await mint('tap@acme.test', 'n2'), nonce: 'other', organization_id: SEED.acme }),
  );
  assert.is(wrongNonce.error_type, 'id_token_nonce_invalid');
  const disc = await client.oauth.googleOneTap.submit({ id_token: await mint(SEED.sam.email, 'n3'), nonce: 'n3' });
  const d = new URL(disc.redirect_url);
  assert.is(d.searchParams.get('stytch_token_type'), 'discovery_oauth');
  const found = await client.oauth.discovery.authenticate({ discovery_oauth_token: d.searchParams.get('token')! });
  assert.is(found.discovered_organizations.length, 2);
});

t('PKCE required for magic links: the starting browser finishes; a link without the verifier is refused', async () => {
  await patchProject(emu, { pkce: { email_magic_links: true } }, emu.b2bPublicToken);
  try {
    const client = freshB2B(emu);
    await client.magicLinks.email.loginOrSignup({ email_address: SEED.acmeAdmin.email, organization_id: SEED.acme });
    const token = tokenOf(lastMessage(emu, SEED.acmeAdmin.email).link!);
    const bare = await sdk(
      emu,
      'POST',
      '/b2b/magic_links/authenticate',
      { magic_links_token: token, session_duration_minutes: 30 },
      undefined,
      emu.b2bPublicToken,
    );
    assert.is(bare.json.error_type, 'pkce_expected_code_verifier');
    const auth = await client.magicLinks.authenticate({ magic_links_token: token, session_duration_minutes: 30 });
    assert.ok(auth.session_token);
    const noChallenge = await sdk(
      emu,
      'POST',
      '/b2b/magic_links/email/login_or_signup',
      { email_address: SEED.acmeAdmin.email, organization_id: SEED.acme },
      undefined,
      emu.b2bPublicToken,
    );
    assert.is(noChallenge.json.error_type, 'invalid_pkce_code_challenge');
  } finally {
    await patchProject(emu, { pkce: { email_magic_links: false } }, emu.b2bPublicToken);
  }
});

t('GET /emulator/b2b lists organizations, policies, SSO connections and members', async () => {
  const r = await raw(`${emu.url}/emulator/b2b`);
  assert.is(r.status, 200);
  for (const text of [
    'Acme Inc',
    'globex',
    'REQUIRED_FOR_ALL',
    'Initech Entra ID',
    'admin@acme.test',
    SEED.acmeAdmin.password,
    'claims acme.test',
  ])
    assert.match(r.text, text);
});

t('email OTP: codes expire after 10 minutes and are spent by 5 wrong attempts (then unknown: otp_code_not_found)', async () => {
  const client = freshB2B(emu);
  const ids = { email_address: 'codes@acme.test', organization_id: SEED.acme, session_duration_minutes: 30 };
  await client.otps.email.loginOrSignup({ email_address: ids.email_address, organization_id: SEED.acme });
  const code = lastMessage(emu, ids.email_address).code!;
  emu.advance(11 * 60_000);
  assert.is((await apiError(client.otps.email.authenticate({ ...ids, code }))).error_type, 'otp_code_not_found');
  await client.otps.email.loginOrSignup({ email_address: ids.email_address, organization_id: SEED.acme });
  const fresh = lastMessage(emu, ids.email_address).code!;
  const wrong = fresh === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++)
    assert.is((await apiError(client.otps.email.authenticate({ ...ids, code: wrong }))).error_type, 'otp_code_not_found');
  assert.is((await apiError(client.otps.email.authenticate({ ...ids, code: fresh }))).error_type, 'otp_code_not_found', 'spent');
});

t("email OTP: wrong codes count toward the member's user lock; locked, the right code answers 429 user_lock_limit_reached", async () => {
  const client = freshB2B(emu);
  const ids = { email_address: 'locked-codes@acme.test', organization_id: SEED.acme, session_duration_minutes: 30 };
  const send = () => client.otps.email.loginOrSignup({ email_address: ids.email_address, organization_id: SEED.acme });
  for (let n = 0; n < 2; n++) {
    await send();
    const code = lastMessage(emu, ids.email_address).code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      assert.is((await apiError(client.otps.email.authenticate({ ...ids, code: wrong }))).error_type, 'otp_code_not_found');
  }
  await send();
  const locked = await apiError(client.otps.email.authenticate({ ...ids, code: lastMessage(emu, ids.email_address).code! }));
  assert.equal([locked.status_code, locked.error_type], [429, 'user_lock_limit_reached']);
  emu.advance(61 * 60_000);
  await send();
  assert.ok((await client.otps.email.authenticate({ ...ids, code: lastMessage(emu, ids.email_address).code! })).member_id);
});

t.run();
