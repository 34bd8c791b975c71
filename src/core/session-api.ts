// session.* requests shared by both verticals: authenticate (clears the session on an unrecoverable
// error; the background refresh's answer applies only to the session it was sent for) and revoke
// (keeps it when the call failed, unless forceClear or the answer says it is gone); the getters, getTokens and
// updateSession are getters.ts's sessionSync (sessionApi: all of them). The consumer and B2B
// clients differ only in routes and types.
import type { Route } from '../wire/routes';
import { call } from './api';
import { check } from './args';
import type { Ctx } from './client';
import { isUnrecoverable } from './unrecoverable';
import { sessionSync } from './getters';
import { OWN_CALL } from './refresh';

/** authenticate and revoke over the vertical's sessions/authenticate and sessions/revoke routes. */
export function sessionAsync<A>(ctx: Ctx, authRoute: Route, revokeRoute: Route) {
  const { store } = ctx;
  return {
    async authenticate(options: { session_duration_minutes?: number } = {}): Promise<A> {
      check('stytch.session.authenticate', options, authRoute[2]);
      // The client's own call (OWN_CALL: the background refresh) answers for the session whose token
      // it sent: when a sign-out or another sign-in, in any tab, has replaced that session meanwhile,
      // its answer (a session or an error) is dropped, unreported, and the newer session stands.
      const sent = store.tokens()?.session_token;
      const current = () => options !== OWN_CALL || store.tokens()?.session_token === sent;
      try {
        // Not api.authenticate(): a refresh must not spend the PKCE pair of a flow still in progress.
        const data = await call<A>(ctx, authRoute, options);
        return current() ? ctx.authed(data) : data;
      } catch (e) {
        if (!current()) return undefined as A; // only the refresher gets this, and goes on
        if (isUnrecoverable(e)) store.clear();
        throw e;
      }
    },
    async revoke(options: { forceClear?: boolean } = {}) {
      check('stytch.session.revoke', options, 'forceClear?:boolean');
      try {
        // no body, as the official client sends it
        const data = await call(ctx, revokeRoute);
        store.clear();
        return data;
      } catch (e) {
        // Keep the session (offline, a server error: it still stands there), unless told to clear
        // anyway or the answer says it is gone, as the official client does.
        if (options.forceClear || isUnrecoverable(e)) store.clear();
        throw e;
      }
    },
  };
}

/** The whole namespace (the widget bundles' clients; the headless ones load sessionAsync later). */
export const sessionApi = <S, A>(ctx: Ctx, authRoute: Route, revokeRoute: Route) => ({
  ...sessionSync<S>(ctx),
  ...sessionAsync<A>(ctx, authRoute, revokeRoute),
});
