// The crypto-wallet flow screens after the wallet button: the lazy chunk featherlogin.crypto.js in
// CDN builds, an import() chunk in ESM builds (screens/index.ts).
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { cryptoText as text } from '../text-chunks';

export { CryptoConfirmation } from './CryptoConfirmation';
export { CryptoConnect } from './CryptoConnect';
export { CryptoError } from './CryptoError';
export { CryptoOtherScreen } from './CryptoOtherScreen';
export { CryptoSetupWallet } from './CryptoSetupWallet';
export { CryptoSignMessage } from './CryptoSignMessage';
export { walletLogin } from '../wallet';
