// The one check for every URL that comes from the server or the host page (logos, links in server
// text, redirects) before it reaches the DOM or the location bar: https:, http: (loopback and
// development servers), for images also data:image/, for an identity-provider logout's redirect also a
// native app's own scheme. Anything else (javascript:, vbscript:,
// data:text/html, blob:, file:, a URL that does not parse, an empty one) is dropped. Relative URLs
// resolve against the page, so they keep its scheme. The URL parser is the browser's own, so tricks
// with case, spaces or control characters are read exactly as the browser would read them.
import { INVALID_RESPONSE, SDKInvalidResponseError } from './errors';

/** The URL as the browser reads it if it is http(s) (or, with `image`, data:image/); undefined otherwise. */
export function safeURL(url: unknown, image?: boolean): string | undefined {
  try {
    const u = typeof url === 'string' && url ? new URL(url, location.href) : null;
    if (u && (/^https?:$/.test(u.protocol) || (image && /^data:image\//i.test(u.href)))) return u.href;
  } catch {}
}

/** safeURL for `<img src>`: also an inline image (`data:image/...`). */
export const safeImageURL = (url: unknown) => safeURL(url, true);

/**
 * A redirect the server answered (One Tap, identity-provider logout): an invalid response unless http(s),
 * or with `app`, a native app's own scheme (`com.example.app:/logout`, reverse-DNS as RFC 8252 asks),
 * which an OAuth client may register as its redirect; never javascript:, vbscript:, data:, blob:, file:
 * or a browser's own schemes (intent:, ms-…:).
 */
export function redirectURL(url: unknown, app?: boolean): string {
  let to = safeURL(url);
  try {
    const u = !to && app && typeof url === 'string' ? new URL(url) : null;
    // A private-use scheme, named for a domain the app's maker holds (RFC 8252 7.1: com.example.app:).
    if (u && /^[a-z][a-z\d+-]*(\.[a-z\d+-]+)+:$/.test(u.protocol)) to = u.href;
  } catch {}
  if (!to) throw new SDKInvalidResponseError(INVALID_RESPONSE);
  return to;
}
