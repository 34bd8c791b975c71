import { Button } from '../../ui/components/Button';
import { show } from '../widget';
import { useWidget } from './use';
import { mfaOf } from '../machine-mfa';

/** Under a code entry (not while enrolling): backup code, and switching between SMS and TOTP when enrolled and allowed. */
export function MfaLinks({ on }: { on: 'sms_otp' | 'totp' }) {
  const w = useWidget();
  const m = mfaOf(w.state.value);
  const enrolled = (x: 'sms_otp' | 'totp') => !m.isEnrolling && !!m.primaryInfo?.enrolledMfaMethods.includes(x);
  return (
    <>
      {!m.isEnrolling && (
        <Button variant="link" onClick={() => show(w, 'RecoveryCodeEntry', true)}>
          {w.t('code.useBackup')}
        </Button>
      )}
      {on === 'totp' && enrolled('sms_otp') && (
        <Button variant="link" onClick={() => show(w, 'SMSOTPEntry', true)}>
          {w.t('code.useSms')}
        </Button>
      )}
      {on === 'sms_otp' && enrolled('totp') && (
        <Button variant="link" onClick={() => show(w, 'TOTPEntry', true)}>
          {w.t('code.useTotp')}
        </Button>
      )}
    </>
  );
}
