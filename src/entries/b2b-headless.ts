// featherlogin/b2b/headless: the B2B headless client for bundlers.
export { StytchB2BHeadlessClient } from '../core/b2b/client';
export * from './public';
export type { ClientOptions } from '../core/client';
// 6.x names: the client class and its factories (a headless client: it draws no widget).
export { StytchB2BHeadlessClient as StytchB2BClient } from '../core/b2b/client';
export {
  createB2BHeadlessClient as createStytchB2BClient,
  createB2BHeadlessClient as createStytchB2BHeadlessClient,
} from '../core/factories';
