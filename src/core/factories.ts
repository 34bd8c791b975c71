// The 6.x factories of the headless entries (featherlogin/headless, featherlogin/b2b/headless):
// createStytchClient and createStytchB2BClient, with their deprecated official aliases. The main
// entries' factories make clients that draw the widgets (src/consumer/standalone.ts, src/b2b/standalone.ts).
import { StytchB2BHeadlessClient } from './b2b/client';
import type { ClientOptions } from './client';
import { StytchHeadlessClient } from './consumer/client';
import { createOnBrowser } from './placeholder';

/** A consumer headless client (the type parameter is accepted and unused); on a server, the inert placeholder. */
export const createHeadlessClient = <_T = unknown>(publicToken: string, options?: ClientOptions) =>
  createOnBrowser('StytchHeadlessClient', () => new StytchHeadlessClient(publicToken, options));

/** A B2B headless client (the type parameter is accepted and unused); on a server, the inert placeholder. */
export const createB2BHeadlessClient = <_T = unknown>(publicToken: string, options?: ClientOptions) =>
  createOnBrowser('StytchB2BHeadlessClient', () => new StytchB2BHeadlessClient(publicToken, options));
