// The organization widget's root: runs the load behaviour once, then shows the current screen of
// the state machine (a loading view while an authentication or organization fetch runs).
import type { ComponentType } from 'preact';
import { useEffect } from 'react';
import { Spinner } from '../ui/components/Spinner';
import { Watermark } from '../ui/components/Watermark';
import { lazyScreens } from '../ui/lazy';
import { errorChunk, mfaChunk, passwordChunk, resetChunk, ssoChunk, stepsChunk } from './lazy';
import { useSettings } from '../ui/settings';
import { useText } from '../ui/text';
import { WidgetContext } from './components/use';
import { load } from './intents/load';
import { manifest } from './manifest';
import type { Widget } from './widget';
import type { Screen } from './machine';
import { LoggedIn } from './screens/LoggedIn';
import { Main } from './screens/Main';

/**
 * Screen name -> component: the main bundle's screens here, each chunk's from manifest.ts, loaded
 * on first use (a Spinner meanwhile). PasswordEmailForm is the password form's email-first step,
 * PasswordAuthenticate.
 */
const { chunks: c } = manifest;
const password = lazyScreens(passwordChunk, c.password.screens);

export const SCREENS: Partial<Record<Screen, ComponentType>> = {
  Main,
  LoggedIn,
  ...lazyScreens(stepsChunk, c.steps.screens),
  ...password,
  PasswordEmailForm: password.PasswordAuthenticate,
  ...lazyScreens(resetChunk, c.reset.screens),
  ...lazyScreens(ssoChunk, c.sso.screens),
  ...lazyScreens(mfaChunk, c.mfa.screens),
  ...lazyScreens(errorChunk, c.error.screens),
};

export function B2BWidget({ widget }: { widget: Widget }) {
  widget.setText(useText());
  // The watermark as the settings say: their arrival renders again only when it changes it.
  const watermark = useSettings(widget.client.bootstrap, (s) => s.displayWatermark);
  useEffect(() => void load(widget), [widget]);
  // A computed: this renders again only when the screen or the loading view changes; each screen
  // reads widget.state.value itself, so a change renders the screens that read it.
  const screen = widget.shown.value;
  const Current = screen && (SCREENS[screen] ?? Main);
  return (
    <WidgetContext.Provider value={widget}>
      {Current ? <Current key={screen} /> : <Spinner />}
      <Watermark show={watermark} />
    </WidgetContext.Provider>
  );
}
