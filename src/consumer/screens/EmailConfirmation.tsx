import { Button } from '../../ui/components/Button';
import { EmailProviderLinks, senderDomain } from '../../ui/components/EmailProviderLinks';
import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { useWidget } from '../context';
import { go } from '../flows';

export function EmailConfirmation() {
  const w = useWidget();
  const t = useText();
  const email = w.m.state.value.formState.magicLinkState.email;
  const tryAgain = () => {
    w.client.telemetry.log('email_try_again_clicked', { email, type: 'login or create email magic link' });
    w.m.dispatch({ type: 'set_magic_link_email', email: '' });
    go(w, 'Main');
  };
  return (
    <>
      <Heading>{t('emailConfirmation.title')}</Heading>
      <p class={cx.text}>{t('emailConfirmation.text', { email })}</p>
      <EmailProviderLinks domain={senderDomain(w.config.emailMagicLinksOptions?.domainHint, w.bootstrap.emailDomains)} />
      <Button variant="secondary" onClick={tryAgain}>
        {t('emailConfirmation.tryAgain')}
      </Button>
    </>
  );
}
