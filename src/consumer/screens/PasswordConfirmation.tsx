import { Success } from '../components/Success';

export const PasswordConfirmation = () => <Success title="password.confirmation.title" text="password.confirmation.text" />;
