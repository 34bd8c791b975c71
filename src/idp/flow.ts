// Effects of the identity-provider widget. The browser leaves the page by form POST (authorize) or
// by nav.go (logout redirect; replaced in tests).
import { computed } from '@preact/signals';
import { createStore } from '../ui/store';
import { NoCurrentSessionError } from '../core/errors';
import { MissingIDPParameterError } from '../core/idp-errors';
import type { AuthorizeParams } from '../core/idp';
import { redirectURL } from '../core/url';
import { emit, reportError, type Callbacks } from '../ui/events';
import { StytchEventType } from '../core/enums';
import { initialIdp, reduceIdp, type IdpAction, type IdpState } from './machine';
import { parseIdpQuery, readPreflight, type AuthTokenParams, type LogoutQuery } from './rules';

export const nav = { go: (url: string) => window.location.assign(url) };

type Fn = (arg?: any) => any;
/** What the pages read of the project's settings: its name (titles), its access policy (custom scopes' words). */
type IdpSettings = { projectName: string; rbacPolicy?: unknown };
/** The slice of either headless client the widget uses. */
export interface IdpClient {
  idp: { oauthAuthorizeStart: Fn; oauthAuthorizeSubmit: Fn; oauthLogoutStart: Fn };
  session: { getSync: () => unknown; onChange: (cb: (s: unknown) => void) => () => void; revoke: Fn; attest: Fn };
  bootstrap: { peek(): IdpSettings; getAsync(): Promise<IdpSettings> };
  /** Reads back a session whose cookie is here but nothing is stored (core/client.ts). */
  recoverSession(): Promise<unknown>;
  /** Present on the B2B client only: the preflight is read per vertical (see readPreflight). */
  organization?: unknown;
  /** The B2B client's signed-in member: the attestation keeps its organization. */
  self?: { getSync(): { organization_id?: string } | null };
}

export type IdpFlow = ReturnType<typeof createIdpFlow>;

/**
 * `callbacks`: the host's current ones (a mount again on the same element may bring new ones).
 * `authToken`: the host's 6.x `authTokenParams`, attested once before the authorize flow.
 */
export function createIdpFlow(
  client: IdpClient,
  callbacks: () => Callbacks | undefined,
  search = window.location.search,
  authToken: () => AuthTokenParams | undefined = () => undefined,
) {
  const { state, dispatch } = createStore<IdpState, IdpAction>(reduceIdp, initialIdp());
  const parsed = parseIdpQuery(search);
  const fail = (e: unknown, error: NonNullable<IdpState['error']> = { failed: e }) => {
    reportError(callbacks(), e);
    dispatch({ type: 'error', error });
  };

  /** Ends the session here (cleared even when the server call fails). */
  const revoke = () => Promise.resolve(client.session.revoke({ forceClear: true })).catch(() => {});

  async function revokeAndLeave(uri: string) {
    dispatch({ type: 'loading' });
    await revoke();
    nav.go(uri);
  }

  function submit(granted: boolean) {
    const p = (parsed as { params: AuthorizeParams }).params;
    const required = !!state.value.preflight?.consentRequired;
    dispatch({ type: 'loading' });
    try {
      client.idp.oauthAuthorizeSubmit({ ...p, consent_granted: granted });
    } catch (e) {
      return fail(e);
    }
    if (required && !granted) {
      dispatch({ type: 'error', error: { key: 'idp.denied' } });
      emit(callbacks(), StytchEventType.OAuthAuthorizeFlowConsentDenied);
    } else emit(callbacks(), StytchEventType.OAuthAuthorizeFlowComplete);
  }

  /**
   * The official widget's attestation: the trusted token becomes the session the consent runs with
   * (a session already here is revoked first; a B2B one's organization is kept), for 60 minutes.
   */
  async function attest({ trustedAuthToken: token, tokenProfileID: profile_id }: AuthTokenParams) {
    const organization_id = client.self?.getSync()?.organization_id;
    if (client.session.getSync()) await revoke();
    await client.session.attest({ token, profile_id, session_duration_minutes: 60, ...(organization_id && { organization_id }) });
  }

  let attested = false;
  async function start() {
    if ('missing' in parsed)
      return fail(new MissingIDPParameterError(parsed.missing), { key: 'idp.missingParam', vars: { param: parsed.missing } });
    const token = authToken();
    // Once per flow (a trusted token is good for one exchange), for the authorize flow only (as the official).
    if (parsed.flow === 'Authorize' && !attested && token?.trustedAuthToken && token.tokenProfileID) {
      attested = true;
      try {
        await attest(token);
      } catch (e) {
        // Refused: no session, in the spec's words for that (the official widget's too); onError has the reason.
        return fail(e, { key: 'idp.noSession' });
      }
    }
    // A session cookie with nothing stored (set by the site's server, or this page a frame with storage
    // of its own) is a session to read back first, as the official widget's client does.
    if (!client.session.getSync()) await client.recoverSession();
    if (!client.session.getSync()) return fail(new NoCurrentSessionError(), { key: 'idp.noSession' });
    if (parsed.flow === 'Logout') {
      const p = parsed.params as LogoutQuery;
      try {
        const r = await client.idp.oauthLogoutStart(p);
        // The server's redirect URI; the query's own only after the server accepted it (the preflight
        // fails for a URI not registered for the client), so the widget never goes anywhere unchecked.
        const uri = redirectURL(r?.redirect_uri || p.post_logout_redirect_uri, true);
        if (!r?.consent_required) return revokeAndLeave(uri);
        logoutURI = uri;
        dispatch({ type: 'logoutConfirm' });
      } catch (e) {
        fail(e);
      }
      return;
    }
    const p = parsed.params as AuthorizeParams;
    emit(callbacks(), StytchEventType.OAuthAuthorizeFlowStart, { client_id: p.client_id, redirect_uri: p.redirect_uri, scope: p.scope });
    try {
      const { client_id, redirect_uri, response_type, scope } = p;
      const pre = readPreflight(
        await client.idp.oauthAuthorizeStart({ client_id, redirect_uri, response_type, scope }),
        scope,
        'organization' in client,
      );
      dispatch({ type: 'preflight', preflight: pre });
      if (!pre.consentRequired) submit(false);
    } catch (e) {
      fail(e);
    }
  }

  /**
   * Starts, and starts again when a session arrives while the no-session error shows (a sign-in in
   * another tab reaches this one through the session's cross-tab sync). Returns the unsubscribe.
   */
  function run() {
    // A page without its parameters shows that error and nothing more: no session of the user's
    // changes it, so none is read (a page's first read of storage is a round trip to the browser).
    if ('missing' in parsed) {
      void start();
      return () => {};
    }
    // Then the session check of the page's load (client.ts recoverSession, left to this page:
    // idp-start.ts), with the requests this chunk brought, once the first screen is up (a stored session
    // revoked meanwhile ends, and the session watch below says so); once per page, so a no-session
    // start's read-back was it.
    void start().then(() => client.session.getSync() && client.recoverSession());
    // A sign-in (here or in another tab, through the session's sync) resolves the no-session error: the flow starts again.
    return client.session.onChange((session) => {
      const { screen, error } = state.value;
      if (session && screen === 'Error' && error && 'key' in error && error.key === 'idp.noSession')
        dispatch({ type: 'loading' }), void start();
    });
  }

  let logoutURI = '';
  return {
    state,
    /** The current screen: what the root reads (a computed, so it renders again only when the screen changes). */
    screen: computed(() => state.value.screen),
    client,
    run,
    allow: () => submit(true),
    deny: () => submit(false),
    logoutYes: () => revokeAndLeave(logoutURI),
    logoutNo: () => dispatch({ type: 'declined' }),
  };
}
