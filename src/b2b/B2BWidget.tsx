// The organization widget's root: runs the load behaviour once, then shows the current screen of
// the state machine (a loading view while an authentication or organization fetch runs).
import type { FunctionComponent } from 'preact';
import { useEffect } from 'react';
import { Spinner } from '../ui/components/Spinner';
import { Watermark } from '../ui/components/Watermark';
import { lazy, lazyComponent } from '../ui/lazy';
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
import { PasswordAuthenticate } from './screens/PasswordAuthenticate';

// Screens a sign-in reaches only after its first step load on first use (a Spinner meanwhile).
const mfa = lazy(__CDN__ ? 'featherlogin.b2b.mfa.js' : () => import('./screens/mfa'));
const reset = lazy(__CDN__ ? 'featherlogin.b2b.reset.js' : () => import('./screens/reset'));
const sso = lazy(__CDN__ ? 'featherlogin.b2b.sso.js' : () => import('./screens/sso'));
const fromMfa = (name: keyof typeof import('./screens/mfa')) => lazyComponent<{}, typeof import('./screens/mfa')>(mfa, name);
const fromReset = (name: keyof typeof import('./screens/reset')) => lazyComponent<{}, typeof import('./screens/reset')>(reset, name);
const fromSso = (name: keyof typeof import('./screens/sso')) => lazyComponent<{}, typeof import('./screens/sso')>(sso, name);

/** Screen name -> component. PasswordEmailForm is the password form's email-first step (PasswordAuthenticate). */
export const SCREENS: Partial<Record<Screen, FunctionComponent>> = {
  Main,
  EmailMethodSelection,
  EmailConfirmation,
  EmailOTPEntry,
  PasswordAuthenticate,
  PasswordEmailForm: PasswordAuthenticate,
  PasswordForgotForm: fromReset('PasswordForgotForm'),
  PasswordSetNewConfirmation: fromReset('PasswordSetNewConfirmation'),
  PasswordResetForm: fromReset('PasswordResetForm'),
  PasswordResetVerifyConfirmation: fromReset('PasswordResetVerifyConfirmation'),
  Discovery,
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
