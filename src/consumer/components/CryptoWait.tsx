import { Heading } from '../../ui/components/Heading';
import { Spinner } from '../../ui/components/Spinner';
import { helper } from '../../ui/styles-text';
import { useText } from '../../ui/text';
import { useWidget } from '../context';
import { walletName, type WalletOption } from '../crypto';
import { BackToMain } from './BackToMain';

/** A waiting-for-the-wallet screen: heading, spinner, what to do in the wallet, back to Main. */
export function CryptoWait({ title, text }: { title: string; text: string }) {
  const w = useWidget();
  const t = useText();
  const option = w.m.state.value.formState.cryptoState.walletOption as WalletOption;
  return (
    <>
      <BackToMain />
      <Heading>{t(title)}</Heading>
      <Spinner label={t(title)} />
      <p class={helper}>{t(text, { wallet: walletName(t, option) })}</p>
    </>
  );
}
