import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { has, otpMethods } from '../config';
import { useFormAction, useWidget } from '../context';
import { attempt } from '../flows';
import { loginWithoutPassword, resendWithToast, resetStart } from '../stepFlows';
import { BackToMain } from './BackToMain';

/**
 * The password screens that say "check your email": title and text (with {email}), 'Resend email'
 * (the reset email again, toast 'Email resent') and 'Login without a password' when a magic link
 * or email passcode is configured.
 */
export function CheckEmail({ title, text, resend = true }: { title: string; text: string; resend?: boolean }) {
  const w = useWidget();
  const t = useText();
  const { passwordState, errorMessage } = w.m.state.value.formState;
  const email = passwordState.email;
  const { busy, act } = useFormAction();
  const passwordless = has(w.config, 'emailMagicLinks') || otpMethods(w.config).includes('email');
  return (
    <>
      <BackToMain />
      <Heading>{t(title)}</Heading>
      <p class={cx.text}>{t(text, { email })}</p>
      {resend && (
        <Button variant="secondary" onClick={() => resendWithToast(w, () => resetStart(w, email), 'password.resent')}>
          {t('password.resend')}
        </Button>
      )}
      {passwordless && resend && (
        <Button variant="link" disabled={busy} onClick={() => act(() => attempt(w, () => loginWithoutPassword(w, email)))}>
          {t('password.loginWithout')}
        </Button>
      )}
      <ErrorText message={errorMessage} />
    </>
  );
}
