import { BackButton } from '../../ui/components/BackButton';
import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { useWidget } from '../context';
import { SETUP_WALLETS, WALLETS } from '../crypto';
import { Screen } from '../machine';

/** Set up a new wallet: links to four wallet sites (new tab). */
export function CryptoSetupWallet() {
  const w = useWidget();
  const t = useText();
  return (
    <>
      <BackButton onClick={() => w.m.dispatch({ type: 'transition', screen: Screen.Main })} />
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
