// dist/featherlogin.js: the consumer widgets and the headless client as globals.
import { registerIdentityProvider, StytchUIClient } from '../../consumer/StytchUIClient';
import { Products } from '../../consumer/config';
import { StytchHeadlessClient } from '../../core/consumer/client';
import { IdentityProvider, idpText } from '../../idp/IdentityProvider';
import { StytchEventType } from '../../ui/events';
import { expose } from './expose';

// mountIdentityProvider (consent and logout screens) works from this bundle too, as in the ESM entries.
registerIdentityProvider(IdentityProvider, idpText);

expose({ StytchUIClient, StytchHeadlessClient, Products, StytchEventType });
