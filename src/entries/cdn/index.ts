// dist/featherlogin.js: the consumer widgets and the headless client as globals.
import { StytchUIClient } from '../../consumer/StytchUIClient';
import { Products } from '../../consumer/config';
import { StytchHeadlessClient } from '../../core/consumer/client';
import { StytchEventType } from '../../ui/events';
import { expose } from './expose';

expose({ StytchUIClient, StytchHeadlessClient, Products, StytchEventType });
