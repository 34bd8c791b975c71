import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { EmailInput } from '../../ui/components/TextInput';
import { Form } from '../components/Form';
import { Header } from '../components/Header';
import { useAction, useWidget } from '../components/use';
import { EMAIL_RE } from '../rules';

/** Discovery-flow SSO: find the connections for an email. */
export function SSODiscoveryEmail() {
  const w = useWidget();
  const [email, setEmail] = useState(w.state.value.form.email);
  const { busy, error, setError, act } = useAction();
  const submit = () => (EMAIL_RE.test(email) ? act(() => w.discoverSSO(email)) : setError(w.t('err.invalidEmail')));
  return (
    <>
      <Header back title={w.t('ssoEmail.title')} />
      <Form onSubmit={submit}>
        <EmailInput value={email} onInput={setEmail} error={error} />
        <Button type="submit" loading={busy}>
          {w.t('continue')}
        </Button>
      </Form>
    </>
  );
}
