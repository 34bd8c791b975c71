// Main-screen slot: crypto wallet buttons. Main has room for 6 buttons in all: the OAuth buttons,
// 'Other wallets', and at most 6 - (OAuth provider count) - 1 wallets; the rest are on the Crypto
// Other Screen.
import { Button } from '../../ui/components/Button';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { WalletButton } from '../components/WalletButton';
import { providers } from '../config';
import { useWidget } from '../context';
import { configuredWallets, mainWalletCount } from '../crypto';
import { attempt, go } from '../flows';

export function WalletButtons() {
  const w = useWidget();
  const t = useText();
  const wallets = configuredWallets(w.config.cryptoOptions?.walletOptions).slice(0, mainWalletCount(providers(w.config).length));
  return (
    <div class={cx.col}>
      {wallets.map((o) => (
        <WalletButton
          key={o}
          option={o}
          onPick={() =>
            // The crypto product's chunk (this slot shows only with it configured: Main); one that
            // cannot load says so on Main, as a failed OAuth start does, and the pick can be tried again.
            attempt(
              w,
              () => w.products.crypto!().then((m) => (t.add(m.text), m.walletLogin(w, o))),
              () => t('ui.loadError'),
            )
          }
        />
      ))}
      <Button variant="secondary" onClick={() => go(w, 'CryptoOtherScreen')}>
        {t('crypto.other')}
      </Button>
    </div>
  );
}
