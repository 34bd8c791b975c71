import { Button } from '../../ui/components/Button';
import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { WalletButton } from '../components/WalletButton';
import { providers } from '../config';
import { useWidget } from '../context';
import { configuredWallets, mainWalletCount } from '../crypto';
import { go } from '../flows';
import { BackToMain } from '../components/BackToMain';
import { walletLogin } from '../wallet';

/** The wallets that did not fit on Main, and the way to set up a new wallet. */
export function CryptoOtherScreen() {
  const w = useWidget();
  const t = useText();
  const rest = configuredWallets(w.config.cryptoOptions?.walletOptions).slice(mainWalletCount(providers(w.config).length));
  return (
    <>
      <BackToMain />
      <Heading>{t('crypto.otherScreen.title')}</Heading>
      <div class={cx.col}>
        {rest.map((o) => (
          <WalletButton key={o} option={o} onPick={() => walletLogin(w, o)} />
        ))}
      </div>
      <Button variant="link" onClick={() => go(w, 'CryptoSetupWallet')}>
        {t('crypto.setup')}
      </Button>
    </>
  );
}
