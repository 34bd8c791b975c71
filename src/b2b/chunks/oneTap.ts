// Google One Tap (the component and its intent): the lazy chunk featherlogin.b2b.onetap.js in CDN
// builds, an import() chunk in ESM builds (b2b/lazy.ts).
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { oneTapText as text } from '../text-screens';

export { OneTap } from '../components/OneTap';
