import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/text';
import { walletName, WALLETS, type WalletOption } from '../crypto';
import { BrandIcon } from './BrandIcon';

const COLORS: Record<string, string> = { ethereum: '#627EEA', solana: '#9945FF' };

/**
 * 'Continue with {wallet}': `onPick` starts the wallet flow (Crypto Connect, Sign Message,
 * Confirmation): from Main through the crypto chunk's loader, inside the chunk directly (so the
 * chunk never imports its own loader: test/core/cycles.test.ts).
 */
export function WalletButton({ option, onPick }: { option: WalletOption; onPick: () => void }) {
  const t = useText();
  const chain = WALLETS[option][1];
  const name = walletName(t, option);
  return (
    <Button variant="secondary" onClick={onPick}>
      <BrandIcon color={COLORS[chain]} name={name} />
      {t('crypto.continue', { wallet: name })}
    </Button>
  );
}
