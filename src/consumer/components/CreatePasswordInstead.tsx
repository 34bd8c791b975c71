import { Button } from '../../ui/components/Button';
import { Divider } from '../../ui/components/Divider';
import { useText } from '../../ui/text';
import { useFormAction, useWidget } from '../context';
import { attempt } from '../flows';
import { createPasswordInstead } from '../stepFlows';

/**
 * Under the login link or code an email lookup sent a passwordless user at once: 'Create a password
 * instead' (the email to set one). Nothing on these screens for anyone else, or another address.
 */
export function CreatePasswordInstead({ email }: { email: string }) {
  const w = useWidget();
  const t = useText();
  const { busy, act } = useFormAction();
  const { passwordState } = w.m.state.value.formState;
  if (passwordState.type !== 'passwordless' || passwordState.email !== email) return null;
  return (
    <>
      <Divider />
      <Button variant="link" disabled={busy} onClick={() => act(() => attempt(w, () => createPasswordInstead(w, email)))}>
        {t('password.createInstead')}
      </Button>
    </>
  );
}
