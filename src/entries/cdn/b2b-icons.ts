// dist/featherlogin.b2b.icons.js: the B2B widget's brand marks (src/b2b/brand-icons.ts), loaded by the
// B2B CDN bundle when a sign-in button shows; it registers itself as featherlogin._b2bIcons.
import * as icons from '../../b2b/brand-icons';
import { expose } from './expose';

expose({ _b2bIcons: icons });
