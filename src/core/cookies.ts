// Session cookies: the spec's names and attributes (path /, SameSite=Lax, Secure except on localhost).

export interface CookieOptions {
  opaqueTokenCookieName?: string;
  jwtCookieName?: string;
  istCookieName?: string;
  path?: string;
  domain?: string;
  availableToSubdomains?: boolean;
}

export const DEFAULT_COOKIE_NAMES = {
  session: 'stytch_session',
  jwt: 'stytch_session_jwt',
  ist: 'stytch_intermediate_session_token',
};

export const IST_LIFETIME_MS = 10 * 60 * 1000;

const isLocalhost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');

export class Cookies {
  names: typeof DEFAULT_COOKIE_NAMES;
  constructor(private opts: CookieOptions = {}, private doc: Document = document) {
    this.names = {
      session: opts.opaqueTokenCookieName || DEFAULT_COOKIE_NAMES.session,
      jwt: opts.jwtCookieName || DEFAULT_COOKIE_NAMES.jwt,
      ist: opts.istCookieName || DEFAULT_COOKIE_NAMES.ist,
    };
  }

  /** The attribute string for a cookie expiring at `expires` (omitted: a deletion). */
  attributes(expires: Date): string {
    const host = this.doc.location?.hostname || '';
    const parts = [`path=${this.opts.path || '/'}`, `expires=${expires.toUTCString()}`, 'SameSite=Lax'];
    const domain = this.opts.domain || (this.opts.availableToSubdomains ? host : '');
    if (domain) parts.push(`domain=${domain}`);
    if (!isLocalhost(host)) parts.push('Secure');
    return parts.join('; ');
  }

  get(name: string): string | null {
    const all = this.doc.cookie ? this.doc.cookie.split('; ') : [];
    const found = all.filter((c) => c.startsWith(`${name}=`));
    if (found.length > 1) console.warn(`featherlogin: more than one ${name} cookie is set; the first one is used. Check the cookie path and domain options.`);
    return found.length ? decodeURIComponent(found[0].slice(name.length + 1)) : null;
  }

  set(name: string, value: string, expires: Date) {
    this.doc.cookie = `${name}=${encodeURIComponent(value)}; ${this.attributes(expires)}`;
  }

  remove(name: string) {
    this.doc.cookie = `${name}=; ${this.attributes(new Date(0))}`;
    if (this.get(name) !== null) console.warn(`featherlogin: could not remove the ${name} cookie; it may have been set with another path or domain.`);
  }
}
