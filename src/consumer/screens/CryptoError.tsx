import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Heading } from '../../ui/components/Heading';
import { useText } from '../../ui/text';
import { useWidget } from '../context';
import { WALLETS, type WalletOption } from '../crypto';
import { walletLogin } from '../wallet';
import { go } from '../flows';
import { BackToMain } from '../components/BackToMain';

/** 'Looks like there was an error!' with the reason ('Could not connect to wallet', ...) and a retry. */
export function CryptoError() {
  const w = useWidget();
  const t = useText();
  const { errorMessage, cryptoState } = w.m.state.value.formState;
  const option = cryptoState.walletOption as WalletOption;
  return (
    <>
      <BackToMain />
      <Heading>{t('crypto.error.title')}</Heading>
      <ErrorText message={errorMessage} />
      {option in WALLETS && <Button onClick={() => walletLogin(w, option)}>{t('crypto.error.retry')}</Button>}
      <Button variant="link" onClick={() => go(w, 'CryptoSetupWallet')}>
        {t('crypto.setup')}
      </Button>
    </>
  );
}
