// Shared setup for the consumer-client tests (not a test file itself): a fresh origin, a scripted
// fetch, a client with its own public token (so the duplicate-client warning stays quiet), and a
// way to put a session in place without a network round trip.
import { StytchHeadlessClient } from '../../src/core/consumer/client';
import type { ClientOptions } from '../../src/core/client';
import { Answer, installFetch, ownCalls, Recorded, restoreFetch } from '../helpers/fake-fetch';
import { resetBrowser } from '../helpers/browser';
import { present } from '../helpers/present';

export const BASE = 'http://127.0.0.1:4999';
export const SESSION_TOKEN = 'session-token-1';
export const SESSION = {
  session_id: 'session-1',
  user_id: 'user-1',
  expires_at: new Date(Date.now() + 3600_000).toISOString(),
  last_accessed_at: new Date().toISOString(),
};
export const USER = { user_id: 'user-1', webauthn_registrations: [] };
export const AUTH = { user_id: 'user-1', user: USER, session: SESSION, session_token: SESSION_TOKEN, session_jwt: 'jwt-1' };

let n = 0;

export interface Setup {
  client: StytchHeadlessClient;
  token: string;
  /** Every request, bootstrap included. */
  all: Recorded[];
  /** Requests other than the bootstrap fetch. */
  calls: () => Recorded[];
  /** Puts a session in place (cookies + storage), as a successful authenticate would. */
  signIn: () => void;
  done: () => void;
}

/**
 * `answer` sees every non-bootstrap request; return undefined for `{ data: {} }`.
 * `bootstrap` is the wire bootstrap data (PKCE flags etc.).
 */
export function setup(
  o: {
    options?: ClientOptions;
    answer?: (r: Recorded) => Answer | undefined | Promise<Answer | undefined>;
    bootstrap?: object;
    token?: string;
    /** Runs on the clean origin just before the client is created (seed storage or cookies). */
    before?: () => void;
  } = {},
): Setup {
  resetBrowser();
  o.before?.();
  const token = o.token ?? `public-token-test-${++n}-${Date.now()}`;
  const f = installFetch(async (r) => {
    if (r.path.startsWith('/projects/bootstrap/')) return { body: { data: { vertical: 'CONSUMER', ...o.bootstrap } } };
    return (await o.answer?.(r)) ?? { body: { data: {} } };
  });
  const client = new StytchHeadlessClient(token, { endpoints: { testAPIURL: BASE, liveAPIURL: BASE }, ...o.options });
  return {
    client,
    token,
    all: f.calls,
    calls: () => ownCalls(f.calls, token),
    signIn: () =>
      present((client as any).ctx.store, { session: SESSION, user: USER }, { session_token: SESSION_TOKEN, session_jwt: 'jwt-1' }),
    done() {
      client._refresher.stop();
      restoreFetch();
      resetBrowser();
    },
  };
}
