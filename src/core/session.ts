// The session's two states, absent and present, kept in cookies (tokens) and local storage
// (session, user, organization), synchronised across tabs through the storage event.
import { Cookies, IST_LIFETIME_MS } from './cookies';
import { INVALID_RESPONSE, SDKInvalidResponseError } from './errors';
import { isObject } from './args';
import { type PageStorage, stored } from './storage';

/** Consumer: user + session. B2B: user holds the member, session the member session. */
export interface SessionState {
  session: { expires_at?: string; [k: string]: any } | null;
  user: Record<string, any> | null;
  organization?: Record<string, any> | null;
}

export interface Tokens {
  session_token: string;
  session_jwt: string;
}

type Listener = (s: SessionState) => void;
const EMPTY: SessionState = { session: null, user: null, organization: null };

export type SessionStore = ReturnType<typeof sessionStore>;

/**
 * The boundary check: what reaches storage or a cookie from an answer must have its type (objects
 * for the session, user / member and organization, strings for tokens; null or absent is fine), or
 * the call is an invalid response and nothing is written. A session that is a string, or a token
 * that is an object ('[object Object]' in a cookie), would otherwise be stored.
 */
function typed(objects: object, ...strings: unknown[]) {
  if (!Object.values(objects).every((v) => v == null || isObject(v)) || !strings.every((v) => v == null || typeof v === 'string'))
    throw new SDKInvalidResponseError(INVALID_RESPONSE);
}

export function sessionStore(
  publicToken: string,
  cookies: Cookies,
  storage: PageStorage,
  /** true with a custom API domain: cookies are then the server's (HttpOnly), so their absence proves nothing. */
  keepWithoutCookie = false,
  win: Pick<Window, 'addEventListener'> | null = typeof window !== 'undefined' ? window : null,
) {
  const key = `stytch_sdk_state_${publicToken}`;
  const { names } = cookies;
  const listeners = new Set<Listener>();
  const read = (): SessionState => {
    const v = stored<SessionState>(storage, key);
    return v ? { ...EMPTY, ...v } : EMPTY;
  };
  // Read at the first use, not at construction: a widget's first screen needs neither the stored
  // session nor a cookie (4x-throttled Chromium: the client is made ~15 ms sooner). The first read
  // also drops a stored session whose token cookie is gone, and starts listening to other tabs.
  let state: SessionState | undefined;
  const current = (): SessionState => state ?? load();
  const load = (): SessionState => {
    state = read();
    if (state.session && !keepWithoutCookie && !cookies.get(names.session)) wipe();
    win?.addEventListener('storage', (e) => {
      const k = (e as StorageEvent).key;
      if (k !== key && k !== null) return; // null: another tab cleared all of storage
      state = read();
      emit();
    });
    return state;
  };
  const emit = () => {
    for (const l of [...listeners]) l(current());
  };
  /** Storage full or refused (blocked site data, a sandboxed frame): the state stays in this page, its cookies carry the tokens. */
  const persist = (f: () => void) => {
    try {
      f();
    } catch {}
  };
  const wipe = () => {
    for (const n of [names.session, names.jwt, names.ist]) cookies.remove(n);
    state = EMPTY;
    persist(() => storage.removeItem(key));
  };
  const write = (next: SessionState) => {
    current();
    state = next;
    persist(() => (next.session || next.user || next.organization ? storage.setItem(key, JSON.stringify(next)) : storage.removeItem(key)));
    emit();
  };

  const store = {
    key,
    get: current,
    tokens(): Tokens | null {
      const session_token = cookies.get(names.session);
      return session_token ? { session_token, session_jwt: cookies.get(names.jwt) || '' } : null;
    },
    intermediateToken: () => cookies.get(names.ist),
    /**
     * Token cookies only, expiring at `expiresAt` (default: in 30 minutes); no stale JWT of an
     * earlier session is kept and the intermediate token is spent. The stored objects are untouched.
     */
    setTokens(tokens: Tokens, expiresAt?: string) {
      const expires = expiresAt ? new Date(expiresAt) : new Date(Date.now() + 30 * 60 * 1000);
      cookies.set(names.session, tokens.session_token, expires);
      if (tokens.session_jwt) cookies.set(names.jwt, tokens.session_jwt, expires);
      else cookies.remove(names.jwt);
      cookies.remove(names.ist);
    },
    /** Present: store tokens in cookies, state in storage; the intermediate token is spent. */
    present(next: SessionState, tokens: Tokens) {
      typed(next, tokens.session_token, tokens.session_jwt);
      store.setTokens(tokens, next.session?.expires_at);
      write({ ...EMPTY, ...next });
    },
    /** Merge fresher objects (e.g. the user after an update) without touching tokens. */
    update(partial: Partial<SessionState>) {
      typed(partial);
      write({ ...current(), ...partial });
    },
    setIntermediate(token: string) {
      typed({}, token);
      cookies.set(names.ist, token, new Date(Date.now() + IST_LIFETIME_MS));
    },
    /** Absent: every cookie and the stored state go. */
    clear() {
      current();
      wipe();
      emit();
    },
    subscribe(l: Listener): () => void {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };

  return store;
}
