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
import { CreatePasswordInstead } from './CreatePasswordInstead';

/**
 * The password screens that say "check your email": title and text (with {email}), 'Resend email'
 * (the reset email again, toast 'Email resent') and 'Login without a password' (`without`: by
 * default when a magic link or email passcode is configured); after a login link the lookup sent a
 * passwordless user (no `resend`), 'Create a password instead'.
 */
export function CheckEmail({ title, text, resend = true, without }: { title: string; text: string; resend?: boolean; without?: boolean }) {
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
      {(without ?? passwordless) && resend && (
        <Button variant="link" disabled={busy} onClick={() => act(() => attempt(w, () => loginWithoutPassword(w, email)))}>
          {t('password.loginWithout')}
        </Button>
      )}
      {!resend && <CreatePasswordInstead email={email} />}
      <ErrorText message={errorMessage} />
    </>
  );
}
