import { Button } from '../../ui/components/Button';
import { reportError } from '../../ui/events';
import { useText } from '../../ui/text';
import { useWidget } from '../context';
import { cryptoChunk } from '../chunks';
import { walletName, WALLETS, type WalletOption } from '../crypto';
import { BrandIcon } from './BrandIcon';

const COLORS: Record<string, string> = { ethereum: '#627EEA', solana: '#9945FF' };

/** 'Continue with {wallet}': starts the wallet flow (Crypto Connect, Sign Message, Confirmation). */
export function WalletButton({ option }: { option: WalletOption }) {
  const w = useWidget();
  const t = useText();
  const chain = WALLETS[option][1];
  const name = walletName(t, option);
  return (
    <Button variant="secondary" onClick={() => cryptoChunk().then((m) => m.walletLogin(w, option), (e) => reportError(w.callbacks, e))}>
      <BrandIcon color={COLORS[chain]} name={name} />
      {t('crypto.continue', { wallet: name })}
    </Button>
  );
}
