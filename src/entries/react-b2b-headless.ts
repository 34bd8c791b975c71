// featherlogin/react/b2b/headless: as the official React SDK's `/b2b/headless` entry, the whole B2B
// headless client API (20.x) with its factories server-safe (a placeholder on a server; 19.x had
// only createStytchB2BHeadlessClient). No React in it: it is built with the widgets' types.
export * from './b2b-headless';
export { createStytchB2BHeadlessClient, createStytchB2BHeadlessClient as createStytchB2BClient } from '../react/headless';
