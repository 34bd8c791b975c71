// featherlogin/react/headless: createStytchHeadlessClient, as the official React SDK's `/headless` entry.
export { createStytchHeadlessClient } from '../react/index';
