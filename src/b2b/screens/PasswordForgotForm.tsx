import { EmailForm } from '../components/EmailForm';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { forgotPassword } from '../intents/reset';

/** Asks for the email to send a reset (members) or verification (non-members) link to. */
export function PasswordForgotForm() {
  const w = useWidget();
  const s = w.state.value;
  const text =
    s.flow.type === 'Discovery'
      ? w.t('passwordForgot.discoveryText')
      : w.t('passwordForgot.orgText', { organization: s.flow.organization?.organization_name ?? '' });
  return (
    <>
      <Header back title={w.t('passwordForgot.title')} text={text} />
      <EmailForm email={s.form.passwordEmail} send={(v) => forgotPassword(w, v)}>
        {w.t('passwordForgot.submit')}
      </EmailForm>
    </>
  );
}
