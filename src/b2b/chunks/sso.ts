// The SSO discovery screens: the lazy chunk featherlogin.b2b.sso.js in CDN builds, an import()
// chunk in ESM builds (B2BWidget.tsx).
/** This chunk's strings: merged into the catalogue of the mount that loads it. */
export { ssoText as text } from '../text-screens';

export { SSODiscoveryEmail } from '../screens/SSODiscoveryEmail';
export { SSODiscoveryFallback } from '../screens/SSODiscoveryFallback';
export { SSODiscoveryMenu } from '../screens/SSODiscoveryMenu';
