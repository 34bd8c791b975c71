import { useState } from 'react';
import { Countdown } from '../../ui/components/Countdown';
import { ErrorText } from '../../ui/components/ErrorText';
import { CodeForm } from '../components/CodeForm';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { useResend } from '../components/resend';
import { sendEmailOtp } from '../intents/email';
import { authenticateEmailOtp } from '../intents/steps';

/** Email one-time passcode: six digits, countdown, resend; a spent code stops the countdown and leaves 'Resend code'. */
export function EmailOTPEntry() {
  const w = useWidget();
  // A resend resets the errors (section 4): a new CodeForm (its key) drops the wrong code's message.
  const [sends, setSends] = useState(0);
  const [locked, setLocked] = useState(false);
  const { email, otpExpiry } = w.state.value.form;
  const resend = useResend(() => sendEmailOtp(w, email), 'otp.resent');
  const again = () => {
    setSends(sends + 1);
    setLocked(false);
    resend.resend();
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
