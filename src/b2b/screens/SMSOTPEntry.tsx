import { useEffect } from 'react';
import { Countdown } from '../../ui/components/Countdown';
import { useToasts } from '../../ui/toasts';
import { CodeForm } from '../components/CodeForm';
import { Header } from '../components/Header';
import { MfaLinks } from '../components/MfaLinks';
import { useWidget } from '../components/use';
import { authenticateSms, sendSms } from '../intents/mfa';

/** SMS code: sends one on arrival when none is pending; failures show as toasts. */
export function SMSOTPEntry() {
  const w = useWidget();
  const toasts = useToasts();
  const sms = w.state.value.mfa.sms;
  const send = () => sendSms(w).then((msg) => msg && toasts.show(msg, 'error'));
  useEffect(() => {
    if (!sms.codeExpiration && !sms.isSending) send();
  }, []);
  return (
    <>
      <Header title={w.t('code.title')} text={sms.formattedDestination ? w.t('code.smsText', { phone: sms.formattedDestination }) : undefined} />
      <CodeForm toast label={w.t('code.label')} submit={(v) => authenticateSms(w, v)} />
      {sms.codeExpiration !== null && <Countdown expiresAt={sms.codeExpiration} onResend={send} disabled={sms.isSending} />}
      <MfaLinks on="sms_otp" />
    </>
  );
}
