// The one place that talks HTTP. Every call: {base}/sdk/v1{path}, Basic auth, JSON, credentials,
// the X-SDK-Client telemetry header; answers read from `data`; every failure a typed error.
import {
  INVALID_JSON,
  INVALID_RESPONSE,
  NO_RESPONSE,
  StytchAPIUnreachableError,
  SDKCaptchaRequiredError,
  SDKCaptchaUnavailableError,
  SDKInvalidResponseError,
  StytchAPIError,
  StytchAPISchemaError,
} from './errors';
import type { HttpMethod } from '../wire/routes';
import { Clock, realClock } from './clock';

export const SDK_VERSION = '5.22.8';

/**
 * How long one request may take, from sending to the last byte of the answer, before it rejects
 * with StytchAPIUnreachableError (a featherlogin extension: the official SDK waits forever). Long
 * enough for a slow mobile network, short enough that a held-open connection never hangs a sign-in
 * or the background refresh. ClientOptions.requestTimeoutMs changes it.
 */
export const REQUEST_TIMEOUT_MS = 30000;

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

/** The time-zone name: the first Intl call loads locale data (about 95 ms of 4x-throttled CPU), so once, on first use (off the mount path). */
let zone: string | undefined;

/** What the X-SDK-Client header carries (base64 JSON), and each telemetry event's `telemetry` record (`at`: when it was logged). */
export const telemetryBlob = (at = new Date()) => ({
  event_id: `event-id-${rand()}`,
  app_session_id: `app-session-id-${appSession}`,
  persistent_id: 'persistent-id-featherlogin',
  client_sent_at: at.toISOString(),
  timezone: (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone),
  app: { identifier: typeof location !== 'undefined' ? location.host : '' },
  sdk: { identifier: 'featherlogin', version: SDK_VERSION },
});

export const sdkClientHeader = (): string => b64(JSON.stringify(telemetryBlob()));

export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Turns a raw answer into data or a typed error. Pure, so every malformed case is testable. */
export function parseAnswer(status: number, text: string): { data: unknown } | { error: Error; captcha?: true } {
  const ok = status >= 200 && status < 300;
  if (!ok && text.includes('Captcha required')) return { error: new SDKCaptchaRequiredError(), captcha: true };
  if (!text) return { error: new SDKInvalidResponseError(NO_RESPONSE) };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: new SDKInvalidResponseError(INVALID_JSON) };
  }
  if (!isObject(body)) return { error: new SDKInvalidResponseError(NO_RESPONSE) };
  if (ok) return isObject(body.data) ? { data: body.data } : { error: new SDKInvalidResponseError(INVALID_RESPONSE) };
  if ('body' in body || 'params' in body || 'query' in body) return { error: new StytchAPISchemaError(body) };
  // Spec section 8: any other JSON body is an API error (one without error_type too: its status tells).
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const type = str(body.error_type) ?? '';
  return {
    error: new StytchAPIError({
      status_code: typeof body.status_code === 'number' ? body.status_code : status,
      request_id: str(body.request_id),
      error_type: type,
      error_message: str(body.error_message) ?? (type || INVALID_RESPONSE),
      error_url: str(body.error_url),
    }),
  };
}

export type Network = ReturnType<typeof network>;

export function network(opts: NetworkOptions) {
  const { publicToken, sessionToken, parentHost, protection } = opts;
  const headers = (): Record<string, string> => ({
    'Content-Type': 'application/json',
    Authorization: `Basic ${b64(`${publicToken}:${sessionToken() || publicToken}`)}`,
    'X-SDK-Client': sdkClientHeader(),
    ...(parentHost && { 'X-SDK-Parent-Host': parentHost }),
  });

  const timeoutMs = opts.timeoutMs ?? REQUEST_TIMEOUT_MS;
  /** `work`, or `late` once the timeout passes (the request is then aborted). `work` never rejects. */
  const bounded = <T>(work: (signal: AbortSignal) => Promise<T>, late: T) =>
    new Promise<T>((resolve) => {
      const clock = opts.clock?.() || realClock;
      const abort = new AbortController();
      const id = clock.setTimeout(() => (abort.abort(), resolve(late)), timeoutMs);
      work(abort.signal).then((v) => (clock.clearTimeout(id), resolve(v)));
    });

  const once = (method: HttpMethod, path: string, body?: object) =>
    bounded<ReturnType<typeof parseAnswer>>(
      async (signal) => {
        let res: Response;
        try {
          res = await (opts.fetch || fetch)(`${opts.baseURL}/sdk/v1${path}`, {
            method,
            headers: headers(),
            credentials: 'include',
            // GET and DELETE carry no body (consumer spec section 7: the user.delete* calls send none).
            body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body ?? {}),
            signal,
          });
        } catch (e) {
          return { error: new StytchAPIUnreachableError(String(e)) };
        }
        let text = '';
        try {
          text = await res.text();
        } catch {
          return { error: new SDKInvalidResponseError(NO_RESPONSE) };
        }
        return parseAnswer(res.status, text);
      },
      { error: new StytchAPIUnreachableError('timeout') },
    );

  // A token source that fails or takes longer than a request may (blocked script, no captcha
  // configured) counts as "no tokens".
  const tokens = (retry?: boolean) => bounded(() => Promise.resolve(protection?.(retry)).catch(() => null), null);

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
     */
    async call<T = unknown>(method: HttpMethod, path: string, body?: object, protect = false): Promise<T> {
      let extra = protect ? await tokens() : null;
      for (let attempt = 0; ; attempt++) {
        const result = await once(method, path, body && extra ? { ...body, ...extra } : body);
        if ('data' in result) return result.data as T;
        if (!result.captcha) throw result.error;
        // Spec: retried once with fresh tokens, else 'Unable to query captcha and/or dfp telemetry ID'.
        // A call without a body cannot carry them (and the bootstrap GET must not wait for tokens, which wait for bootstrap).
        if (attempt || !body || !(extra = await tokens(true))) throw new SDKCaptchaUnavailableError();
      }
    },
  };
}
