import { EmailForm } from '../components/EmailForm';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { discoverSSO } from '../intents/sso';

/** Discovery-flow SSO: find the connections for an email. */
export function SSODiscoveryEmail() {
  const w = useWidget();
  return (
    <>
      <Header back title={w.t('ssoEmail.title')} />
      <EmailForm email={w.state.value.form.email} send={(v) => discoverSSO(w, v)}>
        {w.t('continue')}
      </EmailForm>
    </>
  );
}
