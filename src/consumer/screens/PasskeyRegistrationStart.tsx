import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { useFormAction, useWidget } from '../context';
import { passkeyRegister, passkeySkip } from '../passkeyRegistration';

/** 'Set up a new Passkey': 'Create a Passkey' or 'Skip'; both lead to the registration success screen. */
export function PasskeyRegistrationStart() {
  const w = useWidget();
  const t = useText();
  const { busy, act } = useFormAction();
  return (
    <>
      <Heading>{t('passkey.register.title')}</Heading>
      <p class={cx.text}>{t('passkey.register.text')}</p>
      <ErrorText message={w.m.state.value.formState.errorMessage} />
      <Button loading={busy} onClick={() => act(() => passkeyRegister(w))}>
        {t('passkey.register.create')}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => passkeySkip(w)}>
        {t('passkey.register.skip')}
      </Button>
    </>
  );
}
