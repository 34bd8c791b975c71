// featherlogin/react: the React adapter (./react, typed against real React) and, for the 6.x line,
// the whole client API (./react-client, typed with the widgets). Only export statements: build.mjs
// copies this file as its declaration (dist/types/entries/react-all.d.ts) beside the two halves'.
export * from './react';
export * from './react-client';
// Names both halves export: the adapter's types, and the 6.x client class.
export type { Callbacks, LoginConfig, StytchEvent, Styles, StytchLoginConfig, StytchB2BUIConfig, Strings } from './react';
export { StytchClient } from './react-client';
