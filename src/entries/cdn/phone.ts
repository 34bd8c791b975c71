// dist/featherlogin.phone.js: the phone-number library, loaded by the CDN widgets only when a
// phone input shows (src/ui/phone.ts). It registers itself as featherlogin._phone.
import * as phone from '../../ui/phone-lib';
import { expose } from './expose';

expose({ _phone: phone });
