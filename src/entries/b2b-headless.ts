// featherlogin/b2b/headless: the B2B headless client for bundlers.
export { StytchB2BHeadlessClient } from '../core/b2b/client';
export * from './public';
export type { ClientOptions } from '../core/client';
