import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Header } from '../components/Header';
import { useAction, useWidget } from '../components/use';

/** Both email products are offered: link or code. */
export function EmailMethodSelection() {
  const w = useWidget();
  const { busy, error, act } = useAction();
  const email = w.state.value.form.email;
  const p = w.products().products;
  return (
    <>
      <Header back title={w.t('emailMethod.title')} />
      {p.includes('emailMagicLinks') && (
        <Button disabled={busy} onClick={() => act(() => w.sendMagicLink(email))}>
          {w.t('emailMethod.link')}
        </Button>
      )}
      {p.includes('emailOtp') && (
        <Button variant="secondary" disabled={busy} onClick={() => act(() => w.sendEmailOtp(email))}>
          {w.t('emailMethod.code')}
        </Button>
      )}
      <ErrorText message={error} />
    </>
  );
}
