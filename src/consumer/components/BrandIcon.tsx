import { loadChunk } from '../../core/chunk';
import { brandIcon, type Marks } from '../../ui/components/BrandIcon';
import type { OAuthProvider } from '../../wire/routes';
import type { WalletOption } from '../crypto';

/**
 * The consumer widget's brand marks (src/consumer/brand-icons.ts): featherlogin.icons.js next to the
 * CDN script, an import() chunk in ESM builds, in the file itself in the single file (`__CHUNKS__` false).
 */
export const BrandIcon = brandIcon<OAuthProvider | WalletOption>(() =>
  __SCRIPT__ && __CHUNKS__ ? loadChunk<Marks<OAuthProvider | WalletOption>>('featherlogin.icons.js', '_icons') : import('../brand-icons'),
);
