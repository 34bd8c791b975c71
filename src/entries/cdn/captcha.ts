// dist/featherlogin.captcha.js: the captcha / device-fingerprint loaders (src/core/captcha.ts), loaded
// by every CDN bundle only when bootstrap turns captcha or DFP protected auth on (src/core/protection.ts).
// It shares no module with the main bundles, so one file serves all of them. Registers under its file name (lazy()).
import * as captcha from '../../core/captcha';
import { expose } from './expose';

expose({ 'featherlogin.captcha.js': captcha });
