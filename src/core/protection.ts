// The default source of captcha / device-fingerprint tokens for protected endpoints (consumer spec
// sections 3, 7, 8), from the project's bootstrap settings. Nothing loads while captcha and DFP
// protected auth are both off (the common case). The loaders (captcha.ts) load only when bootstrap
// turns one on: an import() chunk in ESM builds, featherlogin.captcha.js next to the CDN bundles.
import type { Bootstrap } from './bootstrap';
import type { ProtectionTokens } from './network';
import { lazy, loadScript } from './chunk';

/** Custom DFP domains (the official `endpointOptions` names); a value with a scheme is used as is (http on loopback). */
export interface DFPDomains {
  dfppaDomain?: string;
  dfpCdnDomain?: string;
}

export function protection(publicToken: string, settings: () => Bootstrap, domains?: DFPDomains): ProtectionTokens {
  // The loaders, fetched once (a failed fetch is tried again by the next protected call). Made here,
  // not at module level: a module-level call would stay in every bundle that imports this module.
  const loaders = lazy<typeof import('./captcha')>(__CDN__ ? 'featherlogin.captcha.js' : () => import('./captcha'));
  return async (retry) => {
    const b = await settings().getAsync();
    return b.captchaSettings.enabled || b.dfpProtectedAuthEnabled
      ? (await loaders()).tokens(b, retry, publicToken, domains, loadScript)
      : null;
  };
}
