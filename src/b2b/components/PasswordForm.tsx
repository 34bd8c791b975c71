import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { PasswordInput } from '../../ui/components/PasswordInput';
import { EmailInput } from '../../ui/components/TextInput';
import { validEmail } from '../../ui/email';
import { Form } from './Form';
import { inSteps, show } from '../widget';
import { useAction, useWidget } from './use';

/**
 * Email and password with Continue, and the 'Sign up or reset password' link. In the organization
 * flow with a known organization and an unidentified member, the email is looked up first (the
 * password field appears for a member; a non-member goes to the non-member reset flow).
 */
export function PasswordForm() {
  const w = useWidget();
  const s = w.state.value;
  const [email, setEmail] = useState(s.form.passwordEmail || s.primary.email || '');
  const [password, setPassword] = useState('');
  const lookupFirst = s.flow.type === 'Organization' && !!s.flow.organization && !s.primary.email;
  const [known, setKnown] = useState(!lookupFirst);
  const { busy, error, setError, act } = useAction();
  const submit = () => {
    if (!validEmail(email)) return setError(w.t('err.invalidEmail'));
    if (!known) return act(() => inSteps(w, (m) => m.passwordEmailLookup(w, email))).then((r) => r === true && setKnown(true));
    return act(() => inSteps(w, (m) => m.passwordLogin(w, email, password)));
  };
  return (
    <Form onSubmit={submit}>
      <EmailInput value={email} onInput={setEmail} readOnly={known && lookupFirst} />
      {known && <PasswordInput value={password} onInput={setPassword} />}
      <ErrorText message={error} />
      <Button type="submit" loading={busy}>
        {w.t('continue')}
      </Button>
      <Button variant="link" onClick={() => show(w, 'PasswordForgotForm', true)}>
        {w.t('password.forgot')}
      </Button>
    </Form>
  );
}
