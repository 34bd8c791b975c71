// The crypto wallet flow of spec section 4: wallet pick -> Crypto Connect -> Crypto Sign Message ->
// Crypto Confirmation, any failure -> Crypto Error; the browser wallet calls (Ethereum EIP-1193,
// Solana). Part of the lazy crypto chunk (chunks.ts): loaded on the first wallet pick.
import { errorText } from '../ui/error-text';
import { emit, reportError } from '../ui/events';
import { StytchEventType as E } from '../core/enums';
import type { W } from './context';
import type { WalletOption } from './crypto';
import { go, here, session } from './flows';

export type Chain = 'ethereum' | 'solana';
/** The Solana wallets; the others are Ethereum's. */
const SOLANA: WalletOption[] = ['Phantom', 'GenericSolanaWallet'];

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin alphabet), as Solana encodes signatures and keys. */
export function base58(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const b of bytes) {
    let carry = b;
    for (let i = 0; i < digits.length; i++) {
      carry += digits[i] << 8;
      digits[i] = carry % 58;
      carry = (carry / 58) | 0;
    }
    while (carry) {
      digits.push(carry % 58);
      carry = (carry / 58) | 0;
    }
  }
  let out = '';
  for (let i = 0; i < bytes.length && !bytes[i]; i++) out += '1';
  for (let i = digits.length - 1; i >= 0; i--) out += B58[digits[i]];
  return out;
}

const utf8 = (s: string) => new TextEncoder().encode(s);
const hex = (b: Uint8Array) => '0x' + Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/** The injected provider of a chain: window.ethereum, or Phantom's / the generic Solana one. */
function provider(chain: Chain): any {
  const g = globalThis as any;
  const p = chain === 'ethereum' ? g.ethereum : g.phantom?.solana || g.solana;
  if (!p) throw new Error('no wallet');
  return p;
}

/** Asks the wallet for its account: eth_requestAccounts, or Solana connect(). */
export async function connect(chain: Chain): Promise<string> {
  const p = provider(chain);
  const address =
    chain === 'ethereum' ? (await p.request({ method: 'eth_requestAccounts' }))?.[0] : (await p.connect())?.publicKey?.toString();
  if (!address) throw new Error('no account');
  return address;
}

/** Signs the challenge: personal_sign (hex message) or Solana signMessage (signature in base58). */
export async function sign(chain: Chain, address: string, message: string): Promise<string> {
  const p = provider(chain);
  if (chain === 'ethereum') return p.request({ method: 'personal_sign', params: [hex(utf8(message)), address] });
  const r = await p.signMessage(utf8(message), 'utf8');
  return base58(r?.signature || r);
}

/**
 * Sign-In with Ethereum parameters, sent to authenticateStart when the project requires SIWE. The
 * server builds the EIP-4361 message from them (domain, address, statement, URI, version, chain id,
 * nonce, issued at) and returns it as the challenge, which the wallet then signs as it is.
 */
async function siweParams(chain: Chain) {
  let id = '1';
  try {
    id = String(parseInt(await provider(chain).request({ method: 'eth_chainId' }), 16) || 1);
  } catch {
    /* wallets without eth_chainId: mainnet */
  }
  return { uri: location.origin, chain_id: id, issued_at: new Date().toISOString() };
}

/**
 * The whole wallet flow for one pick. Never throws: a failure ends on Crypto Error with 'Could not
 * connect to wallet' / 'Could not sign message' for the wallet steps, the server's text otherwise.
 */
export async function walletLogin(w: W, option: WalletOption) {
  const chain: Chain = SOLANA.includes(option) ? 'solana' : 'ethereum';
  w.m.dispatch({ type: 'update_crypto_state', cryptoState: { walletOption: option, walletAddress: '', walletChallenge: '' } });
  go(w, 'CryptoConnect');
  // The user may leave (Back) while the wallet or the server is busy: the flow then ends quietly, its
  // late answers and failures drawing nothing (`stay`: still on the screen it last drew).
  const left = new Error('left');
  let stay = here(w);
  const still = () => {
    if (!stay()) throw left;
  };
  let step = 'crypto.error.connect';
  try {
    const address = await connect(chain);
    still();
    step = '';
    // The settings as they stand now (on a first visit they may arrive while the wallet connects).
    const siwe =
      chain === 'ethereum' && (await w.client.bootstrap.getAsync()).siweRequiredForCryptoWallets ? await siweParams(chain) : undefined;
    still();
    const start = await w.client.cryptoWallets.authenticateStart({
      crypto_wallet_address: address,
      crypto_wallet_type: chain,
      siwe_params: siwe,
    });
    still();
    emit(w.callbacks, E.CryptoWalletAuthenticateStart, start);
    w.m.dispatch({ type: 'update_crypto_state', cryptoState: { walletAddress: address, walletChallenge: start.challenge } });
    go(w, 'CryptoSignMessage');
    stay = here(w);
    step = 'crypto.error.sign';
    const signature = await sign(chain, address, start.challenge);
    still();
    step = '';
    const data = await w.client.cryptoWallets.authenticate({
      crypto_wallet_address: address,
      crypto_wallet_type: chain,
      signature,
      ...session(w),
    });
    // Signed in, wherever the user is now: the host hears of it.
    emit(w.callbacks, E.CryptoWalletAuthenticate, data);
    still();
    go(w, 'CryptoConfirmation');
  } catch (e) {
    if (e === left) return;
    reportError(w.callbacks, e); // a failure after the user left is the host's to hear, not the screen's
    if (!stay()) return;
    go(w, 'CryptoError');
    w.m.dispatch({ type: 'set_error_message', errorMessage: step ? w.t(step) : errorText(e, w.t) });
  }
}
