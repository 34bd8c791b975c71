// Pure rules of the organization widget (B2B spec sections 2, 4 and 5): no DOM, no network, so
// each is unit-tested on its own.
import { B2B_OAUTH_PROVIDERS, type B2BOAuthProvider } from '../wire/routes';
import type { AuthMethod, Organization } from '../wire/types';

// Rules only lazily loaded code uses are in rules-steps.ts (a re-export here would put them in the main bundle).

export type B2BProduct = 'emailMagicLinks' | 'emailOtp' | 'sso' | 'passwords' | 'oauth';
/** The B2B OAuth providers: the list lives in src/wire (routes.ts), with the client's and the emulator's. */
export type OAuthProviderType = B2BOAuthProvider;
export interface OAuthProviderConfig {
  type: OAuthProviderType;
  one_tap?: boolean;
  customScopes?: string[];
  providerParams?: Record<string, string>;
}

const ALL_PRODUCTS: B2BProduct[] = ['emailMagicLinks', 'emailOtp', 'oauth', 'sso', 'passwords'];
const ALL_PROVIDERS = B2B_OAUTH_PROVIDERS;
const PRODUCT_METHOD: Record<Exclude<B2BProduct, 'oauth'>, AuthMethod> = {
  emailMagicLinks: 'magic_link',
  emailOtp: 'email_otp',
  sso: 'sso',
  passwords: 'password',
};

/**
 * Products (and OAuth providers) left after the allowed primary methods (organization policy or
 * primary_required). No restriction: the configured list, else magic links. A restriction that
 * leaves nothing of the configured list is recomputed from all known methods.
 */
export function filterProducts(
  products: B2BProduct[],
  providers: OAuthProviderConfig[],
  allowed: AuthMethod[] | null,
): { products: B2BProduct[]; providers: OAuthProviderConfig[] } {
  if (!allowed) return products.length ? { products, providers } : { products: ['emailMagicLinks'], providers };
  const pick = (ps: B2BProduct[], pv: OAuthProviderConfig[]) => {
    const keptProviders = pv.filter((p) => allowed.includes(`${p.type}_oauth` as AuthMethod));
    const kept = ps.filter((p) => (p === 'oauth' ? keptProviders.length > 0 : allowed.includes(PRODUCT_METHOD[p])));
    return { products: kept, providers: keptProviders };
  };
  const first = pick(products, providers);
  if (first.products.length) return first;
  const all = pick(
    ALL_PRODUCTS,
    ALL_PROVIDERS.map((type) => providers.find((p) => p.type === type) || { type }),
  );
  return all.products.length ? all : { products: ['emailMagicLinks'], providers: [] };
}

/** The organization's restriction on primary methods, if any. */
export const orgAllowedMethods = (org: Organization | null): AuthMethod[] | null =>
  org && org.auth_methods === 'RESTRICTED' ? org.allowed_auth_methods : null;

const escapeRe = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads the organization slug from a page URL with a pattern such as
 * `https://{{slug}}.example.com/*` or `http://localhost:3000/{{slug}}/login` (the vendor's
 * "Organization URL template"). `*` matches anything; the query string and fragment are ignored;
 * a pattern without a scheme matches host and path only. A slug may hold dots ('acme.inc'): the
 * placeholder takes as little as lets the rest match (`{{slug}}.*` on acme.example.com: 'acme').
 */
export function matchSlug(pattern: string | null | undefined, pageURL: string): string | null {
  if (!pattern || !pattern.includes('{{slug}}')) return null;
  let url = pageURL.split(/[?#]/)[0];
  if (!/^[a-z]+:\/\//i.test(pattern)) url = url.replace(/^[a-z]+:\/\//i, '');
  const source = pattern
    .split(/[?#]/)[0]
    .split('{{slug}}')
    .map((part) => part.split('*').map(escapeRe).join('.*'))
    .join('([^/?#]+?)');
  const m = new RegExp(`^${source.replace(/\/$/, '')}/?$`, 'i').exec(url);
  return m ? decodeURIComponent(m[1]) : null;
}

/** Main's blocks: the email form, the password block, or a group of buttons (the products it shows). */
export type MainBlock = 'email' | 'password' | ('oauth' | 'sso')[];

/**
 * Main's blocks in product order: one email form (magic links and/or OTP), button groups (OAuth and
 * SSO next to each other share one), one password block. `has` drops products with nothing to show.
 */
export function mainBlocks(products: B2BProduct[], has: (p: B2BProduct) => boolean): MainBlock[] {
  const out: MainBlock[] = [];
  for (const p of new Set(products)) {
    if (!has(p)) continue;
    const last = out[out.length - 1];
    if (p === 'oauth' || p === 'sso') {
      if (Array.isArray(last)) last.push(p);
      else out.push([p]);
    } else {
      const kind = p === 'passwords' ? 'password' : 'email';
      if (!out.includes(kind)) out.push(kind);
    }
  }
  return out;
}

export const PROVIDER_NAMES: Record<OAuthProviderType, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  hubspot: 'HubSpot',
  slack: 'Slack',
  github: 'GitHub',
};
