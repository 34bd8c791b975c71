// Crypto wallets: the wallet table (what the Main screen shows). The browser wallet calls, each
// wallet's chain, base58 and the flow itself are in wallet.ts, the set-up sites in
// CryptoSetupWallet.tsx: loaded with the crypto screens on a wallet pick.

/** Wallet option (official SDK names) -> brand name, or '' where the name is words (catalogue `crypto.wallet.<option>`). */
export const WALLETS = {
  Metamask: 'MetaMask',
  Coinbase: 'Coinbase Wallet',
  Phantom: 'Phantom',
  Binance: 'Binance Wallet',
  Vessel: 'Vessel',
  GenericEthereumWallet: '',
  GenericSolanaWallet: '',
};
export type WalletOption = keyof typeof WALLETS;
/** The shown name: the catalogue's `crypto.wallet.<option>` (the generic wallets, or a host override), else the brand name. */
export const walletName = (t: (key: string) => string, o: WalletOption) => {
  const key = `crypto.wallet.${o}`;
  const s = t(key);
  return s === key ? WALLETS[o] || '' : s;
};
export const WALLET_OPTIONS = Object.keys(WALLETS) as WalletOption[];

/** Buttons Main has room for: 6 minus the OAuth buttons minus one for 'Other wallets'. */
export const mainWalletCount = (oauthCount: number) => Math.max(0, 6 - oauthCount - 1);

/** Wallets the config asks for (cryptoOptions.walletOptions: option names, the 6.x `Wallets` values), all of them by default, unknown names dropped. */
export function configuredWallets(names?: readonly string[]): WalletOption[] {
  const list = (names?.length ? names : WALLET_OPTIONS).filter((n): n is WalletOption => n in WALLETS);
  return [...new Set(list)];
}
