import { CryptoWait } from '../components/CryptoWait';

/** 'Connecting to your wallet...' while the wallet is asked for its account. */
export const CryptoConnect = () => <CryptoWait title="crypto.connect.title" text="crypto.connect.text" />;
