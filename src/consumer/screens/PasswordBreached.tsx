import { CheckEmail } from '../components/CheckEmail';

export const PasswordBreached = () => <CheckEmail title="password.breached.title" text="password.breached.text" />;
