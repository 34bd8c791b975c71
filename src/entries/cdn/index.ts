// dist/featherlogin.js: the consumer widgets and the headless client as globals.
import { registerIdentityProviderMounter, StytchUIClient, type IdentityProviderMount } from '../../consumer/StytchUIClient';
import { Products } from '../../consumer/config';
import { StytchHeadlessClient } from '../../core/consumer/client';
import { loadChunk } from '../../ui/chunk';
import { StytchEventType } from '../../ui/events';
import { expose } from './expose';

// mountIdentityProvider (consent and logout screens) works from this bundle too, as in the ESM
// entries. The screens are the chunk featherlogin.idp.js (src/entries/cdn/idp.ts), fetched from
// next to this script on first use (about 4 KB gzip less here for pages that only log in).
registerIdentityProviderMounter(() => loadChunk<IdentityProviderMount>('featherlogin.idp.js', '_idp'));

expose({ StytchUIClient, StytchHeadlessClient, Products, StytchEventType });
