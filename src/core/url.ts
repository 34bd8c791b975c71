// The one check for every URL that comes from the server or the host page (logos, links in server
// text, redirects) before it reaches the DOM or the location bar: https:, http: (loopback and
// development servers), and for images also data:image/. Anything else (javascript:, vbscript:,
// data:text/html, blob:, file:, a URL that does not parse) is dropped. Relative URLs resolve against
// the page, so they keep its scheme.
import { INVALID_RESPONSE, SDKInvalidResponseError } from './errors';

const WEB = ['https:', 'http:'];

function parse(url: unknown): URL | null {
  if (typeof url !== 'string' || !url) return null;
  try {
    return new URL(url, typeof location !== 'undefined' ? location.href : undefined);
  } catch {
    return null;
  }
}

/** The URL as the browser would read it, if it is http(s); undefined otherwise. For links and redirects. */
export function safeURL(url: unknown): string | undefined {
  const u = parse(url);
  return u && WEB.includes(u.protocol) ? u.href : undefined;
}

/** safeURL, or an inline image (`data:image/...`). For `<img src>`. */
export function safeImageURL(url: unknown): string | undefined {
  const u = parse(url);
  return u && (WEB.includes(u.protocol) || (u.protocol === 'data:' && /^image\//i.test(u.pathname))) ? u.href : undefined;
}

/** A redirect the server answered (One Tap, identity-provider logout): an invalid response unless http(s). */
export function redirectURL(url: unknown): string {
  const to = safeURL(url);
  if (!to) throw new SDKInvalidResponseError(INVALID_RESPONSE);
  return to;
}
