// The official consumer headless client (@stytch/vanilla-js/headless) completes every consumer flow
// against the emulator in Chromium: each flow as an app written for the official SDK would call it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { totpCode } from '../../src/emulator/codecs';
import { uniqueEmail, useHarness, type Harness } from '../e2e/harness';
import { authenticator, ethKey, STRONG } from '../e2e/flows';
import { codeFor, linkTokenFor, officialFlow, officialPage, type OfficialTab } from './official';

const test = suite('compat: official consumer client against the emulator');
const h = useHarness(test);

let phones = 0;
const uniquePhone = () => `+1555${String(Date.now() % 10_000).padStart(4, '0')}${String(++phones % 1000).padStart(3, '0')}`;
const app = (tab: OfficialTab, h: Harness) => officialPage(h, tab, '/login', 'consumer');
const local = (url: string) => url.replace('://127.0.0.1:', '://localhost:');

/** Email OTP sign-in through the official client; answers the user. */
async function emailOtpSignIn(tab: OfficialTab, h: Harness, email = uniqueEmail('off')) {
  const since = h.emu.outbox(email).length;
  const sent = await tab.run((c, email) => c.otps.email.loginOrCreate(email), email);
  assert.ok(sent.method_id, 'a method_id');
  const code = await codeFor(h, email, since);
  const r = await tab.run((c, a) => c.otps.authenticate(a.code, a.method_id, { session_duration_minutes: 60 }), {
    code,
    method_id: sent.method_id,
  });
  assert.is(r.user.emails[0].email, email);
  assert.ok(r.session_token && r.session_jwt, 'session token and JWT');
  assert.ok(await tab.run((c) => !!c.session.getSync() && !!c.user.getSync()), 'the client holds the session and user');
  return r.user;
}

officialFlow(test, h, 'consumer: email OTP', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  await emailOtpSignIn(tab, h);
  const tokens = await tab.run((c) => c.session.getTokens());
  assert.ok(tokens?.session_token && tokens?.session_jwt, 'getTokens after sign-in');
});

for (const channel of ['sms', 'whatsapp'] as const)
  officialFlow(test, h, `consumer: ${channel} OTP`, async (tab, h) => {
    await tab.page.goto(app(tab, h));
    const phone = uniquePhone();
    const sent = await tab.run((c, a) => c.otps[a.channel].loginOrCreate(a.phone), { channel, phone });
    const code = await codeFor(h, phone);
    const r = await tab.run((c, a) => c.otps.authenticate(a.code, a.method_id, { session_duration_minutes: 60 }), {
      code,
      method_id: sent.method_id,
    });
    assert.is(r.user.phone_numbers[0].phone_number, phone);
    assert.ok(await tab.run((c) => !!c.session.getSync()), 'signed in');
  });

officialFlow(test, h, 'consumer: email magic link (PKCE)', async (tab, h) => {
  const email = uniqueEmail('off-ml');
  const url = await tab.page.goto(app(tab, h)).then(() => tab.page.url());
  await tab.run((c, a) => c.magicLinks.email.loginOrCreate(a.email, { login_magic_link_url: a.url, signup_magic_link_url: a.url }), {
    email,
    url,
  });
  const token = await linkTokenFor(h, email);
  // The link opens the app again (a new client) that spends the token with the stored PKCE verifier.
  await tab.page.goto(`${url}?stytch_token_type=magic_links&token=${token}`);
  const r = await tab.run((c) =>
    c.magicLinks.authenticate(new URLSearchParams(location.search).get('token'), { session_duration_minutes: 60 }),
  );
  assert.is(r.user.emails[0].email, email);
  assert.ok(await tab.run((c) => !!c.session.getSync()), 'signed in');
});

officialFlow(test, h, 'consumer: passwords create, authenticate, strength check', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  const email = uniqueEmail('off-pw');
  const weak = await tab.run((c, email) => c.passwords.strengthCheck({ email, password: 'password' }), email);
  assert.is(weak.valid_password, false, 'a weak password is not valid');
  assert.ok(weak.feedback, 'with feedback');
  const strong = await tab.run((c, a) => c.passwords.strengthCheck({ email: a.email, password: a.password }), { email, password: STRONG });
  assert.is(strong.valid_password, true);
  const created = await tab.run((c, a) => c.passwords.create({ email: a.email, password: a.password, session_duration_minutes: 60 }), {
    email,
    password: STRONG,
  });
  assert.ok(created.user_id && created.session_token);
  await tab.run((c) => c.session.revoke());
  assert.not.ok(await tab.run((c) => c.session.getSync()), 'signed out');
  tab.expect(401, '/passwords/authenticate');
  await tab
    .run(
      (c, email) =>
        c.passwords.authenticate({ email, password: 'Not-The-Password-99!', session_duration_minutes: 60 }).then(
          () => 'ok',
          (e: any) => e.error_type,
        ),
      email,
    )
    .then((t) => assert.is(t, 'unauthorized_credentials'));
  const r = await tab.run((c, a) => c.passwords.authenticate({ email: a.email, password: a.password, session_duration_minutes: 60 }), {
    email,
    password: STRONG,
  });
  assert.is(r.user.emails[0].email, email);
});

/** A user with a password, signed out. */
async function passwordUser(tab: OfficialTab, h: Harness) {
  await tab.page.goto(app(tab, h));
  const email = uniqueEmail('off-reset');
  await tab.run((c, a) => c.passwords.create({ email: a.email, password: a.password, session_duration_minutes: 60 }), {
    email,
    password: STRONG,
  });
  return email;
}

officialFlow(test, h, 'consumer: password reset by email', async (tab, h) => {
  const email = await passwordUser(tab, h);
  await tab.run((c) => c.session.revoke());
  const url = tab.page.url();
  await tab.run(
    (c, a) => c.passwords.resetByEmailStart({ email: a.email, reset_password_redirect_url: a.url, login_redirect_url: a.url }),
    { email, url },
  );
  const token = await linkTokenFor(h, email);
  await tab.page.goto(`${url}?stytch_token_type=reset_password&token=${token}`);
  const next = 'Another-Strong-Passphrase-42!';
  const r = await tab.run(
    (c, password) =>
      c.passwords.resetByEmail({ token: new URLSearchParams(location.search).get('token'), password, session_duration_minutes: 60 }),
    next,
  );
  assert.is(r.user.emails[0].email, email);
  await tab.run((c) => c.session.revoke());
  await tab.run((c, a) => c.passwords.authenticate({ email: a.email, password: a.next, session_duration_minutes: 60 }), { email, next });
});

officialFlow(test, h, 'consumer: password reset by session', async (tab, h) => {
  const email = await passwordUser(tab, h);
  const next = 'Session-Reset-Passphrase-43!';
  const r = await tab.run((c, password) => c.passwords.resetBySession({ password, session_duration_minutes: 60 }), next);
  assert.ok(r.session, 'a session');
  await tab.run((c) => c.session.revoke());
  await tab.run((c, a) => c.passwords.authenticate({ email: a.email, password: a.next, session_duration_minutes: 60 }), { email, next });
});

officialFlow(test, h, 'consumer: password reset by existing password', async (tab, h) => {
  const email = await passwordUser(tab, h);
  await tab.run((c) => c.session.revoke());
  const next = 'Existing-Reset-Passphrase-44!';
  const r = await tab.run(
    (c, a) =>
      c.passwords.resetByExistingPassword({ email: a.email, existing_password: a.old, new_password: a.next, session_duration_minutes: 60 }),
    { email, old: STRONG, next },
  );
  assert.is(r.user.emails[0].email, email);
  await tab.run((c) => c.session.revoke());
  await tab.run((c, a) => c.passwords.authenticate({ email: a.email, password: a.next, session_duration_minutes: 60 }), { email, next });
});

officialFlow(test, h, 'consumer: TOTP and recovery codes', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  const email = uniqueEmail('off-totp');
  await emailOtpSignIn(tab, h, email);
  const created = await tab.run((c) => c.totps.create({ expiration_minutes: 5 }));
  assert.ok(created.totp_id && created.secret && created.qr_code && created.recovery_codes.length, 'secret, QR code and recovery codes');
  assert.is(await tab.run((c) => c.user.getSync().totps.length), 1, "the official client stored the answer's __user");
  const r = await tab.run(
    (c, totp_code) => c.totps.authenticate({ totp_code, session_duration_minutes: 60 }),
    totpCode(created.secret, Date.now()),
  );
  assert.ok(
    r.session.authentication_factors.some((f: any) => f.type === 'totp'),
    'a totp factor in the session',
  );
  const codes = await tab.run((c) => c.totps.recoveryCodes());
  const list: string[] = codes.totps[0].recovery_codes;
  assert.equal(list, created.recovery_codes);
  await tab.run((c) => c.session.revoke());
  // A new sign-in whose first factor is email; the recovery code stands in for the lost authenticator.
  await emailOtpSignIn(tab, h, email);
  const rec = await tab.run((c, recovery_code) => c.totps.recover({ recovery_code, session_duration_minutes: 60 }), list[0]);
  assert.ok(rec.session_token && rec.totp_id === created.totp_id, 'signed in with the recovery code');
  assert.ok(
    rec.session.authentication_factors.some((f: any) => f.delivery_method === 'recovery_code'),
    'a recovery-code factor',
  );
  tab.expect(401, '/totps/recover');
  const again = await tab.run(
    (c, recovery_code) =>
      c.totps.recover({ recovery_code, session_duration_minutes: 60 }).then(
        () => 'ok',
        (e: any) => e.error_type,
      ),
    list[0],
  );
  assert.is(again, 'unable_to_authenticate_recovery_code', 'a recovery code works once');
});

officialFlow(test, h, 'consumer: user get, update and factor deletes', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  const user = await emailOtpSignIn(tab, h);
  // A phone number and a TOTP are added to the signed-in user.
  const phone = uniquePhone();
  const sent = await tab.run((c, phone) => c.otps.sms.send(phone), phone);
  await tab.run((c, a) => c.otps.authenticate(a.code, a.method_id, { session_duration_minutes: 60 }), {
    code: await codeFor(h, phone),
    method_id: sent.method_id,
  });
  const totp = await tab.run((c) => c.totps.create({ expiration_minutes: 5 }));
  await tab.run((c, totp_code) => c.totps.authenticate({ totp_code, session_duration_minutes: 60 }), totpCode(totp.secret, Date.now()));
  const got = await tab.run((c) => c.user.get());
  assert.is(got.user_id, user.user_id);
  assert.is(got.phone_numbers[0].phone_number, phone);
  assert.is(got.totps.length, 1);
  const updated = await tab.run((c) =>
    c.user.update({ name: { first_name: 'Offline', last_name: 'Tester' }, untrusted_metadata: { plan: 'free' } }),
  );
  assert.is(updated.user_id, user.user_id);
  // The official client stores the answer's __user: the emulator must send it.
  assert.is(await tab.run((c) => c.user.getSync().name.first_name), 'Offline');
  assert.equal(await tab.run((c) => c.user.getSync().untrusted_metadata), { plan: 'free' });
  const phoneId = got.phone_numbers[0].phone_id;
  await tab.run((c, id) => c.user.deletePhoneNumber(id), phoneId);
  assert.is(await tab.run((c) => c.user.getSync().phone_numbers.length), 0);
  await tab.run((c, id) => c.user.deleteTOTP(id), got.totps[0].totp_id);
  assert.is(await tab.run((c) => c.user.getSync().totps.length), 0);
  // A second email, then the first is deleted.
  const other = uniqueEmail('off-second');
  const s2 = await tab.run((c, email) => c.otps.email.send(email), other);
  await tab.run((c, a) => c.otps.authenticate(a.code, a.method_id, { session_duration_minutes: 60 }), {
    code: await codeFor(h, other),
    method_id: s2.method_id,
  });
  await tab.run((c, id) => c.user.deleteEmail(id), got.emails[0].email_id);
  assert.equal(await tab.run((c) => c.user.getSync().emails.map((e: any) => e.email)), [other], 'the stored user follows');
});

officialFlow(test, h, 'consumer: session authenticate and revoke', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  await emailOtpSignIn(tab, h);
  // A reload: the new client finds the session cookie and authenticates it.
  await tab.page.reload();
  const r = await tab.run((c) => c.session.authenticate({ session_duration_minutes: 30 }));
  assert.ok(r.session && r.session_jwt, 'session and JWT');
  const cookies = (await tab.ctx.cookies()).map((c) => c.name);
  assert.ok(cookies.includes('stytch_session') && cookies.includes('stytch_session_jwt'), `cookies: ${cookies}`);
  await tab.run((c) => c.session.revoke());
  assert.not.ok(await tab.run((c) => c.session.getSync()), 'signed out');
  tab.expect(404, '/sessions/authenticate');
  const after = await tab.run((c) =>
    c.session.authenticate().then(
      () => 'ok',
      (e: any) => e.error_type,
    ),
  );
  assert.ok(after !== 'ok', 'a revoked session no longer authenticates');
});

officialFlow(test, h, 'consumer: OAuth start and authenticate through the emulated provider', async (tab, h) => {
  const { page } = tab;
  const email = uniqueEmail('off-oauth');
  const url = await page.goto(app(tab, h)).then(() => page.url());
  await tab.run((c, url) => {
    c.oauth.google.start({ login_redirect_url: url, signup_redirect_url: url });
  }, url);
  await page.waitForURL((u) => u.href.startsWith(h.emu.url));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Olga Official');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((u) => u.href.startsWith(url) && u.searchParams.has('token'));
  const r = await tab.run((c) => c.oauth.authenticate(new URLSearchParams(location.search).get('token'), { session_duration_minutes: 60 }));
  assert.is(r.user.emails[0].email, email);
  assert.is(r.provider_type.toLowerCase(), 'google');
  const reg = r.user.providers[0];
  assert.ok(reg?.oauth_user_registration_id, 'an OAuth registration');
  await tab.run((c, id) => c.user.deleteOAuthRegistration(id), reg.oauth_user_registration_id);
  assert.is(await tab.run((c) => c.user.getSync().providers.length), 0);
});

officialFlow(test, h, 'consumer: crypto wallet with a test wallet', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  const key = ethKey();
  const start = await tab.run(
    (c, address) => c.cryptoWallets.authenticateStart({ crypto_wallet_address: address, crypto_wallet_type: 'ethereum' }),
    key.address,
  );
  assert.ok(start.challenge, 'a challenge');
  const signature = key.personalSign('0x' + Buffer.from(start.challenge, 'utf8').toString('hex'));
  const r = await tab.run(
    (c, a) =>
      c.cryptoWallets.authenticate({
        crypto_wallet_address: a.address,
        crypto_wallet_type: 'ethereum',
        signature: a.signature,
        session_duration_minutes: 60,
      }),
    {
      address: key.address,
      signature,
    },
  );
  const wallet = r.user.crypto_wallets.find((w: any) => w.crypto_wallet_address.toLowerCase() === key.address);
  assert.ok(wallet, 'the user has the wallet');
  // The wallet is this user's only way to sign in: the API keeps it (cannot_delete_last_primary_factor).
  tab.expect(400, `/users/crypto_wallets/${wallet.crypto_wallet_id}`);
  const refused = await tab.run(
    (c, id) =>
      c.user.deleteCryptoWallet(id).then(
        () => 'deleted',
        (e: any) => e.error_type,
      ),
    wallet.crypto_wallet_id,
  );
  assert.is(refused, 'cannot_delete_last_primary_factor');
  assert.is(await tab.run((c) => c.user.getSync().crypto_wallets.length), 1);
});

officialFlow(test, h, 'consumer: WebAuthn with a virtual authenticator', async (tab, h) => {
  const auth = await authenticator(tab);
  await tab.page.goto(local(app(tab, h)));
  const email = uniqueEmail('off-passkey');
  await emailOtpSignIn(tab, h, email);
  const reg = await tab.run((c) =>
    c.webauthn.register({ domain: 'localhost', authenticator_type: 'platform', is_passkey: true, session_duration_minutes: 60 }),
  );
  assert.ok(reg.webauthn_registration_id, 'registered');
  assert.is((await auth.credentials()).length, 1, 'one credential on the authenticator');
  await tab.run((c) => c.session.revoke());
  const r = await tab.run((c) => c.webauthn.authenticate({ domain: 'localhost', is_passkey: true, session_duration_minutes: 60 }));
  assert.ok(
    r.session.authentication_factors.some((f: any) => f.type === 'webauthn'),
    'a webauthn factor',
  );
  const upd = await tab.run((c, id) => c.webauthn.update({ webauthn_registration_id: id, name: 'Laptop' }), reg.webauthn_registration_id);
  assert.is(upd.webauthn_registration.name, 'Laptop');
  // The user holds an email and a passkey: removing one needs a session of both kinds (the vendor's MFA
  // rule, insufficient_factors), so an email code joins the passkey session first.
  tab.expect(401, `/users/webauthn_registrations/${reg.webauthn_registration_id}`);
  const refused = await tab.run(
    (c, id) =>
      c.user.deleteWebauthnRegistration(id).then(
        () => 'removed',
        (e: any) => e.error_type,
      ),
    reg.webauthn_registration_id,
  );
  assert.is(refused, 'insufficient_factors');
  const since = h.emu.outbox(email).length;
  const sent = await tab.run((c, email) => c.otps.email.send(email), email);
  await tab.run((c, a) => c.otps.authenticate(a.code, a.method_id, { session_duration_minutes: 60 }), {
    code: await codeFor(h, email, since),
    method_id: sent.method_id,
  });
  await tab.run((c, id) => c.user.deleteWebauthnRegistration(id), reg.webauthn_registration_id);
  assert.is(await tab.run((c) => c.user.getSync().webauthn_registrations.length), 0);
});

officialFlow(test, h, 'consumer: impersonation', async (tab, h) => {
  await tab.page.goto(app(tab, h));
  const user = await emailOtpSignIn(tab, h);
  await tab.run((c) => c.session.revoke());
  const res = await fetch(`${h.emu.url}/emulator/impersonation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ public_token: h.consumerToken, user_id: user.user_id }),
  });
  const { impersonation_token } = (await res.json()) as { impersonation_token: string };
  const r = await tab.run((c, impersonation_token) => c.impersonation.authenticate({ impersonation_token }), impersonation_token);
  assert.is(r.user.user_id, user.user_id);
  assert.ok(
    r.session.authentication_factors.some((f: any) => f.type === 'impersonated'),
    'an impersonated factor',
  );
});

test.run();
