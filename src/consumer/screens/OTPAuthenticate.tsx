import { useState } from 'react';
import { Countdown } from '../../ui/components/Countdown';
import { Heading } from '../../ui/components/Heading';
import { LoadingBar } from '../../ui/components/LoadingBar';
import { OTPInput } from '../../ui/components/OTPInput';
import { clock } from '../../ui/clock';
import { isLockedCode } from '../../ui/error-text';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { DEFAULT_OTP_MINUTES } from '../config';
import { useFormAction, useWidget } from '../context';
import { attempt } from '../flows';
import { resendWithToast, sendOtp, verifyOtp } from '../stepFlows';
import { BackToMain } from '../components/BackToMain';
import { CreatePasswordInstead } from '../components/CreatePasswordInstead';

/**
 * Focus lands in the first box. A wrong (or spent) code says 'Invalid passcode'; a locked user (too
 * many failed attempts, isLockedCode) says so, stops the countdown and leaves 'Resend code', whose
 * new code clears the error.
 */
export function OTPAuthenticate() {
  const w = useWidget();
  const t = useText();
  const { otpState, errorMessage } = w.m.state.value.formState;
  const ttl = (w.config.otpOptions?.expirationMinutes ?? DEFAULT_OTP_MINUTES) * 60_000;
  const [expiresAt, setExpiresAt] = useState(() => clock.now() + ttl);
  const [code, setCode] = useState('');
  const { busy, act } = useFormAction();
  const [locked, setLocked] = useState(false);
  // A wrong code is cleared inside the action, so the boxes come back empty in the same render and
  // focus returns to the first one (OTPInput refocuses the first empty box when re-enabled).
  const submit = (value: string) =>
    act(async () => {
      const ok = await attempt(
        w,
        () => verifyOtp(w, value),
        (e) => (isLockedCode(e) ? (setLocked(true), t('ui.code.locked')) : t('error.passcode')),
      );
      if (!ok) setCode('');
    });
  const resend = () =>
    resendWithToast(
      w,
      async () => {
        await sendOtp(w, otpState.type, otpState.otpDestination);
        w.m.dispatch({ type: 'clear_error_message' });
        setLocked(false);
        setExpiresAt(clock.now() + ttl);
      },
      'otp.resent',
    );
  return (
    <>
      <BackToMain />
      <Heading focus={false}>{t('otp.title')}</Heading>
      <p class={cx.text}>{t('otp.text', { destination: otpState.otpDestination })}</p>
      <OTPInput autoFocus value={code} onChange={setCode} onComplete={submit} disabled={busy || locked} error={errorMessage} />
      {busy && <LoadingBar label={t('otp.verifying')} />}
      <Countdown expiresAt={expiresAt} onResend={resend} disabled={busy} locked={locked} />
      <CreatePasswordInstead email={otpState.otpDestination} />
    </>
  );
}
