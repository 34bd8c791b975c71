import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { EmailInput } from '../../ui/components/TextInput';
import { validEmail } from '../../ui/email';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { has, otpMethods } from '../config';
import { preloadSteps, stepsOp } from '../lazy';
import { useFormAction, useWidget } from '../context';
import { attempt, refuse } from '../flows';

/** The Email tab: passwords look the user up; else a magic link; else an email passcode. */
export function EmailForm() {
  const w = useWidget();
  const t = useText();
  const [email, setEmail] = useState(w.m.state.value.formState.magicLinkState.email);
  const { busy, act } = useFormAction();
  const error = w.m.state.value.formState.errorMessage;
  const otpOnly = !has(w.config, 'passwords') && !has(w.config, 'emailMagicLinks') && otpMethods(w.config).includes('email');
  const submit = async (e: Event) => {
    e.preventDefault();
    const value = email.trim();
    // The email-code form reports a refused address to onError too, as the official one; the others only say it.
    if (!validEmail(value))
      return otpOnly ? refuse(w, t('error.emailOtp')) : w.m.dispatch({ type: 'set_error_message', errorMessage: t('error.email') });
    // Kept for the field when the user comes Back to fix it (Email Confirmation's Try again clears it).
    w.m.dispatch({ type: 'set_magic_link_email', email: value });
    await act(() =>
      attempt(w, () =>
        stepsOp(w, (m) =>
          has(w.config, 'passwords') ? m.lookupEmail(w, value) : otpOnly ? m.startOtp(w, 'email', value) : m.sendMagicLink(w, value),
        ),
      ),
    );
  };
  return (
    <form class={cx.col} onSubmit={submit} noValidate {...preloadSteps}>
      <EmailInput value={email} onInput={setEmail} error={error} autocomplete={has(w.config, 'passkeys') ? 'username webauthn' : 'email'} />
      <Button type="submit" loading={busy}>
        {t('main.submit.email')}
      </Button>
    </form>
  );
}
