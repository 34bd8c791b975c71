// featherlogin/headless: the consumer headless client for bundlers.
export { StytchHeadlessClient } from '../core/consumer/client';
export * from '../core/errors';
export type { ClientOptions } from '../core/client';
