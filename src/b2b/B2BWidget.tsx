// The organization widget's root: runs the load behaviour once, then shows the current screen of
// the state machine (a loading view while an authentication or organization fetch runs).
import type { FunctionComponent } from 'preact';
import { useEffect } from 'react';
import { Spinner } from '../ui/components/Spinner';
import { Watermark } from '../ui/components/Watermark';
import { lazyComponent, lazyScreens } from '../ui/lazy';
import { errorChunk, mfaChunk, resetChunk, ssoChunk, stepsChunk } from './lazy';
import { useValue } from '../ui/signal';
import { useText } from '../ui/text';
import { WidgetContext } from './components/use';
import { load } from './intents/load';
import type { Widget } from './widget';
import type { Screen } from './machine';
import { LoggedIn } from './screens/LoggedIn';
import { Main } from './screens/Main';
import { PasswordAuthenticate } from './screens/PasswordAuthenticate';

/**
 * Screen name -> component. PasswordEmailForm is the password form's email-first step
 * (PasswordAuthenticate). Screens after a sign-in's first step, and the Error screen, load on first
 * use (a Spinner meanwhile; lazy.ts).
 */
export const SCREENS: Partial<Record<Screen, FunctionComponent>> = {
  Main,
  PasswordAuthenticate,
  PasswordEmailForm: PasswordAuthenticate,
  LoggedIn,
  Error: lazyComponent(errorChunk, 'ErrorScreen'),
  ...lazyScreens(stepsChunk, ['EmailMethodSelection', 'EmailConfirmation', 'EmailOTPEntry', 'Discovery']),
  ...lazyScreens(resetChunk, ['PasswordForgotForm', 'PasswordSetNewConfirmation', 'PasswordResetForm', 'PasswordResetVerifyConfirmation']),
  ...lazyScreens(ssoChunk, ['SSODiscoveryEmail', 'SSODiscoveryMenu', 'SSODiscoveryFallback']),
  ...lazyScreens(mfaChunk, [
    'MFAEnrollmentSelection',
    'SMSOTPEnrollment',
    'SMSOTPEntry',
    'TOTPEntry',
    'TOTPEnrollmentQRCode',
    'TOTPEnrollmentManual',
    'RecoveryCodeSave',
    'RecoveryCodeEntry',
  ]),
};

export function B2BWidget({ widget }: { widget: Widget }) {
  widget.setText(useText());
  useEffect(() => {
    load(widget);
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
