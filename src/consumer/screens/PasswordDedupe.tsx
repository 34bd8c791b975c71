import { CheckEmail } from '../components/CheckEmail';

export const PasswordDedupe = () => <CheckEmail title="password.dedupe.title" text="password.dedupe.text" />;
