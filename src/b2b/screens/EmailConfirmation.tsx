import { Button } from '../../ui/components/Button';
import { EmailProviderLinks, senderDomain } from '../../ui/components/EmailProviderLinks';
import { ErrorText } from '../../ui/components/ErrorText';
import { useToasts } from '../../ui/toasts';
import { Header } from '../components/Header';
import { useAction, useWidget } from '../components/use';
import { sendMagicLink, startOver } from '../intents/email';
import { here } from '../intents/core';
import { showToast } from '../../ui/toast-show';

/** A magic link was sent. */
export function EmailConfirmation() {
  const w = useWidget();
  const toasts = useToasts();
  const { busy, error, act } = useAction();
  const email = w.state.value.form.email;
  const domain = senderDomain(w.config.emailMagicLinksOptions?.domainHint, w.client.bootstrap.getSync().emailDomains);
  // 'Resent' only to a user still here ('Try again' meanwhile: the answer says nothing).
  const resend = () => {
    const still = here(w);
    act(() => sendMagicLink(w, email)).then((r) => !r && still() && showToast(toasts, w.t('emailConfirm.resent'), 'success'));
  };
  return (
    <>
      <Header title={w.t('emailConfirm.title')} text={w.t('emailConfirm.sent', { email })} />
      <EmailProviderLinks domain={domain} />
      <Button variant="link" disabled={busy} onClick={resend}>
        {w.t('emailConfirm.resend')}
      </Button>
      <ErrorText message={error} />
      <Button variant="secondary" onClick={() => startOver(w)}>
        {w.t('emailConfirm.tryAgain')}
      </Button>
    </>
  );
}
