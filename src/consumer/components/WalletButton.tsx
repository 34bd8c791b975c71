import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/text';
import { walletName, type WalletOption } from '../crypto';
import { BrandIcon } from './BrandIcon';

/**
 * 'Continue with {wallet}': `onPick` starts the wallet flow (Crypto Connect, Sign Message,
 * Confirmation): from Main through the crypto chunk's loader, inside the chunk directly (so the
 * chunk never imports its own loader: test/core/cycles.test.ts).
 */
export function WalletButton({ option, onPick }: { option: WalletOption; onPick: () => void }) {
  const t = useText();
  const name = walletName(t, option);
  return (
    <Button variant="secondary" onClick={onPick}>
      <BrandIcon name={option} label={t('crypto.continue', { wallet: name })} />
    </Button>
  );
}
