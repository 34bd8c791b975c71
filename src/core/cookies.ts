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

export type Cookies = ReturnType<typeof cookies>;

/** The page's cookies (`doc` is replaced in tests) under the configured names and attributes. */
export function cookies(opts: CookieOptions = {}, doc: Document = document) {
  const warn = (what: string) => console.warn(`featherlogin: ${what}`);
  /** The attribute string for a cookie expiring at `expires`. */
  const attributes = (expires: Date) => {
    const host = doc.location?.hostname || '';
    const domain = opts.domain || (opts.availableToSubdomains ? host : '');
    return `path=${opts.path || '/'}; expires=${expires.toUTCString()}; SameSite=Lax${domain ? `; domain=${domain}` : ''}${isLocalhost(host) ? '' : '; Secure'}`;
  };
  const jar = {
    names: {
      session: opts.opaqueTokenCookieName || DEFAULT_COOKIE_NAMES.session,
      jwt: opts.jwtCookieName || DEFAULT_COOKIE_NAMES.jwt,
      ist: opts.istCookieName || DEFAULT_COOKIE_NAMES.ist,
    },
    get(name: string): string | null {
      const found = doc.cookie.split('; ').filter((c) => c.startsWith(`${name}=`));
      if (found.length > 1) warn(`more than one ${name} cookie is set; the first one is used. Check the cookie path and domain options.`);
      return found.length ? decodeURIComponent(found[0].slice(name.length + 1)) : null;
    },
    set(name: string, value: string, expires: Date) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(expires)}`;
    },
    /** Removes a cookie that is set (nothing is written for one that is not). */
    remove(name: string) {
      if (jar.get(name) === null) return;
      jar.set(name, '', new Date(0));
      if (jar.get(name) !== null) warn(`could not remove the ${name} cookie; it may have been set with another path or domain.`);
    },
  };
  return jar;
}
