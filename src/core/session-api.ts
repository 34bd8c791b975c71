// session.* requests shared by both verticals: authenticate (clears the session on an unrecoverable
// error) and revoke (keeps it when the server was unreachable, unless forceClear); the getters,
// getTokens and updateSession are getters.ts's sessionSync (sessionApi: all of them). The consumer
// and B2B clients differ only in routes and types.
import type { Route } from '../wire/routes';
import { call } from './api';
import { check } from './args';
import type { Ctx } from './client';
import { isUnrecoverable, StytchAPIUnreachableError } from './errors';
import { sessionSync } from './getters';

/** authenticate and revoke over the vertical's sessions/authenticate and sessions/revoke routes. */
export function sessionAsync<A>(ctx: Ctx, authRoute: Route, revokeRoute: Route) {
  const { store } = ctx;
  return {
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
  };
}

/** The whole namespace (the widget bundles' clients; the headless ones load sessionAsync later). */
export const sessionApi = <S, A>(ctx: Ctx, authRoute: Route, revokeRoute: Route) => ({
  ...sessionSync<S>(ctx),
  ...sessionAsync<A>(ctx, authRoute, revokeRoute),
});
