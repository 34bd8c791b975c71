// Main-screen slot: 'Login with a Passkey', shown first when passkeys are configured. Without an email
// or phone form it shows at once; with one, PasskeyAutofill (steps chunk) decides: the form's field
// offers passkeys where the browser supports autofill, else this button shows.
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/text';
import { useFormAction, useWidget } from '../context';
import { attempt } from '../flows';

/** `login`: the passkey login (in the steps chunk: Main reaches it through stepsOp, PasskeyAutofill directly). */
export function PasskeyButton({ login }: { login: () => Promise<unknown> }) {
  const w = useWidget();
  const t = useText();
  const { busy, act } = useFormAction();
  // Errors show under the form, or on Main itself when there is no form.
  return (
    <Button variant="secondary" loading={busy} onClick={() => act(() => attempt(w, login))}>
      {t('main.passkey')}
    </Button>
  );
}
