import { Header } from '../components/Header';
import { useWidget } from '../components/use';

/** A non-member asked for a password: a verification link was sent first. */
export function PasswordResetVerifyConfirmation() {
  const w = useWidget();
  return (
    <Header
      back
      title={w.t('passwordResetVerify.title')}
      text={w.t('passwordResetVerify.text', { email: w.state.value.form.passwordEmail })}
    />
  );
}
