import { useState } from 'react';
import { CodeForm } from '../components/CodeForm';
import { Header } from '../components/Header';
import { MfaLinks } from '../components/MfaLinks';
import { useWidget } from '../components/use';
import { authenticateTotp } from '../intents/mfa';
import { mfaOf } from '../machine-mfa';

/**
 * Authenticator-app code (also the last step of TOTP enrollment). Errors show under the boxes; a
 * spent code disables them (the links below offer a backup code or the other method).
 */
export function TOTPEntry() {
  const w = useWidget();
  const [locked, setLocked] = useState(false);
  return (
    <>
      <Header back={mfaOf(w.state.value).isEnrolling} focus={false} title={w.t('code.title')} text={w.t('code.totpText')} />
      <CodeForm label={w.t('code.label')} submit={(v) => authenticateTotp(w, v)} locked={locked} onLocked={() => setLocked(true)} />
      <MfaLinks on="totp" />
    </>
  );
}
