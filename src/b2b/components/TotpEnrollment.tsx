import { useEffect } from 'react';
import { useToasts } from '../../ui/toasts';
import { useWidget } from './use';
import { createTotp } from '../intents/mfa';
import { showToast } from '../../ui/toast-show';
import { mfaOf } from '../machine-mfa';
import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Spinner } from '../../ui/components/Spinner';
import { failure } from '../intents/failure';

/**
 * Entering TOTP enrollment issues totp.create once (ignored while one is running or done); a failure
 * is toasted (section 8) and `retry` issues it again.
 */
export function useTotpEnrollment() {
  const w = useWidget();
  const toasts = useToasts();
  const totp = mfaOf(w.state.value).totp;
  // Its failure toasted only to a user still setting the app up (Back to the choice meanwhile: nothing).
  const setting = () => ['TOTPEnrollmentQRCode', 'TOTPEnrollmentManual'].includes(w.state.value.screen);
  const create = () => void createTotp(w).then((msg) => msg && setting() && showToast(toasts, msg, 'error'));
  useEffect(() => {
    if (!totp.secret && !totp.isCreating) create();
  }, []);
  return { totp, retry: create };
}

/**
 * Where the secret (or its QR code) shows until it is in: a spinner, or after a failed create its
 * words and Retry (a toast alone left a spinner for good, and Continue off).
 */
export function TotpPending({ totp, retry }: ReturnType<typeof useTotpEnrollment>) {
  const w = useWidget();
  if (!totp.createError || totp.isCreating) return <Spinner />;
  return (
    <>
      <ErrorText message={failure(w, totp.createError)} />
      <Button variant="secondary" onClick={retry}>
        {w.t('ui.retry')}
      </Button>
    </>
  );
}
