import type { Strength } from '../../ui/components/PasswordStrength';
import { errorText } from '../../ui/error-text';
import { reportError } from '../../ui/events';
import { useStrengthCheck } from '../../ui/strength-check';
import { useWidget } from '../context';

/** Password strength as the login widget checks it (with the email when creating): src/ui/strength-check.ts. */
export function useStrength(email?: string) {
  const w = useWidget();
  return useStrengthCheck<Strength & { valid_password: boolean }>({
    ask: (password) => w.client.passwords.strengthCheck(email ? { email, password } : { password }),
    valid: (r) => r.valid_password,
    words: (e) => errorText(e, w.t),
    report: (e) => reportError(w.callbacks, e),
  });
}
