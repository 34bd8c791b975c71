// dist/featherlogin.icons.js: the consumer widget's brand marks (src/consumer/brand-icons.ts), loaded
// by the consumer CDN bundles when a sign-in or wallet button shows; it registers itself as
// featherlogin._icons.
import * as icons from '../../consumer/brand-icons';
import { expose } from './expose';

expose({ _icons: icons });
