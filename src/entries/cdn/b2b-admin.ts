// dist/featherlogin.b2b.admin.js: the B2B administration op tables (src/core/b2b/admin.ts: organization
// and member administration, self edits, SCIM, SSO connection administration), loaded by the B2B CDN
// bundles and the B2B single file on the first such call (src/core/b2b/admin-loader.ts). It shares no module state with them (the
// main bundle hands in its own op()), so one file serves both. Registers under its file name (lazy()).
import * as admin from '../../core/b2b/admin';
import { expose } from './expose';

expose({ 'featherlogin.b2b.admin.js': admin });
