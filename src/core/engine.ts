// The request engine of network.ts: the code that runs only once a request is made (send, bound
// in time, read the answer into data or a typed error, add protection tokens and retry a 'Captcha
// required' answer once) and the reader of the bootstrap answer. Two files because only some builds
// hold it: the core imports ./engine-loader, whose stubs load this module on first use (the headless
// bundles, ESM builds); the widget bundles and the single files, whose first screens request at
// once, resolve ./engine-loader to this module instead (build.mjs, `inBundle`).
import type { HttpMethod } from '../wire/routes';
import { isObject } from './args';
import { REQUEST_TIMEOUT_MS, realClock } from './clock';
import { INVALID_RESPONSE, StytchAPIUnreachableError, SDKInvalidResponseError, StytchAPIError } from './errors';
import { INVALID_JSON, NO_RESPONSE, SDKCaptchaRequiredError, SDKCaptchaUnavailableError, StytchAPISchemaError } from './request-errors';
import type { BootstrapData } from './bootstrap';
import type { NetworkOptions } from './network';

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

/** Network.call's body. */
export type Send = <T = unknown>(method: HttpMethod, path: string, body?: object, protect?: boolean) => Promise<T>;

/** The requests of a network: `headers` are its request headers, built for each request. */
export function requester(opts: NetworkOptions, headers: () => Record<string, string>): Send {
  const { protection } = opts;
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
            // GET and DELETE carry no body (consumer spec section 7: the user.delete* calls send none), nor
            // does a call given none (the official client's session revoke, recovery codes, grant revokes):
            // on the wire no body is not `{}`.
            body: method === 'GET' || method === 'DELETE' || !body ? undefined : JSON.stringify(body),
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

  return async <T>(method: HttpMethod, path: string, body?: object, protect = false): Promise<T> => {
    let extra = protect ? await tokens() : null;
    for (let attempt = 0; ; attempt++) {
      const result = await once(method, path, body && extra ? { ...body, ...extra } : body);
      if ('data' in result) return result.data as T;
      if (!result.captcha) throw result.error;
      // Spec: retried once with fresh tokens, else 'Unable to query captcha and/or dfp telemetry ID'.
      // A call without a body cannot carry them (and the bootstrap GET must not wait for tokens, which wait for bootstrap).
      if (attempt || !body || !(extra = await tokens(true))) throw new SDKCaptchaUnavailableError();
    }
  };
}

/** A camelCase name as its wire name: pkceRequiredForOAuth -> pkce_required_for_oauth. */
const wireName = (k: string) => k.replace(/[A-Z]+/g, (m) => `_${m.toLowerCase()}`);
/** String fields copied when the wire value is a string. Every boolean but displayWatermark (the wire sends its opposite, below) is copied when the wire value is a boolean. */
const STRINGS = ['projectName', 'cnameDomain', 'slugPattern'];

/** engine-loader.ts warm: nothing to load where the engine is in the bundle. */
export const warm = () => {};

/** Wire (snake_case) to the names the widgets read. Unknown or ill-typed fields keep `defaults` (bootstrap.ts DEFAULT_BOOTSTRAP). */
export function fromWire(w: Record<string, any>, defaults: BootstrapData): BootstrapData {
  const out: Record<string, any> = { ...defaults };
  for (const [k, d] of Object.entries(defaults)) {
    const kind = typeof d === 'boolean' ? k !== 'displayWatermark' && 'boolean' : STRINGS.includes(k) && 'string';
    if (typeof w[wireName(k)] === kind) out[k] = w[wireName(k)];
  }
  const { captcha_settings: captcha, password_config: pc, email_domains: domains } = w;
  if (typeof w.disable_sdk_watermark === 'boolean') out.displayWatermark = !w.disable_sdk_watermark;
  const siteKey = captcha?.siteKey ?? captcha?.site_key;
  out.captchaSettings = { enabled: captcha?.enabled === true, siteKey: typeof siteKey === 'string' ? siteKey : '' };
  if (Array.isArray(domains)) out.emailDomains = domains.filter((x: unknown) => typeof x === 'string');
  if (pc && typeof pc === 'object')
    out.passwordConfig = { ludsComplexity: Number(pc.luds_complexity) || 0, ludsMinimumCount: Number(pc.luds_minimum_count) || 0 };
  if (w.dfp_protected_auth_mode === 'DECISIONING') out.dfpProtectedAuthMode = 'DECISIONING';
  out.rbacPolicy = w.rbac_policy ?? null;
  if (w.vertical === 'B2B' || w.vertical === 'CONSUMER') out.vertical = w.vertical;
  return out as BootstrapData;
}
