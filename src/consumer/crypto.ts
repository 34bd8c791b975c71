// Crypto wallets: the wallet table (what the Main screen shows) and base58. The browser wallet
// calls and the flow itself are in wallet.ts, loaded with the crypto screens on a wallet pick.

export type Chain = 'ethereum' | 'solana';

/** Wallet option (official SDK names) -> [display name, chain, set-up site or ''] */
export const WALLETS = {
  Metamask: ['MetaMask', 'ethereum', 'https://metamask.io/'],
  Coinbase: ['Coinbase Wallet', 'ethereum', 'https://www.coinbase.com/wallet'],
  Phantom: ['Phantom', 'solana', 'https://phantom.app/'],
  Binance: ['Binance Wallet', 'ethereum', 'https://www.bnbchain.org/en/binance-wallet'],
  Vessel: ['Vessel', 'ethereum', ''],
  GenericEthereumWallet: ['Other Ethereum Wallet', 'ethereum', ''],
  GenericSolanaWallet: ['Other Solana Wallet', 'solana', ''],
} as const satisfies Record<string, readonly [string, Chain, string]>;
export type WalletOption = keyof typeof WALLETS;
/** The shown name: the catalogue's `crypto.wallet.<option>` (the generic wallets, or a host override), else the brand name. */
export const walletName = (t: (key: string) => string, o: WalletOption) => {
  const key = `crypto.wallet.${o}`;
  const s = t(key);
  return s === key ? WALLETS[o]?.[0] || '' : s;
};
export const WALLET_OPTIONS = Object.keys(WALLETS) as WalletOption[];
/** The four wallet sites of the Setup Wallet screen. */
export const SETUP_WALLETS = WALLET_OPTIONS.filter((o) => WALLETS[o][2]);

/** Buttons Main has room for: 6 minus the OAuth buttons minus one for 'Other wallets'. */
export const mainWalletCount = (oauthCount: number) => Math.max(0, 6 - oauthCount - 1);

/** Wallets the config asks for (cryptoOptions.walletOptions), all of them by default, unknown names dropped. */
export function configuredWallets(names?: readonly string[]): WalletOption[] {
  const list = (names?.length ? names : WALLET_OPTIONS).filter((n): n is WalletOption => n in WALLETS);
  return [...new Set(list)];
}

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
