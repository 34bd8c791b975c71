// The 6.x account calls through the emulator (src/emulator/routes/account-updates.ts). Session attest
// (`session.attest`), both verticals: a JWT of one of the project's token profiles (config
// `token_profiles`: an HS256 secret, issuer, audience) is traded for a session of the user (found or
// created) or member its `email` claim names; a token of another secret, issuer or audience, an
// expired one and an unknown profile are refused. A member's email update: the link (or the code) to
// the new address moves the member there when authenticated (the old address retired), once.
import { createHmac } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { freshClient, lastMessage, patchProject, stopClients, tokenOf } from './setup';
import { apiError, freshB2B, SEED, withEmulator } from './b2b-setup';

const t = suite('emulator: session attest, email update');
let emu: Emulator;
withEmulator(t, (e) => (emu = e));

const PROFILE = {
  profile_id: 'token-profile-test-1',
  secret: 'profile-secret',
  issuer: 'https://idp.example.com',
  audience: 'featherlogin',
};

/** An HS256 JWT of these claims (an hour to live unless `exp` says otherwise). */
function jwt(claims: Record<string, unknown>, secret = PROFILE.secret) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: PROFILE.issuer, aud: PROFILE.audience, exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

t('consumer: a token of the profile signs in the user its email names (created the first time, the same user after)', async () => {
  await patchProject(emu, { token_profiles: [PROFILE] });
  const c = freshClient(emu);
  const token = jwt({ sub: 'ext-1', email: 'attested@example.com' });
  const first = await c.session.attest({ profile_id: PROFILE.profile_id, token, session_duration_minutes: 30 });
  assert.ok(first.session_token);
  assert.is(first.user.emails[0].email, 'attested@example.com');
  assert.is(first.session.authentication_factors[0].delivery_method, 'trusted_auth_token');
  assert.is(c.session.getSync()?.session_id, first.session.session_id, 'the session is stored');
  const again = await freshClient(emu).session.attest({ profile_id: PROFILE.profile_id, token });
  assert.is(again.user_id, first.user_id, 'the same user the next time (no duration: the default one)');
  assert.ok(again.session_token);
  stopClients();
});

t('consumer: refused for an unknown profile, another secret, issuer or audience, an expired token', async () => {
  await patchProject(emu, { token_profiles: [PROFILE] });
  const c = freshClient(emu);
  const attest = async (profile_id: string, token: string) =>
    (await apiError(c.session.attest({ profile_id, token, session_duration_minutes: 30 }))).error_type;
  const claims = { sub: 'ext-2', email: 'nobody@example.com' };
  assert.is(await attest('token-profile-unknown', jwt(claims)), 'trusted_token_profile_not_found');
  assert.is(await attest(PROFILE.profile_id, jwt(claims, 'another-secret')), 'invalid_trusted_auth_token');
  assert.is(await attest(PROFILE.profile_id, jwt({ ...claims, iss: 'https://evil.example.com' })), 'invalid_trusted_auth_token');
  assert.is(await attest(PROFILE.profile_id, jwt({ ...claims, aud: 'someone-else' })), 'invalid_trusted_auth_token');
  assert.is(await attest(PROFILE.profile_id, jwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })), 'invalid_trusted_auth_token');
  assert.is(await attest(PROFILE.profile_id, 'not-a-jwt'), 'invalid_trusted_auth_token');
  stopClients();
});

t("B2B: a token of the profile signs in the organization's member its email names; an unknown email is no member", async () => {
  await patchProject(emu, { token_profiles: [PROFILE] }, emu.b2bPublicToken);
  const c = freshB2B(emu);
  const token = jwt({ sub: 'ext-3', email: SEED.acmeAdmin.email });
  const r = await c.session.attest({ profile_id: PROFILE.profile_id, token, organization_id: SEED.acme, session_duration_minutes: 30 });
  assert.is(r.member_id, SEED.acmeAdmin.member_id);
  assert.ok(r.session_token, 'a full member session (a trusted token stands for a primary sign-in)');
  const none = await apiError(
    freshB2B(emu).session.attest({
      profile_id: PROFILE.profile_id,
      token: jwt({ sub: 'ext-4', email: 'stranger@example.com' }),
      organization_id: SEED.acme,
      session_duration_minutes: 30,
    }),
  );
  assert.is(none.error_type, 'member_not_found');
});

t(
  "B2B email update: the link to the new address moves the member there (old one retired), once; another member's address is refused",
  async () => {
    const c = freshB2B(emu);
    await c.passwords.authenticate({
      organization_id: SEED.acme,
      email_address: SEED.sam.email,
      password: SEED.sam.password,
      session_duration_minutes: 60,
    });
    const taken = await apiError(c.self.startEmailUpdate({ email_address: SEED.acmeAdmin.email }));
    assert.is(taken.error_type, 'duplicate_member_email');
    const started = await c.self.startEmailUpdate({ email_address: 'sam.renamed@acme.test' });
    assert.is(started.member.email_address, SEED.sam.email, 'unchanged until the link is followed');
    const link = lastMessage(emu, 'sam.renamed@acme.test').link!;
    assert.match(link, 'stytch_token_type=multi_tenant_magic_links');
    const r = await freshB2B(emu).magicLinks.authenticate({ magic_links_token: tokenOf(link), session_duration_minutes: 30 });
    assert.is(r.member.email_address, 'sam.renamed@acme.test');
    assert.is(r.member.email_address_verified, true);
    assert.equal(
      r.member.retired_email_addresses?.map((e) => e.email_address),
      [SEED.sam.email],
    );
    const again = await apiError(freshB2B(emu).magicLinks.authenticate({ magic_links_token: tokenOf(link), session_duration_minutes: 30 }));
    assert.is(again.error_type, 'unable_to_auth_magic_link');
    const signedIn = await freshB2B(emu).passwords.authenticate({
      organization_id: SEED.acme,
      email_address: 'sam.renamed@acme.test',
      password: SEED.sam.password,
      session_duration_minutes: 30,
    });
    assert.is(signedIn.member_id, 'member-test-acme-sam', 'the member signs in with the new address');
  },
);

t(
  'B2B email update by code: the code sent to the new address, authenticated there as an email code of the organization, moves the member there',
  async () => {
    const c = freshB2B(emu);
    await c.passwords.authenticate({
      organization_id: SEED.acme,
      email_address: SEED.acmeMember.email,
      password: SEED.acmeMember.password,
      session_duration_minutes: 60,
    });
    const started = await c.self.startEmailUpdate({ email_address: 'member.by-code@acme.test', delivery_method: 'EMAIL_OTP' });
    assert.is(started.member.email_address, SEED.acmeMember.email, 'unchanged until the code is authenticated');
    const code = lastMessage(emu, 'member.by-code@acme.test').code!;
    assert.ok(code, 'a code is delivered');
    const r = await freshB2B(emu).otps.email.authenticate({
      organization_id: SEED.acme,
      email_address: 'member.by-code@acme.test',
      code,
      session_duration_minutes: 30,
    });
    assert.is(r.member_id, SEED.acmeMember.member_id);
    assert.is(r.member.email_address, 'member.by-code@acme.test');
    assert.ok(r.member.retired_email_addresses?.some((e) => e.email_address === SEED.acmeMember.email));
  },
);

t.run();
