// dist/featherlogin.b2b.js: B2B widget, identity-provider widget and the B2B headless client.
import { StytchB2BUIClient } from '../../b2b/StytchB2BUIClient';
import { StytchB2BHeadlessClient } from '../../core/b2b/client';
import { expose } from './expose';

expose({ StytchB2BUIClient, StytchB2BHeadlessClient });
