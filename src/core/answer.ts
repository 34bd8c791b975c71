// Storing an authenticate answer (the official clients' "update session" step): a session with its
// tokens, else an intermediate token, else (consumer) a fresher user. Only the modules that send
// authenticate calls (api.ts, session-api.ts: the sign-in namespaces and client requests, which load
// later) store answers, so this module travels with them, not in the main bundles.
import type { Ctx } from './client';
import { typed } from './session';

/**
 * Stores `data` (an authenticate answer) in the client's session state and returns it; with
 * keepSessionAlive, a stored session's duration as `sent` asked for it is the one the refresh asks again.
 */
export function stored<T>(ctx: Ctx, data: T, sent?: { session_duration_minutes?: unknown }): T {
  const d = data as Record<string, any>;
  const { store } = ctx;
  const b2b = ctx.vertical === 'b2b';
  const session = b2b ? d.member_session : d.session;
  if (session) {
    // Its tokens in cookies when the answer has them (a custom API domain sets HttpOnly ones itself,
    // as the official client allows); the intermediate token is spent either way.
    const next = b2b ? { session, user: d.member ?? null, organization: d.organization ?? null } : { session, user: d.user ?? null };
    typed(next, d.session_token, d.session_jwt);
    if (d.session_token) store.setTokens({ session_token: d.session_token, session_jwt: d.session_jwt }, session.expires_at);
    else store.dropTokens();
    store.update({ organization: null, ...next });
    const minutes = sent?.session_duration_minutes;
    if (ctx.keepAlive && typeof minutes === 'number') ctx.keepAlive.minutes = minutes;
  } else if (d.intermediate_session_token) {
    // A second factor to come: any session stored before it ends (session.ts setIntermediate).
    store.setIntermediate(d.intermediate_session_token);
  } else if (!b2b && d.user) {
    store.update({ user: d.user });
  }
  return data;
}
