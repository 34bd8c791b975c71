import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { useToasts } from '../../ui/toasts';
import { Header } from '../components/Header';
import { useAction, useWidget } from '../components/use';
import { forgotPassword } from '../intents/reset';
import { here } from '../intents/core';
import { showToast } from '../../ui/toast-show';

/** A reset link was sent to a member. */
export function PasswordSetNewConfirmation() {
  const w = useWidget();
  const toasts = useToasts();
  const { busy, error, act } = useAction();
  const email = w.state.value.form.passwordEmail;
  // 'Resent' only to a user still here (Back meanwhile: the answer says nothing).
  const resend = () => {
    const still = here(w);
    act(() => forgotPassword(w, email)).then((r) => !r && still() && showToast(toasts, w.t('passwordSetNew.resent'), 'success'));
  };
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
