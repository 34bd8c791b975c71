// The consumer profile widget's shell (mountUserProfile): featherlogin.profile.js in CDN builds, an
// import() chunk in ESM builds; a login page never loads it. Its sections are chunks after it
// (manifest.ts), which read the kit from this file: all of the kit is here (exported), so none is
// copied into a section chunk and its context is the one the shell provides.
export * from './kit';
export { profileText as text } from './text';
export { UserProfile } from './UserProfile';
