// Redirect tokens (section 4), steps chunk: the page address's token authenticated by its type
// (load.ts reaches it with later()), then the session, the next factor or the organization list.
import type { B2BAuthResponse, DiscoveryResponse } from '../../wire/types';
import { chunkFailed } from '../../core/stubs';
import { isBlocked } from '../errors';
import { call, removeTokenParams, type Widget } from '../widget';
import { minutes, primary } from './core';
import { StytchEventType as E } from '../../core/enums';
import { discovered } from './steps';

/** Redirect tokens that lead to the organization list: their authenticate call and host event. */
export const DISCOVERY_TOKENS: Record<string, (w: Widget, token: string) => Promise<DiscoveryResponse>> = {
  discovery: (w, t) =>
    call(w, E.B2BMagicLinkDiscoveryAuthenticate, (c) => c.magicLinks.discovery.authenticate({ discovery_magic_links_token: t })),
  discovery_oauth: (w, t) => call(w, E.B2BOAuthDiscoveryAuthenticate, (c) => c.oauth.discovery.authenticate({ discovery_oauth_token: t })),
};

/**
 * Redirect tokens that log in (multi_tenant_passwords is not authenticated here: it opens
 * PasswordResetForm): their authenticate call and host event.
 */
export const LOGIN_TOKENS: Record<string, (w: Widget, token: string) => Promise<B2BAuthResponse>> = {
  oauth: (w, t) => call(w, E.B2BOAuthAuthenticate, (c) => c.oauth.authenticate({ oauth_token: t, session_duration_minutes: minutes(w) })),
  sso: (w, t) => call(w, E.B2BSSOAuthenticate, (c) => c.sso.authenticate({ sso_token: t, session_duration_minutes: minutes(w) })),
  multi_tenant_magic_links: (w, t) =>
    call(w, E.B2BMagicLinkAuthenticate, (c) => c.magicLinks.authenticate({ magic_links_token: t, session_duration_minutes: minutes(w) })),
  multi_tenant_impersonation: (w, t) =>
    call(w, E.B2BImpersonationAuthenticate, (c) => c.impersonation.authenticate({ impersonation_token: t })),
};

/** Token-type dispatch (section 4); an unknown type is an assertion failure (reported, Error screen). */
export async function authenticateToken(w: Widget, token: string, tokenType: string, toReset: boolean, canGoBack = true) {
  const magic = tokenType === 'multi_tenant_magic_links' || tokenType === 'discovery';
  // A failure that is no answer about the link (the client's sign-in calls could not load) is the
  // default Error screen, not the link's (whose token is then not spent).
  const fail = (e: unknown) =>
    w.dispatch({
      type: 'error',
      errorType: isBlocked(e)
        ? 'adBlocker'
        : chunkFailed(e)
          ? 'default'
          : toReset
            ? 'resetMagicLink'
            : magic
              ? 'emailMagicLink'
              : 'default',
      canGoBack,
    });
  const toList = DISCOVERY_TOKENS[tokenType];
  const login = LOGIN_TOKENS[tokenType];
  if (!toList && !login) {
    w.report(new Error(`Assertion failed: unknown stytch_token_type "${tokenType}"`));
    removeTokenParams();
    return fail(null);
  }
  w.dispatch({ type: 'loading', on: true });
  try {
    if (login) primary(w, await login(w, token), toReset);
    else {
      const d = await toList(w, token);
      await discovered(w, d.email_address, d.discovered_organizations);
    }
  } catch (e) {
    fail(e);
  } finally {
    removeTokenParams();
  }
}
