// Main's passkey slot beside an email or phone form (steps chunk, which also holds the passkey
// login: Main loads it with this slot when passkeys are configured). Where the browser supports passkey
// autofill, the form's field (autocomplete "username webauthn") offers passkeys: conditional
// mediation runs in the background with its retry budget, and stops when Main goes away. Elsewhere
// the button shows (PasskeyButton, main bundle).
import { useEffect, useState } from 'react';
import { browserSupportsAutofill, findAutofillField } from '../../core/consumer/autofill';
import { useWidget } from '../context';
import { passkeyAutofill, passkeyLogin } from '../passkeys';
import { PasskeyButton } from './PasskeyButton';

export function PasskeyAutofill() {
  const w = useWidget();
  const [autofill, setAutofill] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    // The same checks and field as the client's (also inside the widget's shadow root, if any),
    // asked directly: the client's webauthn namespace loads on first call (src/core/stubs.ts).
    // Not for a signed-in user: the secondary start call then fails for a user without passkeys
    // before anyone has touched the form, so the button (a deliberate action) shows instead.
    browserSupportsAutofill().then((yes) => live && setAutofill(yes && !!findAutofillField() && !w.client.session.getSync()));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!autofill) return;
    const c = new AbortController();
    void passkeyAutofill(w, c.signal);
    return () => c.abort();
  }, [autofill]);
  return autofill === false ? <PasskeyButton login={() => passkeyLogin(w)} /> : null;
}
