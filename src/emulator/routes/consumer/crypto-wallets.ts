// Crypto wallets, verified for real: Ethereum personal_sign (secp256k1 recovery + keccak256; a
// SIWE (EIP-4361) message when the project requires it or siwe_params are sent) and Solana
// ed25519 (base58 addresses and signatures). start issues a challenge per wallet; authenticate
// spends it.
import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { consumer as r } from '../../../wire/routes';
import type { Req } from '../../context';
import { iso } from '../../context';
import { base58Decode } from '../../codecs';
import { id, randomToken } from '../../crypto-util';
import { fail } from '../../errors';
import { feature, type Endpoint } from '../../registry';
import { issueToken, peekToken, spendToken } from '../../tokens';
import { getUser, newUser, saveUser, userByWallet, type UserDoc } from '../../users';
import { authAnswer, factor, privilegedUser } from './common';
import { own } from '../../schema';

type WalletType = 'ethereum' | 'solana';

interface Challenge {
  user_id: string;
  challenge: string;
}

/** type -> address check and signature verification. */
const WALLETS: Record<
  WalletType,
  { validAddress(a: string): boolean; verify(address: string, message: string, signature: string): boolean }
> = {
  ethereum: {
    validAddress: (a) => /^0x[0-9a-fA-F]{40}$/.test(a),
    verify(address, message, signature) {
      const m = /^(0x)?([0-9a-fA-F]{130})$/.exec(signature);
      if (!m) return false;
      const bytes = Buffer.from(m[2], 'hex');
      let v = bytes[64];
      if (v >= 27) v -= 27;
      if (v !== 0 && v !== 1) return false;
      const msg = Buffer.from(message, 'utf8');
      const hash = keccak_256(Buffer.concat([Buffer.from(`\x19Ethereum Signed Message:\n${msg.length}`, 'utf8'), msg]));
      try {
        const pub = secp256k1.Signature.fromCompact(bytes.subarray(0, 64)).addRecoveryBit(v).recoverPublicKey(hash).toRawBytes(false);
        const recovered =
          '0x' +
          Buffer.from(keccak_256(pub.subarray(1)))
            .subarray(-20)
            .toString('hex');
        return recovered === address.toLowerCase();
      } catch {
        return false;
      }
    },
  },
  solana: {
    validAddress: (a) => base58Decode(a)?.length === 32,
    verify(address, message, signature) {
      const sig = base58Decode(signature);
      const pub = base58Decode(address);
      if (!sig || sig.length !== 64 || !pub || pub.length !== 32) return false;
      try {
        return ed25519.verify(sig, Buffer.from(message, 'utf8'), pub);
      } catch {
        return false;
      }
    },
  },
};

function wallet(req: Req): { type: WalletType; address: string } {
  const type = req.body.crypto_wallet_type as WalletType;
  const w = own(WALLETS, type);
  if (!w) throw fail('invalid_wallet_type');
  const address: string = req.body.crypto_wallet_address;
  if (!w.validAddress(address)) throw fail('invalid_crypto_wallet_address');
  // Ethereum addresses compare case-insensitively (checksum casing is presentation).
  return { type, address: type === 'ethereum' ? address.toLowerCase() : address };
}

const challengeKey = (req: Req, type: string, address: string) => `crypto:${req.project.project_id}:${type}:${address}`;

/** EIP-4361 message, or a plain one when SIWE is not in use. */
function challengeText(req: Req, type: WalletType, nonce: string): string {
  const siwe = req.body.siwe_params as Record<string, unknown> | undefined;
  if (type === 'ethereum' && (siwe || req.project.siwe_required_for_crypto_wallets)) {
    const uri = typeof siwe?.uri === 'string' ? siwe.uri : String(req.headers.origin || '');
    let host: string;
    try {
      host = new URL(uri).host;
    } catch {
      throw fail('invalid_argument', 'siwe_params.uri (or an Origin header) must be a URL.');
    }
    const str = (k: string) => (typeof siwe?.[k] === 'string' ? (siwe[k] as string) : undefined);
    const resources = Array.isArray(siwe?.resources)
      ? (siwe!.resources as unknown[]).filter((x): x is string => typeof x === 'string')
      : [];
    return [
      `${host} wants you to sign in with your Ethereum account:`,
      req.body.crypto_wallet_address,
      '',
      ...(str('statement') ? [str('statement')!, ''] : []),
      `URI: ${uri}`,
      'Version: 1',
      `Chain ID: ${str('chain_id') ?? '1'}`,
      `Nonce: ${nonce}`,
      `Issued At: ${str('issued_at') ?? iso(req.emu.now())}`,
      ...(str('not_before') ? [`Not Before: ${str('not_before')}`] : []),
      ...(str('message_request_id') ? [`Request ID: ${str('message_request_id')}`] : []),
      ...(resources.length ? ['Resources:', ...resources.map((x) => `- ${x}`)] : []),
    ].join('\n');
  }
  return `Sign in to ${req.project.project_name} with your ${type} wallet ${req.body.crypto_wallet_address}.\nNonce: ${nonce}`;
}

function start(req: Req, user: UserDoc | null) {
  const { type, address } = wallet(req);
  const owner = userByWallet(req.emu, req.project, address);
  if (user && owner && owner.user_id !== user.user_id) throw fail('invalid_crypto_wallet_address', 'It belongs to another user.');
  const u = user ?? owner ?? newUser(req.emu, req.project);
  const challenge = challengeText(req, type, randomToken(12));
  issueToken<Challenge>(req.emu, req.project, 'crypto_challenge', { user_id: u.user_id, challenge }, 10, challengeKey(req, type, address));
  return { challenge, user_id: u.user_id, user_created: !user && !owner };
}

const base = { vertical: 'CONSUMER', product: 'crypto_wallets' } as const;
const endpoints: Endpoint[] = [
  { ...base, route: r.cryptoStartPrimary, rateLimit: 'crypto_wallet_address', handle: (req) => start(req, null) },
  {
    ...base,
    route: r.cryptoStartSecondary,
    bodyOf: r.cryptoStartPrimary,
    auth: 'session',
    rateLimit: 'crypto_wallet_address',
    handle: (req) => start(req, privilegedUser(req)),
  },
  {
    ...base,
    route: r.cryptoAuthenticate,
    handle(req) {
      const { type, address } = wallet(req);
      const key = challengeKey(req, type, address);
      const c = peekToken<Challenge>(req.emu, req.project, 'crypto_challenge', key);
      if (!c) throw fail('unable_to_authenticate_crypto_wallet');
      if (!WALLETS[type].verify(address, c.challenge, req.body.signature)) throw fail('invalid_signature');
      spendToken(req.emu, key);
      const user = getUser(req.emu, req.project, c.user_id);
      if (!user) throw fail('unable_to_authenticate_crypto_wallet');
      let w = user.crypto_wallets.find((x) => x.crypto_wallet_address === address && x.crypto_wallet_type === type);
      if (!w)
        user.crypto_wallets.push(
          (w = { crypto_wallet_id: id('crypto-wallet'), crypto_wallet_address: address, crypto_wallet_type: type, verified: true }),
        );
      saveUser(req.emu, user);
      const f = factor(req, 'crypto', 'crypto_wallet', {
        crypto_wallet_factor: { crypto_wallet_id: w.crypto_wallet_id, crypto_wallet_address: address, crypto_wallet_type: type },
      });
      return authAnswer(req, user, f, req.body.session_duration_minutes);
    },
  },
];

export default feature({ endpoints });
