// dist/featherlogin.strings.js: the official widgets' message ids as featherlogin's keys
// (src/ui/official-strings.ts), loaded next to the main script (or the single file) only by a mount
// whose strings name keys its catalogues lack (src/ui/mount.tsx).
import * as officialStrings from '../../ui/official-strings';
import { expose } from './expose';

expose({ 'featherlogin.strings.js': officialStrings });
