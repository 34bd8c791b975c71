// parseAuthenticateUrl / authenticateByUrl (both clients, the 6.x API): a redirect back from an email
// link, OAuth, SSO or impersonation carries `token` and `stytch_token_type`; the client reads them and,
// for a token type it handles, calls the matching authenticate method (which the client's stubs load
// on first use). The parameters are taken out of the page address as the token is spent (by default
// when reading the page's own address), so a reload does not spend it again.

/** What the address carries: a token of a type the client handles, one it does not, or nothing (null). */
export type ParsedAuthenticateUrl<H extends string> =
  | { handled: true; token: string; tokenType: H }
  | { handled: false; token: string; tokenType: string }
  | null;

export type AuthenticateByUrlResult<H extends string> =
  | { handled: true; tokenType: H; data: unknown }
  | { handled: false; tokenType: string; token: string }
  | null;

export interface AuthenticateByUrlOptions {
  /** Take `token` and `stytch_token_type` out of the page address; by default when `href` is the page's own. */
  clearParams?: boolean;
  session_duration_minutes: number;
}

/** One authenticate call per token type the client handles. */
export type TokenHandlers<H extends string> = Record<H, (token: string, options: { session_duration_minutes: number }) => Promise<unknown>>;

const TOKEN_PARAMS = ['token', 'stytch_token_type'];

/** The two public methods over a client's handlers. */
export function authUrl<H extends string>(handlers: TokenHandlers<H>) {
  const handles = (t: string): t is H => Object.prototype.hasOwnProperty.call(handlers, t);
  const parseAuthenticateUrl = (href: string = location.href): ParsedAuthenticateUrl<H> => {
    const q = new URL(href).searchParams;
    const token = q.get('token');
    const tokenType = q.get('stytch_token_type');
    if (!token || !tokenType) return null;
    return handles(tokenType) ? { handled: true, token, tokenType } : { handled: false, token, tokenType };
  };
  const authenticateByUrl = async (
    { clearParams, ...options }: AuthenticateByUrlOptions,
    href: string = location.href,
  ): Promise<AuthenticateByUrlResult<H>> => {
    const parsed = parseAuthenticateUrl(href);
    if (!parsed?.handled) return parsed;
    if (clearParams ?? href === location.href) {
      const url = new URL(location.href);
      for (const p of TOKEN_PARAMS) url.searchParams.delete(p);
      history.replaceState(history.state, '', url);
    }
    return { handled: true, tokenType: parsed.tokenType, data: await handlers[parsed.tokenType](parsed.token, options) };
  };
  return { parseAuthenticateUrl, authenticateByUrl };
}
