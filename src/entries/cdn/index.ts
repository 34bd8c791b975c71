// dist/featherlogin.js: the consumer widgets and the headless client as globals.
import { registerIdentityProviderLoader, StytchUIClient } from '../../consumer/StytchUIClient';
import { Products } from '../../consumer/config';
import { StytchHeadlessClient } from '../../core/consumer/client';
import { StytchEventType } from '../../ui/events';
import { lazy } from '../../core/chunk';
import { expose } from './expose';

// mountIdentityProvider (consent and logout screens) works from this bundle too, as in the ESM
// entries. The screens are the lazy chunk featherlogin.idp.js (build.mjs lazyChunks), fetched from
// next to this script on first use; it shares this bundle's modules.
registerIdentityProviderLoader(lazy(__CDN__ ? 'featherlogin.idp.js' : () => import('../../idp/IdentityProvider')));

expose({ StytchUIClient, StytchHeadlessClient, Products, StytchEventType });
