// The synchronous members over the stored state, apart from the modules that request (a client's
// main file holds these; the requests may load later: src/core/engine-loader.ts, consumer/members-loader.ts):
// getSync / getInfo / onChange of one slot, and session's getTokens and updateSession.
import { check } from './args';
import type { Ctx } from './client';
import type { SessionState } from './session';

/**
 * getSync / getInfo / onChange over one slot of the session state (session, user or organization);
 * getInfo names the value `field` ({ session }, { user }, { member }, { organization }) and whether
 * it is still the value stored before this page heard from the server. onChange calls back when the
 * store announces a change (session.ts: a real one, or the page's first news): the consumer's when that
 * slot is a new value, the B2B ones on every change (session, self and organization), as both official lines do.
 */
export function slice<T, F extends string>(ctx: Ctx, key: keyof SessionState, field: F) {
  const get = () => (ctx.store.get()[key] ?? null) as T | null;
  return {
    getSync: get,
    getInfo: () => ({ [field]: get(), fromCache: ctx.store.fromCache() }) as { [K in F]: T | null } & { fromCache: boolean },
    onChange(cb: (v: T | null) => void): () => void {
      let last = get();
      const every = ctx.vertical === 'b2b';
      return ctx.store.subscribe(() => {
        const next = get();
        if (every || next !== last) cb((last = next));
      });
    },
  };
}

/** The synchronous members: getters and subscription, getTokens, updateSession. */
export function sessionSync<S>(ctx: Ctx) {
  const { store } = ctx;
  return {
    ...slice<S, 'session'>(ctx, 'session', 'session'),
    /** Both tokens, or null while either cookie is missing (the official answer; the requests need only the opaque one). */
    getTokens: () => {
      const t = store.tokens();
      return t?.session_jwt ? t : null;
    },
    /**
     * Adopts tokens obtained elsewhere (e.g. a backend login) by storing them in the session cookies.
     * Like the official SDK it does not check them: call session.authenticate() next, which sends
     * them, verifies them and loads the session and user (or clears everything if they are invalid).
     */
    updateSession(tokens: { session_token: string; session_jwt?: string | null }) {
      // A null JWT (the official type allows it: a backend with opaque tokens only) is no JWT.
      const t = { ...tokens, session_jwt: tokens?.session_jwt ?? undefined };
      check('stytch.session.updateSession', tokens && t, 'session_token session_jwt?');
      store.setTokens(t); // no JWT given: a stale one of an earlier session goes
    },
  };
}
