// Google One Tap: the lazy chunk featherlogin.onetap.js in CDN builds, an import() chunk in ESM
// builds (lazy.ts); when a Google provider has one_tap.
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { oneTapText as text } from '../text-screens';
export { OneTap } from '../OneTap';
