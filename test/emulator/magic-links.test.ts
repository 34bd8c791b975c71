import { freshClient, lastMessage, patchProject, redirects, sdk, startEmulator, stopClients, tokenOf } from './setup';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';

const t = suite('emulator: magic links');
let emu: Emulator;
t.before(async () => {
  emu = await startEmulator();
});
t.after(async () => {
  stopClients();
  await emu.close();
});

t('login_or_create emails a link to the signup URL; authenticate signs in; the link works once', async () => {
  const c = freshClient(emu);
  const sent = await c.magicLinks.email.loginOrCreate('ada@example.com');
  assert.ok(sent.user_id.startsWith('user-test-'));
  assert.is(sent.user_created, true);
  const m = lastMessage(emu, 'ada@example.com');
  assert.is(m.channel, 'email');
  assert.ok(m.link!.startsWith('http://localhost:3000/authenticate?stytch_token_type=magic_links&token='));
  const auth = await c.magicLinks.authenticate(tokenOf(m.link!), { session_duration_minutes: 60 });
  assert.is(auth.user.emails[0].email, 'ada@example.com');
  assert.is(auth.user.emails[0].verified, true);
  assert.is(auth.session.authentication_factors[0].type, 'magic_link');
  assert.ok(c.session.getSync());
  assert.is(c.session.getTokens()!.session_token, auth.session_token);
  const again = await c.magicLinks.authenticate(tokenOf(m.link!), { session_duration_minutes: 60 }).catch((e) => e);
  assert.is(again.error_type, 'unable_to_auth_magic_link');
});

t('an existing user gets the login URL; send/primary needs an existing user; unknown redirect URLs are refused', async () => {
  const c = freshClient(emu);
  await c.magicLinks.email.loginOrCreate('ada@example.com');
  const again = await c.magicLinks.email.loginOrCreate('ada@example.com');
  assert.is(again.user_created, false);
  const missing = await c.magicLinks.email.send('nobody@example.com').catch((e) => e);
  assert.is(missing.error_type, 'email_not_found');
  const bad = await c.magicLinks.email.loginOrCreate('ada@example.com', { login_magic_link_url: 'https://evil.example/' }).catch((e) => e);
  assert.is(bad.error_type, 'invalid_magic_link_url');
  assert.is(bad.status_code, 400);
});

t('links expire', async () => {
  const c = freshClient(emu);
  await c.magicLinks.email.loginOrCreate('late@example.com', { signup_expiration_minutes: 5 });
  emu.advance(6 * 60_000);
  const e = await c.magicLinks
    .authenticate(tokenOf(lastMessage(emu, 'late@example.com').link!), { session_duration_minutes: 30 })
    .catch((x) => x);
  assert.is(e.error_type, 'unable_to_auth_magic_link');
});

t('PKCE: required by the project, the verifier must match the challenge sent at start', async () => {
  await patchProject(emu, { pkce: { email_magic_links: true } });
  try {
    const c = freshClient(emu);
    await c.bootstrap.getAsync();
    await c.magicLinks.email.loginOrCreate('pkce@example.com');
    const token = tokenOf(lastMessage(emu, 'pkce@example.com').link!);
    const wrong = await sdk(emu, 'POST', '/magic_links/authenticate', {
      token,
      session_duration_minutes: 30,
      code_verifier: 'not-the-verifier',
    });
    assert.is(wrong.json.error_type, 'pkce_mismatch');
    const none = await sdk(emu, 'POST', '/magic_links/authenticate', { token, session_duration_minutes: 30 });
    assert.is(none.json.error_type, 'pkce_expected_code_verifier');
    const ok = await c.magicLinks.authenticate(token, { session_duration_minutes: 30 });
    assert.ok(ok.session_token);
  } finally {
    await patchProject(emu, { pkce: { email_magic_links: false } });
  }
});

t('send/secondary adds an email to the signed-in user, only once its link is authenticated', async () => {
  const c = freshClient(emu);
  await c.magicLinks.email.loginOrCreate('first@example.com');
  await c.magicLinks.authenticate(tokenOf(lastMessage(emu, 'first@example.com').link!), { session_duration_minutes: 30 });
  const sent = await c.magicLinks.email.send('second@example.com');
  assert.equal(
    (await c.user.get())!.emails.map((e: any) => e.email),
    ['first@example.com'],
    'not on the user before its link',
  );
  const auth = await c.magicLinks.authenticate(tokenOf(lastMessage(emu, 'second@example.com').link!), { session_duration_minutes: 30 });
  assert.equal(
    auth.user.emails.map((e: any) => e.email),
    ['first@example.com', 'second@example.com'],
  );
  assert.is(auth.user.emails[1].email_id, sent.email_id, 'the id the send answered');
  assert.ok(auth.user.emails[1].verified);
  assert.is(auth.session.authentication_factors.length, 1);
  assert.is(redirects.length, 0);
});

t('send/secondary: an email another user took after the send is refused at authenticate', async () => {
  const c = freshClient(emu);
  await c.magicLinks.email.loginOrCreate('holder@example.com');
  await c.magicLinks.authenticate(tokenOf(lastMessage(emu, 'holder@example.com').link!), { session_duration_minutes: 30 });
  await c.magicLinks.email.send('contested@example.com');
  const other = freshClient(emu);
  await other.magicLinks.email.loginOrCreate('contested@example.com');
  const links = emu.outbox('contested@example.com').map((m: any) => m.link!);
  const e = await c.magicLinks.authenticate(tokenOf(links[links.length - 1]), { session_duration_minutes: 30 }).catch((x) => x);
  assert.is(e.error_type, 'duplicate_email');
});

t.run();
