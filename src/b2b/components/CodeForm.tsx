import { useState } from 'react';
import { ErrorText } from '../../ui/components/ErrorText';
import { LoadingBar } from '../../ui/components/LoadingBar';
import { OTPInput } from '../../ui/components/OTPInput';
import { useAction, useWidget } from './use';

/** The six-box code input that submits itself at six digits; shows the inline error. */
export function CodeForm({ submit, label }: { submit: (code: string) => Promise<string | void>; label: string }) {
  const w = useWidget();
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
        onComplete={(c) => act(() => submit(c)).then((r) => typeof r === 'string' && setCode(''))}
      />
      {busy && <LoadingBar label={w.t('otp.verifying')} />}
      <ErrorText message={error} />
    </>
  );
}
