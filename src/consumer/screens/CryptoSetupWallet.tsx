import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { SETUP_WALLETS, WALLETS } from '../crypto';
import { BackToMain } from '../components/BackToMain';

/** Set up a new wallet: links to four wallet sites (new tab). */
export function CryptoSetupWallet() {
  const t = useText();
  return (
    <>
      <BackToMain />
      <Heading>{t('crypto.setup')}</Heading>
      <p class={cx.text}>{t('crypto.setup.text')}</p>
      <ul class={cx.col}>
        {SETUP_WALLETS.map((o) => (
          <li key={o}>
            <a href={WALLETS[o][2]} target="_blank" rel="noopener noreferrer">
              {t('crypto.setup.link', { wallet: WALLETS[o][0] })}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
