// The bootstrap answer (snake_case wire fields) read into the settings the widgets use
// (settings.ts BootstrapData). Part of the deferred core (deferred.ts): it runs only once the fetch answers.
import { type BootstrapData, DEFAULT_BOOTSTRAP } from './settings';

/** A camelCase name as its wire name: pkceRequiredForOAuth -> pkce_required_for_oauth. */
const wireName = (k: string) => k.replace(/[A-Z]+/g, (m) => `_${m.toLowerCase()}`);
/** Fields copied when the wire value is a boolean / a string; the rest are read one by one below. */
const BOOLEANS = [
  'pkceRequiredForEmailMagicLinks',
  'pkceRequiredForPasswordResets',
  'pkceRequiredForOAuth',
  'pkceRequiredForSso',
  'createOrganizationEnabled',
  'dfpProtectedAuthEnabled',
  'siweRequiredForCryptoWallets',
];
const STRINGS = ['projectName', 'cnameDomain', 'slugPattern'];

/** Wire (snake_case) to the names the widgets read. Unknown or ill-typed fields keep defaults. */
export function fromWire(w: Record<string, any>): BootstrapData {
  const out: Record<string, any> = { ...DEFAULT_BOOTSTRAP };
  for (const k of BOOLEANS) if (typeof w[wireName(k)] === 'boolean') out[k] = w[wireName(k)];
  for (const k of STRINGS) if (typeof w[wireName(k)] === 'string') out[k] = w[wireName(k)];
  const { captcha_settings: captcha, password_config: pc, email_domains: domains } = w;
  if (typeof w.disable_sdk_watermark === 'boolean') out.displayWatermark = !w.disable_sdk_watermark;
  const siteKey = captcha?.siteKey ?? captcha?.site_key;
  out.captchaSettings = { enabled: captcha?.enabled === true, siteKey: typeof siteKey === 'string' ? siteKey : '' };
  if (Array.isArray(domains)) out.emailDomains = domains.filter((x: unknown) => typeof x === 'string');
  if (pc && typeof pc === 'object')
    out.passwordConfig = { ludsComplexity: Number(pc.luds_complexity) || 0, ludsMinimumCount: Number(pc.luds_minimum_count) || 0 };
  if (w.dfp_protected_auth_mode === 'DECISIONING') out.dfpProtectedAuthMode = 'DECISIONING';
  out.rbacPolicy = w.rbac_policy ?? null;
  if (w.vertical === 'B2B' || w.vertical === 'CONSUMER') out.vertical = w.vertical;
  return out as BootstrapData;
}
