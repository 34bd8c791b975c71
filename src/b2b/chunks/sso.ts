// The SSO discovery screens: the lazy chunk featherlogin.b2b.sso.js in CDN builds, an import()
// chunk in ESM builds (B2BWidget.tsx).
import { addText } from '../../ui/text';
import { ssoText } from '../text-chunks';

addText(ssoText);

export { SSODiscoveryEmail } from '../screens/SSODiscoveryEmail';
export { SSODiscoveryFallback } from '../screens/SSODiscoveryFallback';
export { SSODiscoveryMenu } from '../screens/SSODiscoveryMenu';
