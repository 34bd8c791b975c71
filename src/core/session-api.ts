// session.* shared by both verticals: getters and subscription, getTokens, authenticate (clears the
// session on an unrecoverable error), revoke (keeps it when the server was unreachable, unless
// forceClear) and updateSession. The consumer and B2B clients differ only in routes and types.
import type { Route } from '../wire/routes';
import { call, slice } from './api';
import { check } from './args';
import type { Ctx } from './client';
import { isUnrecoverable, StytchAPIUnreachableError } from './errors';

/** `authRoute`, `revokeRoute`: the vertical's sessions/authenticate and sessions/revoke. */
export function sessionApi<S, A>(ctx: Ctx, authRoute: Route, revokeRoute: Route) {
  const { store } = ctx;
  return {
    ...slice<S, 'session'>(ctx, 'session', 'session'),
    getTokens: () => store.tokens(),
    async authenticate(options: { session_duration_minutes?: number } = {}): Promise<A> {
      check('stytch.session.authenticate', options, authRoute[2]);
      try {
        // Not api.authenticate(): a refresh must not spend the PKCE pair of a flow still in progress.
        return ctx.authed(await call<A>(ctx, authRoute, options));
      } catch (e) {
        if (isUnrecoverable(e)) store.clear();
        throw e;
      }
    },
    async revoke(options: { forceClear?: boolean } = {}) {
      check('stytch.session.revoke', options, 'forceClear?:boolean');
      try {
        const data = await call(ctx, revokeRoute, {});
        store.clear();
        return data;
      } catch (e) {
        // Keep the session when the server could not be reached, unless told to clear anyway.
        if (options.forceClear || !(e instanceof StytchAPIUnreachableError)) store.clear();
        throw e;
      }
    },
    /**
     * Adopts tokens obtained elsewhere (e.g. a backend login) by storing them in the session cookies.
     * Like the official SDK it does not check them: call session.authenticate() next, which sends
     * them, verifies them and loads the session and user (or clears everything if they are invalid).
     */
    updateSession(tokens: { session_token: string; session_jwt?: string }) {
      check('stytch.session.updateSession', tokens, 'session_token session_jwt?');
      store.setTokens({ session_token: tokens.session_token, session_jwt: tokens.session_jwt || '' });
    },
  };
}
