// The server-safe headless factories of the React entries (featherlogin/react[/b2b][/headless]): a
// headless client in the browser, an inert placeholder on a server (safe at module top level).
// Plain TypeScript (no React): the headless React entries, built with the widgets' types, use it too.
import { StytchB2BHeadlessClient } from '../core/b2b/client';
import type { ClientOptions } from '../core/client';
import { StytchHeadlessClient } from '../core/consumer/client';
import { createOnBrowser } from '../core/placeholder';

/** A consumer headless client (the type parameter is accepted and unused). */
export function createStytchHeadlessClient<_T = unknown>(publicToken: string, options?: ClientOptions): StytchHeadlessClient {
  return createOnBrowser('StytchHeadlessClient', () => new StytchHeadlessClient(publicToken, options));
}

/** A B2B headless client (the type parameter is accepted and unused). */
export function createStytchB2BHeadlessClient<_T = unknown>(publicToken: string, options?: ClientOptions): StytchB2BHeadlessClient {
  return createOnBrowser('StytchB2BHeadlessClient', () => new StytchB2BHeadlessClient(publicToken, options));
}
