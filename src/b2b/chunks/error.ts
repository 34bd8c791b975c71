// The Error screen and its messages: the lazy chunk featherlogin.b2b.error.js in CDN builds, an
// import() chunk in ESM builds (B2BWidget.tsx). Rarely shown, so the main bundle does not carry it.
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { errorScreenText as text } from '../text-screens';

export { ErrorScreen as Error } from '../screens/ErrorScreen';
