import { CheckEmail } from '../components/CheckEmail';

/** 'Check your email!': a login link was sent (the companion of Password Set New). */
export const PasswordCheckEmail = () => <CheckEmail title="password.checkEmail.title" text="password.checkEmail.text" resend={false} />;
