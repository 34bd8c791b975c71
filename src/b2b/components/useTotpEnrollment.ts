import { useEffect } from 'react';
import { useToasts } from '../../ui/toasts';
import { useWidget } from './use';
import { createTotp } from '../intents/mfa';
import { showToast } from '../../ui/toast-show';
import { mfaOf } from '../machine-mfa';

/** Entering TOTP enrollment issues totp.create once (ignored while one is running or done). */
export function useTotpEnrollment() {
  const w = useWidget();
  const toasts = useToasts();
  const totp = mfaOf(w.state.value).totp;
  useEffect(() => {
    if (!totp.secret && !totp.isCreating) createTotp(w).then((msg) => msg && showToast(toasts, msg, 'error'));
  }, []);
  return totp;
}
