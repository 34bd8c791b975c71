// Shared setup for the B2B-client tests (not a test file itself): a fresh origin, a scripted fetch,
// a B2B client with its own public token, and ways to put a member session or an intermediate
// session token in place without a network round trip.
import { StytchB2BHeadlessClient } from '../../src/core/b2b/client';
import type { ClientOptions } from '../../src/core/client';
import { resetBrowser } from '../helpers/browser';
import { Answer, installFetch, ownCalls, Recorded, restoreFetch } from '../helpers/fake-fetch';
import { present } from '../helpers/present';

export const BASE = 'http://127.0.0.1:4998';
export const SESSION_TOKEN = 'member-session-token-1';
export const IST = 'ist-1';
export const MEMBER = { member_id: 'member-1', organization_id: 'org-1', email_address: 'a@example.com' };
export const ORG = { organization_id: 'org-1', organization_name: 'Acme', organization_slug: 'acme' };
export const MEMBER_SESSION = {
  member_session_id: 'ms-1',
  member_id: 'member-1',
  organization_id: 'org-1',
  expires_at: new Date(Date.now() + 3600_000).toISOString(),
  last_accessed_at: new Date().toISOString(),
};
/** A full authenticate answer. */
export const FULL = {
  member_id: 'member-1',
  member: MEMBER,
  organization: ORG,
  member_session: MEMBER_SESSION,
  session_token: SESSION_TOKEN,
  session_jwt: 'jwt-1',
  intermediate_session_token: '',
};
/** An authenticate answer that still needs a second factor. */
export const PARTIAL = {
  member_id: 'member-1',
  member: MEMBER,
  organization: ORG,
  member_session: null,
  session_token: '',
  session_jwt: '',
  intermediate_session_token: IST,
  mfa_required: { member_options: null, secondary_auth_initiated: null },
};

let n = 0;

export interface B2BSetup {
  client: StytchB2BHeadlessClient;
  token: string;
  /** Requests other than the bootstrap fetch. */
  calls: () => Recorded[];
  /** Browser redirects the client asked for. */
  redirects: string[];
  /** Puts a member session in place (cookies + storage), as a successful authenticate would. */
  signIn: () => void;
  /** Stores an intermediate session token, as a partial authenticate would. */
  intermediate: () => void;
  done: () => void;
}

/** `answer` sees every non-bootstrap request (it may answer later); return undefined for `{ data: {} }`. `bootstrap` is wire bootstrap data. */
export function setup(
  o: { options?: ClientOptions; answer?: (r: Recorded) => Answer | undefined | Promise<Answer | undefined>; bootstrap?: object } = {},
): B2BSetup {
  resetBrowser();
  const token = `public-token-test-b2b-${++n}-${Date.now()}`;
  const f = installFetch(async (r) => {
    if (r.path.startsWith('/projects/bootstrap/')) return { body: { data: { vertical: 'B2B', ...o.bootstrap } } };
    return (await o.answer?.(r)) ?? { body: { data: {} } };
  });
  const client = new StytchB2BHeadlessClient(token, { endpoints: { testAPIURL: BASE, liveAPIURL: BASE }, ...o.options });
  const ctx = (client as any).ctx;
  const redirects: string[] = [];
  ctx.redirect = (url: string) => void redirects.push(url);
  return {
    client,
    token,
    calls: () => ownCalls(f.calls, token),
    redirects,
    signIn: () =>
      present(
        ctx.store,
        { session: MEMBER_SESSION, user: MEMBER, organization: ORG },
        { session_token: SESSION_TOKEN, session_jwt: 'jwt-1' },
      ),
    intermediate: () => ctx.store.setIntermediate(IST),
    done() {
      client._refresher.stop();
      restoreFetch();
      resetBrowser();
    },
  };
}
