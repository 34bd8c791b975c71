import { CheckEmail } from '../components/CheckEmail';

/** 'Login without a password' always (section 2): a magic link where no passcode is configured. */
export const PasswordForgot = () => <CheckEmail title="password.forgot.title" text="password.forgot.text" without />;
