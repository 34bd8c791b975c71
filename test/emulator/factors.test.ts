// TOTP, crypto wallets (real keys), OAuth through the emulated provider pages, One Tap, impersonation.
import {
  freshClient,
  lastMessage,
  patchProject,
  raw,
  redirects,
  sdk,
  startEmulator,
  stopClients,
  tokenOf,
  walkProviderPage,
} from './setup';
import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { base58Encode, totpCode } from '../../src/emulator/codecs';
import type { Emulator } from '../../src/emulator/index';
import { OAUTH_PROVIDERS } from '../../src/wire/routes';
import { pkceOf } from '../../src/core/pkce';

const t = suite('emulator: TOTP, crypto wallets, OAuth, impersonation');
let emu: Emulator;
t.before(async () => {
  emu = await startEmulator();
});
t.after(async () => {
  stopClients();
  await emu.close();
});

async function signIn(email: string) {
  const c = freshClient(emu);
  const sent = await c.otps.email.loginOrCreate(email);
  const auth = await c.otps.authenticate(lastMessage(emu, email).code!, sent.method_id, { session_duration_minutes: 30 });
  return { c, auth };
}

t('TOTP codes follow RFC 6238 (SHA-1 test vector)', () => {
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // base32 of "12345678901234567890"
  assert.is(totpCode(secret, 59_000), '287082');
  assert.is(totpCode(secret, 1111111109_000), '081804');
});

t('TOTP: create (secret, QR code, recovery codes), authenticate, recovery codes, recover once', async () => {
  const { c } = await signIn('totp@example.com');
  const created = await c.totps.create({ expiration_minutes: 30 });
  assert.match(created.secret, /^[A-Z2-7]{32}$/);
  assert.ok(created.qr_code.startsWith('data:image/png;base64,'));
  assert.is(created.recovery_codes.length, 10);
  const wrong = await c.totps.authenticate({ totp_code: '000000', session_duration_minutes: 30 }).catch((e) => e);
  assert.is(wrong.error_type, 'unable_to_authenticate_totp');
  const auth = await c.totps.authenticate({ totp_code: totpCode(created.secret, emu.emu.now()), session_duration_minutes: 30 });
  assert.equal(
    auth.session.authentication_factors.map((f: any) => f.type),
    ['otp', 'totp'],
  );
  assert.is(auth.user.totps[0].verified, true);
  assert.is((await c.totps.create({ expiration_minutes: 30 }).catch((e) => e)).error_type, 'active_totp_exists');
  const codes = await c.totps.recoveryCodes();
  assert.equal(codes.totps[0].recovery_codes, created.recovery_codes);
  const rec = await c.totps.recover({ recovery_code: created.recovery_codes[0], session_duration_minutes: 30 });
  assert.ok(rec.session.authentication_factors.some((f: any) => f.delivery_method === 'recovery_code'));
  assert.is(
    (await c.totps.recover({ recovery_code: created.recovery_codes[0], session_duration_minutes: 30 }).catch((e) => e)).error_type,
    'unable_to_authenticate_recovery_code',
  );
  await c.user.deleteTOTP(created.totp_id);
  assert.is(c.user.getSync()!.totps.length, 0, "the answer's __user is stored");
});

function ethWallet() {
  const priv = secp256k1.utils.randomPrivateKey();
  const pub = secp256k1.getPublicKey(priv, false);
  const address =
    '0x' +
    Buffer.from(keccak_256(pub.subarray(1)))
      .subarray(-20)
      .toString('hex');
  const sign = (message: string) => {
    const msg = Buffer.from(message, 'utf8');
    const hash = keccak_256(Buffer.concat([Buffer.from(`\x19Ethereum Signed Message:\n${msg.length}`), msg]));
    const sig = secp256k1.sign(hash, priv);
    return '0x' + Buffer.from(sig.toCompactRawBytes()).toString('hex') + (27 + sig.recovery).toString(16);
  };
  return { address, sign };
}

function solWallet() {
  const priv = ed25519.utils.randomPrivateKey();
  const address = base58Encode(ed25519.getPublicKey(priv));
  return { address, sign: (message: string) => base58Encode(ed25519.sign(Buffer.from(message, 'utf8'), priv)) };
}

t('crypto wallets: Ethereum personal_sign and Solana ed25519 with real keys; a wrong signature is refused', async () => {
  for (const [type, w] of [
    ['ethereum', ethWallet()],
    ['solana', solWallet()],
  ] as const) {
    const c = freshClient(emu);
    const { challenge } = await c.cryptoWallets.authenticateStart({ crypto_wallet_address: w.address, crypto_wallet_type: type });
    const other = type === 'ethereum' ? ethWallet() : solWallet();
    const bad = await c.cryptoWallets
      .authenticate({
        crypto_wallet_address: w.address,
        crypto_wallet_type: type,
        signature: other.sign(challenge),
        session_duration_minutes: 30,
      })
      .catch((e) => e);
    assert.is(bad.error_type, 'invalid_signature');
    const auth = await c.cryptoWallets.authenticate({
      crypto_wallet_address: w.address,
      crypto_wallet_type: type,
      signature: w.sign(challenge),
      session_duration_minutes: 30,
    });
    assert.is(auth.user.crypto_wallets[0].crypto_wallet_type, type);
    assert.is(auth.session.authentication_factors[0].type, 'crypto');
    const replay = await c.cryptoWallets
      .authenticate({
        crypto_wallet_address: w.address,
        crypto_wallet_type: type,
        signature: w.sign(challenge),
        session_duration_minutes: 30,
      })
      .catch((e) => e);
    assert.is(replay.error_type, 'unable_to_authenticate_crypto_wallet');
  }
});

t('crypto wallets: a SIWE message when the project requires it', async () => {
  await patchProject(emu, { siwe_required_for_crypto_wallets: true });
  try {
    const c = freshClient(emu);
    const w = ethWallet();
    const { challenge } = await c.cryptoWallets.authenticateStart({
      crypto_wallet_address: w.address,
      crypto_wallet_type: 'ethereum',
      siwe_params: { uri: 'http://localhost:3000', chain_id: '1', statement: 'Sign in to the demo' },
    });
    assert.match(
      challenge,
      /^localhost:3000 wants you to sign in with your Ethereum account:\n0x[0-9a-f]{40}\n\nSign in to the demo\n\nURI: http:\/\/localhost:3000\nVersion: 1\nChain ID: 1\nNonce: /,
    );
    const auth = await c.cryptoWallets.authenticate({
      crypto_wallet_address: w.address,
      crypto_wallet_type: 'ethereum',
      signature: w.sign(challenge),
      session_duration_minutes: 30,
    });
    assert.ok(auth.session_token);
  } finally {
    await patchProject(emu, { siwe_required_for_crypto_wallets: false });
  }
});

t('OAuth: each of the 19 providers through its emulated page, then oauth.authenticate (PKCE verified)', async () => {
  for (const provider of OAUTH_PROVIDERS) {
    const c = freshClient(emu);
    redirects.length = 0;
    await c.oauth[provider].start({ custom_scopes: ['extra.scope'] });
    const start = redirects[0];
    assert.ok(start.startsWith(`${emu.url}/v1/public/oauth/${provider}/start?public_token=`));
    const back = String(await walkProviderPage(start, { email: `${provider}-user@example.com`, name: 'Grace Hopper' }));
    assert.ok(back.startsWith('http://localhost:3000/authenticate?stytch_token_type=oauth&token='));
    const auth = await c.oauth.authenticate(tokenOf(back), { session_duration_minutes: 30 });
    assert.is(auth.session.authentication_factors[0].delivery_method, `oauth_${provider}`);
    assert.is(auth.user.name.first_name, 'Grace');
    assert.ok(auth.provider_values.scopes.includes('extra.scope'));
  }
});

t(
  "OAuth attach: the callback adds the provider to the signed-in user named by the attach token (not the provider email's user); a token works once, for its provider",
  async () => {
    const c = freshClient(emu);
    const sent = await c.otps.email.loginOrCreate('attach-me@example.com');
    const me = await c.otps.authenticate(lastMessage(emu, 'attach-me@example.com').code!, sent.method_id, { session_duration_minutes: 30 });
    const { oauth_attach_token } = await c.oauth.attach('github');
    redirects.length = 0;
    await c.oauth.github.start({ oauth_attach_token });
    assert.match(redirects[0], 'oauth_attach_token=');
    const back = String(await walkProviderPage(redirects[0], { email: 'someone-else@example.com', name: 'Other Name' }));
    const auth = await c.oauth.authenticate(tokenOf(back), { session_duration_minutes: 30 });
    assert.is(auth.user_id, me.user_id, 'the attach token names the user');
    assert.ok(auth.user.providers.some((p: { provider_type: string }) => p.provider_type === 'Github'));
    assert.equal(
      auth.user.emails.map((e: { email: string }) => e.email),
      ['attach-me@example.com'],
      "the provider's email does not join the user",
    );
    // once only, and only for the provider it was made for
    const failure = (start: string) => walkProviderPage(start, { email: 'x@example.com', name: '' }).then(String, (e: Error) => e.message);
    assert.match(await failure(redirects[0]), /^callback 400\b/, 'a spent token');
    const other = await c.oauth.attach('gitlab');
    const wrong = redirects[0].replace('/oauth/github/', '/oauth/google/').replace(oauth_attach_token, other.oauth_attach_token);
    assert.match(await failure(wrong), /^callback 400\b/, "another provider's token");
    stopClients();
  },
);

t('OAuth with PKCE required: a wrong code_verifier is refused; a token works once; bad redirect URLs show an error page', async () => {
  await patchProject(emu, { pkce: { oauth: true } });
  try {
    await oauthWithPKCE();
  } finally {
    await patchProject(emu, { pkce: { oauth: false } });
  }
});

async function oauthWithPKCE() {
  const c = freshClient(emu);
  redirects.length = 0;
  await c.oauth.github.start();
  const back = String(await walkProviderPage(redirects[0], { email: 'pkce-oauth@example.com', name: '' }));
  const wrong = await sdk(emu, 'POST', '/oauth/authenticate', {
    token: tokenOf(back),
    code_verifier: 'x'.repeat(43),
    session_duration_minutes: 30,
  });
  assert.is(wrong.json.error_type, 'pkce_mismatch');
  const verifier = pkceOf((c as any).ctx).get()!.code_verifier;
  assert.ok(await c.oauth.authenticate(tokenOf(back), { session_duration_minutes: 30 }));
  const again = await sdk(emu, 'POST', '/oauth/authenticate', {
    token: tokenOf(back),
    code_verifier: verifier,
    session_duration_minutes: 30,
  });
  assert.is(again.json.error_type, 'oauth_token_not_found');
  const bad = await raw(`${emu.url}/v1/public/oauth/google/start?public_token=${emu.publicToken}&login_redirect_url=https://evil.example/`);
  assert.is(bad.status, 400);
  assert.match(bad.text, 'invalid_login_redirect_url');
  const unknown = await raw(`${emu.url}/v1/public/oauth/myspace/start?public_token=${emu.publicToken}`);
  assert.is(unknown.status, 401);
  assert.match(unknown.text, 'endpoint_not_authorized_for_sdk');
}

t('Google One Tap: start answers the client id; submit verifies an emulator-minted id_token', async () => {
  const c = freshClient(emu);
  const start = await c.oauth.googleOneTap.startOneTap();
  assert.is(start.google_client_id, 'emulated-google-client-id.apps.googleusercontent.com');
  const minted = await raw(`${emu.url}/emulator/oauth/google/id_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ public_token: emu.publicToken, email: 'onetap@example.com', name: 'One Tap', nonce: 'n-1' }),
  });
  const badNonce = await c.oauth.googleOneTap.submit({ id_token: minted.json.id_token, nonce: 'other' }).catch((e) => e);
  assert.is(badNonce.error_type, 'id_token_nonce_invalid');
  const forged = await c.oauth.googleOneTap.submit({ id_token: minted.json.id_token.slice(0, -4) + 'AAAA', nonce: 'n-1' }).catch((e) => e);
  assert.is(forged.error_type, 'id_token_invalid');
  const { redirect_url } = await c.oauth.googleOneTap.submit({ id_token: minted.json.id_token, nonce: 'n-1' });
  const auth = await c.oauth.authenticate(tokenOf(redirect_url), { session_duration_minutes: 30 });
  assert.is(auth.user.emails[0].email, 'onetap@example.com');
  await patchProject(emu, { oauth: { google_client_id: null } });
  try {
    assert.is((await c.oauth.googleOneTap.startOneTap().catch((e) => e)).error_type, 'oauth_config_not_found');
  } finally {
    await patchProject(emu, { oauth: { google_client_id: 'emulated-google-client-id.apps.googleusercontent.com' } });
  }
});

t('impersonation: an admin-minted token signs in once as the user, with an impersonated factor', async () => {
  const { auth: original } = await signIn('target@example.com');
  const minted = await raw(`${emu.url}/emulator/impersonation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ public_token: emu.publicToken, email: 'target@example.com' }),
  });
  const c = freshClient(emu);
  const auth = await c.impersonation.authenticate({ impersonation_token: minted.json.impersonation_token });
  assert.is(auth.user_id, original.user_id);
  assert.is(auth.session.authentication_factors[0].type, 'impersonated');
  assert.ok(Date.parse(auth.session.expires_at) - Date.parse(auth.session.started_at) <= 60 * 60_000);
  assert.is(
    (await c.impersonation.authenticate({ impersonation_token: minted.json.impersonation_token }).catch((e) => e)).error_type,
    'unable_to_auth_impersonation_token',
  );
});

t.run();
