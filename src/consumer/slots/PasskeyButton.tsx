// Main-screen slot: 'Login with a Passkey', shown first when passkeys are configured, unless the
// browser supports passkey autofill and an email or phone form exists. In that case the form's
// field (autocomplete "username webauthn") offers passkeys instead: conditional mediation runs in
// the background with its retry budget, and stops when Main goes away.
import { useEffect, useState } from 'react';
import { browserSupportsAutofill, findAutofillField } from '../../core/consumer/autofill';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/text';
import { has, tabs } from '../config';
import { useFormAction, useWidget } from '../context';
import { attempt } from '../flows';
import { stepsOp } from '../lazy';

export function PasskeyButton() {
  const w = useWidget();
  const t = useText();
  const enabled = has(w.config, 'passkeys');
  const form = tabs(w.config).length > 0;
  const [autofill, setAutofill] = useState<boolean | null>(enabled && form ? null : false);
  const { busy, act } = useFormAction();
  useEffect(() => {
    if (autofill !== null) return;
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
    // The passkey login lives in the steps chunk with its Passkey Confirmation screen; a chunk that
    // cannot load stays as quiet as autofill's own failures.
    stepsOp(w, (m) => m.passkeyAutofill(w, c.signal)).catch(() => {});
    return () => c.abort();
  }, [autofill]);
  if (!enabled || autofill !== false) return null;
  // Errors show under the form, or on Main itself when there is no form.
  return (
    <Button variant="secondary" loading={busy} onClick={() => act(() => attempt(w, () => stepsOp(w, (m) => m.passkeyLogin(w))))}>
      {t('main.passkey')}
    </Button>
  );
}
