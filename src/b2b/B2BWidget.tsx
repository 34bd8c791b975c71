// The organization widget's root: runs the load behaviour once, then shows the current screen of
// the state machine (a loading view while an authentication or organization fetch runs).
import type { FunctionComponent } from 'preact';
import { useEffect } from 'react';
import { Spinner } from '../ui/components/Spinner';
import { Watermark } from '../ui/components/Watermark';
import { useValue } from '../ui/signal';
import { useText } from '../ui/text';
import { WidgetContext } from './components/use';
import type { Widget } from './flows';
import type { Screen } from './machine';
import { Discovery } from './screens/Discovery';
import { EmailConfirmation } from './screens/EmailConfirmation';
import { EmailMethodSelection } from './screens/EmailMethodSelection';
import { EmailOTPEntry } from './screens/EmailOTPEntry';
import { ErrorScreen } from './screens/ErrorScreen';
import { LoggedIn } from './screens/LoggedIn';
import { Main } from './screens/Main';
import { MFAEnrollmentSelection } from './screens/MFAEnrollmentSelection';
import { PasswordAuthenticate } from './screens/PasswordAuthenticate';
import { PasswordForgotForm } from './screens/PasswordForgotForm';
import { PasswordResetForm } from './screens/PasswordResetForm';
import { PasswordResetVerifyConfirmation } from './screens/PasswordResetVerifyConfirmation';
import { PasswordSetNewConfirmation } from './screens/PasswordSetNewConfirmation';
import { RecoveryCodeEntry } from './screens/RecoveryCodeEntry';
import { RecoveryCodeSave } from './screens/RecoveryCodeSave';
import { SMSOTPEnrollment } from './screens/SMSOTPEnrollment';
import { SMSOTPEntry } from './screens/SMSOTPEntry';
import { SSODiscoveryEmail } from './screens/SSODiscoveryEmail';
import { SSODiscoveryFallback } from './screens/SSODiscoveryFallback';
import { SSODiscoveryMenu } from './screens/SSODiscoveryMenu';
import { TOTPEnrollmentManual } from './screens/TOTPEnrollmentManual';
import { TOTPEnrollmentQRCode } from './screens/TOTPEnrollmentQRCode';
import { TOTPEntry } from './screens/TOTPEntry';

/** Screen name -> component. PasswordEmailForm is the password form's email-first step (PasswordAuthenticate). */
export const SCREENS: Partial<Record<Screen, FunctionComponent>> = {
  Main,
  EmailMethodSelection,
  EmailConfirmation,
  EmailOTPEntry,
  PasswordAuthenticate,
  PasswordEmailForm: PasswordAuthenticate,
  PasswordForgotForm,
  PasswordSetNewConfirmation,
  PasswordResetForm,
  PasswordResetVerifyConfirmation,
  Discovery,
  SSODiscoveryEmail,
  SSODiscoveryMenu,
  SSODiscoveryFallback,
  MFAEnrollmentSelection,
  SMSOTPEnrollment,
  SMSOTPEntry,
  TOTPEntry,
  TOTPEnrollmentQRCode,
  TOTPEnrollmentManual,
  RecoveryCodeSave,
  RecoveryCodeEntry,
  LoggedIn,
  Error: ErrorScreen,
};

export function B2BWidget({ widget }: { widget: Widget }) {
  widget.setText(useText());
  useEffect(() => {
    widget.load();
  }, [widget]);
  const s = useValue(widget.state); // screens below read widget.state.value as this re-renders them
  const Current = SCREENS[s.screen] ?? Main;
  return (
    <WidgetContext.Provider value={widget}>
      {s.loading ? <Spinner /> : <Current key={s.screen} />}
      <Watermark show={widget.client.bootstrap.getSync().displayWatermark} />
    </WidgetContext.Provider>
  );
}
