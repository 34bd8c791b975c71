import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { EmailInput } from '../../ui/components/TextInput';
import { Form } from '../components/Form';
import { Header } from '../components/Header';
import { useAction, useWidget } from '../components/use';
import { EMAIL_RE } from '../rules';

/** Asks for the email to send a reset (members) or verification (non-members) link to. */
export function PasswordForgotForm() {
  const w = useWidget();
  const s = w.state.value;
  const [email, setEmail] = useState(s.form.passwordEmail);
  const { busy, error, setError, act } = useAction();
  const text =
    s.flow.type === 'Discovery'
      ? w.t('passwordForgot.discoveryText')
      : w.t('passwordForgot.orgText', { organization: s.flow.organization?.organization_name ?? '' });
  const submit = () => (EMAIL_RE.test(email) ? act(() => w.forgotPassword(email)) : setError(w.t('err.invalidEmail')));
  return (
    <>
      <Header back title={w.t('passwordForgot.title')} text={text} />
      <Form onSubmit={submit}>
        <EmailInput value={email} onInput={setEmail} error={error} />
        <Button type="submit" loading={busy}>
          {w.t('passwordForgot.submit')}
        </Button>
      </Form>
    </>
  );
}
