import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { WALLETS, type WalletOption } from '../crypto';
import { BackToMain } from '../components/BackToMain';

/** The wallets with a set-up site. */
export const SETUP_SITES: Partial<Record<WalletOption, string>> = {
  Metamask: 'https://metamask.io/',
  Coinbase: 'https://www.coinbase.com/wallet',
  Phantom: 'https://phantom.app/',
  Binance: 'https://www.bnbchain.org/en/binance-wallet',
};

/** Set up a new wallet: links to four wallet sites (new tab). */
export function CryptoSetupWallet() {
  const t = useText();
  return (
    <>
      <BackToMain />
      <Heading>{t('crypto.setup')}</Heading>
      <p class={cx.text}>{t('crypto.setup.text')}</p>
      <ul class={cx.col}>
        {Object.entries(SETUP_SITES).map(([o, site]) => (
          <li key={o}>
            <a href={site} target="_blank" rel="noopener noreferrer">
              {t('crypto.setup.link', { wallet: WALLETS[o as WalletOption] })}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
