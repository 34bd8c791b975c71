// featherlogin/react/b2b/headless: createStytchB2BHeadlessClient, as the official React SDK's `/b2b/headless` entry.
export { createStytchB2BHeadlessClient } from '../react/b2b';
