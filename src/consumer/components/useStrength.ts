import { useRef, useState } from 'react';
import type { Strength } from '../../ui/components/PasswordStrength';
import { reportError } from '../../ui/events';
import { errorText } from '../../ui/error-text';
import { useWidget } from '../context';

/**
 * Password strength, checked on each change (with the email when creating). Answers to older
 * inputs are dropped. `valid` is the server's valid_password for the current input (false while its
 * check runs); `error` the words of a failed check.
 */
export function useStrength(email?: string) {
  const w = useWidget();
  const seq = useRef(0);
  const [s, setS] = useState<{ result: Strength | null; valid: boolean; error: string }>({ result: null, valid: false, error: '' });
  const check = (password: string) => {
    const n = ++seq.current;
    if (!password) return setS({ result: null, valid: false, error: '' });
    // Until this password's check answers, it is not known to be valid: Continue waits.
    setS((p) => ({ ...p, valid: false }));
    w.client.passwords.strengthCheck(email ? { email, password } : { password }).then(
      (r) => n === seq.current && setS({ result: r, valid: r.valid_password, error: '' }),
      (e) => {
        // Every failure in words under the field (an invalid_email, too many requests, offline...) and
        // to the host's onError: Continue waits for a valid answer, and the user must know why.
        if (n !== seq.current) return;
        reportError(w.callbacks, e);
        setS({ result: null, valid: false, error: errorText(e, w.t) });
      },
    );
  };
  return { ...s, check };
}
