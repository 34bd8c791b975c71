import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { PasswordInput } from '../../ui/components/PasswordInput';
import { focusWithin } from '../../ui/focus';
import { EmailInput } from '../../ui/components/TextInput';
import { validEmail } from '../../ui/email';
import { Form } from './Form';
import { inSteps, show } from '../widget';
import { useAction, useWidget } from './use';

/**
 * Email and password with Continue, and the 'Sign up or reset password' link. In the organization
 * flow with a known organization and an unidentified member, the email is looked up first (the
 * password field appears for a member, and takes the focus; a non-member goes to the non-member
 * reset flow). An error sits under the field it is about: the email check under the email, the
 * server's answer under the password (under the email while there is no password field).
 */
export function PasswordForm() {
  const w = useWidget();
  const s = w.state.value;
  const [email, setEmail] = useState(s.form.passwordEmail || s.primary.email || '');
  const [password, setPassword] = useState('');
  const lookupFirst = s.flow.type === 'Organization' && !!s.flow.organization && !s.primary.email;
  const [known, setKnown] = useState(!lookupFirst);
  const [emailError, setEmailError] = useState('');
  const { busy, error, setError, act } = useAction();
  // The password field the lookup revealed takes the focus (the email field is read-only by then).
  const field = useRef<HTMLDivElement>(null);
  const [startKnown] = useState(known);
  useEffect(() => void (known && !startKnown && focusWithin(field.current?.querySelector('input'))), [known]);
  const submit = () => {
    setEmailError(validEmail(email) ? '' : w.t('err.invalidEmail'));
    if (!validEmail(email)) return setError(undefined); // no older answer beside the new message
    if (!known) return act(() => inSteps(w, (m) => m.passwordEmailLookup(w, email))).then((r) => r === true && setKnown(true));
    return act(() => inSteps(w, (m) => m.passwordLogin(w, email, password)));
  };
  return (
    <Form onSubmit={submit}>
      <EmailInput value={email} onInput={setEmail} readOnly={known && lookupFirst} error={emailError || (known ? '' : error)} />
      {known && (
        <div ref={field}>
          <PasswordInput value={password} onInput={setPassword} error={error} />
        </div>
      )}
      <Button type="submit" loading={busy}>
        {w.t('continue')}
      </Button>
      {/* The email typed here goes along (the forgot form starts with it, and Back finds it here again). */}
      <Button variant="link" onClick={() => (w.dispatch({ type: 'setEmail', email }), show(w, 'PasswordForgotForm', true))}>
        {w.t('password.forgot')}
      </Button>
    </Form>
  );
}
