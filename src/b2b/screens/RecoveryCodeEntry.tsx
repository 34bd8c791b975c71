import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { TextInput } from '../../ui/components/TextInput';
import { Form } from '../components/Form';
import { Header } from '../components/Header';
import { useAction, useWidget } from '../components/use';
import { recover } from '../intents/mfa';

/** A backup code instead of the second factor; Continue is disabled while empty. */
export function RecoveryCodeEntry() {
  const w = useWidget();
  const [code, setCode] = useState('');
  const { busy, error, act } = useAction();
  return (
    <>
      <Header back title={w.t('recoveryEntry.title')} text={w.t('recoveryEntry.text')} />
      <Form onSubmit={() => act(() => recover(w, code.trim()))}>
        <TextInput label={w.t('recoveryEntry.label')} value={code} onInput={setCode} required autocomplete="one-time-code" error={error} />
        <Button type="submit" loading={busy} disabled={!code.trim()}>
          {w.t('continue')}
        </Button>
      </Form>
    </>
  );
}
