// The organization widget's root: runs the load behaviour once, then shows the current screen of
// the state machine (a loading view while an authentication or organization fetch runs).
import type { FunctionComponent } from 'preact';
import { useEffect } from 'react';
import { Spinner } from '../ui/components/Spinner';
import { Watermark } from '../ui/components/Watermark';
import { lazyComponents } from '../ui/lazy';
import { mfaChunk, resetChunk, ssoChunk, stepsChunk } from './chunks';
import { useValue } from '../ui/signal';
import { useText } from '../ui/text';
import { WidgetContext } from './components/use';
import type { Widget } from './flows';
import type { Screen } from './machine';
import { ErrorScreen } from './screens/ErrorScreen';
import { LoggedIn } from './screens/LoggedIn';
import { Main } from './screens/Main';
import { PasswordAuthenticate } from './screens/PasswordAuthenticate';

// Screens after a sign-in's first step load on first use (a Spinner meanwhile; chunks.ts).
const fromSteps = lazyComponents(stepsChunk);
const fromMfa = lazyComponents(mfaChunk);
const fromReset = lazyComponents(resetChunk);
const fromSso = lazyComponents(ssoChunk);

/** Screen name -> component. PasswordEmailForm is the password form's email-first step (PasswordAuthenticate). */
export const SCREENS: Partial<Record<Screen, FunctionComponent>> = {
  Main,
  EmailMethodSelection: fromSteps('EmailMethodSelection'),
  EmailConfirmation: fromSteps('EmailConfirmation'),
  EmailOTPEntry: fromSteps('EmailOTPEntry'),
  PasswordAuthenticate,
  PasswordEmailForm: PasswordAuthenticate,
  PasswordForgotForm: fromReset('PasswordForgotForm'),
  PasswordSetNewConfirmation: fromReset('PasswordSetNewConfirmation'),
  PasswordResetForm: fromReset('PasswordResetForm'),
  PasswordResetVerifyConfirmation: fromReset('PasswordResetVerifyConfirmation'),
  Discovery: fromSteps('Discovery'),
  SSODiscoveryEmail: fromSso('SSODiscoveryEmail'),
  SSODiscoveryMenu: fromSso('SSODiscoveryMenu'),
  SSODiscoveryFallback: fromSso('SSODiscoveryFallback'),
  MFAEnrollmentSelection: fromMfa('MFAEnrollmentSelection'),
  SMSOTPEnrollment: fromMfa('SMSOTPEnrollment'),
  SMSOTPEntry: fromMfa('SMSOTPEntry'),
  TOTPEntry: fromMfa('TOTPEntry'),
  TOTPEnrollmentQRCode: fromMfa('TOTPEnrollmentQRCode'),
  TOTPEnrollmentManual: fromMfa('TOTPEnrollmentManual'),
  RecoveryCodeSave: fromMfa('RecoveryCodeSave'),
  RecoveryCodeEntry: fromMfa('RecoveryCodeEntry'),
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
