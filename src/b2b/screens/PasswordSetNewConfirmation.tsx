import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { useResend } from '../components/resend';
import { forgotPassword } from '../intents/reset';

/** A reset link was sent to a member. */
export function PasswordSetNewConfirmation() {
  const w = useWidget();
  const email = w.state.value.form.passwordEmail;
  const { busy, error, resend } = useResend(() => forgotPassword(w, email), 'passwordSetNew.resent');
  return (
    <>
      <Header back title={w.t('passwordSetNew.title')} text={w.t('passwordSetNew.text', { email })} />
      <Button variant="link" disabled={busy} onClick={resend}>
        {w.t('passwordSetNew.resend')}
      </Button>
      <ErrorText message={error} />
    </>
  );
}
