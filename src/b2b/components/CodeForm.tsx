import { useState } from 'react';
import { ErrorText } from '../../ui/components/ErrorText';
import { LoadingBar } from '../../ui/components/LoadingBar';
import { OTPInput } from '../../ui/components/OTPInput';
import { useToasts } from '../../ui/toasts';
import { useAction, useWidget } from './use';

/**
 * The six-box code input that submits itself at six digits. Errors show under it, or as a toast
 * (`toast`: the second-factor screens, section 8).
 */
export function CodeForm({ submit, label, toast }: { submit: (code: string) => Promise<string | void>; label: string; toast?: boolean }) {
  const w = useWidget();
  const toasts = useToasts();
  const [code, setCode] = useState('');
  const { busy, error, act } = useAction();
  return (
    <>
      <OTPInput
        value={code}
        label={label}
        disabled={busy}
        invalid={!!error}
        onChange={setCode}
        onComplete={(c) =>
          act(() => submit(c)).then((r) => {
            if (typeof r !== 'string') return;
            setCode('');
            if (toast) toasts.show(r, 'error');
          })
        }
      />
      {busy && <LoadingBar label={w.t('otp.verifying')} />}
      <ErrorText message={toast ? undefined : error} />
    </>
  );
}
