// Crypto wallets: the wallet table (what the Main screen shows). The browser wallet calls, base58
// and the flow itself are in wallet.ts, loaded with the crypto screens on a wallet pick.

export type Chain = 'ethereum' | 'solana';

/** Wallet option (official SDK names) -> [brand name, or '' where the name is words (catalogue `crypto.wallet.<option>`), chain, set-up site or ''] */
export const WALLETS = {
  Metamask: ['MetaMask', 'ethereum', 'https://metamask.io/'],
  Coinbase: ['Coinbase Wallet', 'ethereum', 'https://www.coinbase.com/wallet'],
  Phantom: ['Phantom', 'solana', 'https://phantom.app/'],
  Binance: ['Binance Wallet', 'ethereum', 'https://www.bnbchain.org/en/binance-wallet'],
  Vessel: ['Vessel', 'ethereum', ''],
  GenericEthereumWallet: ['', 'ethereum', ''],
  GenericSolanaWallet: ['', 'solana', ''],
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
