import { Button } from '../../ui/components/Button';
import { EmailProviderLinks, senderDomain } from '../../ui/components/EmailProviderLinks';
import { ErrorText } from '../../ui/components/ErrorText';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { useResend } from '../components/resend';
import { sendMagicLink, startOver } from '../intents/email';

/** A magic link was sent. */
export function EmailConfirmation() {
  const w = useWidget();
  const email = w.state.value.form.email;
  const { busy, error, resend } = useResend(() => sendMagicLink(w, email), 'emailConfirm.resent');
  const domain = senderDomain(w.config.emailMagicLinksOptions?.domainHint, w.client.bootstrap.getSync().emailDomains);
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
