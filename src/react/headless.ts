// The server-safe headless factories of the React entries (featherlogin/react[/b2b][/headless]): the
// headless entries' own (src/core/factories.ts: a client in the browser, an inert placeholder on a
// server, safe at module top level) under the official React names.
export {
  createHeadlessClient as createStytchHeadlessClient,
  createB2BHeadlessClient as createStytchB2BHeadlessClient,
} from '../core/factories';
