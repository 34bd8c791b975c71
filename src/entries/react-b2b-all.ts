// featherlogin/react/b2b: the React adapter (./react-b2b, typed against real React) and, for the 6.x
// line, the whole B2B client API (./react-b2b-client, typed with the widgets). Only export
// statements: build.mjs copies this file as its declaration beside the two halves'.
export * from './react-b2b';
export * from './react-b2b-client';
// Names both halves export: the adapter's types, and the 6.x client class.
export type { Callbacks, LoginConfig, StytchEvent, Styles, StytchLoginConfig, StytchB2BUIConfig, Strings } from './react-b2b';
export { StytchB2BClient } from './react-b2b-client';
