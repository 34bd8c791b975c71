// session.* requests shared by both verticals: authenticate (clears the session on an unrecoverable
// error; the background refresh's answer applies only to the session it was sent for) and revoke
// (keeps it when the call failed, unless forceClear or the answer says it is gone); the getters, getTokens and
// updateSession are getters.ts's sessionSync (sessionApi: all of them). The consumer and B2B
// clients differ only in routes and types.
import type { Route } from '../wire/routes';
import { call } from './api';
import { stored } from './answer';
import { check } from './args';
import type { Ctx } from './client';
import { isUnrecoverable } from './unrecoverable';
import { sessionSync } from './getters';
import { OWN_CALL } from './refresh';

/** authenticate and revoke over the vertical's sessions/authenticate and sessions/revoke routes. */
export function sessionAsync<A>(ctx: Ctx, authRoute: Route, revokeRoute: Route) {
  const { store } = ctx;
  const api = {
    async authenticate(options: { session_duration_minutes?: number } = {}): Promise<A> {
      check('stytch.session.authenticate', options, authRoute[2]);
      // An answer is for the session whose token was sent: when a sign-out or another sign-in, in any
      // tab, has replaced that session meanwhile, the answer (a session or an error) is not applied.
      const sent = store.tokens()?.session_token;
      const stale = () => store.tokens()?.session_token !== sent;
      // The background refresh (OWN_CALL) with keepSessionAlive asks for the last sign-in's duration again.
      const minutes = options === OWN_CALL ? ctx.keepAlive?.minutes : undefined;
      const body = minutes === undefined ? options : { session_duration_minutes: minutes };
      try {
        // Not api.authenticate(): a refresh must not spend the PKCE pair of a flow still in progress.
        const data = await call<A>(ctx, authRoute, body);
        if (!stale()) return stored(ctx, data, body);
      } catch (e) {
        if (!stale()) {
          if (isUnrecoverable(e)) store.clear();
          throw e;
        }
      }
      // The client's own call (OWN_CALL: the background refresh) drops it, unreported, and the newer
      // session stands; a caller's call is asked again for the session stored now, as the official client does.
      return options === OWN_CALL ? (undefined as A) : api.authenticate(options);
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
  return api;
}

/** The whole namespace (the widget bundles' clients; the headless ones load sessionAsync later). */
export const sessionApi = <S, A>(ctx: Ctx, authRoute: Route, revokeRoute: Route) => ({
  ...sessionSync<S>(ctx),
  ...sessionAsync<A>(ctx, authRoute, revokeRoute),
});
