// The crypto-wallet flow screens after the wallet button: the lazy chunk featherlogin.crypto.js in
// CDN builds, an import() chunk in ESM builds (lazy.ts).
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { cryptoText as text } from '../text-screens';

export { CryptoConfirmation } from '../screens/CryptoConfirmation';
export { CryptoConnect } from '../screens/CryptoConnect';
export { CryptoError } from '../screens/CryptoError';
export { CryptoOtherScreen } from '../screens/CryptoOtherScreen';
export { CryptoSetupWallet } from '../screens/CryptoSetupWallet';
export { CryptoSignMessage } from '../screens/CryptoSignMessage';
export { walletLogin } from '../wallet';
