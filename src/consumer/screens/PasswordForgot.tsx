import { CheckEmail } from '../components/CheckEmail';

export const PasswordForgot = () => <CheckEmail title="password.forgot.title" text="password.forgot.text" />;
