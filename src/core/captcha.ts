// Captcha and device-fingerprint tokens as the vendor's SDK gets them (src/core/protection.ts calls
// this module only when bootstrap turns captcha or DFP protected auth on):
// - captcha on: Google reCAPTCHA Enterprise (enterprise.js?render={siteKey}, then
//   grecaptcha.enterprise.ready and execute(siteKey, { action })); a page that already has
//   grecaptcha.enterprise uses it;
// - DFP protected auth on: the vendor's telemetry.js from the DFP CDN (https://elements.stytch.com),
//   whose GetTelemetryID(publicToken, '{dfppa}/submit') gives the id (https://telemetry.stytch.com).
//   DECISIONING sends only the id at first and adds a captcha token on the 'Captcha required' retry;
//   OBSERVATION (and captcha without DFP) sends both from the start.
// Script tags carry the page's CSP nonce.
import type { BootstrapData } from './bootstrap';
import type { loadScript } from './chunk';
import type { DFPDomains } from './protection';

type Globals = {
  grecaptcha?: { enterprise?: { ready(cb: () => void): void; execute(siteKey: string, o: { action: string }): Promise<string> } };
  GetTelemetryID?(publicToken: string, submitURL: string): Promise<string>;
};

const origin = (domain: string | undefined, host: string) => (domain?.includes('://') ? domain : `https://${domain || host}`);

/**
 * The tokens to send (called only when captcha or DFP is on, so there is always one to get).
 * `script` is the core's script loader (chunk.ts loadScript: once per URL, tried again after a
 * failure), passed in as this module is a chunk of its own in the CDN builds.
 */
export async function tokens(
  b: BootstrapData,
  retry: boolean | undefined,
  publicToken: string,
  domains: DFPDomains | undefined,
  script: typeof loadScript,
) {
  const { captchaSettings: c, dfpProtectedAuthEnabled: dfp } = b;
  // The page's CSP nonce (browsers hide the attribute's value; the property keeps it).
  const load = (src: string) => script(src, (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce);
  const captcha = c.enabled && (retry || !dfp || b.dfpProtectedAuthMode === 'OBSERVATION');
  const g = globalThis as Globals;
  if (captcha && !g.grecaptcha?.enterprise) await load(`https://www.google.com/recaptcha/enterprise.js?render=${c.siteKey}`);
  if (dfp && !g.GetTelemetryID) await load(`${origin(domains?.dfpCdnDomain, 'elements.stytch.com')}/telemetry.js`);
  const r = g.grecaptcha?.enterprise;
  return {
    captcha_token: captcha
      ? await new Promise<void>((ready) => r!.ready(ready)).then(() => r!.execute(c.siteKey, { action: 'LOGIN' }))
      : undefined,
    dfp_telemetry_id: dfp
      ? await g.GetTelemetryID!(publicToken, `${origin(domains?.dfppaDomain, 'telemetry.stytch.com')}/submit`)
      : undefined,
  };
}
