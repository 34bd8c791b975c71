// What both headless clients share: construction checks, the network, session store, background
// refresh and bootstrap (PKCE pairs are kept in its storage by the flows that need them: pkce.ts pkceOf). API modules receive a `Ctx` and never see the rest. (Telemetry is the
// widgets': their clients make it, src/core/telemetry.ts.)
import { Bootstrap, bootstrap } from './bootstrap';
import { type PageStorage, pageStorage } from './storage';
import { check } from './args';
import { CookieOptions, cookies } from './cookies';
import { NoCurrentSessionError, StytchSDKUsageError } from './errors';
import { Network, network, ProtectionTokens } from './network';
import { DFPDomains, protection } from './protection';
import { leader, OWN_CALL, Refresher, refresher } from './refresh';
import { SessionState, SessionStore, sessionStore } from './session';

export interface ClientOptions {
  cookieOptions?: CookieOptions;
  /** Custom domains: the API (live / test) and device fingerprinting (`dfppaDomain`, `dfpCdnDomain`); 6.x: customBaseUrl, dfppaUrl, dfpCdnUrl. */
  endpointOptions?: { apiDomain?: string; testApiDomain?: string } & DFPDomains;
  /** 6.x: the custom domain of the API (a domain or a URL; its host, over https), for live and test tokens alike. */
  customBaseUrl?: string;
  /** 6.x: the custom domain of device-fingerprinting protected auth (endpointOptions.dfppaDomain before). */
  dfppaUrl?: string;
  /** 6.x: the custom domain the device-fingerprinting script loads from (endpointOptions.dfpCdnDomain before). */
  dfpCdnUrl?: string;
  /** 6.x: the background refresh extends the session by the duration of its last sign-in (session_duration_minutes). */
  keepSessionAlive?: boolean;
  /** Point the client at any base URL (the local emulator, http on loopback included). */
  endpoints?: { testAPIURL?: string; liveAPIURL?: string };
  /** Sent as X-SDK-Parent-Host (set when the client runs inside a frame for another host). */
  parentHost?: string;
  /** Source of captcha / device-fingerprint tokens for protected endpoints; by default the project's bootstrap settings drive src/core/protection.ts. */
  protection?: ProtectionTokens;
  /**
   * featherlogin extension (the official SDK has no such option): milliseconds a request may take
   * before it rejects with StytchAPIUnreachableError. Default 30000 (REQUEST_TIMEOUT_MS).
   */
  requestTimeoutMs?: number;
}

export type Vertical = 'consumer' | 'b2b';

const live = new Map<string, number>();

/** Everything an API module may use. */
export interface Ctx {
  publicToken: string;
  vertical: Vertical;
  net: Network;
  store: SessionStore;
  /** The page's local storage (the PKCE pairs of redirect and link flows: pkce.ts pkceOf). */
  storage: PageStorage;
  bootstrap: Bootstrap;
  /** Base URL without /sdk/v1, for browser redirects (OAuth, SSO starts). */
  baseURL: string;
  /** keepSessionAlive: the session_duration_minutes of the last call that stored a session (answer.ts), which the background refresh sends. */
  keepAlive?: { minutes?: number };
  /** A session is stored (and its cookie readable, unless a custom API domain keeps it HttpOnly). */
  hasSession(): boolean;
  /** Throws NoCurrentSessionError without a session. */
  requireSession(): void;
  /** Sends the browser elsewhere (replaced in tests). */
  redirect(url: string): void;
  /**
   * An identity-provider page checks the session itself (src/idp/flow.ts), with the requests its chunk
   * brings, so the client's idle callback leaves it (set by idp-start.ts).
   */
  ownSessionCheck?: boolean;
}

/** A test project's token (test endpoints; the widgets show developer messages for it). */
export const isTestToken = (publicToken: string) => publicToken.startsWith('public-token-test-');

/** The custom API domain that applies to the token: customBaseUrl's host (6.x), else testApiDomain for a test token, apiDomain for a live one. */
const customDomainOf = (publicToken: string, o: ClientOptions) =>
  (o.customBaseUrl && hostOf(o.customBaseUrl)) ||
  (isTestToken(publicToken) ? o.endpointOptions?.testApiDomain : o.endpointOptions?.apiDomain);

/** The host of a domain or URL ('auth.example.com', 'https://auth.example.com/x'), as 6.x reads customBaseUrl. */
function hostOf(domainOrURL: string) {
  try {
    return new URL(/^[a-z][\w+.-]*:\/\//i.test(domainOrURL) ? domainOrURL : `https://${domainOrURL}`).hostname;
  } catch {
    return undefined;
  }
}

/** Test tokens: endpoints.testAPIURL, else https://{testApiDomain}, else test.stytch.com; live tokens the live counterparts. */
export function resolveBaseURL(publicToken: string, o: ClientOptions): string {
  const test = isTestToken(publicToken);
  const url = test ? o.endpoints?.testAPIURL : o.endpoints?.liveAPIURL;
  const domain = customDomainOf(publicToken, o);
  return (url || `https://${domain || `${test ? 'test' : 'api'}.stytch.com`}`).replace(/\/+$/, '');
}

/** Runs `fn` once the page is idle (within 500 ms), or a macrotask later where idle callbacks do not exist. */
export const afterFirstRender = (fn: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 500 }) : setTimeout(fn, 1);

export abstract class BaseClient {
  protected readonly ctx: Ctx;
  /** @internal */
  readonly _refresher: Refresher;
  /**
   * A session cookie on the page: the session is checked with an authenticate, as the official client
   * does as it is made, so a session revoked elsewhere or a stale JWT does not stand until the first
   * refresh (180 s), and one whose cookie is here but nothing is stored (a cookie the site's server
   * set, a frame whose storage is its own, storage cleared) is read back. Here once the page is idle
   * after the first screen, or sooner for a widget that needs it (the identity provider); an answer
   * equal to what is stored tells no listener (session.ts). Resolves when that answer is in, whatever it was; a failure that
   * leaves the cookie (offline, a server error) goes on with the refresh's backoff. Only a readable
   * cookie starts it: with a custom API domain (HttpOnly cookies, unreadable) the official client asks
   * on every page, and an anonymous visitor's refusal would clear the intermediate session token of a
   * sign-in in progress; there the stored session is kept without its cookie anyway (session.ts).
   * @internal for the widgets.
   */
  readonly recoverSession: () => Promise<unknown>;

  constructor(publicToken: string, options: ClientOptions, vertical: Vertical) {
    const name = vertical === 'b2b' ? 'StytchB2BHeadlessClient' : 'StytchHeadlessClient';
    if (typeof window === 'undefined' || typeof document === 'undefined')
      throw new Error(
        `The ${name} can only be created in a browser: there is no window here. On a server, create it lazily in browser-only code (for example inside useEffect).`,
      );
    // A token without the prefix, or none at all (a missing environment variable), is a warning and
    // nothing else changes (consumer spec section 1; 6.x goes on with '' too): the widgets still draw,
    // and each request fails with the server's answer.
    if (publicToken == null) {
      console.warn(`featherlogin: no public token was given to the ${name}. Pass the public token of your project.`);
      publicToken = '';
    } else if (!String(publicToken).startsWith('public-token-'))
      console.warn(
        `featherlogin: the public token "${publicToken}" does not start with "public-token-". Check that you copied the public token of your project.`,
      );
    publicToken = String(publicToken);
    // Consumer spec section 5: cookie-option names are optional strings.
    check(name, options.cookieOptions, 'opaqueTokenCookieName? jwtCookieName? istCookieName? path? domain? availableToSubdomains?:boolean');
    check(name, options, 'requestTimeoutMs?:number customBaseUrl? dfppaUrl? dfpCdnUrl? keepSessionAlive?:boolean');
    // Clients of one token share the session (session.ts), as the official SDK's do, which warns too:
    // each still fetches the settings, checks the session and keeps its own refresh schedule.
    const count = (live.get(publicToken) || 0) + 1;
    live.set(publicToken, count);
    if (count === 2) console.warn('featherlogin: a second client was created for the same public token. Create one client and share it.');

    const storage = pageStorage();
    const baseURL = resolveBaseURL(publicToken, options);
    // Redirects (OAuth, SSO starts) and the identity provider's form are built on it: http(s) only.
    if (!/^https?:/i.test(baseURL)) throw new StytchSDKUsageError(name, 'endpoints must be http(s) URLs.');
    // A custom API domain sets the session cookies itself (HttpOnly): script cannot read them, so
    // the stored session state, not the cookie, says whether a session exists.
    const customDomain = !!customDomainOf(publicToken, options);
    const store = sessionStore(publicToken, cookies(options.cookieOptions), storage, customDomain);
    const net = network({
      baseURL,
      publicToken,
      sessionToken: () => store.tokens()?.session_token,
      parentHost: options.parentHost,
      // By default the project's settings (bootstrap, created just below) decide what protected calls carry.
      protection:
        options.protection ||
        protection(publicToken, () => settings, {
          dfppaDomain: options.dfppaUrl ?? options.endpointOptions?.dfppaDomain,
          dfpCdnDomain: options.dfpCdnUrl ?? options.endpointOptions?.dfpCdnDomain,
        }),
      timeoutMs: options.requestTimeoutMs,
      // The refresher's clock (tests replace it) also times requests, so a fake clock drives both.
      clock: () => this._refresher?.clock,
    });
    const settings = bootstrap(net, publicToken, storage);
    const hasSession = () => !!store.get().session && (customDomain || !!store.tokens());
    this.ctx = {
      publicToken,
      vertical,
      net,
      store,
      storage,
      bootstrap: settings,
      baseURL,
      keepAlive: options.keepSessionAlive ? {} : undefined,
      hasSession,
      requireSession() {
        if (!hasSession()) throw new NoCurrentSessionError();
      },
      redirect: (url) => window.location.assign(url),
    };
    settings.settled.then((b) => {
      // The project's vertical ('B2B' / 'CONSUMER', null when unknown) against the client's ('b2b' / 'consumer').
      if (b.vertical && b.vertical.toLowerCase() !== vertical)
        console.error(
          `featherlogin: this public token belongs to a ${b.vertical} project, but a ${name} was created. Use the client for that vertical.`,
        );
    });

    const lease = leader(storage, `${store.key}::refresh_leader`);
    const refresh = () => this.session.authenticate(OWN_CALL);
    this._refresher = refresher(refresh, lease);
    // Through this._refresher, so tests may replace its start/stop.
    const sync = (s: SessionState) => (s.session ? this._refresher.start() : this._refresher.stop());
    store.subscribe(sync);
    let recovery: Promise<unknown> | undefined;
    this.recoverSession = () =>
      (recovery ??= (
        !store.tokens()
          ? Promise.resolve()
          : // a microtask later: the subclass's session namespace exists once its constructor has returned
            Promise.resolve().then(refresh)
      ).catch(() => store.tokens() && this._refresher.retry()));
    // Off the mount path, when the page is idle after this script (one callback):
    // - the settings fetch (and the X-SDK-Client header its request builds) starts, unless a widget's
    //   first render or an API call asked for the settings sooner (getAsync); the first screen renders
    //   from the default settings (bootstrap peek()), and the cached ones are read here;
    // - the refresh schedule is set from the stored session (a change sets it sooner): nothing on the
    //   mount path opens storage. A call that reads the session sooner reads it then;
    // - a session cookie is checked, and read back when nothing is stored (recoverSession). Nothing stored is no
    //   reason to stop the refresher here: it may be that recovery's retry (an identity provider's
    //   recovery that failed before this callback).
    afterFirstRender(() => {
      settings.idle();
      window.addEventListener('pagehide', lease.release);
      if (store.get().session) this._refresher.start();
      if (!this.ctx.ownSessionCheck) this.recoverSession();
    });
  }

  /** Project settings: cached (or default) now, fetched ones later. @internal for the widgets. */
  get bootstrap() {
    return this.ctx.bootstrap;
  }

  /**
   * Calls back on every change of the stored state with the vertical's state object (consumer
   * { user, session }, B2B { member, organization, session }; {} when signed out). Returns the unsubscribe function.
   */
  onStateChange(callback: (state: Record<string, unknown>) => void): () => void {
    return this.ctx.store.subscribe((s) => {
      const named: Record<string, unknown> =
        this.ctx.vertical === 'b2b'
          ? { member: s.user, organization: s.organization, session: s.session }
          : { user: s.user, session: s.session };
      for (const k of Object.keys(named)) if (named[k] == null) delete named[k];
      callback(named);
    });
  }

  /** POST .../sessions/authenticate, the background refresh (with OWN_CALL). */
  abstract readonly session: { authenticate(options?: typeof OWN_CALL): Promise<unknown> };
}
