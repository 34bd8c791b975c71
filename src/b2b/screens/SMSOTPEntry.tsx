import { useEffect, useState } from 'react';
import { Countdown } from '../../ui/components/Countdown';
import { useToasts } from '../../ui/toasts';
import { CodeForm } from '../components/CodeForm';
import { Header } from '../components/Header';
import { MfaLinks } from '../components/MfaLinks';
import { useWidget } from '../components/use';
import { authenticateSms, sendSms } from '../intents/mfa';
import { showToast } from '../../ui/toast-show';
import { mfaOf } from '../machine-mfa';

/**
 * SMS code (while enrolling, a back arrow to the number, to correct it): sends one on arrival when none is pending; a send failure shows as a toast (inside the
 * widget), a wrong or spent code under the boxes. A spent code stops the countdown; a new code
 * (Resend) clears the error (a new CodeForm).
 */
export function SMSOTPEntry() {
  const w = useWidget();
  const toasts = useToasts();
  const sms = mfaOf(w.state.value).sms;
  const [sends, setSends] = useState(0);
  const [locked, setLocked] = useState(false);
  const send = () => sendSms(w).then((msg) => (msg ? showToast(toasts, msg, 'error') : (setSends((n) => n + 1), setLocked(false))));
  useEffect(() => {
    if (!sms.codeExpiration && !sms.isSending) send();
  }, []);
  return (
    <>
      <Header
        back={mfaOf(w.state.value).isEnrolling}
        focus={false}
        title={w.t('code.title')}
        text={sms.formattedDestination ? w.t('code.smsText', { phone: sms.formattedDestination }) : undefined}
      />
      <CodeForm
        key={sends}
        label={w.t('code.label')}
        submit={(v) => authenticateSms(w, v)}
        locked={locked}
        onLocked={() => setLocked(true)}
      />
      {sms.codeExpiration !== null && <Countdown expiresAt={sms.codeExpiration} onResend={send} disabled={sms.isSending} locked={locked} />}
      <MfaLinks on="sms_otp" />
    </>
  );
}
