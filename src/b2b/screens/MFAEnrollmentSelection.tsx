import { mfaList } from '../intents/core';
import { Button } from '../../ui/components/Button';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { ALL_MFA, mfaOf } from '../machine-mfa';
import { selectableMfa } from '../rules-steps';
import { show } from '../widget';

/** Choose the second factor to enroll: supported ∩ included ∩ organization-supported, in configured order. */
export function MFAEnrollmentSelection() {
  const w = useWidget();
  const info = mfaOf(w.state.value).primaryInfo;
  const methods = selectableMfa(
    info?.organizationMfaOptionsSupported ?? ALL_MFA,
    mfaList(w.config.mfaProductInclude),
    mfaList(w.config.mfaProductOrder),
  );
  return (
    <>
      <Header title={w.t('mfaSelect.title')} text={w.t('mfaSelect.text')} />
      {methods.map((m, i) => (
        <Button
          key={m}
          variant={i ? 'secondary' : 'primary'}
          onClick={() => show(w, m === 'totp' ? 'TOTPEnrollmentQRCode' : 'SMSOTPEnrollment', true)}
        >
          {w.t(m === 'totp' ? 'mfaSelect.totp' : 'mfaSelect.sms')}
        </Button>
      ))}
    </>
  );
}
