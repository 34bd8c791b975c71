// A consumer app on the headless client, as the vendor's docs show it: magic links, OTP, passwords,
// OAuth, TOTP, passkeys, the session and user state (getSync, onChange, getTokens), errors.
import { StytchAPIError, StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import type { Session, User } from '@stytch/vanilla-js/headless';

const stytch = new StytchHeadlessClient('public-token-test-00000000-0000-0000-0000-000000000000');

export async function flows(email: string, phone: string, token: string, code: string, password: string) {
  await stytch.magicLinks.email.loginOrCreate(email, {
    login_magic_link_url: 'https://example.com/authenticate',
    signup_magic_link_url: 'https://example.com/authenticate',
    login_expiration_minutes: 60,
    signup_expiration_minutes: 60,
  });
  await stytch.magicLinks.email.send(email, { login_magic_link_url: 'https://example.com/authenticate', login_expiration_minutes: 5 });
  const ml = await stytch.magicLinks.authenticate(token, { session_duration_minutes: 60 });
  console.log(ml.user.user_id, ml.session_token);

  const sent = await stytch.otps.sms.loginOrCreate(phone, { expiration_minutes: 5 });
  await stytch.otps.whatsapp.send(phone);
  await stytch.otps.email.loginOrCreate(email);
  const otp = await stytch.otps.authenticate(code, sent.method_id, { session_duration_minutes: 60 });
  console.log(otp.session?.session_id);

  await stytch.passwords.create({ email, password, session_duration_minutes: 60 });
  await stytch.passwords.authenticate({ email, password, session_duration_minutes: 60 });
  const strength = await stytch.passwords.strengthCheck({ email, password });
  console.log(strength.valid_password, strength.score);
  await stytch.passwords.resetByEmailStart({ email, reset_password_redirect_url: 'https://example.com/reset' });
  await stytch.passwords.resetByEmail({ token, password, session_duration_minutes: 60 });
  await stytch.passwords.resetBySession({ password, session_duration_minutes: 60 });
  await stytch.passwords.resetByExistingPassword({
    email,
    existing_password: password,
    new_password: `${password}!`,
    session_duration_minutes: 60,
  });

  await stytch.oauth.google.start({
    login_redirect_url: 'https://example.com/authenticate',
    signup_redirect_url: 'https://example.com/authenticate',
    custom_scopes: ['profile'],
  });
  await stytch.oauth.github.start();
  await stytch.oauth.authenticate(token, { session_duration_minutes: 60 });

  const totp = await stytch.totps.create({ expiration_minutes: 60 });
  console.log(totp.secret, totp.qr_code, totp.recovery_codes);
  await stytch.totps.authenticate({ totp_code: code, session_duration_minutes: 60 });
  await stytch.totps.recover({ recovery_code: code, session_duration_minutes: 60 });

  await stytch.webauthn.register({ is_passkey: true, session_duration_minutes: 60 });
  await stytch.webauthn.authenticate({ is_passkey: true, session_duration_minutes: 60 });

  await stytch.cryptoWallets.authenticateStart({ crypto_wallet_address: '0x0', crypto_wallet_type: 'ethereum' });
  await stytch.cryptoWallets.authenticate({
    crypto_wallet_address: '0x0',
    crypto_wallet_type: 'ethereum',
    signature: '0x',
    session_duration_minutes: 60,
  });
}

export function state() {
  const session: Session | null = stytch.session.getSync();
  const user: User | null = stytch.user.getSync();
  const tokens = stytch.session.getTokens();
  if (tokens) console.log(tokens.session_token, tokens.session_jwt);
  const unsubscribeSession = stytch.session.onChange((s) => console.log(s?.session_id, s?.expires_at));
  const unsubscribeUser = stytch.user.onChange((u) => console.log(u?.emails[0]?.email));
  unsubscribeSession();
  unsubscribeUser();
  return { session, user };
}

export async function sessionAndUser() {
  try {
    await stytch.session.authenticate({ session_duration_minutes: 60 });
    const user = await stytch.user.get();
    console.log(user?.name.first_name);
    await stytch.user.update({ name: { first_name: 'Ada' }, untrusted_metadata: { theme: 'dark' } });
    await stytch.session.revoke();
  } catch (e) {
    if (e instanceof StytchAPIError) console.log(e.error_type, e.error_message, e.status_code);
    else throw e;
  }
}
