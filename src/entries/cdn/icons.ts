// dist/featherlogin.icons.js: the brand marks of the sign-in and wallet buttons (src/ui/brand-icon-data.ts),
// loaded by the CDN widgets when such a button shows. Pure data, shared by every CDN bundle; it
// registers itself as featherlogin._icons.
import * as icons from '../../ui/brand-icon-data';
import { expose } from './expose';

expose({ _icons: icons });
