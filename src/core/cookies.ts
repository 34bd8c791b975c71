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

/**
 * The page's cookies (`doc` is replaced in tests) under the configured names and attributes. As in the
 * official client, `domain` applies only with `availableToSubdomains` (which defaults it to the page's
 * host), and never on localhost, where browsers refuse it.
 */
export function cookies(opts: CookieOptions = {}, doc: Document = document) {
  const warn = (what: string) => console.warn(`featherlogin: ${what}`);
  const sub = !!opts.availableToSubdomains;
  const all = (name: string) => doc.cookie.split('; ').filter((c) => c.startsWith(`${name}=`));
  /** Writes the cookie, expiring at `expires`, shared with subdomains or not. */
  const write = (name: string, value: string, expires: Date, shared = sub, path = opts.path || '/') => {
    const host = doc.location?.hostname || '';
    const local = isLocalhost(host);
    const domain = shared && !local ? opts.domain || host : '';
    doc.cookie = `${name}=${encodeURIComponent(value)}; path=${path}; expires=${expires.toUTCString()}; SameSite=Lax${domain ? `; domain=${domain}` : ''}${local ? '' : '; Secure'}`;
  };
  const jar = {
    names: {
      session: opts.opaqueTokenCookieName || DEFAULT_COOKIE_NAMES.session,
      jwt: opts.jwtCookieName || DEFAULT_COOKIE_NAMES.jwt,
      ist: opts.istCookieName || DEFAULT_COOKIE_NAMES.ist,
    },
    get(name: string): string | null {
      const found = all(name);
      return found.length ? decodeURIComponent(found[0].slice(name.length + 1)) : null;
    },
    /**
     * Writes the cookie; a copy made with the other subdomain setting (the site changed
     * `availableToSubdomains`) is removed, or the browser would send the stale one first. One that
     * stays (another path) is said once here, as the official client does, not on every read.
     */
    set(name: string, value: string, expires: Date) {
      write(name, value, expires);
      if (all(name).length > 1) write(name, '', new Date(0), !sub);
      if (all(name).length > 1)
        warn(`more than one ${name} cookie is set; the first one is used. Check the cookie path and domain options.`);
    },
    /**
     * Removes a cookie that is set (nothing is written for one that is not), also a copy made with the
     * other subdomain setting, or on path / (a site that set a path since, as the official clients also try).
     */
    remove(name: string) {
      for (const path of new Set([opts.path || '/', '/']))
        for (const shared of [sub, !sub]) if (all(name).length) write(name, '', new Date(0), shared, path);
      if (all(name).length) warn(`could not remove the ${name} cookie; it may have been set with another path or domain.`);
    },
  };
  return jar;
}
