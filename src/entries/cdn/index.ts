// dist/featherlogin.js: the consumer widgets and the headless client as globals.
import { registerIdentityProviderLoader, StytchUIClient } from '../../consumer/StytchUIClient';
import { StytchHeadlessClient } from '../../core/consumer/client';
import { manifest } from '../../consumer/manifest';
import { lazy } from '../../core/chunk';
import { expose } from './expose';

// mountIdentityProvider (consent and logout screens) works from this bundle too, as in the ESM
// entries. The screens, with the requests their page makes, are the lazy chunk featherlogin.idp.js
// (build.mjs lazyChunks; ./idp-chunk.ts), fetched from next to this script on first use; it shares
// this bundle's modules. The single file holds the screens (./idp) and every request.
registerIdentityProviderLoader(lazy(__CDN__ ? manifest.chunks.idp.file : __IDP__ ? __IDP__ : () => import('./idp')));

// The enums (Products, StytchEventType, ...) are not globals: a script-tag page writes their string
// values ('otp', 'AUTHENTICATE_FLOW_COMPLETE'), and the bundle does not carry tables it never reads.
expose({ StytchUIClient, StytchHeadlessClient });
