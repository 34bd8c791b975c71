import { Success } from '../components/Success';

/** 'Success' / 'Your Passkey has been successfully authenticated.' (emits authenticate-flow-complete). */
export const PasskeyConfirmation = () => <Success title="passkey.confirmation.title" text="passkey.confirmation.text" />;
