import { CheckEmail } from '../components/CheckEmail';

export const PasswordSetNew = () => <CheckEmail title="password.setNew.title" text="password.setNew.text" />;
