// featherlogin/headless: the consumer headless client for bundlers.
export { StytchHeadlessClient } from '../core/consumer/client';
export * from './public';
export type { ClientOptions } from '../core/client';
// 6.x names: the client class and its factories (a headless client: it draws no widget).
export { StytchHeadlessClient as StytchClient } from '../core/consumer/client';
export { createHeadlessClient as createStytchClient, createHeadlessClient as createStytchHeadlessClient } from '../core/factories';
