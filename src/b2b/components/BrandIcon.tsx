import { loadChunk } from '../../core/chunk';
import { brandIcon, type Marks } from '../../ui/components/BrandIcon';
import type { B2BOAuthProvider } from '../../wire/routes';

/**
 * The B2B widget's brand marks (src/b2b/brand-icons.ts): featherlogin.b2b.icons.js next to the CDN
 * script, an import() chunk in ESM builds, in the file itself in the single file (`__CHUNKS__` false).
 */
export const BrandIcon = brandIcon<B2BOAuthProvider>(() =>
  __SCRIPT__ && __CHUNKS__ ? loadChunk<Marks<B2BOAuthProvider>>('featherlogin.b2b.icons.js', '_b2bIcons') : import('../brand-icons'),
);
