import { CodeForm } from '../components/CodeForm';
import { Header } from '../components/Header';
import { MfaLinks } from '../components/MfaLinks';
import { useWidget } from '../components/use';
import { authenticateTotp } from '../intents/mfa';

/** Authenticator-app code (also the last step of TOTP enrollment). */
export function TOTPEntry() {
  const w = useWidget();
  return (
    <>
      <Header back={w.state.value.mfa.isEnrolling} title={w.t('code.title')} text={w.t('code.totpText')} />
      <CodeForm toast label={w.t('code.label')} submit={(v) => authenticateTotp(w, v)} />
      <MfaLinks on="totp" />
    </>
  );
}
