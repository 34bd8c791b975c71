import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Header } from '../components/Header';
import { useAction, useWidget } from '../components/use';
import { sendEmailOtp, sendMagicLink } from '../intents/email';
import { products } from '../widget';

/** Both email products are offered: link or code. */
export function EmailMethodSelection() {
  const w = useWidget();
  const { busy, error, act } = useAction();
  const email = w.state.value.form.email;
  const p = products(w).products;
  return (
    <>
      <Header back title={w.t('emailMethod.title')} />
      {p.includes('emailMagicLinks') && (
        <Button disabled={busy} onClick={() => act(() => sendMagicLink(w, email))}>
          {w.t('emailMethod.link')}
        </Button>
      )}
      {p.includes('emailOtp') && (
        <Button variant="secondary" disabled={busy} onClick={() => act(() => sendEmailOtp(w, email))}>
          {w.t('emailMethod.code')}
        </Button>
      )}
      <ErrorText message={error} />
    </>
  );
}
