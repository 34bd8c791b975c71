// The SSO discovery screens: the lazy chunk featherlogin.b2b.sso.js in CDN builds, an import()
// chunk in ESM builds (B2BWidget.tsx).
import { addText } from '../../ui/text';
import { ssoText } from '../text-chunks';

addText(ssoText);

export { SSODiscoveryEmail } from './SSODiscoveryEmail';
export { SSODiscoveryFallback } from './SSODiscoveryFallback';
export { SSODiscoveryMenu } from './SSODiscoveryMenu';
export { ssoFlows } from '../ssoFlows';
