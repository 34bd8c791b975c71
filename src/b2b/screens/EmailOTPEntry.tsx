import { useState } from 'react';
import { Countdown } from '../../ui/components/Countdown';
import { ErrorText } from '../../ui/components/ErrorText';
import { useToasts } from '../../ui/toasts';
import { CodeForm } from '../components/CodeForm';
import { Header } from '../components/Header';
import { useAction, useWidget } from '../components/use';
import { sendEmailOtp } from '../intents/email';
import { here } from '../intents/core';
import { authenticateEmailOtp } from '../intents/steps';
import { showToast } from '../../ui/toast-show';

/** Email one-time passcode: six digits, countdown, resend; a spent code stops the countdown and leaves 'Resend code'. */
export function EmailOTPEntry() {
  const w = useWidget();
  const toasts = useToasts();
  const resend = useAction();
  // A resend resets the errors (section 4): a new CodeForm (its key) drops the wrong code's message.
  const [sends, setSends] = useState(0);
  const [locked, setLocked] = useState(false);
  const { email, otpExpiry } = w.state.value.form;
  const again = () => {
    // 'Resent' only to a user still here (Back meanwhile: the answer says nothing).
    const still = here(w);
    setSends(sends + 1);
    setLocked(false);
    resend.act(() => sendEmailOtp(w, email)).then((r) => !r && still() && showToast(toasts, w.t('otp.resent'), 'success'));
  };
  return (
    <>
      <Header back focus={false} title={w.t('otp.title')} text={w.t('otp.sent', { email })} />
      <CodeForm
        key={sends}
        label={w.t('ui.otp.label')}
        submit={(v) => authenticateEmailOtp(w, v)}
        locked={locked}
        onLocked={() => setLocked(true)}
      />
      <Countdown expiresAt={otpExpiry ?? 0} onResend={again} disabled={resend.busy} locked={locked} />
      <ErrorText message={resend.error} />
    </>
  );
}
