import { Success } from '../components/Success';

export const CryptoConfirmation = () => <Success title="crypto.confirmation.title" text="crypto.confirmation.text" />;
