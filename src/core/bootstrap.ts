// Project settings from GET /projects/bootstrap/{public_token}: fetched once, cached in local
// storage for the next page load, defaults (with a warning) when the fetch fails.
import type { Network } from './network';

export interface BootstrapData {
  projectName: string;
  displayWatermark: boolean;
  captchaSettings: { enabled: boolean; siteKey: string };
  cnameDomain: string | null;
  emailDomains: string[];
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOAuth: boolean;
  pkceRequiredForSso: boolean;
  slugPattern: string | null;
  createOrganizationEnabled: boolean;
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  dfpProtectedAuthEnabled: boolean;
  dfpProtectedAuthMode: 'OBSERVATION' | 'DECISIONING';
  rbacPolicy: unknown;
  siweRequiredForCryptoWallets: boolean;
  vertical: 'B2B' | 'CONSUMER' | null;
}

/**
 * The spec's fallback "list with a single mail-provider domain": the domain the provider's emails
 * are sent from (login@stytch.com, per the vendor's docs on custom email domains), which the
 * widgets' Gmail / Yahoo / Outlook links search for when the project's own list is unknown.
 */
export const DEFAULT_EMAIL_DOMAIN = 'stytch.com';

export const DEFAULT_BOOTSTRAP: BootstrapData = {
  projectName: '',
  displayWatermark: false,
  captchaSettings: { enabled: false, siteKey: '' },
  cnameDomain: null,
  emailDomains: [DEFAULT_EMAIL_DOMAIN],
  pkceRequiredForEmailMagicLinks: false,
  pkceRequiredForPasswordResets: false,
  pkceRequiredForOAuth: false,
  pkceRequiredForSso: false,
  slugPattern: null,
  createOrganizationEnabled: false,
  passwordConfig: null,
  dfpProtectedAuthEnabled: false,
  dfpProtectedAuthMode: 'OBSERVATION',
  rbacPolicy: null,
  siweRequiredForCryptoWallets: false,
  vertical: null,
};

/** Wire (snake_case) to the names the widgets read. Unknown or ill-typed fields keep defaults. */
export function fromWire(w: Record<string, any>): BootstrapData {
  const d = DEFAULT_BOOTSTRAP;
  const bool = (v: unknown, dflt: boolean) => (typeof v === 'boolean' ? v : dflt);
  const str = (v: unknown, dflt: string | null) => (typeof v === 'string' ? v : dflt);
  const pc = w.password_config;
  return {
    projectName: str(w.project_name, d.projectName) as string,
    displayWatermark: !bool(w.disable_sdk_watermark, !d.displayWatermark),
    captchaSettings: {
      enabled: bool(w.captcha_settings?.enabled, false),
      siteKey: str(w.captcha_settings?.siteKey ?? w.captcha_settings?.site_key, '') as string,
    },
    cnameDomain: str(w.cname_domain, null),
    emailDomains: Array.isArray(w.email_domains) ? w.email_domains.filter((x: unknown) => typeof x === 'string') : d.emailDomains,
    pkceRequiredForEmailMagicLinks: bool(w.pkce_required_for_email_magic_links, false),
    pkceRequiredForPasswordResets: bool(w.pkce_required_for_password_resets, false),
    pkceRequiredForOAuth: bool(w.pkce_required_for_oauth, false),
    pkceRequiredForSso: bool(w.pkce_required_for_sso, false),
    slugPattern: str(w.slug_pattern, null),
    createOrganizationEnabled: bool(w.create_organization_enabled, false),
    passwordConfig:
      pc && typeof pc === 'object'
        ? { ludsComplexity: Number(pc.luds_complexity) || 0, ludsMinimumCount: Number(pc.luds_minimum_count) || 0 }
        : null,
    dfpProtectedAuthEnabled: bool(w.dfp_protected_auth_enabled, false),
    dfpProtectedAuthMode: w.dfp_protected_auth_mode === 'DECISIONING' ? 'DECISIONING' : 'OBSERVATION',
    rbacPolicy: w.rbac_policy ?? null,
    siweRequiredForCryptoWallets: bool(w.siwe_required_for_crypto_wallets, false),
    vertical: w.vertical === 'B2B' || w.vertical === 'CONSUMER' ? w.vertical : null,
  };
}

export class Bootstrap {
  private cached: BootstrapData;
  readonly ready: Promise<BootstrapData>;
  private key: string;

  constructor(net: Network, publicToken: string, private storage: Storage) {
    this.key = `stytch_sdk_state_${publicToken}::bootstrap`;
    this.cached = this.readCache() || DEFAULT_BOOTSTRAP;
    this.ready = net.call('GET', `/projects/bootstrap/${publicToken}`).then(
      (data) => {
        this.cached = fromWire(data);
        try {
          this.storage.setItem(this.key, JSON.stringify(this.cached));
        } catch {
          /* storage full or denied: the cache is a nicety */
        }
        return this.cached;
      },
      (e) => {
        console.warn(`featherlogin: could not load project settings (bootstrap); using defaults. ${e?.message ?? e}`);
        return this.cached;
      },
    );
  }

  private readCache(): BootstrapData | null {
    try {
      const v = JSON.parse(this.storage.getItem(this.key) || 'null');
      return v && typeof v === 'object' ? { ...DEFAULT_BOOTSTRAP, ...v } : null;
    } catch {
      return null;
    }
  }

  /** Cached (or default) settings, at once. */
  getSync(): BootstrapData {
    return this.cached;
  }

  /** Settings after the fetch settles (never rejects). */
  getAsync(): Promise<BootstrapData> {
    return this.ready;
  }
}
