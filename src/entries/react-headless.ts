// featherlogin/react/headless: as the official React SDK's `/headless` entry, the whole headless
// client API (20.x) with its factories server-safe (a placeholder on a server; 19.x had only
// createStytchHeadlessClient). No React in it: it is built with the widgets' types.
export * from './headless';
export { createStytchHeadlessClient, createStytchHeadlessClient as createStytchClient } from '../react/headless';
