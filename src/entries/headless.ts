// featherlogin/headless: the consumer headless client for bundlers.
export { StytchHeadlessClient } from '../core/consumer/client';
export * from './public';
export type { ClientOptions } from '../core/client';
