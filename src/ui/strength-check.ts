// A new password's strength as the server judges it, for every form that sets one (the login widget's
// create and reset forms, the B2B reset form, the account pages' password): checked on each change,
// answers to older inputs dropped, a failed check in the form's words and to the host's onError.
import { useRef, useState } from 'react';

export interface StrengthCheck<R> {
  /** The current input's answer (the last one while the next is checked); null with no input or after a failed check. */
  result: R | null;
  /** Whether the current input's answer lets the password be set (false while it is checked: Continue waits). */
  valid: boolean;
  /** A failed check in words (too many requests, offline...): why Continue waits; '' otherwise. */
  error: string;
  check(password: string): void;
}

export function useStrengthCheck<R>(o: {
  ask: (password: string) => Promise<R>;
  valid: (r: R) => boolean;
  words: (e: unknown) => string;
  report: (e: unknown) => void;
}): StrengthCheck<R> {
  const seq = useRef(0);
  const [s, set] = useState<Omit<StrengthCheck<R>, 'check'>>({ result: null, valid: false, error: '' });
  const check = (password: string) => {
    const n = ++seq.current;
    if (!password) return set({ result: null, valid: false, error: '' });
    set((p) => ({ ...p, valid: false, error: '' }));
    o.ask(password).then(
      (r) => n === seq.current && set({ result: r, valid: o.valid(r), error: '' }),
      (e) => {
        if (n !== seq.current) return;
        o.report(e);
        set({ result: null, valid: false, error: o.words(e) });
      },
    );
  };
  return { ...s, check };
}
