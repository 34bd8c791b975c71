// B2B passwords through the emulator with the B2B headless client: strength check (B2B field
// names), reset by email (organization and discovery links), by session, by existing password.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { lastMessage, patchProject, tokenOf, walkProviderPage } from './setup';
import { apiError, b2bRedirects, freshB2B, SEED, withEmulator } from './b2b-setup';

const t = suite('emulator: B2B passwords');
let emu: Emulator;
withEmulator(t, (e) => (emu = e));

const STRONG = 'violet-otter-juggles-87-lanterns';
const STRONGER = 'quiet-harbor-mosaic-51-pinecones';

t('strength check: zxcvbn policy with the B2B answer names; breached passwords', async () => {
  const client = freshB2B(emu);
  const weak = await client.passwords.strengthCheck({ password: 'password' });
  assert.is(weak.valid_password, false);
  assert.is(weak.breached_password, true);
  assert.is(weak.strength_policy, 'zxcvbn');
  assert.type(weak.zxcvbn_feedback.warning, 'string');
  assert.is(weak.luds_feedback, null);
  assert.not.ok('feedback' in weak);
  const strong = await client.passwords.strengthCheck({ password: STRONG, email_address: 'x@acme.test' });
  assert.is(strong.valid_password, true);
  assert.is(strong.score, 4);
});

t('reset by email (organization): link, new password signs in, the old one no longer does', async () => {
  const client = freshB2B(emu);
  await client.passwords.resetByEmailStart({ organization_id: SEED.acme, email_address: SEED.acmeAdmin.email });
  const link = new URL(lastMessage(emu, SEED.acmeAdmin.email).link!);
  assert.is(link.origin + link.pathname, 'http://localhost:3000/reset');
  assert.is(link.searchParams.get('stytch_token_type'), 'multi_tenant_passwords');
  assert.is(link.searchParams.get('stytch_redirect_type'), 'reset_password');
  const weak = await apiError(
    client.passwords.resetByEmail({ password_reset_token: link.searchParams.get('token')!, password: 'letmein' }),
  );
  assert.is(weak.error_type, 'weak_password', 'a breached new password is a weak one');
  const auth = await client.passwords.resetByEmail({ password_reset_token: link.searchParams.get('token')!, password: STRONG });
  assert.ok(auth.session_token);
  assert.is(auth.member_id, SEED.acmeAdmin.member_id);
  const reuse = await apiError(
    client.passwords.resetByEmail({ password_reset_token: link.searchParams.get('token')!, password: STRONGER }),
  );
  assert.is(reuse.error_type, 'unable_to_auth_password_reset_token');
  const old = await apiError(
    freshB2B(emu).passwords.authenticate({
      organization_id: SEED.acme,
      email_address: SEED.acmeAdmin.email,
      password: SEED.acmeAdmin.password,
    }),
  );
  assert.is(old.error_type, 'unauthorized_credentials');
  assert.ok(
    (await freshB2B(emu).passwords.authenticate({ organization_id: SEED.acme, email_address: SEED.acmeAdmin.email, password: STRONG }))
      .session_token,
  );
});

t('reset by session and by existing password', async () => {
  const client = freshB2B(emu);
  await client.passwords.authenticate({ organization_id: SEED.acme, email_address: SEED.acmeAdmin.email, password: STRONG });
  const weak = await apiError(client.passwords.resetBySession({ password: 'short' }));
  assert.is(weak.error_type, 'weak_password');
  const bySession = await client.passwords.resetBySession({ password: STRONGER });
  assert.is(bySession.member_id, SEED.acmeAdmin.member_id);
  assert.ok(bySession.member_session);
  const fresh = freshB2B(emu);
  const wrong = await apiError(
    fresh.passwords.resetByExistingPassword({
      organization_id: SEED.acme,
      email_address: SEED.acmeAdmin.email,
      existing_password: STRONG,
      new_password: SEED.acmeAdmin.password,
    }),
  );
  assert.is(wrong.error_type, 'unauthorized_credentials');
  const byExisting = await fresh.passwords.resetByExistingPassword({
    organization_id: SEED.acme,
    email_address: SEED.acmeAdmin.email,
    existing_password: STRONGER,
    new_password: SEED.acmeAdmin.password,
  });
  assert.ok(byExisting.session_token);
});

t('reset by session needs a sign-in (any factor) from the last 5 minutes (session_too_old_to_reset_password)', async () => {
  const client = freshB2B(emu);
  await client.oauth.google.start({ organization_id: SEED.acme });
  const back = await walkProviderPage(b2bRedirects[0], { email: 'recent@acme.test', name: 'Rita Recent' });
  await client.oauth.authenticate({ oauth_token: back.searchParams.get('token')!, session_duration_minutes: 30 });
  assert.ok((await client.passwords.resetBySession({ password: STRONG })).member_session, 'an OAuth sign-in counts');
  emu.advance(5 * 60_000 + 1000);
  const old = await apiError(client.passwords.resetBySession({ password: STRONGER }));
  assert.is(old.error_type, 'session_too_old_to_reset_password');
  assert.is(old.status_code, 400);
  await client.passwords.authenticate({ organization_id: SEED.acme, email_address: 'recent@acme.test', password: STRONG });
  assert.ok((await client.passwords.resetBySession({ password: STRONGER })).member_session, 'a fresh sign-in counts again');
});

t('discovery: password authenticate lists organizations; a discovery reset sets the password everywhere', async () => {
  const client = freshB2B(emu);
  const found = await client.passwords.discovery.authenticate({ email_address: SEED.sam.email, password: SEED.sam.password });
  assert.equal(found.discovered_organizations.map((o) => o.organization.organization_slug).sort(), ['acme', 'globex']);
  const bad = await apiError(client.passwords.discovery.authenticate({ email_address: SEED.sam.email, password: 'not-the-password' }));
  assert.is(bad.error_type, 'unauthorized_credentials');

  await client.passwords.discovery.resetByEmailStart({ email_address: SEED.sam.email });
  const link = new URL(lastMessage(emu, SEED.sam.email).link!);
  assert.is(link.searchParams.get('stytch_token_type'), 'discovery');
  assert.is(link.searchParams.get('stytch_redirect_type'), 'reset_password');
  // an organization reset token is not a discovery one
  await client.passwords.resetByEmailStart({ organization_id: SEED.acme, email_address: SEED.sam.email });
  const orgToken = tokenOf(lastMessage(emu, SEED.sam.email).link!);
  const mixed = await apiError(client.passwords.discovery.resetByEmail({ password_reset_token: orgToken, password: STRONG }));
  assert.is(mixed.error_type, 'unable_to_auth_password_reset_token');

  const after = await client.passwords.discovery.resetByEmail({ password_reset_token: link.searchParams.get('token')!, password: STRONG });
  assert.equal(after.discovered_organizations.map((o) => o.organization.organization_slug).sort(), ['acme', 'globex']);
  assert.ok(after.intermediate_session_token);
  const acme = await client.discovery.intermediateSessions.exchange({ organization_id: SEED.acme, session_duration_minutes: 30 });
  assert.ok(acme.session_token);
  for (const org of [SEED.acme, SEED.globex]) {
    const r = await freshB2B(emu).passwords.authenticate({ organization_id: org, email_address: SEED.sam.email, password: STRONG });
    assert.is(r.organization.organization_id, org);
  }
});

t('strength check under the LUDS policy: luds_feedback counts what is missing', async () => {
  await patchProject(emu, { password: { strength_policy: 'luds', luds_min_length: 10, luds_complexity: 3 } }, emu.b2bPublicToken);
  try {
    const client = freshB2B(emu);
    const short = await client.passwords.strengthCheck({ password: 'abc' });
    assert.is(short.strength_policy, 'luds');
    assert.is(short.valid_password, false);
    assert.is(short.luds_feedback!.missing_characters, 7);
    assert.is(short.luds_feedback!.missing_complexity, 2);
    const ok = await client.passwords.strengthCheck({ password: 'Abcdefgh-42x' });
    assert.is(ok.valid_password, true);
    assert.equal(ok.zxcvbn_feedback, { suggestions: [], warning: '' });
  } finally {
    await patchProject(emu, { password: { strength_policy: 'zxcvbn' } }, emu.b2bPublicToken);
  }
});

t.run();
