import { CryptoWait } from '../components/CryptoWait';

/** 'Completing signature request...' while the wallet signs the challenge. */
export const CryptoSignMessage = () => <CryptoWait title="crypto.sign.title" text="crypto.sign.text" />;
