// A mounted consumer widget against a scripted network: routes answer from a table that each
// test overrides; events, errors and telemetry are recorded.
import { fakeFetch, type Answer, type Recorded } from '../helpers/fake-fetch';
// Configs here name products by the 5.x strings, which the 5.x StytchUIClient reads.
import { StytchUIClient } from '../../src/consumer/StytchUIClient';
import type { LoginConfig } from '../../src/consumer/config';
import { flush, host } from '../ui/util';

export const ok = (data: object = {}): Answer => ({ body: { data: { request_id: 'r1', status_code: 200, ...data } } });
export const fail = (error_type: string, error_message = error_type, status = 400): Answer => ({
  status,
  body: { status_code: status, error_type, error_message, request_id: 'r2' },
});
export const SESSION = {
  session_token: 'tok',
  session_jwt: 'jwt',
  session: { session_id: 's1', expires_at: '2099-01-01T00:00:00Z', last_accessed_at: '2024-01-01T00:00:00Z' },
  user: { user_id: 'u1' },
  user_id: 'u1',
};

type Routes = Record<string, Answer | ((req: Recorded) => Answer | Promise<Answer>)>;

const defaults: Routes = {
  'GET /projects/bootstrap/public-token-test-ui': ok({ email_domains: ['stytch.com'], disable_sdk_watermark: true }),
  'POST /events': ok(),
  'POST /sessions/authenticate': ok(SESSION),
};

let routes: Routes = {};
const net = fakeFetch((req) => {
  const r = routes[`${req.method} ${req.path}`] ?? defaults[`${req.method} ${req.path}`];
  if (!r) return fail('not_scripted', `no answer scripted for ${req.method} ${req.path}`, 404);
  return typeof r === 'function' ? r(req) : r;
});
// Installed per test (all suites are imported before any runs, so import-time globals collide).
const install = () => (globalThis.fetch = net.fetch);

let client: StytchUIClient | undefined;
/** One client for the whole test file (the core warns about duplicates). */
export function getClient() {
  if (!client) {
    client = new StytchUIClient('public-token-test-ui', { endpoints: { testAPIURL: 'http://localhost:4100' } });
    // No background refresh in widget tests (its 180 s timer would keep the process alive).
    client._refresher.stop();
    client._refresher.start = () => {};
  }
  return client;
}

export interface Harness {
  el: HTMLElement;
  client: StytchUIClient;
  events: { type: string; data: any }[];
  errors: unknown[];
  telemetry: [string, Record<string, unknown>][];
  calls: Recorded[];
  /** Requests to a path (without /sdk/v1). */
  sent(path: string): Recorded[];
  text(): string;
}

export async function setup(
  config: LoginConfig,
  r: Routes = {},
  how: 'login' | 'reset' = 'login',
  extra: Record<string, unknown> = {},
): Promise<Harness> {
  routes = r;
  install();
  net.calls.length = 0;
  const c = getClient();
  if (document.getElementById('login')) c.unmount('#login');
  const el = host('login');
  const events: Harness['events'] = [];
  const errors: unknown[] = [];
  const telemetry: Harness['telemetry'] = [];
  (c.telemetry as any).log = (name: string, details: Record<string, unknown>) => telemetry.push([name, details]);
  const callbacks = { onEvent: (e: any) => events.push(e), onError: (e: unknown) => errors.push(e) };
  if (how === 'reset') c.mountResetPassword({ elementId: '#login', config, callbacks, passwordResetToken: 'reset-tok', ...extra });
  else c.mountLogin({ elementId: '#login', config, callbacks, ...extra });
  await flush();
  return {
    el,
    client: c,
    events,
    errors,
    telemetry,
    calls: net.calls,
    sent: (path) => net.calls.filter((x) => x.path === path),
    text: () => (el.textContent || '').replace(/\s+/g, ' '),
  };
}

export function setRoutes(r: Routes) {
  routes = r;
}

export { submit } from '../helpers/kit';
