import { useState } from 'react';
import { LoadingBar } from '../../ui/components/LoadingBar';
import { OTPInput } from '../../ui/components/OTPInput';
import type { CodeAnswer } from '../intents/code';
import { useAction, useWidget } from './use';

/**
 * The six-box code input that submits itself at six digits; the screen's focus lands in its first
 * box. Its errors show under it (role=alert), the one place for a form's errors. A spent code
 * (`{ locked }`) says so and disables the boxes; the screen hears it (`onLocked`) to stop its
 * countdown and offer a new code, and remounts the form (a new `key`) when one is sent.
 */
export function CodeForm({
  submit,
  label,
  locked,
  onLocked,
}: {
  submit: (code: string) => Promise<CodeAnswer>;
  label: string;
  locked?: boolean;
  onLocked?: () => void;
}) {
  const w = useWidget();
  const [code, setCode] = useState('');
  const { busy, error, setError, act } = useAction();
  return (
    <>
      <OTPInput
        autoFocus
        value={code}
        label={label}
        disabled={busy || locked}
        error={error}
        onChange={setCode}
        onComplete={(c) =>
          act(async () => {
            const r = await submit(c);
            // Cleared with the answer, before the boxes come back: the focus returns to the first one.
            if (r) setCode('');
            return r;
          }).then((r) => {
            if (r && typeof r === 'object') setError(r.locked), onLocked?.();
          })
        }
      />
      {busy && <LoadingBar label={w.t('otp.verifying')} />}
    </>
  );
}
