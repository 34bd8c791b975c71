// The one place that talks HTTP. Every call: {base}/sdk/v1{path}, Basic auth, JSON, credentials,
// the X-SDK-Client telemetry header; answers read from `data`; every failure a typed error.
// The code that sends, times and reads a request is in the request engine (engine.ts).
import type { Clock } from './clock';
import { requester, warm } from './engine-loader';

export { REQUEST_TIMEOUT_MS } from './clock';

export const SDK_VERSION = '5.22.8';

/** Fresh anti-abuse tokens for protected endpoints (`retry`: after a 'Captcha required' answer); null when they cannot be had. */
export type ProtectionTokens = (retry?: boolean) => Promise<{ captcha_token?: string; dfp_telemetry_id?: string } | null>;

export interface NetworkOptions {
  baseURL: string;
  publicToken: string;
  sessionToken: () => string | null | undefined;
  parentHost?: string;
  protection?: ProtectionTokens;
  /** Milliseconds before a request rejects as unreachable (REQUEST_TIMEOUT_MS by default). */
  timeoutMs?: number;
  /** The timers for the timeout, read at each call (a client's tests swap in a fake clock). */
  clock?: () => Clock | undefined;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

const b64 = (s: string) => btoa(unescape(encodeURIComponent(s)));
const rand = () => (typeof crypto !== 'undefined' && crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2));
const appSession = rand();

/**
 * The time-zone name, once, at its first use. Temporal's answer is free; a page's first Intl call
 * loads locale data (150-250 ms of 4x-throttled CPU in Chromium, on the path of any request a page
 * sends as it loads: a consent screen's, a link's authenticate), so Intl only where Temporal is missing.
 */
let zone: string | undefined;
declare const Temporal: { Now: { timeZoneId(): string } } | undefined;
export const timeZone = () =>
  typeof Temporal !== 'undefined' ? Temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the X-SDK-Client header carries (base64 JSON), and each telemetry event's `telemetry` record (`at`: when it was logged). */
export const telemetryBlob = (at = new Date()) => ({
  event_id: `event-id-${rand()}`,
  app_session_id: `app-session-id-${appSession}`,
  persistent_id: 'persistent-id-featherlogin',
  client_sent_at: at.toISOString(),
  timezone: (zone ??= timeZone()),
  app: { identifier: typeof location !== 'undefined' ? location.host : '' },
  sdk: { identifier: 'featherlogin', version: SDK_VERSION },
});

export const sdkClientHeader = (): string => b64(JSON.stringify(telemetryBlob()));

export type Network = ReturnType<typeof network>;

export function network(opts: NetworkOptions) {
  const { publicToken, sessionToken, parentHost } = opts;
  const headers = (): Record<string, string> => ({
    'Content-Type': 'application/json',
    Authorization: `Basic ${b64(`${publicToken}:${sessionToken() || publicToken}`)}`,
    'X-SDK-Client': sdkClientHeader(),
    ...(parentHost && { 'X-SDK-Parent-Host': parentHost }),
  });

  return {
    /**
     * The request headers as hidden form fields for a browser form POST (no headers there): each
     * header but Content-Type, named with a `__` prefix (`__Authorization`, `__X-SDK-Client`,
     * `__X-SDK-Parent-Host`), the fields the vendor's servers read from a form. The official client's
     * form always names the parent host, the page's origin unless configured.
     */
    formHeaders: (): Record<string, string> =>
      Object.fromEntries(
        Object.entries({ 'X-SDK-Parent-Host': location.origin, ...headers() })
          .filter(([k]) => k !== 'Content-Type')
          .map(([k, v]) => [`__${k}`, v]),
      ),
    /**
     * Calls {base}/sdk/v1{path}. `protect` marks endpoints where captcha / device-fingerprint tokens
     * are added to the body; a 'Captcha required' answer is retried once with fresh tokens.
     * Its code (engine.ts requester) is part of the request engine (engine-loader.ts): in the headless
     * bundles it loads on the first call, which the idle-time bootstrap makes.
     */
    call: requester(opts, headers),
    /** Loads the request engine now, beside a chunk whose page requests as soon as it draws (the identity provider). */
    warm,
  };
}
