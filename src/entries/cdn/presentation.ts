// dist/featherlogin.presentation.js: the presentation option's theme mapping (src/ui/presentation.ts),
// loaded next to the main script only by a mount that passes `presentation` (src/ui/mount.tsx).
import * as presentation from '../../ui/presentation';
import { expose } from './expose';

expose({ 'featherlogin.presentation.js': presentation });
