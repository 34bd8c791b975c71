import type { ComponentChildren } from 'preact';
import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { EmailInput } from '../../ui/components/TextInput';
import { validEmail } from '../../ui/email';
import { Form } from './Form';
import { useAction, useWidget } from './use';

/**
 * The email form of Main, forgot password and SSO discovery: one email field and a submit button
 * (`children` is its text). An invalid email shows 'Invalid email address' under the field ('Invalid
 * email, please try again.' on an `otp` form, spec section 5); a valid one runs `send`, whose string
 * answer is the inline error.
 */
export function EmailForm(p: {
  email: string;
  children: ComponentChildren;
  send: (email: string) => Promise<unknown>;
  otp?: boolean;
  /** Hears each change of the field (Main's 'Use a password instead' carries the typed email over). */
  onInput?: (email: string) => void;
}) {
  const w = useWidget();
  const [email, setEmail] = useState(p.email);
  const { busy, error, setError, act } = useAction();
  return (
    <Form
      onSubmit={() => (validEmail(email) ? act(() => p.send(email)) : setError(w.t(p.otp ? 'err.invalidEmailOtp' : 'err.invalidEmail')))}
    >
      <EmailInput value={email} onInput={(v) => (setEmail(v), p.onInput?.(v))} error={error} />
      <Button type="submit" loading={busy}>
        {p.children}
      </Button>
    </Form>
  );
}
