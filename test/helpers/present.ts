// Signs a session in straight into a client's store, as an authenticate answer would (src/core/answer.ts).
import type { SessionState, SessionStore, Tokens } from '../../src/core/session';

export function present(store: SessionStore, next: Partial<SessionState>, tokens: Tokens) {
  store.setTokens(tokens, next.session?.expires_at);
  store.update({ organization: null, ...next } as SessionState);
}
